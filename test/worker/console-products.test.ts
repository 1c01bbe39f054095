import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { unchangedSku, type ConsoleProduct, type ConsoleProductRow } from "../../shared/console/catalogue";
import type { ProductDetail } from "../../shared/catalogue/types";
import { ProductSaveSchema } from "../../shared/console/catalogue-schemas";
import { API_CODE } from "../../shared/api/envelope";
import { saveProduct, StaleSave } from "../../worker/console/products/writes";
import type { Page } from "../../shared/catalogue/types";
import type { AppContext } from "../../shared/load-context";
import { createApp } from "../../worker/app";
import { CACHE_VERSION_KEY } from "../../worker/cache/keys";
import { call, client, customer, type Client } from "./helpers";
import { count, orderOf, seedShop, SHOP, stockOf } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

// Every call answers once its background work (cache purges) is done.
let staffToken: string;
let supportToken: string;
let staff: Client;
let support: Client;
const visitor = client(null, { settle: true });

beforeAll(async () => {
  await seedShop();
  staffToken = await staffSession((await createStaff("staff")).id);
  supportToken = await staffSession((await createStaff("support")).id);
  staff = client(staffToken, { settle: true });
  support = client(supportToken, { settle: true });
});

async function product(id: number) {
  const answer = await staff.get<ConsoleProduct>(`/api/admin/products/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The editor's save of a loaded product, with changes on top. */
function saveBody(current: ConsoleProduct, changes: Record<string, unknown> = {}) {
  return {
    expectedVersion: current.version,
    categoryId: current.categoryId,
    slug: current.slug,
    sort: current.sort,
    published: current.published,
    video: current.video,
    skus: current.skus.map(unchangedSku),
    text: {},
    sections: {},
    compare: {},
    ...changes,
  };
}

const save = (id: number, body: unknown, as = staff) => as.post(`/api/admin/products/${id}`, body);

async function auditRows(entity: string, entityId: string) {
  const { results } = await env.DB.prepare(
    "SELECT action, before_json, after_json, actor FROM audit_log WHERE entity = ?1 AND entity_id = ?2 ORDER BY id",
  )
    .bind(entity, entityId)
    .all<{ action: string; before_json: string; after_json: string; actor: string }>();
  return results.map((row) => ({ ...row, before: JSON.parse(row.before_json), after: JSON.parse(row.after_json) }));
}

/** Every cached API answer in KV, by its key. */
async function cachedKeys(): Promise<string[]> {
  const { keys } = await env.CACHE.list({ prefix: "api:" });
  return keys.map((key) => key.name).sort();
}

describe("the console's product list", () => {
  it("finds products by name, SKU and id, and filters by category, status and stock", async () => {
    const list = async (query: string) =>
      (await support.get<Page<ConsoleProductRow>>(`/api/admin/products?${query}`)).body.data;
    expect((await list("q=Modem+Pool")).list.map((row) => row.id)).toEqual([SHOP.pool.goodsId]);
    expect((await list("q=CX-4")).list.map((row) => row.id)).toEqual([SHOP.proxy.goodsId]);
    expect((await list(`q=${SHOP.gateway.goodsId}`)).list.map((row) => row.id)).toContain(SHOP.gateway.goodsId);
    // Category 1 covers its sub-category 11, where every product of the shop is.
    expect((await list("categoryId=1")).total).toBe(3);
    expect((await list("published=no")).total).toBe(0);
    const first = (await list("")).list[0]!;
    expect(first).toMatchObject({ id: 1, published: true, skuCount: 2, currency: "USD" });
    expect((await list("stock=out")).total).toBe(0);
    expect((await list("stock=in")).total).toBe(3);
    const bad = await support.get(`/api/admin/products?stock=plenty`);
    expect(bad.status).toBe(400);
  });
});

describe("the product editor", () => {
  it("saves a SKU's price and a Spanish description at the loaded version, with one audit row of the changes", async () => {
    const before = await product(SHOP.gateway.goodsId);
    const skus = saveBody(before).skus.map((sku) => (sku.id === SHOP.sku32.id ? { ...sku, priceMinor: 119_900 } : sku));
    const en = before.text.en!;
    const saved = await save(
      before.id,
      saveBody(before, {
        skus,
        text: { es: { ...en, name: "Pasarela de prueba 32", description: "Descripción en español." } },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: before.id, version: before.version + 1 });

    const spanish = await client(null, { settle: true, headers: { "x-accept-language": "es" } }).get<ProductDetailWire>(
      `/api/goods/detail/${before.id}`,
    );
    expect(spanish.body.data).toMatchObject({
      name: "Pasarela de prueba 32",
      description: "Descripción en español.",
      lang: "es",
    });
    expect(spanish.body.data.children.find((sku) => sku.keyId === SHOP.sku32.id)?.priceMinor).toBe(119_900);
    // Chinese, not part of the save, is as it was.
    const after = await product(before.id);
    expect(after.text.zh).toEqual(before.text.zh);

    const audit = (await auditRows("product", String(before.id))).at(-1)!;
    expect(audit.action).toBe("update");
    expect(audit.before).toMatchObject({
      [`sku.${SHOP.sku32.id}.priceMinor`]: SHOP.sku32.priceMinor,
      "text.es.name": null,
    });
    expect(audit.after).toMatchObject({
      [`sku.${SHOP.sku32.id}.priceMinor`]: 119_900,
      "text.es.description": "Descripción en español.",
    });
    // Only what changed is recorded.
    expect(Object.keys(audit.after)).not.toContain("slug");
  });

  it("refuses a save over someone else's (a stale version) and writes nothing", async () => {
    const loaded = await product(SHOP.proxy.goodsId);
    const first = await save(loaded.id, saveBody(loaded, { sort: 7 }));
    expect(first.status).toBe(200);
    const audits = (await auditRows("product", String(loaded.id))).length;
    const stale = await save(loaded.id, saveBody(loaded, { slug: "overwritten-slug" }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: API_CODE.conflict,
      msg: "This product was changed meanwhile. Reload it and try again.",
    });
    const now = await product(loaded.id);
    expect(now).toMatchObject({ slug: loaded.slug, sort: 7, version: loaded.version + 1 });
    expect((await auditRows("product", String(loaded.id))).length).toBe(audits);
  });

  it("refuses a save that loses the race after its checks: its whole batch is rolled back", async () => {
    const loaded = await product(SHOP.proxy.goodsId);
    // Another save lands between this one's read and its batch.
    await env.DB.prepare("UPDATE goods SET version = version + 1 WHERE id = ?1").bind(loaded.id).run();
    const body = ProductSaveSchema.parse(saveBody(loaded, { slug: "lost-the-race", sort: 99 }));
    const actor = { staffId: null, label: "staff:operator", ip: "" };
    await expect(saveProduct(env.DB, loaded, body, actor, Date.now())).rejects.toBeInstanceOf(StaleSave);
    const now = await product(loaded.id);
    expect(now).toMatchObject({ slug: loaded.slug, sort: loaded.sort, version: loaded.version + 1 });
  });

  it("refuses bad input at the boundary, another product's SKU code, and support staff", async () => {
    const loaded = await product(SHOP.proxy.goodsId);
    expect((await save(loaded.id, saveBody(loaded, { slug: "Not A Slug" }))).status).toBe(400);
    const sku = saveBody(loaded).skus.map((s) => ({ ...s, sku: "CG-32" }));
    const taken = await save(loaded.id, saveBody(loaded, { skus: sku }));
    expect(taken).toMatchObject({ status: 409, body: { msg: "“CG-32” is already used by another product." } });
    expect((await save(loaded.id, saveBody(loaded), support)).status).toBe(403);
    expect((await save(999_999, saveBody(loaded))).status).toBe(404);
  });

  it("refuses a section link or image, or a video, that is not https:// or a path of this site, naming the field", async () => {
    const loaded = await product(SHOP.proxy.goodsId);
    const section = { kind: "tech", title: "Docs", body: "Read the API." };
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ sections: { en: [{ ...section, url: "javascript:alert(1)" }] } }, "sections.en.0.url"],
      [{ sections: { en: [section, { ...section, img: "javascript:alert(1)" }] } }, "sections.en.1.img"],
      [{ sections: { en: [{ ...section, url: "//evil.example/docs" }] } }, "sections.en.0.url"],
      [{ video: { url: "//evil.example/v.webm", previewImg: "" } }, "video.url"],
    ];
    for (const [changes, field] of attempts) {
      const refused = await save(loaded.id, saveBody(loaded, changes));
      expect(refused.status, field).toBe(400);
      // The field is named in words (the validation messages test proves the names); the rule is said.
      expect(refused.body.msg, field).toMatch(/^“[^”]+” must start with https:\/\/ or with \//);
    }
    expect(await product(loaded.id)).toMatchObject({ version: loaded.version, sections: loaded.sections });
    // An https link, a site image and an empty image (none) are kept.
    const fine = { sections: { en: [{ ...section, url: "https://docs.portline.example/api", img: "" }] } };
    expect((await save(loaded.id, saveBody(loaded, fine))).status).toBe(200);
    expect((await product(loaded.id)).sections.en).toEqual([{ ...section, url: "https://docs.portline.example/api" }]);
  });

  it("keeps a draft out of the shop, an unsold SKU out of the cart, and adds a SKU", async () => {
    const pool = await product(SHOP.pool.goodsId);
    expect((await save(pool.id, saveBody(pool, { published: false }))).status).toBe(200);
    expect((await visitor.get(`/api/goods/detail/${pool.id}`)).status).toBe(404);
    // Staff preview the draft as its page will show it; nobody else can.
    const preview = await client(supportToken, {
      settle: true,
      headers: { "x-accept-language": "zh" },
    }).get<ProductDetail>(`/api/admin/preview/products/${pool.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ id: pool.id, name: `${SHOP.pool.name}（中文）`, lang: "zh" });
    expect((await visitor.get(`/api/admin/preview/products/${pool.id}`)).status).toBe(401);
    const listed = await visitor.get<Page<{ keyId: number }>>("/api/goods/list?pageSize=100");
    expect(listed.body.data.list.map((products) => products.keyId)).not.toContain(pool.id);

    const draft = await product(pool.id);
    const skus = saveBody(draft).skus.map((sku) => (sku.id === SHOP.spareSku.id ? { ...sku, sold: false } : sku));
    expect((await save(pool.id, saveBody(draft, { published: true, skus }))).status).toBe(200);
    const shown = await visitor.get<ProductDetailWire>(`/api/goods/detail/${pool.id}`);
    expect(shown.body.data.children.map((sku) => sku.keyId)).toEqual([SHOP.poolSku.id]);
    const buyer = await customer();
    const add = await buyer.api.post("/api/web/cart/add", {
      goodsSpecsId: SHOP.spareSku.id,
      goodsId: pool.id,
      operateTime: "2026-11-24 10:00:00",
    });
    expect(add.status).not.toBe(200);

    const proxy = await product(SHOP.proxy.goodsId);
    const twoOptions = [...saveBody(proxy).skus, { specId: 1, sku: "CX-DUP", priceMinor: 1000 }];
    expect((await save(proxy.id, saveBody(proxy, { skus: twoOptions }))).status).toBe(400);
    const unknownOption = [...saveBody(proxy).skus, { specId: 99, sku: "CX-99", priceMinor: 1000 }];
    expect((await save(proxy.id, saveBody(proxy, { skus: unknownOption }))).status).toBe(400);
    const added = [...saveBody(proxy).skus, { specId: 2, sku: "CX-2", priceMinor: 40_000, stock: 12 }];
    expect((await save(proxy.id, saveBody(proxy, { skus: added }))).status).toBe(200);
    const withNew = await visitor.get<ProductDetailWire>(`/api/goods/detail/${proxy.id}`);
    expect(withNew.body.data.children.map((sku) => [sku.sku, sku.stock])).toEqual([
      ["CX-4", await stockOf(SHOP.proxySku.id)],
      ["CX-2", 12],
    ]);
  });
});

