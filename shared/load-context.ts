import type { ApiClient } from "./api/client";
import type { PublicConfig } from "./config";
import type { Locale } from "./locale";

/** What the worker hands every React Router loader (the AppLoadContext). */
export interface AppContext {
  locale: Locale;
  config: PublicConfig;
  /** The one API client: in-process /api calls with language and credentials attached. */
  api: ApiClient;
  /** Per-response CSP nonce for inline and module scripts. */
  nonce: string;
  requestId: string;
  session: SessionState;
}

export interface SessionState {
  /** A valid access token (or a refreshable session) came with the request. */
  signedIn: boolean;
}
