import { useEffect, useState } from "react";
import { createPath, useNavigation } from "react-router";
import { BUILD_ID } from "../../shared/build-id";
import {
  chunkErrorAction,
  isChunkLoadError,
  isUpdateDue,
  mayReload,
  parseLatestBuild,
  parseReloadMark,
  reloadMark,
} from "../../shared/build-check";
import { sessionStore } from "./session-store";

/**
 * The browser side of the build check:
 *  - the page polls /builds/latest.json every BUILD_CHECK_INTERVAL_SECONDS; when a newer build is
 *    out, the next navigation loads the new document instead of running the old code, once per
 *    build (a reload that still gets the old document does not loop);
 *  - a chunk that fails to load (a deploy removed it) is reported, suppressed while hydrating,
 *    and reloads the page, at most once per path within 10 s.
 * <html data-build-check> says "on" once polling runs and "outdated" once a newer build is out.
 */

const CHUNK_RELOAD_KEY = "portline:chunk-reload";
const BUILD_RELOAD_KEY = "portline:build-reload";

let hydrating = true;

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

function reportChunkError(error: unknown, path: string) {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(JSON.stringify({ level: "warn", msg: "chunk failed to load", path, hydrating, error: message }));
}

/**
 * Reloads the page after a failed chunk unless it already did so for this path within the guard
 * window (then the file is really gone and reloading would loop). Without session storage there
 * is no guard, so there is no reload either. Returns whether it reloads.
 */
export function reloadAfterChunkError(path: string = currentPath()): boolean {
  const store = sessionStore();
  const now = Date.now();
  if (!store || !mayReload(parseReloadMark(store.getItem(CHUNK_RELOAD_KEY)), path, now)) return false;
  store.setItem(CHUNK_RELOAD_KEY, JSON.stringify(reloadMark(path, now)));
  window.location.reload();
  return true;
}

function handleChunkError(error: unknown, event: Event) {
  const path = currentPath();
  const action = chunkErrorAction(hydrating);
  if (action.report) reportChunkError(error, path);
  if (action.suppress) event.preventDefault();
  reloadAfterChunkError(path);
}

/** Listens for failed chunks; called by entry.client before hydration starts. */
export function installChunkErrorReload() {
  // Vite's dynamic-import helper announces a file it could not load (the payload is the error).
  window.addEventListener("vite:preloadError", (event) =>
    handleChunkError((event as Event & { payload?: unknown }).payload, event),
  );
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) handleChunkError(event.reason, event);
  });
  window.addEventListener("error", (event) => {
    if (isChunkLoadError(event.error ?? event.message)) handleChunkError(event.error ?? event.message, event);
  });
}

async function fetchLatestBuildId(signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-store", credentials: "omit", signal });
    if (!response.ok) return null;
    return parseLatestBuild(await response.json())?.id ?? null;
  } catch {
    // Offline or mid-deploy: try again at the next interval.
    return null;
  }
}

/** Polls for a newer build and loads it at the next navigation. Used once, by the root layout. */
export function useBuildCheck(intervalMs: number | undefined) {
  const navigation = useNavigation();
  const [latest, setLatest] = useState<string | null>(null);

  useEffect(() => {
    // The root layout's first effect runs after the whole page has hydrated.
    hydrating = false;
  }, []);

  useEffect(() => {
    // In development Vite reloads modules itself; every build there is "dev".
    if (import.meta.env.DEV || !intervalMs) return;
    document.documentElement.dataset.buildCheck = "on";
    let lastCheck = Date.now();
    let controller: AbortController | undefined;
    async function check() {
      // A hidden tab does not poll; it checks when it is shown again (below).
      if (document.visibilityState === "hidden") return;
      lastCheck = Date.now();
      controller?.abort();
      controller = new AbortController();
      const id = await fetchLatestBuildId(controller.signal);
      if (isUpdateDue(BUILD_ID, id, sessionStore()?.getItem(BUILD_RELOAD_KEY) ?? null)) setLatest(id);
    }
    function onVisibilityChange() {
      if (document.visibilityState === "visible" && Date.now() - lastCheck >= intervalMs!) void check();
    }
    const timer = window.setInterval(check, intervalMs);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      controller?.abort();
    };
  }, [intervalMs]);

  useEffect(() => {
    if (!latest) return;
    document.documentElement.dataset.buildCheck = "outdated";
    // A form submission finishes in the old build (its result is still shown); plain navigations
    // load the new document at the place they were going to.
    if (navigation.state !== "loading" || navigation.formMethod) return;
    sessionStore()?.setItem(BUILD_RELOAD_KEY, latest);
    window.location.assign(createPath(navigation.location));
  }, [latest, navigation]);
}
