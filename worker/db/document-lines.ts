import type { SkuTradeData } from "../../shared/catalogue/trade";
import { CONTENT_BASE_LOCALE } from "../../shared/locale";
import { skuTradeData } from "./trade-data";

/** What a document needs to know of a SKU: its code and trade data, and its name in English. */
export interface SkuFacts extends SkuTradeData {
  nameEn: string;
}

/** The facts of these SKUs (a SKU deleted since is simply missing). */
export async function skuFacts(db: D1Database, skuIds: readonly number[]): Promise<Map<number, SkuFacts>> {
  const trade = await skuTradeData(db, skuIds);
  if (!trade.size) return new Map();
  const { results } = await db
    .prepare(
      `SELECT s.id, COALESCE(t.name, '') || ' — ' || o.name AS name_en
         FROM goods_specs s
         JOIN spec_options o ON o.id = s.spec_id
         LEFT JOIN goods_translations t ON t.goods_id = s.goods_id AND t.lang = '${CONTENT_BASE_LOCALE}'
        WHERE s.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify([...trade.keys()]))
    .all<{ id: number; name_en: string }>();
  const names = new Map(results.map((row) => [row.id, row.name_en]));
  return new Map([...trade].map(([id, data]) => [id, { ...data, nameEn: names.get(id) ?? "" }]));
}

/** An order's lines as ordered (names and prices as they were then). */
export async function orderLinesOf(
  db: D1Database,
  orderId: number,
): Promise<
  Array<{
    skuId: number;
    name: string;
    specName: string;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
  }>
> {
  const { results } = await db
    .prepare(
      `SELECT goods_specs_id, goods_name, spec_name, quantity, unit_price_minor, line_total_minor
         FROM order_lines WHERE order_id = ?1 ORDER BY id`,
    )
    .bind(orderId)
    .all<{
      goods_specs_id: number;
      goods_name: string;
      spec_name: string;
      quantity: number;
      unit_price_minor: number;
      line_total_minor: number;
    }>();
  return results.map((row) => ({
    skuId: row.goods_specs_id,
    name: row.goods_name,
    specName: row.spec_name,
    quantity: row.quantity,
    unitPriceMinor: row.unit_price_minor,
    lineTotalMinor: row.line_total_minor,
  }));
}
