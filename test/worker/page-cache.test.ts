import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../shared/load-context";
import { createApp } from "../../worker/app";
import { purgePages } from "../../worker/cache/page-cache";

/**
 * The page cache around a small renderer that behaves like entry.server: it says whether the page
 * may be cached (context.page), puts the response's nonce on its script, and counts renders. (The
 * real pages go through the same path in the Chromium tests.)
 */
let renders = 0;
let failNext = false;
const app = createApp(async (request, context: AppContext) => {
  renders++;
  const url = new URL(request.url);
  context.page.cacheable = !url.pathname.startsWith("/personal");
  if (failNext) {
    context.page.failed = true;
    failNext = false;
  }
  const html = `<!DOCTYPE html><html lang="${context.locale}"><head><script nonce="${context.nonce}">window.x=1</script></head><body>render ${renders} ${url.pathname}${url.search}</body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36";

/** A page request that also waits for the background work (the cache write). */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://shop.example${path}`, { method, headers: { "user-agent": BROWSER_UA, ...headers } }),
    env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
  return { response, body, nonce, state: response.headers.get("x-page-cache") };
}

let path = "";
beforeEach(() => {
  // A fresh URL per test: the cache outlives a single test.
  path = `/page-${crypto.randomUUID()}`;
});

describe("the page cache", () => {
  it("renders a public page once, then serves it from the cache with this response's nonce", async () => {
    const first = await get(path);
    expect(first.state).toBe("MISS");
    const before = renders;
    const second = await get(path);
    expect(second.state).toBe("HIT");
    expect(renders).toBe(before);
    expect(second.body.replace(second.nonce!, "N")).toBe(first.body.replace(first.nonce!, "N"));
    // The nonce is new, and it is the one the CSP allows.
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.response.headers.get("content-security-policy")).toContain(`'nonce-${second.nonce}'`);
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Nothing of the stored copy's bookkeeping leaks out.
    expect(second.response.headers.get("x-page-nonce")).toBeNull();
    expect(second.response.headers.get("cache-control")).toBeNull();
  });

  it("keeps languages, crawler and browser variants, and queries apart", async () => {
    await get(path);
    const zh = await get(path, { cookie: "i18n_redirected=zh" });
    expect(zh.state).toBe("MISS");
    expect(zh.body).toContain('lang="zh"');
    expect((await get(path, { cookie: "i18n_redirected=zh" })).state).toBe("HIT");
    expect(
      (await get(path, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))
        .state,
    ).toBe("MISS");
    const query = await get(`${path}?page=2`);
    expect(query.state).toBe("MISS");
    expect(query.body).toContain("?page=2");
  });

  it("never keeps personal pages, other methods, data requests or a render that failed", async () => {
    for (let i = 0; i < 2; i++) expect((await get(`/personal${path}`)).state).toBe("BYPASS");
    const before = renders;
    await get(path, {}, "HEAD");
    await get(`${path}.data`);
    expect(renders).toBe(before + 2);
    expect((await get(path)).state).toBe("MISS");

    const other = `${path}-failed`;
    failNext = true;
    expect((await get(other)).state).toBe("BYPASS");
    expect((await get(other)).state).toBe("MISS");
  });

  it("drops a page in every language when what it shows changed", async () => {
    await get(path);
    await get(path, { cookie: "i18n_redirected=zh" });
    await purgePages(["https://shop.example"], [path], ["en", "zh", "es", "ru"]);
    expect((await get(path)).state).toBe("MISS");
    expect((await get(path, { cookie: "i18n_redirected=zh" })).state).toBe("MISS");
  });
});
