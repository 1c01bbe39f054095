import { CHUNK_RELOAD_GUARD_MS } from "./constants";

/**
 * Pure rules of the build check: an open page learns from /builds/latest.json
 * that a newer build is out and reloads at its next navigation; a chunk that fails to load
 * reloads the page, at most once per path within the guard window.
 */

/** What /builds/latest.json answers. */
export interface LatestBuild {
  id: string;
}

export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== "object" || value === null) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 && id.length <= 200 ? { id } : null;
}

/**
 * A newer build is out: latest.json names another id than the running one, and this tab has not
 * already reloaded for that id. (When the edge still serves the old document after that reload,
 * reloading again would loop: the page waits for the next build instead.)
 */
export function isUpdateDue(runningId: string, latestId: string | null, reloadedFor: string | null): boolean {
  return latestId !== null && latestId !== runningId && latestId !== reloadedFor;
}

/** A chunk reload recorded in session storage: the path reloaded and until when it is guarded. */
export interface ReloadMark {
  path: string;
  expires: number;
}

export function parseReloadMark(raw: string | null): ReloadMark | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReloadMark>;
    return typeof value.path === "string" && typeof value.expires === "number"
      ? { path: value.path, expires: value.expires }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed chunk may reload `path` now. A reload of the same path within the guard window
 * already happened and did not help (the asset is really gone), so another would only loop.
 */
export function mayReload(mark: ReloadMark | null, path: string, now: number): boolean {
  return !mark || mark.path !== path || now >= mark.expires;
}

export function reloadMark(path: string, now: number, guardMs: number = CHUNK_RELOAD_GUARD_MS): ReloadMark {
  return { path, expires: now + guardMs };
}

/** Messages browsers and Vite give a dynamic import or preload whose file is gone. */
const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /ChunkLoadError/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.some((pattern) => pattern.test(text));
}

/**
 * What to do about a failed chunk: it is always reported; while the page hydrates the error is
 * also suppressed (it would otherwise break hydration of a page that is about to reload anyway).
 */
export function chunkErrorAction(hydrating: boolean): { report: true; suppress: boolean } {
  return { report: true, suppress: hydrating };
}
