import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ProductSort } from "../../shared/catalogue/types";
import { explainListing, listProducts, type ProductFilters } from "../../worker/db/products";
import { searchRowidSql } from "../../worker/db/search-keys";
import { importFixtureCatalogue } from "./helpers";

const PRODUCTS = 10_000;

// 10,000 products over the fixture's categories, each with a translation, a SKU and a search entry.
await importFixtureCatalogue();
const now = Date.now();
await env.DB.batch([
  env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1000 UNION ALL SELECT i + 1 FROM n WHERE i < 1000 + ${PRODUCTS - 1})
     INSERT INTO goods (id, category_id, slug, sort, status, currency, price_minor, from_price_minor, created_at, updated_at)
     SELECT i, CASE i % 2 WHEN 0 THEN 11 ELSE 21 END, 'bulk-' || i, i % 97, 1, 'USD', 10000 + (i * 37) % 500000,
            10000 + (i * 37) % 500000 - (i % 3) * 1000, ?1 - i * 1000, ?1 FROM n`,
  ).bind(now),
  env.DB.prepare(
    `INSERT INTO goods_translations (goods_id, lang, name, summary) SELECT id, 'en', 'Bulk gateway ' || id, 'A gateway.' FROM goods WHERE id >= 1000`,
  ),
  env.DB.prepare(
    `INSERT INTO goods_specs (id, goods_id, spec_id, sku, price_minor, stock) SELECT id * 10, id, 1, 'BULK-' || id, price_minor, 5 FROM goods WHERE id >= 1000`,
  ),
  env.DB.prepare(
    `INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
     SELECT ${searchRowidSql("goods", "id", "0")}, 'bulk gateway ' || id, 'smpp http api', 'Bulk gateway ' || id, '', 'goods', CAST(id AS TEXT), 'en'
       FROM goods WHERE id >= 1000`,
  ),
]);

const base: ProductFilters = { categoryIds: [], specIds: [], keyword: "", sort: "sort", page: 1, pageSize: 10 };

/** A plan line that reads the goods table (alias g) from end to end without an index. */
function fullScans(plan: string[]): string[] {
  return plan.filter((line) => /^SCAN (g|goods|s|t|b)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line));
}

describe("the catalogue at 10,000 products", () => {
  it("has them all", async () => {
    expect((await listProducts(env.DB, base, "en")).total).toBe(PRODUCTS + 1);
  });

  const variants: Array<[string, Partial<ProductFilters>]> = [
    ["default sort", {}],
    ...(["newest", "priceAsc", "priceDesc"] as ProductSort[]).map((sort): [string, Partial<ProductFilters>] => [
      `sort ${sort}`,
      { sort },
    ]),
    ["one category", { categoryIds: [11] }],
    ["a section (with its sub-categories)", { categoryIds: [1] }],
    ["a spec", { specIds: [1] }],
    ["a keyword", { keyword: "bulk" }],
    ["everything at once", { categoryIds: [1, 2], specIds: [1], keyword: "gateway", sort: "priceAsc" }],
  ];

  it.each(variants)("lists by %s through indexes only", async (_name, change) => {
    const plan = await explainListing(env.DB, { ...base, ...change }, "en");
    expect(plan.length).toBeGreaterThan(0);
    expect(fullScans(plan)).toEqual([]);
  });

  it("pages deep into the list quickly enough to stay index-backed", async () => {
    const last = await listProducts(env.DB, { ...base, page: 1001, pageSize: 10 }, "en");
    expect(last.list.length).toBe(1);
  });

  it("looks up a product by its primary key and searches through the full-text index", async () => {
    const detail = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM goods WHERE id = ?1")
      .bind(5000)
      .all<{ detail: string }>();
    expect(detail.results.map((row) => row.detail).join(" ")).toMatch(/USING INTEGER PRIMARY KEY/);
    const search = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT doc_id FROM search_index WHERE search_index MATCH ?1",
    )
      .bind('"smpp"')
      .all<{ detail: string }>();
    expect(search.results.map((row) => row.detail).join(" ")).toMatch(/VIRTUAL TABLE INDEX/);
  });
});
