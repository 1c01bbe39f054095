import { data, redirect, replace } from "react-router";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AppContext } from "../../shared/load-context";
import { href } from "../../shared/routes";

interface GuardArgs {
  request: Request;
  context: AppContext;
}

/**
 * Login-required routes: a visitor goes to /auth/login?redirect=<encoded full path>, replacing the
 * history entry.
 */
export function requireSignedIn({ request, context }: GuardArgs): void {
  if (context.session.signedIn) return;
  const url = new URL(request.url);
  throw replace(href.login(url.pathname + url.search));
}

/** Auth pages: a signed-in user goes home. */
export function redirectSignedInHome({ context }: GuardArgs): void {
  if (context.session.signedIn) throw redirect(href.home());
}

/** The not-found page with HTTP 404, naming the path. */
export function notFound(request: Request): never {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}

/** Its data could not be loaded: 503 (with Retry-After, see entry.server), never a 404 or an empty page. */
export function unavailable(): never {
  throw data(null, { status: 503 });
}

/**
 * Code 100600 from a call means the session is gone: clear it and send the user to sign
 * in (coming back here afterwards). Other errors are re-thrown.
 */
export function handleSessionError({ request, context }: GuardArgs, error: unknown): never {
  if (error instanceof ApiError && (error.code === API_CODE.sessionInvalid || error.code === API_CODE.unauthorized)) {
    context.session.end();
    const url = new URL(request.url);
    throw replace(href.login(url.pathname + url.search, { expired: true }));
  }
  throw error;
}
