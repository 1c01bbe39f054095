import type { TextOverrides } from "../../shared/i18n/text-overrides";
import type { Locale } from "../../shared/locale";
import { translationsCacheKey } from "../cache/keys";
import { readThrough, type CachePolicy } from "../cache/kv-cache";
import { fetchTranslations } from "./fetch-translations";

/**
 * Fresh for 5 minutes (an edit at the translations URL shows within minutes, plus the minute of
 * the page cache), then served stale for a day while it is fetched again in the background (a
 * day's outage of the URL keeps its texts).
 */
export const TRANSLATIONS_CACHE: CachePolicy = { name: "translations", maxAge: 300, staleWhileRevalidate: 86_400 };
/** The longest a page waits for the URL (only when no copy is kept). */
export const PAGE_WAIT_MS = 1000;
/** A background refresh keeps nobody waiting: a slow URL gets longer there. */
const REFRESH_WAIT_MS = 5000;

const NONE: TextOverrides = Object.freeze({});

/** The last copy read per KV key in this isolate: the same texts give the same object (and translator). */
const lastRead = new Map<string, { body: string; overrides: TextOverrides }>();

export interface TextOverridesRequest {
  /** TRANSLATIONS_URL; empty: no overrides. */
  url: string;
  locale: Locale;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  requestId?: string;
}

function parse(key: string, body: string): TextOverrides {
  const known = lastRead.get(key);
  if (known?.body === body) return known.overrides;
  const overrides = JSON.parse(body) as TextOverrides;
  lastRead.set(key, { body, overrides });
  return overrides;
}

/**
 * The configured translations of a language that replace its built-in texts (checked key by key,
 * see fetch-translations.ts), kept in KV with stale-while-revalidate. Never throws and never
 * waits longer than PAGE_WAIT_MS for the URL: without a usable answer the built-in texts are used
 * (no overrides). A failed call is kept like an answer with no texts, so pages do not wait on a
 * failing URL again before the entry is stale; a stale copy is replaced by good answers only, so
 * a failing URL leaves the last good texts in place.
 */
export async function loadTextOverrides(request: TextOverridesRequest): Promise<TextOverrides> {
  const { url, locale, kv, waitUntil, requestId } = request;
  if (!url) return NONE;
  try {
    const key = await translationsCacheKey(url, locale);
    const call = (timeoutMs: number) => () => fetchTranslations({ url, locale, timeoutMs, requestId });
    const response = await readThrough({
      kv,
      key,
      policy: TRANSLATIONS_CACHE,
      waitUntil,
      origin: call(PAGE_WAIT_MS),
      isCacheable: () => true,
      revalidate: () =>
        readThrough({
          kv,
          key,
          policy: TRANSLATIONS_CACHE,
          waitUntil,
          refresh: true,
          origin: call(REFRESH_WAIT_MS),
          isCacheable: (answer) => answer.ok,
        }),
    });
    return parse(key, await response.text());
  } catch (error) {
    console.warn(
      JSON.stringify({ level: "warn", msg: "translations not loaded", requestId, locale, reason: String(error) }),
    );
    return NONE;
  }
}
