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
  for (const { handler } of matchedRoutes(c)) policy = declaredPolicy(handler) ?? policy;
  return policy;
}

/** The policy a route handler (as the app lists it, maybe wrapped by a sub-app) declares, if any. */
export function declaredPolicy(handler: unknown): CachePolicy | undefined {
  if (typeof handler !== "function") return undefined;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return declared.get(handler) ?? (typeof inner === "function" ? declared.get(inner) : undefined);
}
