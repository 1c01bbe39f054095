import { useSyncExternalStore } from "react";
import { api } from "./api";

/** The cart count: 0 at start, fetched at mount when signed in, refreshed after an add, settable. */
let count = 0;
const listeners = new Set<() => void>();

export function setCartCount(value: number) {
  count = Math.max(0, Math.floor(value) || 0);
  for (const listener of listeners) listener();
}

/** Reloads the count; a failure is silent and leaves the count as it was. */
export async function refreshCartCount(): Promise<void> {
  try {
    const { count: fresh } = await api.get("/web/cart/count", { silent: true });
    setCartCount(fresh ?? 0);
  } catch {
    // Silent by design.
  }
}

export function useCartCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}
