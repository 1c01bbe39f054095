import { salePrice } from "../../shared/commerce/pricing";
import type { ProductSummary } from "../../shared/catalogue/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

export interface ProductSummaryRow {
  id: number;
  category_id: number;
  name: string;
  summary: string;
  cover_img: string | null;
  cover_width: number | null;
  cover_height: number | null;
  price_minor: number;
  from_price_minor: number;
  currency: string;
  stock: number;
  rating_sum: number;
  rating_count: number;
  lang: string;
}

/** Columns of a goods summary; `g` is goods, `t`/`b` its translation in the locale / base language. */
export const PRODUCT_SUMMARY_COLUMNS = `
  g.id, g.category_id, COALESCE(t.name, b.name) AS name, COALESCE(t.summary, b.summary, '') AS summary,
  g.cover_img, g.cover_width, g.cover_height, g.price_minor, g.from_price_minor, g.currency, g.rating_sum, g.rating_count, ${servedLangColumn("goods_id")},
  (SELECT COALESCE(SUM(s.stock), 0) FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1) AS stock`;

export const PRODUCT_TRANSLATION_JOINS = `
  LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?1
  LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = '${CONTENT_BASE_LOCALE}'`;

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    summary: row.summary,
    lang: servedLang(row.lang),
    cover: row.cover_img
      ? { url: row.cover_img, width: row.cover_width ?? 1200, height: row.cover_height ?? 900 }
      : null,
    priceMinor: row.price_minor,
    promoPriceMinor: salePrice(row.price_minor, row.from_price_minor),
    currency: row.currency,
    stock: row.stock,
    ratingAverage: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
    ratingCount: row.rating_count,
  };
}

/** Summaries of the given products (visible ones only), in the order of `ids`. */
export async function listProductSummaries(
  db: D1Database,
  ids: readonly number[],
  locale: Locale,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)].slice(0, 100);
  const placeholders = unique.map((_, index) => `?${index + 2}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM goods g ${PRODUCT_TRANSLATION_JOINS} WHERE g.status = 1 AND g.id IN (${placeholders})`,
    )
    .bind(locale, ...unique)
    .all<ProductSummaryRow>();
  const byId = new Map(results.map((row) => [row.id, toProductSummary(row)]));
  return unique.map((id) => byId.get(id)).filter((summary): summary is ProductSummary => summary !== undefined);
}
