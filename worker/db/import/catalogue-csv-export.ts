import { CATALOGUE_CSV_COLUMNS } from "../../../shared/console/catalogue-csv";
import { minorToAmount } from "../../../shared/format";
import { ALL_LOCALES } from "../../../shared/locale";
import { csvField } from "../../orders/orders-csv";
import { TRADE_COLUMNS, type TradeRow } from "../trade-data";

/** Products read from D1 per pull of the stream. */
export const CATALOGUE_EXPORT_PAGE = 100;

interface SkuRow {
  goods_id: number;
  sku_id: number;
  slug: string;
  category_id: number;
  status: number;
  sort: number;
  currency: string;
  sku: string;
  spec_id: number;
  price_minor: number;
  activity_price_minor: number;
  low_stock_threshold: number;
  sku_status: number;
  stock: number;
  texts: string;
}

type ExportRow = SkuRow & TradeRow;

/** A page of SKU rows (with their product's fields and text in every language), by product id. */
async function exportPage(db: D1Database, afterProductId: number, pageSize: number): Promise<ExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id AS goods_id, s.id AS sku_id, g.slug, g.category_id, g.status, g.sort, g.currency, s.sku, s.spec_id,
              s.price_minor, s.activity_price_minor, s.low_stock_threshold, s.status AS sku_status, s.stock, ${TRADE_COLUMNS},
              (SELECT json_group_object(t.lang, json_array(t.name, t.summary)) FROM goods_translations t
                WHERE t.goods_id = g.id) AS texts
         FROM goods g JOIN goods_specs s ON s.goods_id = g.id
        WHERE g.id IN (SELECT id FROM goods WHERE id > ?1 ORDER BY id LIMIT ?2)
        ORDER BY g.id, s.sort, s.id`,
    )
    .bind(afterProductId, pageSize)
    .all<ExportRow>();
  return results;
}

function csvLine(row: ExportRow): string {
  const texts = JSON.parse(row.texts ?? "{}") as Record<string, [string, string]>;
  return [
    row.goods_id,
    row.sku_id,
    row.slug,
    row.category_id,
    row.status === 1 ? "yes" : "no",
    row.sort,
    row.sku,
    row.spec_id,
    minorToAmount(row.price_minor, row.currency),
    minorToAmount(row.activity_price_minor, row.currency),
    row.low_stock_threshold,
    row.sku_status === 1 ? "yes" : "no",
    row.stock,
    row.hs_code,
    row.origin_country,
    row.net_weight_g,
    row.gross_weight_g,
    row.length_mm,
    row.width_mm,
    row.height_mm,
    ...ALL_LOCALES.flatMap((lang) => texts[lang] ?? ["", ""]),
  ]
    .map(csvField)
    .join(",");
}

/**
 * The whole catalogue as CSV (one row per SKU), streamed: each pull reads the next page of
 * products, so memory stays one page whatever the catalogue's size. The file imports back as is.
 */
export function streamCatalogueCsv(db: D1Database, pageSize = CATALOGUE_EXPORT_PAGE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          // A byte-order mark so spreadsheet programs read the names as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${CATALOGUE_CSV_COLUMNS.join(",")}\r\n`));
        }
        const rows = await exportPage(db, after, pageSize);
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map((row) => `${csvLine(row)}\r\n`).join("")));
          after = rows[rows.length - 1]!.goods_id;
        }
        if (rows.length === 0) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
