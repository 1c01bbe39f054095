import { href } from "../../shared/routes";
import { getConfig, type Env } from "../env";
import { invalidateCache, productDetailPrefixes } from "./kv-cache";
import { purgePages } from "./page-cache";

/**
 * Some products changed (stock after an order or a cancel, their reviews): their cached API
 * answers (KV) and their cached pages (this data centre) are dropped after the response, so the
 * next visitor sees the change.
 */
/** What is needed of a request context (any Hono context of the API). */
interface RequestScope {
  env: Env;
  req: { url: string };
  executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

export function productsChanged(
  c: RequestScope,
  goodsIds: Iterable<number>,
  options: { reviews?: boolean } = {},
): void {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return;
  const prefixes = [
    ...productDetailPrefixes(ids),
    ...(options.reviews ? ids.map((id) => `/api/goods/reviews/${id}?`) : []),
  ];
  const pages = ids.map((id) => href.product(id));
  c.executionCtx.waitUntil(
    Promise.all([
      invalidateCache(c.env.CACHE, prefixes),
      purgePages(new URL(c.req.url).origin, pages, getConfig(c.env).LOCALES),
    ]).catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "cache invalidation failed", error: String(error) })),
    ),
  );
}
