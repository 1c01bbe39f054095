import type { MiddlewareHandler } from "hono";

/** What every answer that is not declared shareable gets. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Whether an answer may be kept by browsers and shared caches: only what a public layer declared
 * so — the catalogue cache (`Cache-Control: public…` on the public catalogue GETs), uploaded
 * files (`/media`: public, immutable), the SEO endpoints, and public pages (`x-page-cache` HIT or MISS) — and never one that sets a cookie.
 */
export function isShareable(response: Response): boolean {
  if (response.headers.has("set-cookie")) return false;
  const declared = response.headers.get("cache-control") ?? "";
  const page = response.headers.get("x-page-cache");
  return /^public\b/i.test(declared) || page === "HIT" || page === "MISS";
}

/**
 * Every other answer is `Cache-Control: private, no-store`: whatever read the session (cookies or
 * Authorization), needs a user (account pages and their data requests, cart, orders, addresses,
 * reviews, sign-in answers, login redirects), and every error. Deciding here, for the API and
 * the pages alike, means a new personal route is private without doing anything.
 */
export function privateUnlessShareable(): MiddlewareHandler {
  return async function privateUnlessShareableMiddleware(c, next) {
    await next();
    if (!isShareable(c.res)) c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  };
}
