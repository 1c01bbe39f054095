import type { SessionUser, TokenSet } from "./account/user";
import type { ApiClient } from "./api/client";
import type { PublicConfig } from "./config";
import type { TextOverrides } from "./i18n/text-overrides";
import type { Locale } from "./locale";
import type { PageRenderState } from "./page-cache";

/** What the worker hands every React Router loader (the AppLoadContext). */
export interface AppContext {
  locale: Locale;
  config: PublicConfig;
  /** The one API client: in-process /api calls with language and credentials attached. */
  api: ApiClient;
  /** Per-response CSP nonce for inline and module scripts. */
  nonce: string;
  requestId: string;
  session: SessionControl;
  /** The console's staff sign-in (separate from the customer's session). */
  staff: StaffSessionControl;
  /** Filled in by the render, read by the page cache (shared/page-cache.ts). */
  page: PageRenderState;
  /**
   * The configured translations of the language that replace built-in texts ({} when none): at
   * most a second's wait, never a failure.
   */
  textOverrides: () => Promise<TextOverrides>;
}

/**
 * The visitor's session as loaders and actions see it. Tokens never reach the page: signing in
 * hands the token set to the worker, which keeps it in HttpOnly cookies.
 */
export interface SessionControl {
  /** A valid (or just refreshed) session came with the request. */
  readonly signedIn: boolean;
  /** The refresh token of this session, for signing out. */
  readonly currentRefreshToken: string | undefined;
  start(tokens: TokenSet, user: SessionUser): void;
  end(): void;
  updateUser(user: SessionUser): void;
}

/** The staff sign-in as the console's loaders and actions see it (the token stays in an HttpOnly cookie). */
export interface StaffSessionControl {
  /** The session token the request's cookie carried (alive or not: the API decides). */
  readonly token: string | null;
  start(token: string): void;
  end(): void;
}
