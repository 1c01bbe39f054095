import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** The request comes from a page of this origin (Fetch Metadata, else the Origin header). */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin !== null && origin === new URL(request.url).origin;
}

/**
 * Form posts to pages (React Router actions: sign-in, sign-out, settings...) must come from this
 * site. Together with SameSite cookies this stops cross-site request forgery and login CSRF.
 */
export function sameOriginPagePosts(): MiddlewareHandler {
  return async function sameOriginPagePostsMiddleware(c, next) {
    if (!isSafeMethod(c.req.method) && !isSameOrigin(c.req.raw)) {
      return c.text("Cross-site form posts are not accepted.", 403, { "Cache-Control": "no-store" });
    }
    await next();
  };
}
