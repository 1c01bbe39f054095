import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CompareResult, ProductSummary, Page, SearchHit, SearchResult } from "../../shared/catalogue/types";
import { parseKeyValueList } from "../../shared/catalogue/parameters";
import { API_CODE } from "../../shared/api/envelope";
import { effectivePrice } from "../../shared/commerce/pricing";
import { createApp } from "../../worker/app";
import { readCacheVersion } from "../../worker/cache/cache-version";
import { apiCacheKey } from "../../worker/cache/keys";
import { seedDemoData } from "../../worker/db/seed";
import { seedCatalogue } from "../../worker/db/seed/localized-data";
import { call, customer, envelope } from "./helpers";

// The real demo catalogue, through the same import path `npm start` uses.
await seedDemoData({ db: env.DB, kv: env.CACHE, now: Date.now() });

async function list(query: string, language = "en") {
  const response = await call(`/api/goods/list${query}`, { headers: { "x-accept-language": language } });
  return { response, body: await envelope<Page<ProductSummary>>(response) };
}

describe("GET /api/goods/specs/list", () => {
  it("lists every spec option with name and keyId", async () => {
    const body = await envelope<Array<{ keyId: number; name: string }>>(await call("/api/goods/specs/list"));
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data[0]).toEqual({ keyId: expect.any(Number), name: expect.any(String) });
    expect(body.data.map((spec) => spec.name)).toContain("2G/4G");
  });

  it("names the options in the request's language, the base name where a language has none", async () => {
    const names = async (language: string) =>
      (
        await envelope<Array<{ keyId: number; name: string }>>(
          await call("/api/goods/specs/list", { headers: { "x-accept-language": language } }),
        )
      ).data.map((spec) => spec.name);
    expect((await names("en")).slice(0, 3)).toEqual(["8 Ports", "16 Ports", "32 Ports"]);
    expect((await names("zh")).slice(0, 3)).toEqual(["8 口", "16 口", "32 口"]);
    expect((await names("ru")).slice(0, 3)).toEqual(["8 портов", "16 портов", "32 порта"]);
    expect(await names("es")).toContain("2G/4G");
    // A product's SKUs too.
    const detail = await envelope<{ children: Array<{ specId: number; name: string }> }>(
      await call("/api/goods/detail/3", { headers: { "x-accept-language": "es" } }),
    );
    expect(detail.data.children.find((sku) => sku.specId === 3)?.name).toBe("32 puertos");
  });
});

