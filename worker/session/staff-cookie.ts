import { parse as parseCookies } from "hono/utils/cookie";
import { serializeCookie } from "../../shared/account/session-cookies";
import { STAFF_COOKIE, STAFF_SESSION_MAX_MS, STAFF_SESSION_PREFIX } from "../../shared/console/session";
import type { StaffSessionControl } from "../../shared/load-context";

/**
 * The console's sign-in as the browser holds it: one HttpOnly, SameSite=Strict cookie with the
 * staff session token, apart from the customer's cookies. The worker turns it into the bearer of
 * /api/admin calls; the API decides whether the session is still alive.
 */
export class StaffCookie implements StaffSessionControl {
  private current: string | null;
  private readonly pending: string[] = [];

  constructor(private readonly request: Request) {
    const value = parseCookies(request.headers.get("cookie") ?? "", STAFF_COOKIE)[STAFF_COOKIE];
    this.current = value?.startsWith(STAFF_SESSION_PREFIX) ? value : null;
  }

  get token(): string | null {
    return this.current;
  }

  private get secure(): boolean {
    return new URL(this.request.url).protocol === "https:";
  }

  start(token: string): void {
    this.current = token;
    this.pending.push(
      serializeCookie(STAFF_COOKIE, token, {
        maxAge: STAFF_SESSION_MAX_MS / 1000,
        httpOnly: true,
        secure: this.secure,
        sameSite: "Strict",
      }),
    );
  }

  end(): void {
    if (!this.current && this.pending.length === 0) return;
    this.current = null;
    this.pending.push(
      serializeCookie(STAFF_COOKIE, "", { maxAge: 0, httpOnly: true, secure: this.secure, sameSite: "Strict" }),
    );
  }

  applyTo(response: Response): Response {
    if (this.pending.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const cookie of this.pending) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
