import type {
  ConsoleCompareRow,
  ConsoleProduct,
  ConsoleProductRow,
  ConsoleProductText,
  ConsoleSection,
  ConsoleSku,
  StockAdjustment,
  StockFilter,
  StockReason,
} from "../../../shared/console/catalogue";
import { CONTENT_BASE_LOCALE, isLocale } from "../../../shared/locale";
import { TRADE_COLUMNS, tradeOfRow, type TradeRow } from "../../db/trade-data";

/** The console's product list and the product editor's reads. */

/** Order statuses whose lines still hold stock: taken from `stock` at placing, not yet shipped. */
export const HOLDING_STATUSES = "('awaiting_payment', 'paid')";

export interface ProductFilter {
  q?: string;
  categoryId?: number;
  published?: boolean;
  stock?: StockFilter;
}

const STOCK_CONDITIONS: Record<StockFilter, string> = {
  out: "NOT EXISTS (SELECT 1 FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1 AND s.stock > 0)",
  low: "EXISTS (SELECT 1 FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1 AND s.stock <= s.low_stock_threshold)",
  in: "EXISTS (SELECT 1 FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1 AND s.stock > s.low_stock_threshold)",
};

/** Products by name (any language), slug, SKU or id; by category (with its sub-categories), status, stock. */
export async function listConsoleProducts(
  db: D1Database,
  filter: ProductFilter,
  page: number,
  pageSize: number,
): Promise<{ list: ConsoleProductRow[]; total: number; page: number; pageSize: number }> {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = [
    `(?1 IS NULL OR g.id = CAST(?2 AS INTEGER) OR g.slug LIKE ?1 ESCAPE '\\'
       OR EXISTS (SELECT 1 FROM goods_translations x WHERE x.goods_id = g.id AND x.name LIKE ?1 ESCAPE '\\')
       OR EXISTS (SELECT 1 FROM goods_specs x WHERE x.goods_id = g.id AND x.sku LIKE ?1 ESCAPE '\\'))`,
    `(?3 IS NULL OR g.category_id IN (
       WITH RECURSIVE tree(id) AS (SELECT ?3 UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
       SELECT id FROM tree))`,
    "(?4 IS NULL OR g.status = ?4)",
    filter.stock ? STOCK_CONDITIONS[filter.stock] : "1",
  ].join(" AND ");
  const binds = [
    like,
    filter.q ?? null,
    filter.categoryId ?? null,
    filter.published === undefined ? null : Number(filter.published),
  ];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT g.id, g.slug, COALESCE(t.name, '') AS name, g.category_id, COALESCE(ct.name, '') AS category_name,
                g.status, g.price_minor, g.currency, g.updated_at, g.version,
                (SELECT COUNT(*) FROM goods_specs s WHERE s.goods_id = g.id) AS sku_count,
                (SELECT COALESCE(SUM(s.stock), 0) FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1) AS stock,
                (SELECT COUNT(*) FROM goods_specs s WHERE s.goods_id = g.id AND s.status = 1 AND s.stock <= s.low_stock_threshold) AS low_skus
           FROM goods g
           LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = '${CONTENT_BASE_LOCALE}'
           LEFT JOIN category_translations ct ON ct.category_id = g.category_id AND ct.lang = '${CONTENT_BASE_LOCALE}'
          WHERE ${where} ORDER BY g.sort, g.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(...binds),
    db.prepare(`SELECT COUNT(*) AS total FROM goods g WHERE ${where}`).bind(...binds),
  ]);
  type Row = {
    id: number;
    slug: string;
    name: string;
    category_id: number;
    category_name: string;
    status: number;
    price_minor: number;
    currency: string;
    updated_at: number;
    version: number;
    sku_count: number;
    stock: number;
    low_skus: number;
  };
  return {
    list: (rows!.results as Row[]).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      categoryId: row.category_id,
      categoryName: row.category_name,
      published: row.status === 1,
      skuCount: row.sku_count,
      stock: row.stock,
      lowSkus: row.low_skus,
      priceMinor: row.price_minor,
      currency: row.currency,
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version,
    })),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

interface ProductRow {
  id: number;
  version: number;
  slug: string;
  category_id: number;
  sort: number;
  status: number;
  currency: string;
  cover_img: string | null;
  cover_width: number | null;
  cover_height: number | null;
  product_video: string | null;
  product_video_preview_img: string | null;
  created_at: number;
  updated_at: number;
}

interface TextRow {
  lang: string;
  name: string;
  summary: string;
  description: string;
  essential_details: string;
  packaging_delivery: string;
  product_parameters: string;
}

