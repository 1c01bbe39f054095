import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/context";
import { CACHE_LONG, CACHE_SHORT, cacheKey, readThrough, type CachePolicy } from "./kv-cache";

export interface CacheRule {
  /** Matched against the full API path ("/api/goods/category/list"). */
  path: RegExp;
  policy: CachePolicy;
}

/** Public catalogue and content GETs, and how long each may be served from KV. */
export const CATALOG_CACHE_RULES: readonly CacheRule[] = [
  { path: /^\/api\/goods\/category\/list$/, policy: CACHE_LONG },
  { path: /^\/api\/goods\/specs\/list$/, policy: CACHE_LONG },
  { path: /^\/api\/goods\/(list|compare)$/, policy: CACHE_SHORT },
  { path: /^\/api\/goods\/(detail|related)\/\d+$/, policy: CACHE_SHORT },
  { path: /^\/api\/search(\/suggest)?$/, policy: CACHE_SHORT },
  { path: /^\/api\/shipping\/methods$/, policy: CACHE_LONG },
  { path: /^\/api\/goods\/reviews\/\d+$/, policy: CACHE_SHORT },
  { path: /^\/api\/navigation\/list$/, policy: CACHE_LONG },
  // Content: blog, case studies, articles, solution and static pages.
  { path: /^\/api\/(blogInfo|case|article|page)\//, policy: CACHE_SHORT },
];

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
  return (revalidateToken ??= crypto.randomUUID());
}

export interface CatalogCacheOptions {
  rules?: readonly CacheRule[];
  /** Sends a request through the API app again (used to refresh a stale entry in the background). */
  dispatch: (request: Request, env: ApiEnv["Bindings"], ctx: ExecutionContext) => Response | Promise<Response>;
}

/**
 * Serves the matching GETs through the KV read-through cache, keyed per path, query and the
 * request's language, and marks what it keeps as shareable (public, varying by language).
 * Anything personal is simply never listed in the rules.
 */
export function catalogCache({
  rules = CATALOG_CACHE_RULES,
  dispatch,
}: CatalogCacheOptions): MiddlewareHandler<ApiEnv> {
  return async function catalogCacheMiddleware(c, next) {
    if (c.req.method !== "GET") return next();
    const rule = rules.find((candidate) => candidate.path.test(c.req.path));
    if (!rule) return next();
    const url = new URL(c.req.url);
    const key = await cacheKey(c.req.path, url.searchParams, c.var.locale);
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
      policy: rule.policy,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      origin: async () => {
        await next();
        return c.res;
      },
      isCacheable: isCacheableEnvelope,
    });
    // Only answers worth keeping may be shared; they differ per language (X-Accept-Language).
    if (c.res.headers.get("x-cache") === "BYPASS") return;
    c.header("Cache-Control", `public, max-age=0, s-maxage=${rule.policy.maxAge}`);
    c.header("Vary", "X-Accept-Language");
  };
}

export { CACHE_LONG, CACHE_SHORT };
