import { Buffer } from "node:buffer";
import type { PageRenderState } from "../../shared/page-cache";
import { renderVariant } from "../../shared/render-variant";
import { recentCacheVersions } from "./cache-version";
import { pageCacheKey, pagePurgeKeys } from "./keys";

/**
 * Whole pages kept in this data centre's cache (the Cache API): public pages (a route's
 * `handle.pageCache`, see shared/page-cache.ts) are rendered once per minute per URL, language
 * and variant, and served from the cache in between with a fresh CSP nonce. Personal pages never
 * are, and neither is a page that failed while streaming or lacked some of its data.
 */

/** How long a rendered page is served before it is rendered again. */
export const PAGE_CACHE_SECONDS = 60;

const CACHE_NAME = "pages";
const NONCE_HEADER = "x-page-nonce";
const NONCE_AT_HEADER = "x-page-nonce-at";
const PARTS_HEADER = "x-page-parts";

/** `x-page-cache` on page responses: HIT (from the cache), MISS (rendered and kept), BYPASS. */
export type PageCacheState = "HIT" | "MISS" | "BYPASS";

interface PageRequest {
  url: URL;
  locale: string;
  userAgent: string | null | undefined;
  /** The catalogue and content version (cache/cache-version.ts): a change moves every page to new keys. */
  version: string;
}

async function openCache(): Promise<Cache | null> {
  // No Cache API (some local runtimes): pages are simply rendered every time.
  return typeof caches === "undefined" ? null : caches.open(CACHE_NAME).catch(() => null);
}

function withState(response: Response, state: PageCacheState): Response {
  const headers = new Headers(response.headers);
  headers.set("x-page-cache", state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const encoder = new TextEncoder();

/** Where `pattern` starts in `bytes` (each occurrence, not overlapping), by the runtime's native search. */
function occurrences(bytes: Uint8Array, pattern: Uint8Array): number[] {
  const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: number[] = [];
  for (let at = haystack.indexOf(pattern); at !== -1; at = haystack.indexOf(pattern, at + pattern.length)) {
    found.push(at);
  }
  return found;
}

/** Offsets stored in a header as "12,345,6789". */
const offsetsOf = (header: string | null): number[] => (header ?? "").split(",").filter(Boolean).map(Number);

/**
 * The cached page with this response's nonce where the stored one stood. The positions of the
 * stored nonce (only ever written into `nonce` attributes) were found once, when the copy was
 * kept; here the new nonce, of the same length, is written over them: no parsing, no decoding.
 * The page goes out in the parts it was rendered in (the shell, then each deferred part), as the
 * render streamed it, only without the waits.
 */
async function withFreshNonce(cached: Response, nonce: string): Promise<Response> {
  const bytes = new Uint8Array(await cached.arrayBuffer());
  const stored = cached.headers.get(NONCE_HEADER) ?? "";
  if (stored.length === nonce.length) {
    const fresh = encoder.encode(nonce);
    for (const offset of offsetsOf(cached.headers.get(NONCE_AT_HEADER))) bytes.set(fresh, offset);
  }
  const starts = offsetsOf(cached.headers.get(PARTS_HEADER));
  const parts =
    starts.length > 1
      ? starts.map((start, index) => bytes.subarray(start, starts[index + 1] ?? bytes.length))
      : [bytes];
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[next++];
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": cached.headers.get("content-type") ?? "text/html; charset=utf-8",
      "x-page-cache": "HIT",
    },
  });
}

/**
 * Reads the render's copy to the end, noting where each part starts: the chunks that arrive
 * together (the shell; later each deferred part, after its data) make one part.
 */
async function readParts(
  body: ReadableStream<Uint8Array>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; starts: number[] }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const starts: number[] = [];
  let size = 0;
  let lastArrival = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // The Workers clock only moves across I/O: a new time is a part that waited for its data.
    const arrival = Date.now();
    if (arrival !== lastArrival) starts.push(size);
    lastArrival = arrival;
    chunks.push(value);
    size += value.length;
  }
  const joined = Buffer.concat(chunks, size);
  return { bytes: new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength), starts };
}

/** Keeps the copy once it has been sent whole, unless the render reported a failure meanwhile. */
async function store(
  cache: Cache,
  key: Request,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  nonce: string,
  state: PageRenderState,
) {
  const { bytes, starts } = await readParts(body);
  // A deferred part may have failed (or lacked its data) after the shell was sent.
  if (state.failed || state.dataFailed) return;
  await cache.put(
    key,
    new Response(bytes, {
      headers: {
        "content-type": contentType,
        "cache-control": `public, max-age=${PAGE_CACHE_SECONDS}`,
        [NONCE_HEADER]: nonce,
        [NONCE_AT_HEADER]: occurrences(bytes, encoder.encode(nonce)).join(","),
        [PARTS_HEADER]: starts.join(","),
      },
    }),
  );
}

/**
 * Serves a GET page from the cache, or renders it (`render`) and keeps a copy when the render
 * says it may (`state`, filled in by entry.server). The browser still gets the render streamed:
 * the copy is taken from a tee of the stream.
 */
export async function servePage(
  request: PageRequest & { method: string; nonce: string; waitUntil: (promise: Promise<unknown>) => void },
  state: PageRenderState,
  render: () => Promise<Response>,
): Promise<Response> {
  const { url } = request;
  if (request.method !== "GET" || url.pathname.endsWith(".data")) return render();
  const cache = await openCache();
  if (!cache) return withState(await render(), "BYPASS");
  const key = pageCacheKey(url, request.locale, renderVariant(request.userAgent), request.version);
  const cached = await cache.match(key).catch(() => undefined);
  if (cached) return withFreshNonce(cached, request.nonce);

  const response = await render();
  if (!state.cacheable || state.failed || state.dataFailed || response.status !== 200 || !response.body)
    return withState(response, "BYPASS");
  const [toClient, toCache] = response.body.tee();
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  request.waitUntil(store(cache, key, toCache, contentType, request.nonce, state).catch(() => undefined));
  return withState(new Response(toClient, response), "MISS");
}

/**
 * Drops the cached copies of these pages (every origin, language and variant, without query) kept
 * under the versions this isolate knows (now, and before its latest change), in this data centre, after a change they show (a new
 * review, stock). The change also replaces the version (see cache/cache-version.ts), which is what
 * makes every data centre render these pages again; this purge frees the old copies here at once.
 */
export async function purgePages(
  origins: readonly string[],
  paths: readonly string[],
  locales: readonly string[],
): Promise<void> {
  const cache = await openCache();
  const versions = recentCacheVersions();
  if (!cache || versions.length === 0) return;
  const keys = versions.flatMap((version) => pagePurgeKeys(origins, paths, locales, version));
  await Promise.all(keys.map((key) => cache.delete(key).catch(() => false)));
}
