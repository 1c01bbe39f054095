import type { CategoryNodeWire, NavigationEntryWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ConsoleCategory,
  ConsoleNavigationEntry,
  ConsoleSpecOption,
  RelatedPick,
} from "../../shared/console/structure";
import type { ConsoleProduct } from "../../shared/console/catalogue";
import type { ProductSummary } from "../../shared/catalogue/types";
import { API_CODE } from "../../shared/api/envelope";
import { purgePlan } from "../../worker/cache/staff-changes";
import { call, client, type Client } from "./helpers";
import { count, seedShop, SHOP } from "./shop";
import { createStaff, staffSession } from "./staff";

// Every call answers once its background work (cache purges) is done.
let staff: Client;
let support: Client;
/** The shop's public API in a language. */
const shopIn = (language = "en") => client(null, { settle: true, headers: { "x-accept-language": language } });
const visitor = client(null, { settle: true });

beforeAll(async () => {
  await seedShop();
  staff = client(await staffSession((await createStaff("staff")).id), { settle: true });
  support = client(await staffSession((await createStaff("support")).id), { settle: true });
});

const post = (path: string, body: unknown, as = staff) => as.post(path, body);

async function categories(): Promise<ConsoleCategory[]> {
  return (await staff.get<ConsoleCategory[]>("/api/admin/categories")).body.data;
}
const category = async (id: number) => (await categories()).find((found) => found.id === id)!;

/** The public tree's top-level names in a language. */
async function publicTopLevel(language = "en"): Promise<string[]> {
  const tree = await shopIn(language).get<CategoryNodeWire[]>("/api/goods/category/list");
  return tree.body.data.map((node) => node.name);
}

async function cachedKeys(): Promise<string[]> {
  const { keys } = await env.CACHE.list({ prefix: "api:" });
  return keys.map((key) => key.name).sort();
}

async function auditActions(entity: string, entityId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT action FROM audit_log WHERE entity = ?1 AND entity_id = ?2 ORDER BY id",
  )
    .bind(entity, entityId)
    .all<{ action: string }>();
  return results.map((row) => row.action);
}

const newCategory = (slug: string, name: string, parentId: number | null = null) => ({
  parentId,
  slug,
  img: null,
  published: true,
  text: { en: { name, description: `${name}.` } },
});