describe("every save purges exactly what shows the product", () => {
  it("drops the product's detail and every product list, search and comparison; keeps the rest", async () => {
    const inSpanish = client(null, { settle: true, headers: { "x-accept-language": "es" } });
    const warm = [
      `/api/goods/detail/${SHOP.gateway.goodsId}`,
      `/api/goods/detail/${SHOP.pool.goodsId}`,
      "/api/goods/list?categoryIds=11",
      `/api/goods/related/${SHOP.pool.goodsId}`,
      `/api/goods/compare?ids=${SHOP.gateway.goodsId},${SHOP.pool.goodsId}`,
      "/api/search?keyword=gateway",
      "/api/goods/category/list",
      "/api/goods/specs/list",
      "/api/navigation/list",
      "/api/shipping/methods",
    ];
    for (const path of warm) {
      await visitor.get(path);
      await inSpanish.get(path);
    }
    const before = await cachedKeys();
    for (const path of warm)
      expect(
        before.some((key) => key.startsWith(`api:${path.split("?")[0]}?`)),
        path,
      ).toBe(true);

    const loaded = await product(SHOP.gateway.goodsId);
    const saved = await save(
      loaded.id,
      saveBody(loaded, { text: { en: { ...loaded.text.en!, summary: "New summary." } } }),
    );
    expect(saved.status).toBe(200);
    const after = new Set(await cachedKeys());
    const dropped = before.filter((key) => !after.has(key));
    const affected = [
      `api:/api/goods/detail/${SHOP.gateway.goodsId}?`,
      "api:/api/goods/list?",
      "api:/api/goods/related/",
      "api:/api/goods/compare?",
      "api:/api/search?",
    ];
    expect(dropped).toEqual(before.filter((key) => affected.some((prefix) => key.startsWith(prefix))));
    // Both languages of each affected answer, and nothing else: the other product, categories, specs,
    // navigation and shipping are not deleted (the save also moves every data centre to a new cache
    // version, see cache/cache-version.ts; these deletions free the entries at once).
    for (const prefix of affected)
      for (const language of ["en", "es"])
        expect(
          dropped.some((key) => key.startsWith(prefix) && key.includes(`|${language}|`)),
          `${prefix} ${language}`,
        ).toBe(true);
    expect([...after].sort()).toEqual(before.filter((key) => !dropped.includes(key)));
    expect([...after].some((key) => key.startsWith(`api:/api/goods/detail/${SHOP.pool.goodsId}?`))).toBe(true);
  });

  it("a save that changes nothing writes and purges nothing: no version, no audit row, no new cache version", async () => {
    const loaded = await product(SHOP.pool.goodsId);
    const detail = `/api/goods/detail/${loaded.id}`;
    const cacheState = async () => {
      const response = await call(detail);
      await response.text();
      return response.headers.get("x-cache");
    };
    await visitor.get(detail);
    expect(await cacheState()).toBe("HIT");
    const audits = (await auditRows("product", String(loaded.id))).length;
    const cacheVersion = await env.CACHE.get(CACHE_VERSION_KEY);
    const stored = await env.DB.prepare("SELECT version, updated_at FROM goods WHERE id = ?1").bind(loaded.id).first();
    // What the editor sends: every field of one language, as loaded.
    const unchanged = saveBody(loaded, {
      text: { en: loaded.text.en },
      sections: { en: loaded.sections.en ?? [] },
      compare: { en: loaded.compare.en ?? [] },
    });
    const saved = await save(loaded.id, unchanged);
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { id: loaded.id, version: loaded.version, changed: [] } },
    });
    expect(await env.DB.prepare("SELECT version, updated_at FROM goods WHERE id = ?1").bind(loaded.id).first()).toEqual(
      stored,
    );
    expect((await auditRows("product", String(loaded.id))).length).toBe(audits);
    expect(await env.CACHE.get(CACHE_VERSION_KEY)).toBe(cacheVersion);
    expect(await cacheState()).toBe("HIT");
    // The same save again still answers at the same version.
    expect((await save(loaded.id, unchanged)).body).toMatchObject({ data: { version: loaded.version, changed: [] } });
  });

  it("a saved product's cached page is rendered again on the next visit", async () => {
    let renders = 0;
    const app = createApp(async (_request, context: AppContext) => {
      context.page.cacheable = true;
      return new Response(`<!DOCTYPE html><html><body>render ${++renders}</body></html>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    });
    const through = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`http://localhost${path}`, init), env, ctx);
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return { state: response.headers.get("x-page-cache"), body };
    };
    const page = `/product/${SHOP.gateway.goodsId}`;
    const browser = { headers: { "user-agent": "Mozilla/5.0 Chrome/120" } };
    await through(page, browser);
    expect((await through(page, browser)).state).toBe("HIT");
    const loaded = await product(SHOP.gateway.goodsId);
    const saved = await through(`/api/admin/products/${loaded.id}`, {
      method: "POST",
      headers: { ...bearer(staffToken), "content-type": "application/json" },
      body: JSON.stringify(saveBody(loaded, { sort: loaded.sort + 1 })),
    });
    expect(JSON.parse(saved.body)).toMatchObject({ code: 0, data: { changed: ["sort"] } });
    expect((await through(page, browser)).state).toBe("MISS");
  });
});

