import type { CategoryNodeWire, NavigationEntryWire, ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ProductSummary, Page } from "../../shared/catalogue/types";
import { API_CODE } from "../../shared/api/envelope";
import { readCacheVersion } from "../../worker/cache/cache-version";
import { apiCacheKey } from "../../worker/cache/keys";
import { CACHE_SHORT, readThrough } from "../../worker/cache/kv-cache";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { runImport } from "../../worker/db/import/run";
import { call, envelope, importFixtureCatalogue } from "./helpers";
import { fixtureCatalogue } from "./fixtures";

await importFixtureCatalogue();

async function until(check: () => Promise<boolean>, timeoutMs = 3000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/goods/category/list", () => {
  it("answers the tree in the envelope, children under `child`", async () => {
    const response = await call("/api/goods/category/list");
    expect(response.status).toBe(200);
    const body = await envelope<CategoryNodeWire[]>(response);
    expect(body.code).toBe(0);
    expect(body.data.map((node) => node.keyId)).toEqual([1, 2]);
    expect(body.data[0]!.child.map((node) => [node.keyId, node.name])).toEqual([[11, "GSM SMS Gateways"]]);
  });

  it("speaks the X-Accept-Language language, falling back to English per missing row", async () => {
    const body = await envelope<CategoryNodeWire[]>(
      await call("/api/goods/category/list", { headers: { "x-accept-language": "zh" } }),
    );
    expect(body.data.map((node) => node.name)).toEqual(["短信网关", "SMS Modem Pools"]);
    expect(body.msg).toBe("成功");
  });

  it("names the language each record was served in, so pages can say what fell back to English", async () => {
    const zh = { headers: { "x-accept-language": "zh" } };
    const tree = await envelope<CategoryNodeWire[]>(await call("/api/goods/category/list", zh));
    expect(tree.data.map((node) => [node.keyId, node.lang])).toEqual([
      [1, "zh"],
      [2, "en"],
    ]);
    const navigation = await envelope<NavigationEntryWire[]>(await call("/api/navigation/list", zh));
    expect(navigation.data.map((entry) => entry.lang)).toEqual(["zh", "zh"]);
    // The fixture product has English text only, and no sections or compare rows at all.
    const list = await envelope<Page<ProductSummary>>(await call("/api/goods/list", zh));
    expect(list.data.list.map((product) => product.lang)).toEqual(["en"]);
    const detail = await envelope<ProductDetailWire>(await call("/api/goods/detail/1", zh));
    expect([detail.data.lang, detail.data.sectionsLang, detail.data.compareLang]).toEqual(["en", "zh", "zh"]);
    const english = await envelope<ProductDetailWire>(await call("/api/goods/detail/1"));
    expect([english.data.lang, english.data.sectionsLang, english.data.compareLang]).toEqual(["en", "en", "en"]);
  });

  it("is cached in KV per path, query and language: MISS, then HIT", async () => {
    const first = await call("/api/goods/category/list?probe=1", { headers: { "x-accept-language": "es" } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    const key = await apiCacheKey(
      "/api/goods/category/list",
      new URLSearchParams("probe=1"),
      "es",
      await readCacheVersion(env.CACHE),
    );
    await until(async () => (await env.CACHE.get(key)) !== null);
    const second = await call("/api/goods/category/list?probe=1", { headers: { "x-accept-language": "es" } });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());
    const otherLanguage = await call("/api/goods/category/list?probe=1", { headers: { "x-accept-language": "ru" } });
    expect(otherLanguage.headers.get("x-cache")).toBe("MISS");
  });

  it("serves an old entry as STALE and refreshes it in the background", async () => {
    const key = await apiCacheKey(
      "/api/goods/category/list",
      new URLSearchParams("probe=stale"),
      "en",
      await readCacheVersion(env.CACHE),
    );
    const oldBody = JSON.stringify({ code: 0, msg: "OK", data: [] });
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    await env.CACHE.put(key, oldBody, {
      metadata: { storedAt: twoHoursAgo, policy: "long", contentType: "application/json" },
    });
    const response = await call("/api/goods/category/list?probe=stale");
    expect(response.headers.get("x-cache")).toBe("STALE");
    expect(await response.text()).toBe(oldBody);
    await until(async () => {
      const entry = await env.CACHE.getWithMetadata<{ storedAt: number }>(key);
      return (entry.metadata?.storedAt ?? 0) > twoHoursAgo;
    });
    expect(JSON.parse((await env.CACHE.get(key))!).data).toHaveLength(2);
  });

  it("dates an entry from the origin read it holds, not from the later write", async () => {
    let clock = 1_000_000;
    const writes: Promise<unknown>[] = [];
    const key = "api:/probe/read-time?|en";
    await readThrough({
      kv: env.CACHE,
      key,
      policy: CACHE_SHORT,
      now: () => clock,
      waitUntil: (promise) => writes.push(promise),
      isCacheable: () => true,
      origin: async () => {
        clock += 30_000; // the read takes a while; the data is as old as its start
        return Response.json({ code: 0, msg: "OK", data: 1 });
      },
    });
    await Promise.all(writes);
    expect((await env.CACHE.getWithMetadata<{ storedAt: number }>(key)).metadata?.storedAt).toBe(1_000_000);
  });

  it("drops cached answers when the catalogue is imported again", async () => {
    await call("/api/goods/category/list?probe=inv");
    const key = await apiCacheKey(
      "/api/goods/category/list",
      new URLSearchParams("probe=inv"),
      "en",
      await readCacheVersion(env.CACHE),
    );
    await until(async () => (await env.CACHE.get(key)) !== null);
    const renamed = structuredClone(fixtureCatalogue);
    renamed.categories[1]!.name.en = "Modem Pools (renamed)";
    await runImport(catalogueImport(renamed, "fixture-catalog"), { db: env.DB, kv: env.CACHE, now: Date.now() });
    const response = await call("/api/goods/category/list?probe=inv");
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect((await envelope<CategoryNodeWire[]>(response)).data[1]!.name).toBe("Modem Pools (renamed)");
  });
});