describe("categories", () => {
  let radios: number;
  let antennas: number;

  it("creates categories last among their siblings, with an audit row each", async () => {
    const a = await post("/api/admin/categories", newCategory("radios", "Radios"));
    const b = await post("/api/admin/categories", newCategory("antennas", "Antennas"));
    expect([a.status, b.status]).toEqual([200, 200]);
    radios = (a.body.data as { id: number }).id;
    antennas = (b.body.data as { id: number }).id;
    expect(await publicTopLevel()).toEqual(["SMS Gateways", "Radios", "Antennas"]);
    expect(await auditActions("category", String(radios))).toEqual(["create"]);
  });

  it("a move up persists and the public tree (cached before) answers the new order at once", async () => {
    expect(await publicTopLevel()).toEqual(["SMS Gateways", "Radios", "Antennas"]);
    const moved = await post(`/api/admin/categories/${antennas}/move`, {
      direction: "up",
      expectedVersion: (await category(antennas)).version,
    });
    expect(moved.status).toBe(200);
    expect(await publicTopLevel()).toEqual(["SMS Gateways", "Antennas", "Radios"]);
    // The first cannot go further up.
    const first = await category(1);
    const refused = await post("/api/admin/categories/1/move", { direction: "up", expectedVersion: first.version });
    expect(refused.status).toBe(400);
    expect(await auditActions("category", String(antennas))).toEqual(["create", "move"]);
  });

  it("saves a Spanish name at the loaded version; a save at an older version is refused (409)", async () => {
    const loaded = await category(radios);
    const saved = await post(`/api/admin/categories/${radios}`, {
      ...newCategory("radios", "Radios"),
      expectedVersion: loaded.version,
      text: { en: loaded.text.en, es: { name: "Radios bidireccionales", description: "" } },
    });
    expect(saved.status).toBe(200);
    expect(await publicTopLevel("es")).toContain("Radios bidireccionales");
    const stale = await post(`/api/admin/categories/${radios}`, {
      ...newCategory("radios", "Radios"),
      expectedVersion: loaded.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(API_CODE.conflict);
    expect(stale.body.msg).toMatch(/changed meanwhile/);
    expect((await category(radios)).text.es?.name).toBe("Radios bidireccionales");
  });

  it("moves a category under another parent, and refuses a cycle (itself or its own sub-category)", async () => {
    const moved = await post(`/api/admin/categories/${radios}`, {
      ...newCategory("radios", "Radios", antennas),
      expectedVersion: (await category(radios)).version,
    });
    expect(moved.status).toBe(200);
    const tree = (await visitor.get<CategoryNodeWire[]>("/api/goods/category/list")).body.data;
    expect(tree.find((node) => node.keyId === antennas)?.child.map((node) => node.keyId)).toEqual([radios]);

    const version = (await category(antennas)).version;
    for (const parentId of [radios, antennas]) {
      const cycle = await post(`/api/admin/categories/${antennas}`, {
        ...newCategory("antennas", "Antennas", parentId),
        expectedVersion: version,
      });
      expect(cycle.status).toBe(409);
      expect(cycle.body.msg).toMatch(/under itself or one of its own sub-categories/);
    }
    expect((await category(antennas)).parentId).toBeNull();
  });

  it("refuses to delete a category that holds products or sub-categories (409 naming them); deletes an empty one", async () => {
    const gsm = await category(11);
    const holding = await post("/api/admin/categories/11/delete", { expectedVersion: gsm.version });
    expect(holding.status).toBe(409);
    expect(holding.body.msg).toBe(
      "This category cannot be deleted: it still holds 3 products, 0 sub-categories and 0 navigation entries.",
    );
    const parent = await post(`/api/admin/categories/${antennas}/delete`, {
      expectedVersion: (await category(antennas)).version,
    });
    expect(parent.body.msg).toMatch(/0 products, 1 sub-category and 0/);
    expect(await count("SELECT COUNT(*) FROM categories WHERE id IN (?1, 11)", antennas)).toBe(2);

    const deleted = await post(`/api/admin/categories/${radios}/delete`, {
      expectedVersion: (await category(radios)).version,
    });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT COUNT(*) FROM category_translations WHERE category_id = ?1", radios)).toBe(0);
    expect(await auditActions("category", String(radios))).toEqual(["create", "update", "update", "delete"]);
  });

  it("a hidden category leaves the shop with what is under it", async () => {
    const top = await category(1);
    const body = { parentId: null, slug: top.slug, img: top.img, text: top.text };
    const hidden = await post("/api/admin/categories/1", { ...body, published: false, expectedVersion: top.version });
    expect(hidden.status).toBe(200);
    const shown = async () =>
      (await visitor.get<CategoryNodeWire[]>("/api/goods/category/list")).body.data.flatMap((node) => [
        node.keyId,
        ...node.child.map((child) => child.keyId),
      ]);
    expect(await shown()).not.toContain(1);
    expect(await shown()).not.toContain(11);
    // Sitemaps read D1: neither the hidden category nor its sub-category is listed.
    const sitemap = async () => (await call("/sitemaps/categories-1.xml")).text();
    expect(await sitemap()).not.toMatch(/\/category\/(1|11)</);
    const again = await category(1);
    await post("/api/admin/categories/1", { ...body, published: true, expectedVersion: again.version });
    expect(await shown()).toEqual(expect.arrayContaining([1, 11]));
    expect(await sitemap()).toMatch(/\/category\/11</);
  });

  it("refuses bad input and the support role, writing nothing", async () => {
    const before = await count("SELECT COUNT(*) FROM categories");
    const bad = await post("/api/admin/categories", { ...newCategory("Bad Slug", "X") });
    expect(bad.status).toBe(400);
    const noEnglish = await post("/api/admin/categories", {
      ...newCategory("x", "X"),
      text: { es: { name: "X", description: "" } },
    });
    expect(noEnglish.status).toBe(400);
    const taken = await post("/api/admin/categories", newCategory("gsm-sms-gateways", "Again"));
    expect(taken.status).toBe(409);
    const unknownParent = await post("/api/admin/categories", newCategory("orphan", "Orphan", 999));
    expect(unknownParent.status).toBe(400);
    const forbidden = await post("/api/admin/categories", newCategory("support-made", "Support"), support);
    expect(forbidden.status).toBe(403);
    expect(await count("SELECT COUNT(*) FROM categories")).toBe(before);
  });
});

describe("navigation entries", () => {
  const entries = async () => (await staff.get<ConsoleNavigationEntry[]>("/api/admin/navigation")).body.data;
  const header = async (language = "en") =>
    (await shopIn(language).get<NavigationEntryWire[]>("/api/navigation/list")).body.data;

  it("adds entries for a category (with its image) and a page; the header answers them in order", async () => {
    expect(await header()).toEqual([]);
    const noImage = await post("/api/admin/navigation", { target: { categoryId: 1 }, img: null, names: { en: "SMS" } });
    expect(noImage.status).toBe(400);
    const gateways = await post("/api/admin/navigation", {
      target: { categoryId: 1 },
      img: "/images/categories/sms-gateway.svg",
      names: { en: "SMS Gateway", es: "Pasarela SMS" },
    });
    const blog = await post("/api/admin/navigation", {
      target: { page: "blog" },
      img: "/ignored.svg",
      names: { en: "Blog" },
    });
    expect([gateways.status, blog.status]).toEqual([200, 200]);
    expect((await header("es")).map((entry) => [entry.keyId, entry.name, entry.img])).toEqual([
      ["1", "Pasarela SMS", "/images/categories/sms-gateway.svg"],
      ["blog", "Blog", null],
    ]);
    const twice = await post("/api/admin/navigation", { target: { page: "blog" }, img: null, names: { en: "Again" } });
    expect(twice.status).toBe(409);
    const unknown = await post("/api/admin/navigation", {
      target: { categoryId: 999 },
      img: "/x.svg",
      names: { en: "X" },
    });
    expect(unknown.status).toBe(400);
  });

  it("reorders, renames and removes entries at their versions", async () => {
    const [first, second] = await entries();
    const moved = await post(`/api/admin/navigation/${second!.id}/move`, {
      direction: "up",
      expectedVersion: second!.version,
    });
    expect(moved.status).toBe(200);
    expect((await header()).map((entry) => entry.keyId)).toEqual(["blog", "1"]);
    const stale = await post(`/api/admin/navigation/${first!.id}/delete`, { expectedVersion: first!.version });
    expect(stale.status).toBe(409);
    const blog = (await entries()).find((entry) => entry.target === "blog")!;
    const renamed = await post(`/api/admin/navigation/${blog.id}`, {
      target: { page: "blog" },
      img: null,
      names: { en: "News" },
      expectedVersion: blog.version,
    });
    expect(renamed.status).toBe(200);
    expect((await header()).map((entry) => entry.name)).toEqual(["News", "SMS Gateway"]);
    const removed = await post(`/api/admin/navigation/${blog.id}/delete`, { expectedVersion: blog.version + 1 });
    expect(removed.status).toBe(200);
    expect((await header()).map((entry) => entry.keyId)).toEqual(["1"]);
    // A category an entry opens cannot be deleted.
    const holding = await post("/api/admin/categories/1/delete", { expectedVersion: (await category(1)).version });
    expect(holding.body.msg).toMatch(/1 navigation entry/);
    expect(await auditActions("navigation", String(blog.id))).toEqual(["create", "move", "update", "delete"]);
  });
});

describe("specification options", () => {
  const options = async () => (await staff.get<ConsoleSpecOption[]>("/api/admin/spec-options")).body.data;
  const filter = async (language = "en") =>
    (await shopIn(language).get<Array<{ keyId: number; name: string }>>("/api/goods/specs/list")).body.data.map(
      (option) => option.name,
    );

  it("adds an option, renames it in Spanish, moves it up and hides it from the filter", async () => {
    const added = await post("/api/admin/spec-options", { name: "4 Ports", published: true, translations: {} });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    expect(await filter()).toEqual(["32 Ports", "16 Ports", "4 Ports"]);
    let option = (await options()).find((found) => found.id === id)!;
    expect(option.skus).toBe(0);
    await post(`/api/admin/spec-options/${id}`, {
      name: "4 Ports",
      published: true,
      translations: { es: "4 puertos" },
      expectedVersion: option.version,
    });
    option = (await options()).find((found) => found.id === id)!;
    await post(`/api/admin/spec-options/${id}/move`, { direction: "up", expectedVersion: option.version });
    expect(await filter("es")).toEqual(["32 Ports", "4 puertos", "16 Ports"]);
    option = (await options()).find((found) => found.id === id)!;
    const hidden = await post(`/api/admin/spec-options/${id}`, {
      name: "4 Ports",
      published: false,
      translations: { es: "4 puertos" },
      expectedVersion: option.version,
    });
    expect(hidden.status).toBe(200);
    expect(await filter()).toEqual(["32 Ports", "16 Ports"]);
    // Taken names (any case) are refused.
    const taken = await post("/api/admin/spec-options", { name: "16 ports", published: true, translations: {} });
    expect(taken.status).toBe(409);
  });

  it("refuses to delete an option SKUs use (409 naming how many); deletes an unused one", async () => {
    const used = (await options()).find((option) => option.id === 1)!;
    const refused = await post("/api/admin/spec-options/1/delete", { expectedVersion: used.version });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe("This option cannot be deleted: 3 SKUs still use it. Hide it instead.");
    const unused = (await options()).find((option) => option.name === "4 Ports")!;
    const deleted = await post(`/api/admin/spec-options/${unused.id}/delete`, { expectedVersion: unused.version });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT COUNT(*) FROM spec_options WHERE id = ?1", unused.id)).toBe(0);
    expect(await auditActions("spec_option", String(unused.id))).toEqual([
      "create",
      "update",
      "move",
      "update",
      "delete",
    ]);
  });
});

describe("new products and related products", () => {
  let created: number;

  it("creates a draft with its English name and one SKU, out of the shop until published", async () => {
    const answer = await post("/api/admin/products", {
      categoryId: 11,
      name: "Console Gateway 8",
      slug: "console-gateway-8",
      sku: "CG-8",
      specId: 2,
      priceMinor: 49_900,
    });
    expect(answer.status).toBe(200);
    created = (answer.body.data as { id: number }).id;
    const product = (await staff.get<ConsoleProduct>(`/api/admin/products/${created}`)).body.data;
    expect(product).toMatchObject({ published: false, categoryId: 11, slug: "console-gateway-8" });
    expect(product.skus.map((sku) => [sku.sku, sku.priceMinor, sku.stock])).toEqual([["CG-8", 49_900, 0]]);
    expect((await visitor.get(`/api/goods/detail/${created}`)).status).toBe(404);
    const taken = await post("/api/admin/products", {
      categoryId: 11,
      name: "Again",
      slug: "console-gateway-8",
      sku: "CG-9",
      specId: 2,
      priceMinor: 1,
    });
    expect(taken.status).toBe(409);
    const sku = await post("/api/admin/products", {
      categoryId: 11,
      name: "X",
      slug: "x-1",
      sku: "cg-8",
      specId: 2,
      priceMinor: 1,
    });
    expect(sku.status).toBe(409);
    expect(await auditActions("product", String(created))).toEqual(["create"]);
  });

  it("related picks come first on the product page's related block, in their order; the category fills up", async () => {
    const path = `/api/goods/related/${SHOP.pool.goodsId}`;
    const related = async () => (await visitor.get<ProductSummary[]>(path)).body.data.map((products) => products.id);
    expect(await related()).toEqual([SHOP.gateway.goodsId, SHOP.proxy.goodsId]);
    const product = (await staff.get<ConsoleProduct>(`/api/admin/products/${SHOP.pool.goodsId}`)).body.data;
    const saved = await post(`/api/admin/related/products/${SHOP.pool.goodsId}`, {
      ids: [SHOP.proxy.goodsId, created],
      expectedVersion: product.version,
    });
    expect(saved.status).toBe(200);
    // The draft waits until it is published.
    expect(await related()).toEqual([SHOP.proxy.goodsId, SHOP.gateway.goodsId]);
    const picks = (await staff.get<RelatedPick[]>(`/api/admin/related/products/${SHOP.pool.goodsId}`)).body.data;
    expect(picks.map((pick) => [pick.id, pick.published])).toEqual([
      [SHOP.proxy.goodsId, true],
      [created, false],
    ]);
    const stale = await post(`/api/admin/related/products/${SHOP.pool.goodsId}`, {
      ids: [],
      expectedVersion: product.version,
    });
    expect(stale.status).toBe(409);
    const itself = await post(`/api/admin/related/products/${SHOP.pool.goodsId}`, {
      ids: [SHOP.pool.goodsId],
      expectedVersion: product.version + 1,
    });
    expect(itself.status).toBe(400);
    expect(await auditActions("product", String(SHOP.pool.goodsId))).toContain("related");
  });
});

describe("every structure save purges what shows it", () => {
  it("a category save drops exactly the tree, lists, details, related and navigation answers (both languages)", async () => {
    const inSpanish = shopIn("es");
    const warm = [
      "/api/goods/category/list",
      "/api/goods/list?categoryIds=11",
      `/api/goods/detail/${SHOP.gateway.goodsId}`,
      `/api/goods/related/${SHOP.gateway.goodsId}`,
      "/api/navigation/list",
      "/api/goods/specs/list",
      "/api/shipping/methods",
    ];
    for (const path of warm) {
      await visitor.get(path);
      await inSpanish.get(path);
    }
    const before = await cachedKeys();
    const top = await category(1);
    const saved = await post("/api/admin/categories/1", {
      parentId: null,
      slug: top.slug,
      img: top.img,
      published: true,
      text: { ...top.text, es: { name: "Pasarelas SMS", description: "" } },
      expectedVersion: top.version,
    });
    expect(saved.status).toBe(200);
    const after = new Set(await cachedKeys());
    const dropped = before.filter((key) => !after.has(key));
    const affected = [
      "api:/api/goods/category/",
      "api:/api/goods/list?",
      "api:/api/goods/detail/",
      "api:/api/goods/related/",
      "api:/api/navigation/",
    ];
    expect(dropped).toEqual(before.filter((key) => affected.some((prefix) => key.startsWith(prefix))));
    for (const prefix of affected)
      for (const language of ["en", "es"])
        expect(
          dropped.some((key) => key.startsWith(prefix) && key.includes(`|${language}|`)),
          `${prefix} ${language}`,
        ).toBe(true);
    // Options and shipping are kept (every data centre still misses them: the cache version moved on).
    expect([...after].some((key) => key.startsWith("api:/api/goods/specs/list?"))).toBe(true);
    expect([...after].some((key) => key.startsWith("api:/api/shipping/"))).toBe(true);
  });

  it("names the pages of each change: listings and category pages, the header's, the option filter's, a product's", () => {
    expect(purgePlan({ kind: "categories", categoryIds: [12, 4] })).toEqual({
      kv: ["/api/goods/category/", "/api/goods/list?", "/api/goods/detail/", "/api/goods/related/", "/api/navigation/"],
      pages: ["/", "/lists", "/sms", "/category/12", "/category/4"],
    });
    expect(purgePlan({ kind: "navigation", paths: ["/blog", "/"] })).toEqual({
      kv: ["/api/navigation/"],
      pages: ["/", "/blog"],
    });
    expect(purgePlan({ kind: "specOptions", categoryIds: [1] })).toEqual({
      kv: ["/api/goods/specs/", "/api/goods/detail/"],
      pages: ["/", "/lists", "/sms", "/category/1"],
    });
    expect(purgePlan({ kind: "productRelated", productId: 7 })).toEqual({
      kv: ["/api/goods/related/7?"],
      pages: ["/product/7"],
    });
  });
});

describe("addresses staff enter", () => {
  it("refuses a category's or a navigation entry's image that is not https:// or a path of this site, naming the field", async () => {
    const before = (await categories()).length;
    for (const img of ["javascript:alert(1)", "data:image/svg+xml,<svg/onload=alert(1)>", "//evil.example/x.svg"]) {
      const refused = await post("/api/admin/categories", { ...newCategory("bad-image", "Bad image"), img });
      expect(refused.status, img).toBe(400);
      expect(refused.body.msg, img).toContain("“Image” must start with https://");
      const entry = await post("/api/admin/navigation", { target: { categoryId: 1 }, img, names: { en: "Bad" } });
      expect(entry.status, img).toBe(400);
      expect(entry.body.msg, img).toContain("must start with https://");
    }
    expect((await categories()).length).toBe(before);
  });
});
