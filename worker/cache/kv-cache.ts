import { bumpCacheVersion } from "./cache-version";
import { apiCachePrefix } from "./keys";

/**
 * KV read-through cache for public, non-personal API GETs. Entries are keyed per
 * (path, query, locale), carry the time they were stored, and are served:
 *  - fresh (age < maxAge)                   → x-cache: HIT
 *  - stale (age < maxAge + swr)             → x-cache: STALE, refreshed in the background
 *  - otherwise, or on any KV failure        → x-cache: MISS, answered by the origin
 *  - an origin answer that may not be kept   → x-cache: BYPASS (an error, a failed call)
 * An isolate also remembers recent entries in memory (a page's calls then skip the KV read).
 * Writes never block the response (waitUntil). KV is eventually consistent (~60 s), which is
 * fine for a catalogue and is why stock, coupons, sessions and rate limits never live here.
 */
export interface CachePolicy {
  name: string;
  /** Seconds an entry is served as fresh. */
  maxAge: number;
  /** Further seconds it may be served stale while a background refresh runs. */
  staleWhileRevalidate: number;
}

/** Listings, details: change with stock and prices. */
export const CACHE_SHORT: CachePolicy = { name: "short", maxAge: 60, staleWhileRevalidate: 600 };
/** Trees, option lists, navigation: change with the catalogue structure only. */
export const CACHE_LONG: CachePolicy = { name: "long", maxAge: 3600, staleWhileRevalidate: 86_400 };

/** KV's smallest allowed expirationTtl. */
const MIN_KV_TTL_S = 60;

interface EntryMetadata {
  storedAt: number;
  policy: string;
  contentType: string;
}

export type CacheState = "HIT" | "STALE" | "MISS" | "BYPASS";

export interface ReadThroughOptions {
  kv: KVNamespace;
  key: string;
  policy: CachePolicy;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Produces the origin response; only cacheable ones (see `isCacheable`) are stored. */
  origin: () => Promise<Response>;
  /** Refreshes the entry in the background (a STALE answer); by default, `origin` again. */
  revalidate?: () => Promise<unknown>;
  /** Skip the read: fetch from the origin and store (what a background revalidation does). */
  refresh?: boolean;
  isCacheable: (response: Response, body: string) => boolean;
  /** Also keep entries in this isolate's memory (keys that carry the cache version only). */
  inMemory?: boolean;
  now?: () => number;
}

/**
 * Answers this isolate read or stored lately, by KV key (which carries the catalogue and content
 * version, so a change leaves them behind like KV's own entries): a page's cached API calls skip
 * the KV round trip. Least recently used out first, past MEMORY_MAX_BYTES of text.
 */
const memory = new Map<string, { body: string; metadata: EntryMetadata }>();
const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
let memoryBytes = 0;

function remember(key: string, body: string, metadata: EntryMetadata) {
  forget(key);
  memory.set(key, { body, metadata });
  memoryBytes += body.length;
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= entry.body.length;
  }
}

function forget(key: string) {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryBytes -= entry.body.length;
}

/** The remembered answer under `key`, now the most recently used. */
function recall(key: string): { body: string; metadata: EntryMetadata } | undefined {
  const entry = memory.get(key);
  if (entry) {
    memory.delete(key);
    memory.set(key, entry);
  }
  return entry;
}

function respond(body: string, meta: Pick<EntryMetadata, "contentType">, state: CacheState, age: number): Response {
  return new Response(body, {
    headers: { "content-type": meta.contentType, "x-cache": state, age: String(Math.max(0, Math.floor(age))) },
  });
}

