import { parse as parseCookies } from "hono/utils/cookie";
import { DEVICE_ID } from "../../shared/account/device";
import {
  clearedSessionCookies,
  serializeCookie,
  sessionCookies,
  tokenCookies,
  userInfoCookie,
} from "../../shared/account/session-cookies";
import { needsRefresh } from "../../shared/account/session-timing";
import type { SessionUser, TokenSet } from "../../shared/account/user";
import { readEnvelope } from "../../shared/api/client";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "../../shared/constants";
import type { SessionControl } from "../../shared/load-context";
import { getConfig, type Env } from "../env";
import { randomToken, verifyAccessToken } from "./tokens";

export interface BrowserSessionOptions {
  /** Sends a request to the /api sub-app in-process. */
  dispatch: (request: Request) => Promise<Response>;
  now?: () => number;
}

/**
 * The browser's session as the worker holds it: the token set lives in HttpOnly cookies (the page's
 * scripts never see a token), and the worker spends it on the page's behalf.
 *
 * Token refresh: before a call, the access token is refreshed once its remaining life is
 * 95 % of its lifetime or less. All calls of one request share that one refresh (one promise); if
 * it fails, they all fail and the session is cleared. Cookie changes are queued and written onto
 * the response by `applyTo`.
 */
export class BrowserSession implements SessionControl {
  private readonly pendingCookies: string[] = [];
  private token: Promise<string | null> | undefined;
  private readonly refreshToken: string | undefined;
  private readonly currentToken: string | undefined;
  private readonly hadUserInfo: boolean;
  private device: string | undefined;
  private state: "unknown" | "signed-in" | "signed-out";

  constructor(
    private readonly request: Request,
    private readonly env: Env,
    private readonly options: BrowserSessionOptions,
  ) {
    const cookies = parseCookies(request.headers.get("cookie") ?? "");
    this.currentToken = cookies[COOKIE.accessToken] || undefined;
    this.refreshToken = cookies[COOKIE.refreshToken] || undefined;
    this.hadUserInfo = Boolean(cookies[COOKIE.userInfo]);
    const device = cookies[COOKIE.device];
    this.device = device && DEVICE_ID.test(device) ? device : undefined;
    this.state = this.currentToken || this.refreshToken ? "unknown" : "signed-out";
  }

  /** The request carried session cookies (so a state change must prove it is same-origin). */
  get hasCookies(): boolean {
    return Boolean(this.currentToken || this.refreshToken);
  }

  get signedIn(): boolean {
    return this.state === "signed-in";
  }

  private get secure(): boolean {
    return new URL(this.request.url).protocol === "https:";
  }

  private nowSeconds(): number {
    return Math.floor((this.options.now?.() ?? Date.now()) / 1000);
  }

  /** Verifies the cookies once, refreshing if due; after this `signedIn` is settled. */
  async resolve(): Promise<void> {
    await this.accessToken();
    if (this.state === "signed-out" && this.hadUserInfo && this.pendingCookies.length === 0) {
      // The token cookies are gone (expired): drop the stale display data with them.
      this.pendingCookies.push(...clearedSessionCookies(this.secure));
    }
  }

  /** A valid access token for the API (refreshed when due), or null when signed out. */
  accessToken(): Promise<string | null> {
    this.token ??= this.loadToken();
    return this.token;
  }

  private async loadToken(): Promise<string | null> {
    const secret = getConfig(this.env).JWT_SECRET;
    const now = this.nowSeconds();
    const claims = this.currentToken ? await verifyAccessToken(secret, this.currentToken, { nowSeconds: now }) : null;
    const lifetime = claims ? claims.expiresAt - claims.issuedAt : 0;
    if (claims && !needsRefresh(claims.expiresAt, lifetime, now)) {
      this.state = "signed-in";
      return this.currentToken!;
    }
    if (!this.refreshToken) {
      this.state = claims ? "signed-in" : "signed-out";
      return claims ? this.currentToken! : null;
    }
    try {
      const tokens = await this.refresh(this.refreshToken);
      this.state = "signed-in";
      this.pendingCookies.push(...tokenCookies(tokens, { secure: this.secure, nowSeconds: this.nowSeconds() }));
      return tokens.token;
    } catch (error) {
      if (error instanceof ApiError && error.code === API_CODE.sessionInvalid) {
        this.end();
        return null;
      }
      // The API failed for another reason: keep the session, use the token while it is valid.
      console.warn(JSON.stringify({ level: "warn", msg: "token refresh failed", error: String(error) }));
      this.state = claims ? "signed-in" : "signed-out";
      return claims ? this.currentToken! : null;
    }
  }

  private async refresh(refreshToken: string): Promise<TokenSet> {
    const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
    if (this.currentToken) headers.set("authorization", `Bearer ${this.currentToken}`);
    const url = new URL(`/api/web/auth/refresh?refreshToken=${encodeURIComponent(refreshToken)}`, this.request.url);
    const response = await this.options.dispatch(
      new Request(url, { method: "POST", headers, body: JSON.stringify({ refreshToken }) }),
    );
    return readEnvelope<TokenSet>(response);
  }

  /** Signed in: the token set and the user's display data become cookies. */
  start(tokens: TokenSet, user: SessionUser): void {
    this.state = "signed-in";
    this.token = Promise.resolve(tokens.token);
    this.pendingCookies.push(...sessionCookies(tokens, user, { secure: this.secure, nowSeconds: this.nowSeconds() }));
  }

  /** Signed out (or the session was found invalid): every session cookie is deleted. */
  end(): void {
    this.state = "signed-out";
    this.token = Promise.resolve(null);
    this.pendingCookies.push(...clearedSessionCookies(this.secure));
  }

  updateUser(user: SessionUser): void {
    this.pendingCookies.push(userInfoCookie(user, this.secure));
  }

  /**
   * The browser's device id (its HttpOnly cookie), made and set on first use: sign-in and sign-up
   * record it, so a sign-in from a browser the account never used can be told apart.
   */
  deviceId(): string {
    if (!this.device) {
      this.device = randomToken(32);
      this.pendingCookies.push(
        serializeCookie(COOKIE.device, this.device, {
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
          httpOnly: true,
          secure: this.secure,
          sameSite: "Lax",
        }),
      );
    }
    return this.device;
  }

  /** The refresh token, for signing out (the API revokes its family). */
  get currentRefreshToken(): string | undefined {
    return this.refreshToken;
  }

  applyTo(response: Response): Response {
    if (this.pendingCookies.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const cookie of this.pendingCookies) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