describe("stock adjustments", () => {
  it("adds received units and takes out damaged ones, each with a stock_adjustments row and an audit row", async () => {
    const sku = SHOP.poolSku.id;
    const start = await stockOf(sku);
    const received = await staff.post(`/api/admin/skus/${sku}/stock`, { delta: 25, reason: "received" });
    expect(received).toMatchObject({ status: 200, body: { data: { skuId: sku, stock: start + 25 } } });
    const damaged = await staff.post(`/api/admin/skus/${sku}/stock`, {
      delta: -5,
      reason: "damaged",
      note: "Water damage",
    });
    expect(damaged.body.data).toMatchObject({ stock: start + 20 });
    expect(await count("SELECT COUNT(*) FROM stock_adjustments WHERE goods_specs_id = ?1", sku)).toBe(2);
    const audit = await auditRows("sku", String(sku));
    expect(audit.map((row) => [row.action, row.after.delta, row.after.reason])).toEqual([
      ["stock_adjust", 25, "received"],
      ["stock_adjust", -5, "damaged"],
    ]);
    const loaded = await product(SHOP.pool.goodsId);
    expect(loaded.adjustments.map((a) => [a.delta, a.reason, a.stockAfter])).toEqual([
      [-5, "damaged", start + 20],
      [25, "received", start + 25],
    ]);
  });

  it("never takes out what open orders hold: refused with the reason, nothing changed", async () => {
    const sku = SHOP.proxySku.id;
    const buyer = await customer();
    const placed = await orderOf(buyer, SHOP.proxySku, 3);
    expect(placed.status).toBe(200);
    const free = await stockOf(sku);
    const refused = await staff.post(`/api/admin/skus/${sku}/stock`, { delta: -(free + 1), reason: "damaged" });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `Not that many units can go out. Free to take out: ${free.toLocaleString("en")}; held by open orders: 3.`,
    );
    expect(await stockOf(sku)).toBe(free);
    expect(await count("SELECT COUNT(*) FROM stock_adjustments WHERE goods_specs_id = ?1", sku)).toBe(0);
    expect((await auditRows("sku", String(sku))).length).toBe(0);
    // The editor shows what the order holds.
    const loaded = await product(SHOP.proxy.goodsId);
    expect(loaded.skus[0]).toMatchObject({ stock: free, held: 3 });
    // All the free units may go.
    const all = await staff.post(`/api/admin/skus/${sku}/stock`, { delta: -free, reason: "correction" });
    expect(all.body.data).toMatchObject({ stock: 0 });
  });

  it("refuses a zero change, an unknown reason and an unknown SKU", async () => {
    expect((await staff.post(`/api/admin/skus/${SHOP.sku16.id}/stock`, { delta: 0, reason: "received" })).status).toBe(
      400,
    );
    expect((await staff.post(`/api/admin/skus/${SHOP.sku16.id}/stock`, { delta: 1, reason: "found" })).status).toBe(
      400,
    );
    expect((await staff.post(`/api/admin/skus/999999/stock`, { delta: 1, reason: "received" })).status).toBe(404);
  });
});