/** A product with every language it has, its SKUs with what open orders hold, and its latest stock changes. */
export async function getConsoleProduct(db: D1Database, id: number): Promise<ConsoleProduct | null> {
  const [product, texts, sections, compare, skus, adjustments] = await db.batch([
    db.prepare("SELECT * FROM goods WHERE id = ?1").bind(id),
    db.prepare("SELECT * FROM goods_translations WHERE goods_id = ?1").bind(id),
    db
      .prepare(
        "SELECT lang, kind, title, body, img, url FROM goods_sections WHERE goods_id = ?1 ORDER BY lang, sort, id",
      )
      .bind(id),
    db
      .prepare(
        "SELECT lang, group_no, name, value FROM goods_compare_features WHERE goods_id = ?1 ORDER BY lang, group_no, sort, id",
      )
      .bind(id),
    db
      .prepare(
        `SELECT s.id, s.spec_id, o.name AS spec_name, s.sku, s.price_minor, s.activity_price_minor, s.stock,
                s.low_stock_threshold, s.status, ${TRADE_COLUMNS},
                (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders r ON r.id = l.order_id
                  WHERE l.goods_specs_id = s.id AND r.status IN ${HOLDING_STATUSES}) AS held
           FROM goods_specs s JOIN spec_options o ON o.id = s.spec_id
          WHERE s.goods_id = ?1 ORDER BY s.sort, s.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT a.id, a.goods_specs_id, s.sku, a.delta, a.reason, a.note, a.stock_after, st.name AS staff_name, a.at
           FROM stock_adjustments a JOIN goods_specs s ON s.id = a.goods_specs_id LEFT JOIN staff st ON st.id = a.staff_id
          WHERE s.goods_id = ?1 ORDER BY a.at DESC, a.id DESC LIMIT 20`,
      )
      .bind(id),
  ]);
  const row = product!.results[0] as ProductRow | undefined;
  if (!row) return null;
  const text: ConsoleProduct["text"] = {};
  for (const t of texts!.results as TextRow[]) {
    if (!isLocale(t.lang)) continue;
    text[t.lang] = {
      name: t.name,
      summary: t.summary,
      description: t.description,
      essentialDetails: JSON.parse(t.essential_details) as ConsoleProductText["essentialDetails"],
      packagingDelivery: JSON.parse(t.packaging_delivery) as ConsoleProductText["packagingDelivery"],
      productParameters: JSON.parse(t.product_parameters) as ConsoleProductText["productParameters"],
    };
  }
  const sectionsByLang: ConsoleProduct["sections"] = {};
  type SectionRow = ConsoleSection & { lang: string; img: string | null; url: string | null };
  for (const s of sections!.results as SectionRow[]) {
    if (!isLocale(s.lang)) continue;
    const list = sectionsByLang[s.lang] ?? [];
    list.push({
      kind: s.kind,
      title: s.title,
      body: s.body,
      ...(s.img ? { img: s.img } : {}),
      ...(s.url ? { url: s.url } : {}),
    });
    sectionsByLang[s.lang] = list;
  }
  const compareByLang: ConsoleProduct["compare"] = {};
  type CompareRow = { lang: string; group_no: ConsoleCompareRow["group"]; name: string; value: string };
  for (const c of compare!.results as CompareRow[]) {
    if (!isLocale(c.lang)) continue;
    const list = compareByLang[c.lang] ?? [];
    list.push({ group: c.group_no, name: c.name, value: c.value });
    compareByLang[c.lang] = list;
  }
  type SkuRow = {
    id: number;
    spec_id: number;
    spec_name: string;
    sku: string;
    price_minor: number;
    activity_price_minor: number;
    stock: number;
    low_stock_threshold: number;
    status: number;
    held: number;
  } & TradeRow;
  type AdjustmentRow = {
    id: number;
    goods_specs_id: number;
    sku: string;
    delta: number;
    reason: StockReason;
    note: string;
    stock_after: number;
    staff_name: string | null;
    at: number;
  };
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    categoryId: row.category_id,
    sort: row.sort,
    published: row.status === 1,
    currency: row.currency,
    cover: row.cover_img,
    video: row.product_video ? { url: row.product_video, previewImg: row.product_video_preview_img ?? "" } : null,
    skus: (skus!.results as SkuRow[]).map(
      (s): ConsoleSku => ({
        id: s.id,
        specId: s.spec_id,
        specName: s.spec_name,
        sku: s.sku,
        priceMinor: s.price_minor,
        promoPriceMinor: s.activity_price_minor,
        stock: s.stock,
        held: s.held,
        lowStockThreshold: s.low_stock_threshold,
        sold: s.status === 1,
        ...tradeOfRow(s),
      }),
    ),
    text,
    sections: sectionsByLang,
    compare: compareByLang,
    adjustments: (adjustments!.results as AdjustmentRow[]).map(
      (a): StockAdjustment => ({
        id: a.id,
        skuId: a.goods_specs_id,
        sku: a.sku,
        delta: a.delta,
        reason: a.reason,
        note: a.note,
        stockAfter: a.stock_after,
        staffName: a.staff_name,
        at: new Date(a.at).toISOString(),
      }),
    ),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
