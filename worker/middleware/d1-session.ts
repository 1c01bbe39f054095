import type { MiddlewareHandler } from "hono";
import { parse as parseCookies, serialize as serializeCookie } from "hono/utils/cookie";
import { COOKIE } from "../../shared/constants";
import type { WorkerEnv } from "../worker-env";
import { withDatabase } from "../env";
import { isSafeMethod } from "./same-origin";

/** The D1 bookmark of a signed-in visitor's latest request: their next one reads at least that far. */
export const BOOKMARK_COOKIE = "shop_d1_bookmark";
/** A bookmark is only needed until replicas have caught up, which takes seconds; an hour is plenty. */
const BOOKMARK_MAX_AGE_S = 3600;
/** What a D1 bookmark looks like (hex groups and dashes); anything else is ignored, never sent to D1. */
const BOOKMARK_PATTERN = /^[0-9a-f]+(?:-[0-9a-f]+){1,7}$/i;

/** The bookmark a request carries, if it is well formed. */
export function requestBookmark(cookieHeader: string | null | undefined): string | null {
  const value = parseCookies(cookieHeader ?? "", BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  return value && value.length <= 128 && BOOKMARK_PATTERN.test(value) ? value : null;
}

/**
 * Every request reads D1 through one Sessions API session, so reads may go to a nearby read
 * replica: a visitor's session starts 'first-unconstrained' (any replica), a visitor who carries
 * a bookmark starts at least there. Writes go to the primary whatever the session. After a signed-in
 * shopper's or staff member's state change (or a sign-in, or a token refresh), the session's
 * bookmark goes back in an HttpOnly cookie, so their next request, from any data centre, reads
 * their own writes (the order just placed is in their order list).
 */
export function d1Session(): MiddlewareHandler<WorkerEnv> {
  return async function d1SessionMiddleware(c, next) {
    const carried = requestBookmark(c.req.header("cookie"));
    const session = c.env.DB.withSession(carried ?? "first-unconstrained");
    // The app only prepares statements and runs batches, both of which a session does.
    c.env = withDatabase(c.env, session as unknown as D1Database);
    await next();
    const latest = session.getBookmark();
    if (!latest || latest === carried || !BOOKMARK_PATTERN.test(latest)) return;
    // Only writes need following: a state change by someone signed in, or a sign-in or token refresh.
    const signedIn = c.var.session?.hasCookies || c.var.staff?.token != null;
    if (!((signedIn && !isSafeMethod(c.req.method)) || setsSessionCookies(c.res))) return;
    const cookie = serializeCookie(BOOKMARK_COOKIE, latest, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      maxAge: BOOKMARK_MAX_AGE_S,
    });
    c.header("set-cookie", cookie, { append: true });
  };
}

/** A customer's sign-in, sign-up or token refresh: the answer sets a new access token cookie. */
const setsSessionCookies = (response: Response): boolean =>
  response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${COOKIE.accessToken}=`) && !cookie.startsWith(`${COOKIE.accessToken}=;`));
