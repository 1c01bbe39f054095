import { getConfig, type Env } from "../env";
import { pageOrigins, productEditPagePaths, productPagePaths, productPurgePrefixes, PURGE } from "./keys";
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
  goodsIds: Iterable<number>,
  options: { reviews?: boolean; everywhere?: boolean } = {},
): Promise<void> {
  const ids = [...new Set(goodsIds)];
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
  goodsIds: Iterable<number>,
  options: { reviews?: boolean; everywhere?: boolean } = {},
) {
  void dropProductCaches(requestCacheScope(c), goodsIds, options);
}

/** What an edited product's purge drops: KV prefixes and page paths (see keys.ts). */
export function productEditPurge(goodsId: number, around: { goodsIds: number[]; categoryIds: number[] }) {
  return { kv: [...PURGE.productEdited(goodsId)], pages: productEditPagePaths(goodsId, around) };
}

/**
 * A product was edited in the console: the KV answers and pages that show it are dropped after
 * the response (this data centre, every site origin). A failed purge is logged, never thrown.
 */
export function productEdited(c: RequestScope, purge: { kv: string[]; pages: string[] }): void {
  const scope = requestCacheScope(c);
  const config = getConfig(scope.env);
  scope.waitUntil!(
    Promise.all([
      invalidateCache(scope.env.CACHE, purge.kv),
      purgePages(pageOrigins(config, scope.origin), purge.pages, config.LOCALES),
    ]).then(
      () => undefined,
      (error: unknown) =>
        console.error(JSON.stringify({ level: "error", msg: "cache invalidation failed", error: String(error) })),
    ),
  );
}
