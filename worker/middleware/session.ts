import type { MiddlewareHandler } from "hono";
import { BrowserSession } from "../session/browser-session";
import type { Env } from "../env";
import { StaffCookie } from "../session/staff-cookie";

/**
 * Builds the request's BrowserSession and the console's StaffCookie from its cookies (refreshing the token set when due, before
 * anything is rendered or streamed) and writes its cookie changes onto the response.
 */
export function browserSession(
  dispatch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>,
): MiddlewareHandler<{ Bindings: Env; Variables: { session: BrowserSession; staff: StaffCookie } }> {
  return async function browserSessionMiddleware(c, next) {
    const session = new BrowserSession(c.req.raw, c.env, {
      dispatch: (request) => dispatch(request, c.env, c.executionCtx),
    });
    await session.resolve();
    c.set("session", session);
    const staff = new StaffCookie(c.req.raw);
    c.set("staff", staff);
    await next();
    c.res = staff.applyTo(session.applyTo(c.res));
  };
}
