import type { SkuTrade, SkuTradeData } from "../../shared/catalogue/trade";

/** The trade data of SKUs (HS code, origin, weights, packed size), as customs documents read it. */

/** The trade columns of goods_specs, for a SELECT whose SKU table is `s`. */
export const TRADE_COLUMNS =
  "s.hs_code, s.origin_country, s.net_weight_g, s.gross_weight_g, s.length_mm, s.width_mm, s.height_mm";

export interface TradeRow {
  hs_code: string | null;
  origin_country: string | null;
  net_weight_g: number | null;
  gross_weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
}

/** A row's trade columns as the catalogue names them. */
export function tradeOfRow(row: TradeRow): SkuTrade {
  return {
    hsCode: row.hs_code,
    originCountry: row.origin_country,
    netWeightG: row.net_weight_g,
    grossWeightG: row.gross_weight_g,
    lengthMm: row.length_mm,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
  };
}

/** Each SKU's trade data and code by its id; ids of no SKU are left out of the map. */
export async function skuTradeData(db: D1Database, skuIds: readonly number[]): Promise<Map<number, SkuTradeData>> {
  const ids = [...new Set(skuIds)];
  if (!ids.length) return new Map();
  const { results } = await db
    .prepare(`SELECT s.id, s.sku, ${TRADE_COLUMNS} FROM goods_specs s WHERE s.id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<TradeRow & { id: number; sku: string }>();
  return new Map(results.map((row) => [row.id, { skuId: row.id, sku: row.sku, ...tradeOfRow(row) }]));
}
