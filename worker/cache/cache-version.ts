import { CACHE_VERSION_KEY } from "./keys";

/**
 * The catalogue and content version: one value in KV, part of every cached API answer's key and
 * every cached page's key, replaced by every change that drops cached answers. After a change,
 * every data centre misses as soon as it reads the new version (KV carries it everywhere within
 * about a minute) and an answer read before the change, written back late, lands under the old
 * version, where nobody looks any more. Old entries simply expire.
 */

/** How long an isolate reuses the version it read, so a page's many cached calls cost one KV read. */
export const VERSION_REUSE_MS = 2000;
/** The version of a namespace that has never seen a change. */
const INITIAL_VERSION = "0";

let known: { value: string; readAt: number } | undefined;
let reading: Promise<string> | undefined;
/** The version this isolate's latest bump replaced. */
let replaced: string | undefined;
/** Counts this isolate's bumps: a read that started before one must not bring the old version back. */
let bumps = 0;

/** The current version (this isolate's copy when it is at most VERSION_REUSE_MS old). */
export async function readCacheVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (known && now - known.readAt < VERSION_REUSE_MS) return known.value;
  const bumpsBefore = bumps;
  reading ??= kv
    .get(CACHE_VERSION_KEY)
    .then(
      (value) => value ?? INITIAL_VERSION,
      (error: unknown) => {
        // A KV outage: keep the version this isolate knew (the answers keyed by it may be stale).
        console.warn(JSON.stringify({ level: "warn", msg: "cache version read failed", error: String(error) }));
        return known?.value ?? INITIAL_VERSION;
      },
    )
    .then((value) => {
      if (bumps !== bumpsBefore && known) return known.value;
      known = { value, readAt: Date.now() };
      return value;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** The version this isolate knows now and the one before its latest bump, without a KV read. */
export function recentCacheVersions(): string[] {
  return [known?.value, replaced].filter((value): value is string => value !== undefined);
}

/** Replaces the version after a change: this isolate uses the new one at once, others within a minute. */
export async function bumpCacheVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  replaced = known?.value ?? INITIAL_VERSION;
  known = { value, readAt: now };
  bumps++;
  await kv.put(CACHE_VERSION_KEY, value);
  return value;
}
