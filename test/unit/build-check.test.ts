import { describe, expect, it } from "vitest";
import {
  chunkErrorAction,
  isChunkLoadError,
  isUpdateDue,
  mayReload,
  parseLatestBuild,
  parseReloadMark,
  reloadMark,
} from "../../shared/build-check";
import { CHUNK_RELOAD_GUARD_MS } from "../../shared/constants";

describe("newer builds (builds/latest.json)", () => {
  it("reads the id of latest.json and nothing else", () => {
    expect(parseLatestBuild({ id: "abc123-x" })).toEqual({ id: "abc123-x" });
    for (const bad of [null, "abc", {}, { id: "" }, { id: 12 }, { id: "x".repeat(201) }])
      expect(parseLatestBuild(bad)).toBeNull();
  });

  it("is due when latest.json names another build, once per build", () => {
    expect(isUpdateDue("build-1", "build-1", null)).toBe(false);
    expect(isUpdateDue("build-1", null, null)).toBe(false);
    expect(isUpdateDue("build-1", "build-2", null)).toBe(true);
    // Already reloaded for build-2 and still running build-1: the edge serves the old page; wait.
    expect(isUpdateDue("build-1", "build-2", "build-2")).toBe(false);
    expect(isUpdateDue("build-1", "build-3", "build-2")).toBe(true);
  });
});

describe("chunk reload guard (10 s)", () => {
  const t0 = 1_700_000_000_000;

  it("reloads a path once, then not again for 10 s", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(null, "/blog", t0)).toBe(true);
    const mark = reloadMark("/blog", t0);
    expect(mark).toEqual({ path: "/blog", expires: t0 + 10_000 });
    expect(mayReload(mark, "/blog", t0 + 9_999)).toBe(false);
    expect(mayReload(mark, "/blog", t0 + 10_000)).toBe(true);
  });

  it("guards per path: another page may reload at once", () => {
    expect(mayReload(reloadMark("/blog", t0), "/case", t0 + 1)).toBe(true);
  });

  it("treats a missing or corrupt mark as no mark", () => {
    expect(parseReloadMark(null)).toBeNull();
    expect(parseReloadMark("{oops")).toBeNull();
    expect(parseReloadMark('{"path":1}')).toBeNull();
    expect(parseReloadMark(JSON.stringify(reloadMark("/x", t0)))).toEqual({ path: "/x", expires: t0 + 10_000 });
  });

  it("recognises the browsers' and Vite's failed-chunk errors", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://shop.example/assets/blog-abc.js",
      "error loading dynamically imported module: https://shop.example/assets/x.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/app.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError("TypeError: Failed to fetch dynamically imported module: /a.js")).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("always reports a failed chunk and suppresses it only while hydrating", () => {
    expect(chunkErrorAction(true)).toEqual({ report: true, suppress: true });
    expect(chunkErrorAction(false)).toEqual({ report: true, suppress: false });
  });
});
