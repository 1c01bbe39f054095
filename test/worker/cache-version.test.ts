import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../../shared/load-context";
import { createApp } from "../../worker/app";
import { bumpCacheVersion, readCacheVersion } from "../../worker/cache/cache-version";
import { apiCacheKey, PURGE } from "../../worker/cache/keys";
import { CACHE_SHORT, invalidateCache, readThrough } from "../../worker/cache/kv-cache";
import { call } from "./helpers";

const envelope = (data: unknown) => Response.json({ code: 0, msg: "OK", data });

/** A cached read of one API path whose origin answers `data` once `release` is called. */
function slowRead(key: string, writes: Promise<unknown>[]) {
  let release!: (data: unknown) => void;
  const answer = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  const done = readThrough({
    kv: env.CACHE,
    key,
    policy: CACHE_SHORT,
    waitUntil: (promise) => writes.push(promise),
    isCacheable: () => true,
    origin: async () => envelope(await answer),
  });
  return { release, done };
}

describe("the catalogue and content version in every cache key", () => {
  it("keeps an answer read before a change, written back after it, from ever being served", async () => {
    const search = new URLSearchParams("probe=race");
    const before = await apiCacheKey("/api/goods/detail/1", search, "en", await readCacheVersion(env.CACHE));
    const writes: Promise<unknown>[] = [];
    // A read is under way (its database answer still has the old price) when staff change the catalogue.
    const inFlight = slowRead(before, writes);
    await invalidateCache(env.CACHE, PURGE.catalogue);
    inFlight.release({ price: 5 });
    await inFlight.done;
    await Promise.all(writes);
    // The late write-back did land, under the old version…
    expect(JSON.parse((await env.CACHE.get(before))!).data).toEqual({ price: 5 });
    // …where nobody looks: the next read uses the new version, misses, and reads the new price.
    const after = await apiCacheKey("/api/goods/detail/1", search, "en", await readCacheVersion(env.CACHE));
    expect(after).not.toBe(before);
    const next = await readThrough({
      kv: env.CACHE,
      key: after,
      policy: CACHE_SHORT,
      waitUntil: (promise) => writes.push(promise),
      isCacheable: () => true,
      origin: async () => envelope({ price: 4 }),
    });
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(JSON.parse(await next.text()).data).toEqual({ price: 4 });
  });

  it("makes the worker's cached API answers miss after a change", async () => {
    const path = "/api/goods/category/list?probe=version";
    expect((await call(path)).headers.get("x-cache")).toBe("MISS");
    await waitForHit(path);
    await invalidateCache(env.CACHE, PURGE.shipping); // a change elsewhere: every answer moves to new keys
    expect((await call(path)).headers.get("x-cache")).toBe("MISS");
  });

  it("makes every cached page miss after a change, and a render in flight during it is kept under the old version", async () => {
    let renders = 0;
    let changeDuringRender = false;
    const app = createApp(async (_request, context: AppContext) => {
      renders++;
      context.page.cacheable = true;
      if (changeDuringRender) {
        changeDuringRender = false;
        await bumpCacheVersion(env.CACHE);
      }
      return new Response(`<!DOCTYPE html><html><body>render ${renders}</body></html>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    });
    const get = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`https://shop.example${path}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/120" } }),
        env,
        ctx,
      );
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return { state: response.headers.get("x-page-cache"), body };
    };
    const path = `/page-${crypto.randomUUID()}`;
    expect((await get(path)).state).toBe("MISS");
    expect((await get(path)).state).toBe("HIT");
    await invalidateCache(env.CACHE, []);
    expect((await get(path)).state).toBe("MISS");

    // The version changes while a page renders: its copy is kept under the old version, unseen.
    const other = `/page-${crypto.randomUUID()}`;
    changeDuringRender = true;
    const during = await get(other);
    expect(during.state).toBe("MISS");
    const again = await get(other);
    expect(again.state).toBe("MISS");
    expect(again.body).not.toBe(during.body);
  });
});

async function waitForHit(path: string) {
  const start = Date.now();
  while ((await call(path)).headers.get("x-cache") !== "HIT") {
    if (Date.now() - start > 5000) throw new Error(`${path} never became a HIT`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
