import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchDocType } from "../../shared/catalogue/types";
import { toMatchQuery } from "../../shared/search/terms";
import { searchProducts } from "../../worker/db/search";
import { toSearchRowid } from "../../worker/db/search-keys";
import { importFixtureCatalogue } from "./helpers";

/** Every matching product ranked (its best row in any language, titles ten times the body), best first. */
async function rankAll(keyword: string): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `WITH m AS MATERIALIZED (SELECT CAST(doc_id AS INTEGER) AS id, bm25(search_index, 10.0, 1.0) AS rank
       FROM search_index WHERE search_index MATCH ?1 AND doc_type = 'goods')
     SELECT id, MIN(rank) AS rank FROM m GROUP BY id ORDER BY rank, id`,
  )
    .bind(toMatchQuery(keyword))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

beforeAll(async () => {
  await importFixtureCatalogue();
  // Four more products, and rows matching a word more or less strongly, in other languages.
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO goods (id, category_id, slug, sort, status, currency, price_minor, from_price_minor, created_at, updated_at)
       SELECT 900 + n.i, g.category_id, 'ranked-' || n.i, n.i, 1, 'USD', 10000, 10000, ?1, ?1
         FROM (SELECT 1 AS i UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) n,
              (SELECT category_id FROM goods WHERE status = 1 LIMIT 1) g`,
    ).bind(now),
    env.DB.prepare(
      "INSERT INTO goods_translations (goods_id, lang, name, summary) SELECT id, 'en', 'Ranked ' || id, '' FROM goods WHERE id > 900",
    ),
    env.DB.prepare(
      `INSERT INTO goods_specs (id, goods_id, spec_id, sku, price_minor, stock)
       SELECT id * 10, id, (SELECT spec_id FROM goods_specs LIMIT 1), 'RANKED-' || id, 10000, 5 FROM goods WHERE id > 900`,
    ),
  ]);
  const ids = (
    await env.DB.prepare("SELECT id FROM goods WHERE status = 1 ORDER BY id LIMIT 5").all<{ id: number }>()
  ).results.map((row) => row.id);
  expect(ids).toHaveLength(5);
  const rows = [
    [ids[0], "es", "pasarela gateway gateway gateway", "gateway sms"],
    [ids[1], "fr", "passerelle", "gateway gateway sms modem"],
    [ids[2], "ru", "gateway", "sms modem pool with a very long description of the same gateway"],
    [ids[3], "zh", "网关 gateway", "短信"],
    [ids[4], "pt", "voip", "not the word we look for"],
  ];
  await env.DB.batch(
    rows.map(([id, lang, title, body]) =>
      env.DB.prepare(
        `INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
         VALUES (?5, ?1, ?2, ?1, '', 'goods', ?3, ?4)`,
      ).bind(title, body, String(id), lang, toSearchRowid("goods", id!, String(lang))),
    ),
  );
});

describe("product search ranking", () => {
  it("keys every indexed row by its document: type, id and language in the rowid", async () => {
    const { results } = await env.DB.prepare("SELECT rowid, doc_type, doc_id, lang FROM search_index").all<{
      rowid: number;
      doc_type: SearchDocType;
      doc_id: string;
      lang: string;
    }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results)
      expect(row.rowid, JSON.stringify(row)).toBe(toSearchRowid(row.doc_type, row.doc_id, row.lang));
  });

  it("ranks exactly as ranking every match would, page after page, and counts every product", async () => {
    for (const keyword of ["gateway", "sms", "modem", "网关", "voip"]) {
      const expected = await rankAll(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      const found: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const result = await searchProducts(env.DB, keyword, "en", page, 2);
        expect(result.total, keyword).toBe(expected.length);
        found.push(...result.list.map((product) => product.id));
      }
      expect(found, keyword).toEqual(expected);
    }
  });
});
