import { createContext, useContext } from "react";

/** The response's CSP nonce during SSR (browsers hide it from the DOM, so it is empty client-side). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