describe("GET /api/goods/list", () => {
  it("sorts by the catalogue's key sort ascending by default, 10 per page", async () => {
    const { body } = await list("");
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(19);
    expect(body.data.pageSize).toBe(10);
    expect(body.data.list.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = await list("?page=2");
    expect(second.body.data.list).toHaveLength(9);
  });

  it("filters by several categories, each covering its sub-categories", async () => {
    const sms = await list("?categoryIds=1");
    const modems = await list("?categoryIds=4");
    const both = await list("?categoryIds=1,4");
    expect(sms.body.data.total).toBeGreaterThan(0);
    expect(both.body.data.total).toBe(sms.body.data.total + modems.body.data.total);
    const repeated = await list("?categoryIds=1&categoryIds=4");
    expect(repeated.body.data.total).toBe(both.body.data.total);
  });

  it("filters by spec, by keyword, and sorts by price", async () => {
    const bySpec = await list("?specIds=3");
    for (const product of bySpec.body.data.list) {
      const detail = await envelope<ProductDetailWire>(await call(`/api/goods/detail/${product.id}`));
      expect(detail.data.children.some((sku) => sku.specId === 3)).toBe(true);
    }
    const byKeyword = await list("?keyword=SMPP");
    expect(byKeyword.body.data.total).toBeGreaterThan(0);
    expect(byKeyword.body.data.total).toBeLessThan(19);
    // Sorted by the price shown (a sale price where there is one).
    const shown = (product: ProductSummary) => effectivePrice(product.priceMinor, product.promoPriceMinor);
    const cheapFirst = (await list("?sort=priceAsc&pageSize=100")).body.data.list.map(shown);
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
    const dearFirst = (await list("?sort=priceDesc&pageSize=100")).body.data.list.map(shown);
    expect(dearFirst).toEqual([...dearFirst].sort((a, b) => b - a));
  });

  it("answers in the requested language", async () => {
    const { body } = await list("?pageSize=1", "zh");
    expect(body.data.list[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it("refuses or clamps bad query values, never 500", async () => {
    // A page number is clamped by the rule every list shares (shared/pagination.ts).
    const negative = await list("?page=-1");
    expect(negative.response.status).toBe(200);
    expect(negative.body.data.page).toBe(1);
    const huge = await list("?pageSize=10000");
    expect(huge.response.status).toBe(200);
    expect(huge.body.data.pageSize).toBe(100);
    const letters = await list("?categoryIds=abc");
    expect(letters.response.status).toBe(400);
    expect(letters.body.msg).toBe("“Categories (row 1)” must be a number.");
    const longKeyword = await list(`?keyword=${"x".repeat(5000)}`);
    expect(longKeyword.response.status).toBe(200);
    expect(longKeyword.body.data.total).toBe(0);
    const badSort = await list("?sort=random");
    expect(badSort.response.status).toBe(400);
    const syntax = await list(`?keyword=${encodeURIComponent('SMPP" OR * NEAR(')}`);
    expect(syntax.response.status).toBe(200);
  });
});

describe("GET /api/goods/detail/{id}", () => {
  it("carries every field of the legacy catalogue item", async () => {
    const { data } = await envelope<ProductDetailWire>(await call("/api/goods/detail/3"));
    for (const field of [
      "keyId",
      "sid",
      "children",
      "sort",
      "essentialDetails",
      "packagingDelivery",
      "productParamenters",
      "productVideo",
      "productVideoPreviewImg",
      "previewThumbnailImg",
      "techList",
      "buildFeature",
      "productCompareList",
      "productAddOne",
      "developmentList",
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data.sid).toBe("3");
    expect(typeof data.productParamenters).toBe("string");
    expect(parseKeyValueList(data.productParamenters).length).toBeGreaterThan(5);
    expect(data.productVideo).toBe("/media/portline-demo.webm");
    expect(data.children.length).toBeGreaterThan(0);
    expect(data.children[0]).toMatchObject({
      keyId: expect.any(Number),
      sid: expect.any(String),
      priceMinor: expect.any(Number),
      stock: expect.any(Number),
    });
    expect(data.categoryTrail.map((node) => node.id)[0]).toBe(1);
    // Each category of the trail says which language its name is in (French: the seed writes it).
    const french = await envelope<ProductDetailWire>(
      await call("/api/goods/detail/3", { headers: { "x-accept-language": "fr" } }),
    );
    expect(french.data.categoryTrail.length).toBeGreaterThan(0);
    for (const node of french.data.categoryTrail) {
      const category = seedCatalogue.categories.find((item) => item.id === node.id)!;
      expect(node).toMatchObject({ lang: "fr", name: category.name.fr });
    }
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    const missing = await call("/api/goods/detail/999999");
    expect(missing.status).toBe(404);
    expect((await envelope(missing)).code).toBe(API_CODE.notFound);
    expect((await call("/api/goods/detail/abc")).status).toBe(400);
  });

  it("survives a malformed parameter list: the text comes back as stored, nothing crashes", async () => {
    await env.DB.prepare(
      "UPDATE goods_translations SET product_parameters = '{not json', essential_details = '[{\"key\":1}]' WHERE goods_id = 2",
    ).run();
    const response = await call("/api/goods/detail/2?fresh=1");
    expect(response.status).toBe(200);
    const { data } = await envelope<ProductDetailWire>(response);
    expect(parseKeyValueList(data.productParamenters)).toEqual([]);
    expect(parseKeyValueList(data.essentialDetails)).toEqual([]);
  });
});

describe("GET /api/goods/compare", () => {
  it("lines several products up by feature group 3–11, flagging rows that differ", async () => {
    const { data } = await envelope<CompareResult>(await call("/api/goods/compare?ids=3,4"));
    expect(data.products.map((product) => product.id)).toEqual([3, 4]);
    const groups = data.groups.map((group) => group.group);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(groups.every((group) => group >= 3 && group <= 11)).toBe(true);
    const rows = data.groups.flatMap((group) => group.rows);
    expect(rows.every((row) => row.values.length === 2)).toBe(true);
    expect(rows.some((row) => row.differs)).toBe(true);
    const same = rows.find((row) => !row.differs);
    if (same) expect(same.values[0]).toBe(same.values[1]);
  });

  it("refuses more than four products or none", async () => {
    expect((await call("/api/goods/compare?ids=1,2,3,4,5")).status).toBe(400);
    expect((await call("/api/goods/compare")).status).toBe(400);
  });
});

describe("full-text search", () => {
  it("finds a product by a word of its parameters, in English and in Chinese", async () => {
    const english = await envelope<SearchResult>(await call("/api/search?keyword=IMEI"));
    expect(english.data.products.total).toBeGreaterThan(0);
    const chinese = await envelope<SearchResult>(
      await call(`/api/search?keyword=${encodeURIComponent("频段")}`, { headers: { "x-accept-language": "zh" } }),
    );
    expect(chinese.data.products.total).toBeGreaterThan(0);
    expect(chinese.data.products.list[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it("also finds posts and case studies", async () => {
    const { data } = await envelope<SearchResult>(await call("/api/search?keyword=SMPP"));
    expect(data.content.some((hit) => hit.type === "blog")).toBe(true);
  });

  it("suggests titles while typing (prefix of the last word)", async () => {
    const { data } = await envelope<SearchHit[]>(await call("/api/search/suggest?keyword=gatew"));
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data[0]).toMatchObject({ type: expect.any(String), id: expect.any(Number), title: expect.any(String) });
  });
});

describe("KV cache of public catalogue calls", () => {
  it("serves list, detail and compare from KV after the first call", async () => {
    for (const path of ["/api/goods/list?probe=kv", "/api/goods/detail/5?probe=kv", "/api/goods/compare?ids=5,6"]) {
      expect((await call(path)).headers.get("x-cache")).toBe("MISS");
      const url = new URL(`http://localhost${path}`);
      const key = await apiCacheKey(url.pathname, url.searchParams, "en", await readCacheVersion(env.CACHE));
      for (let i = 0; i < 50 && (await env.CACHE.get(key)) === null; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await call(path)).headers.get("x-cache")).toBe("HIT");
    }
  });

  it("never caches personal calls", async () => {
    const { api } = await customer();
    expect((await api.get("/api/web/user/info")).headers.get("x-cache")).toBeNull();
    const keys = await env.CACHE.list({ prefix: "api:/api/web/" });
    expect(keys.keys).toEqual([]);
  });

  it("falls back to D1 when KV fails", async () => {
    // Every KV call fails, whichever the cache makes (the version read included).
    const failing = new Proxy({} as KVNamespace, {
      get: () => () => Promise.reject(new Error("KV is down")),
    });
    const app = createApp(async () => new Response("", { status: 501 }));
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request("http://localhost/api/goods/list?probe=down"),
      { ...env, CACHE: failing },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect((await envelope<Page<ProductSummary>>(response)).data.total).toBe(19);
  });
});
