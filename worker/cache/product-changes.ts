import { getConfig, type Env } from "../env";
import { pageOrigins, productPagePaths, productPurgePrefixes, PURGE } from "./keys";
import { invalidateCache } from "./kv-cache";
import { purgePages } from "./page-cache";

/**
 * Where a change happened: the bindings, the request's origin (none for the cron), and how to run
 * the purge after the response (none: the caller awaits it).
 */
export interface CacheScope {
  env: Env;
  origin?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Collects the products whose stock changed, for one purge when a run of changes ends (the cron). */
  collect?: Set<number>;
}

/** What is needed of a request context (any Hono context of the API). */
interface RequestScope {
  env: Env;
  req: { url: string };
  executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/** The cache scope of an API request: purges run after the response. */
export function requestCacheScope(c: RequestScope): CacheScope {
  return {
    env: c.env,
    origin: new URL(c.req.url).origin,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  };
}

/**
 * Some products changed (stock after an order, a cancel or an expiry; their reviews): their
 * cached API answers (KV) and their cached pages (this data centre, every site origin) are
 * dropped, so the next visitor sees the change. `everywhere` (a staff edit of the products) also
 * replaces the catalogue and content version, so every data centre misses (see kv-cache.ts).
 * A failed purge is logged, never thrown.
 */
export async function dropProductCaches(
  scope: CacheScope,
  productIds: Iterable<number>,
  options: { reviews?: boolean; everywhere?: boolean } = {},
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  if (scope.collect && !options.reviews) {
    for (const id of ids) scope.collect.add(id);
    return;
  }
  const config = getConfig(scope.env);
  const purge = Promise.all([
    invalidateCache(scope.env.CACHE, productPurgePrefixes(ids, options), { everywhere: options.everywhere ?? false }),
    purgePages(pageOrigins(config, scope.origin), productPagePaths(ids), config.LOCALES),
  ]).then(
    () => undefined,
    (error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "cache invalidation failed", error: String(error) })),
  );
  if (scope.waitUntil) scope.waitUntil(purge);
  else await purge;
}

/** `dropProductCaches` for a request: the purge runs after the response. */
export function productsChanged(
  c: RequestScope,
  productIds: Iterable<number>,
  options: { reviews?: boolean; everywhere?: boolean } = {},
) {
  void dropProductCaches(requestCacheScope(c), productIds, options);
}

/**
 * Products were edited in the console (a save, a CSV import), after the response: one new catalogue
 * and content version, so every cached answer and page misses in every data centre, and the KV
 * answers that show them deleted. Their cached pages are not deleted one by one: a page is kept
 * under the version, so no isolate reads the replaced version's copies once it has read the new
 * one (within 2 s here, see cache-version.ts), and they expire within PAGE_CACHE_SECONDS anyway,
 * while deleting them takes a Cache API call per host, language, render variant, page and version.
 * A failed purge is logged, never thrown.
 */
export function productEdited(c: RequestScope, productIds: readonly number[]): void {
  if (!productIds.length) return;
  const scope = requestCacheScope(c);
  const prefixes = [...new Set(productIds.flatMap((id) => PURGE.productEdited(id)))];
  scope.waitUntil!(
    invalidateCache(scope.env.CACHE, prefixes).then(
      () => undefined,
      (error: unknown) =>
        console.error(JSON.stringify({ level: "error", msg: "cache invalidation failed", error: String(error) })),
    ),
  );
}