describe("GET /api/navigation/list", () => {
  it("lists the header entries with their image when they have one", async () => {
    const body = await envelope<NavigationEntryWire[]>(
      await call("/api/navigation/list", { headers: { "x-accept-language": "zh" } }),
    );
    expect(body.data).toEqual([
      { keyId: "1", name: "短信网关", lang: "zh", img: "/images/categories/sms-gateway.svg" },
      { keyId: "blog", name: "博客", lang: "zh", img: null },
    ]);
  });
});

describe("the API envelope for errors", () => {
  it("answers an unknown API path with a 404 envelope", async () => {
    const response = await call("/api/no/such/thing");
    expect(response.status).toBe(404);
    const body = await envelope(response);
    expect(body).toEqual({ code: API_CODE.notFound, msg: "No such API endpoint: /api/no/such/thing", data: null });
  });

  it("refuses a body that is not JSON with a 400 envelope saying so", async () => {
    const response = await call("/api/goods/category/list", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({
      code: API_CODE.badRequest,
      msg: "Send the request body as application/json.",
    });
  });

  it("turns an unexpected failure into a 500 envelope that leaks nothing", async () => {
    await env.DB.exec("ALTER TABLE navigation_translations RENAME TO navigation_translations_gone");
    try {
      const response = await call("/api/navigation/list");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        code: API_CODE.internal,
        msg: "Something went wrong on our side. Please try again.",
        data: null,
      });
      expect(text).not.toMatch(/SQL|navigation_translations|D1/i);
    } finally {
      await env.DB.exec("ALTER TABLE navigation_translations_gone RENAME TO navigation_translations");
    }
  });
});
