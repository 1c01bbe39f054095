import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { CachePolicy } from "./kv-cache";

/** The policies routes declared, by the marker middleware each declaration made. */
const declared = new WeakMap<object, CachePolicy>();

/**
 * Declared on a route, next to its handler: its GET answers are public and kept in KV under this
 * policy (per path, query and language). A route without it is never cached.
 */
export function cached(policy: CachePolicy): MiddlewareHandler {
  const marker: MiddlewareHandler = async function cachedRoute(_c, next) {
    await next();
  };
  declared.set(marker, policy);
  return marker;
}

/** Hono keeps a sub-app's handler under this key when it wraps it in the sub-app's error handler. */
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

/** The policy the route matching this request declared, if any (the most specific one wins). */
export function routeCachePolicy(c: Context): CachePolicy | undefined {
  let policy: CachePolicy | undefined;
  for (const { handler } of matchedRoutes(c)) {
    const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
    policy = declared.get(handler) ?? (inner ? declared.get(inner as object) : undefined) ?? policy;
  }
  return policy;
}

/** The policy a route handler declares (for tests of which routes are cached). */
export const declaredPolicy = (handler: unknown): CachePolicy | undefined =>
  typeof handler === "function" ? declared.get(handler) : undefined;
