import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/context";
import { readCacheVersion } from "./cache-version";
import { apiCacheKey } from "./keys";
import { readThrough } from "./kv-cache";
import { routeCachePolicy } from "./route-cache";

/** A response worth keeping: a 200 success envelope that sets no cookie. */
function isCacheableEnvelope(response: Response, body: string): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    (body.startsWith('{"code":0,') || body.startsWith('{"code":200,'))
  );
}

/** Marks the in-process request a background revalidation sends; unknown outside this isolate. */
const REVALIDATE_HEADER = "x-cache-revalidate";
let revalidateToken: string | undefined;
/** Random per isolate; made on first use (workers may not generate random values at start-up). */
function revalidationToken(): string {
  revalidateToken ??= crypto.randomUUID();
  return revalidateToken;
}

export interface CatalogueCacheOptions {
  /** Sends a request through the API app again (used to refresh a stale entry in the background). */
  dispatch: (request: Request, env: ApiEnv["Bindings"], ctx: ExecutionContext) => Response | Promise<Response>;
}

/**
 * Serves the GETs of routes that declare a cache policy (`cached(policy)`, next to the route)
 * through the KV read-through cache, keyed per path, query, the request's language and the catalogue
 * and content version (an answer read before a change is written back under the old one). Anything
 * personal simply never declares one.
 */
export function catalogueCache({ dispatch }: CatalogueCacheOptions): MiddlewareHandler<ApiEnv> {
  return async function catalogueCacheMiddleware(c, next) {
    if (c.req.method !== "GET") return next();
    const policy = routeCachePolicy(c);
    if (!policy) return next();
    const url = new URL(c.req.url);
    const key = await apiCacheKey(c.req.path, url.searchParams, c.var.locale, await readCacheVersion(c.env.CACHE));
    const refresh = c.req.header(REVALIDATE_HEADER) === revalidationToken();
    c.res = await readThrough({
      refresh,
      revalidate: async () => {
        const headers = new Headers(c.req.raw.headers);
        headers.set(REVALIDATE_HEADER, revalidationToken());
        await dispatch(new Request(c.req.url, { headers }), c.env, c.executionCtx);
      },
      kv: c.env.CACHE,
      key,
      policy,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      origin: async () => {
        await next();
        return c.res;
      },
      isCacheable: isCacheableEnvelope,
      inMemory: true,
    });
    // Only answers worth keeping may be shared; they differ per language (X-Accept-Language).
    if (c.res.headers.get("x-cache") === "BYPASS") return;
    c.header("Cache-Control", `public, max-age=0, s-maxage=${policy.maxAge}`);
    c.header("Vary", "X-Accept-Language");
  };
}