async function fetchAndStore(options: ReadThroughOptions): Promise<{ response: Response; stored: boolean }> {
  const now = options.now ?? Date.now;
  // An entry's age counts from the origin read it holds, not from the (later) write.
  const readAt = now();
  const fresh = await options.origin();
  const body = await fresh.text();
  const response = new Response(body, fresh);
  const stored = options.isCacheable(fresh, body);
  if (stored) {
    const metadata: EntryMetadata = {
      storedAt: readAt,
      policy: options.policy.name,
      contentType: fresh.headers.get("content-type") ?? "application/json",
    };
    const ttl = Math.max(MIN_KV_TTL_S, options.policy.maxAge + options.policy.staleWhileRevalidate);
    if (options.inMemory) remember(options.key, body, metadata);
    options.waitUntil(
      options.kv.put(options.key, body, { expirationTtl: ttl, metadata }).catch((error: unknown) => {
        console.warn(JSON.stringify({ level: "warn", msg: "kv put failed", key: options.key, error: String(error) }));
      }),
    );
  }
  return { response, stored };
}

export async function readThrough(options: ReadThroughOptions): Promise<Response> {
  const now = options.now ?? Date.now;
  let cached: KVNamespaceGetWithMetadataResult<string, EntryMetadata> | null = null;
  if (options.refresh) return fromOrigin(options);
  const remembered = options.inMemory ? recall(options.key) : undefined;
  if (remembered) {
    cached = { value: remembered.body, metadata: remembered.metadata, cacheStatus: null };
  } else {
    try {
      cached = await options.kv.getWithMetadata<EntryMetadata>(options.key, "text");
      if (options.inMemory && cached?.value != null && cached.metadata) {
        remember(options.key, cached.value, cached.metadata);
      }
    } catch (error) {
      // A KV outage degrades to the origin, never to an error.
      console.warn(JSON.stringify({ level: "warn", msg: "kv get failed", key: options.key, error: String(error) }));
    }
  }
  if (cached?.value != null && cached.metadata) {
    const ageSeconds = (now() - cached.metadata.storedAt) / 1000;
    if (ageSeconds < options.policy.maxAge) return respond(cached.value, cached.metadata, "HIT", ageSeconds);
    if (ageSeconds < options.policy.maxAge + options.policy.staleWhileRevalidate) {
      const revalidate = options.revalidate ?? (() => fetchAndStore(options));
      options.waitUntil(
        revalidate().catch((error: unknown) => {
          console.warn(
            JSON.stringify({
              level: "warn",
              msg: "background revalidation failed",
              key: options.key,
              error: String(error),
            }),
          );
        }),
      );
      return respond(cached.value, cached.metadata, "STALE", ageSeconds);
    }
  }
  return fromOrigin(options);
}

async function fromOrigin(options: ReadThroughOptions): Promise<Response> {
  const { response, stored } = await fetchAndStore(options);
  response.headers.set("x-cache", stored ? "MISS" : "BYPASS");
  return response;
}

/**
 * After a change: deletes the entries whose API path starts with one of `pathPrefixes` (built by
 * cache/keys.ts: "/api/goods/detail/12?" drops that product in every language and query), here and
 * in this isolate's memory. A change to the catalogue or content (`everywhere`, the default) also
 * replaces the catalogue and content version, so every data centre then misses every cached answer
 * and page (see cache-version.ts). Stock and reviews, which change with every order, do not: KV
 * takes one write per second per key, and an order must not empty every cache in the world; their
 * entries elsewhere expire with their policy's max age (and an order checks stock in D1 anyway).
 */
export async function invalidateCache(
  kv: KVNamespace,
  pathPrefixes: readonly string[],
  { everywhere = true }: { everywhere?: boolean } = {},
): Promise<number> {
  if (everywhere) {
    await bumpCacheVersion(kv);
    memory.clear();
    memoryBytes = 0;
  } else {
    const prefixes = pathPrefixes.map(apiCachePrefix);
    for (const key of [...memory.keys()]) if (prefixes.some((prefix) => key.startsWith(prefix))) forget(key);
  }
  let deleted = 0;
  for (const prefix of pathPrefixes) {
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix: apiCachePrefix(prefix), cursor });
      await Promise.all(page.keys.map((key) => kv.delete(key.name)));
      deleted += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return deleted;
}
