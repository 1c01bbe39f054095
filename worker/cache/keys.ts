import { sha256Hex } from "../digest";
import { BUILD_ID } from "../../shared/build-id";
import type { RenderVariant } from "../../shared/render-variant";
import { href } from "../../shared/routes";
import type { Config } from "../env";

/**
 * Every cache key the worker builds, and every prefix it purges by: KV entries of public API
 * answers, and whole pages in the Cache API. Nothing else spells a key or a prefix.
 */

/** Every KV entry of a cached API answer starts with this. */
const KV_PREFIX = "api:";
/** KV keys are limited to 512 bytes; longer ones are hashed. */
const MAX_PLAIN_KEY = 400;

/** The KV key of the catalogue and content version (cache/cache-version.ts). */
export const CACHE_VERSION_KEY = "cache-version";

/**
 * The KV key of a cached API answer: path, sorted query, language and the catalogue and content
 * version. Long keys are hashed.
 */
export async function apiCacheKey(
  path: string,
  search: URLSearchParams,
  locale: string,
  version: string,
): Promise<string> {
  const query = [...search.entries()]
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
  const plain = `${KV_PREFIX}${path}?${query}|${locale}|${version}`;
  if (plain.length <= MAX_PLAIN_KEY) return plain;
  const hex = await sha256Hex(plain);
  // Keep the path readable so a purge by prefix still finds the entry.
  return `${KV_PREFIX}${path}?#${hex}`;
}

/** Every KV entry of the configured translations starts with this. */
const TRANSLATIONS_PREFIX = "translations:";

/**
 * The KV key of the configured translations of a language: per build (an entry holds only the
 * texts this build's dictionaries accepted) and per URL (a new TRANSLATIONS_URL starts afresh).
 */
export async function translationsCacheKey(url: string, locale: string): Promise<string> {
  const hex = (await sha256Hex(url)).slice(0, 16);
  return `${TRANSLATIONS_PREFIX}${BUILD_ID}:${hex}:${locale}`;
}

/** The KV list prefix of every cached answer under an API path prefix (see `PURGE`). */
export const apiCachePrefix = (pathPrefix: string): string => `${KV_PREFIX}${pathPrefix}`;

/**
 * API path prefixes a change purges from KV. A prefix ending in "?" is one path in every query
 * and language; one ending in "/" is everything under it.
 */
export const PURGE = {
  /** A product's detail answers (stock, prices). */
  productDetail: (productId: number) => `/api/goods/detail/${productId}?`,
  /** A product's public reviews. */
  productReviews: (productId: number) => `/api/goods/reviews/${productId}?`,
  /** The catalogue: categories, specs, lists, details, compare, navigation, search. */
  catalogue: ["/api/goods/", "/api/navigation/", "/api/search"],
  /** Posts, case studies, articles, pages, and the search over them. */
  content: ["/api/blogInfo/", "/api/case/", "/api/article/", "/api/page/", "/api/search"],
  /** The category tree, and the answers that name categories or follow them (lists, details' trails, related, navigation). */
  categories: [
    "/api/goods/category/",
    "/api/goods/list?",
    "/api/goods/detail/",
    "/api/goods/related/",
    "/api/navigation/",
  ],
  /** The header's navigation entries. */
  navigation: ["/api/navigation/"],
  /** Specification options: the listing filter and the details that name a SKU's option. */
  specOptions: ["/api/goods/specs/", "/api/goods/detail/"],
  /** A product's related products. */
  productRelated: (productId: number) => `/api/goods/related/${productId}?`,
  /** Shipping methods. */
  shipping: ["/api/shipping/"],
  /**
   * A product's text, prices or status edited: its detail, and every answer that lists products
   * (lists, related, compare, search and suggestions). Categories, specs and navigation stay.
   */
  productEdited: (productId: number) => [
    `/api/goods/detail/${productId}?`,
    "/api/goods/list?",
    "/api/goods/related/",
    "/api/goods/compare?",
    "/api/search",
  ],
} as const;

/** The KV purge prefixes of products whose stock or prices moved (and, with `reviews`, their reviews). */
export function productPurgePrefixes(productIds: Iterable<number>, options: { reviews?: boolean } = {}): string[] {
  const ids = [...new Set(productIds)];
  return [...ids.map(PURGE.productDetail), ...(options.reviews ? ids.map(PURGE.productReviews) : [])];
}

/** The page paths that show a product (its product page). */
export const productPagePaths = (productIds: Iterable<number>): string[] => [...new Set(productIds)].map(href.product);

/**
 * The Cache API key of a page: one entry per build, catalogue and content version, language,
 * render variant and URL of a host.
 */
export function pageCacheKey(url: URL, locale: string, variant: RenderVariant, version: string): Request {
  return new Request(
    `${url.origin}/__pages/${BUILD_ID}/${encodeURIComponent(version)}/${locale}/${variant}${url.pathname}${url.search}`,
  );
}

/** Every cached copy of these pages (without query) under a version: each origin, language and render variant. */
export function pagePurgeKeys(
  origins: readonly string[],
  paths: readonly string[],
  locales: readonly string[],
  version: string,
): Request[] {
  return origins.flatMap((origin) =>
    paths.flatMap((path) =>
      locales.flatMap((locale) =>
        (["stream", "document"] as const).map((variant) =>
          pageCacheKey(new URL(path, origin), locale, variant, version),
        ),
      ),
    ),
  );
}

/**
 * The origins whose cached pages a change purges: the request's own (when there is a request) and
 * https:// of every host of DOMAIN_LOCALES, which is how the cron (no request) reaches the same
 * pages. Every host under the request's scheme and port too, for a site served on a port (local
 * development: a change made on http://127.0.0.1:8787 reaches http://es.localhost:8787). A page
 * kept for any other origin simply ages out (PAGE_CACHE_SECONDS).
 */
export function pageOrigins(config: Pick<Config, "DOMAIN_LOCALES">, requestOrigin?: string): string[] {
  const origins = new Set<string>(requestOrigin ? [requestOrigin] : []);
  const hosts = Object.keys(config.DOMAIN_LOCALES);
  const request = requestOrigin ? new URL(requestOrigin) : null;
  if (request?.port) for (const host of hosts) origins.add(`${request.protocol}//${host}:${request.port}`);
  for (const host of hosts) origins.add(`https://${host}`);
  return [...origins];
}
