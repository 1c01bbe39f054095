import type {
  CompareRow,
  ProductDetail,
  ProductSection,
  ProductSku,
  ProductSort,
  ProductSummary,
  Page,
} from "../../shared/catalogue/types";
import type { ProductDownload } from "../../shared/media/types";
import { downloadsStatement, uploadedGalleryStatement } from "./media";
import { SEARCH_DOC_ID_SQL, searchTypeCondition } from "./search-keys";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { toMatchQuery } from "../../shared/search/terms";
import { servedLang } from "./served-lang";
import {
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_TRANSLATION_JOINS,
  toProductSummary,
  type ProductSummaryRow,
} from "./product-summaries";

export interface ProductFilters {
  /** Categories ticked in the tree; each includes its sub-categories. */
  categoryIds: readonly number[];
  specIds: readonly number[];
  keyword: string;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

const ORDER_BY: Record<ProductSort, string> = {
  sort: "g.sort ASC, g.id ASC",
  newest: "g.created_at DESC, g.id DESC",
  // The price a customer pays: a product on sale sorts at its sale price.
  priceAsc: "g.from_price_minor ASC, g.id ASC",
  priceDesc: "g.from_price_minor DESC, g.id DESC",
};

/**
 * The WHERE clause of a listing and its parameters, numbered after `reserved` leading ones. Every
 * filter is index-backed: categories through goods_category_listing, specs through
 * goods_specs_by_spec, the keyword through the full-text index.
 */
function listingFilter(filters: ProductFilters, reserved: number): { cte: string; where: string; params: unknown[] } {
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `?${params.length + reserved}`;
  };
  const conditions = ["g.status = 1"];
  let cte = "";
  if (filters.categoryIds.length) {
    const ids = filters.categoryIds.map(next).join(", ");
    cte = `WITH RECURSIVE picked(id) AS (
             SELECT id FROM categories WHERE id IN (${ids})
             UNION SELECT c.id FROM categories c JOIN picked p ON c.parent_id = p.id
           )`;
    conditions.push("g.category_id IN (SELECT id FROM picked)");
  }
  if (filters.specIds.length) {
    const ids = filters.specIds.map(next).join(", ");
    conditions.push(`EXISTS (SELECT 1 FROM goods_specs s WHERE s.goods_id = g.id AND s.spec_id IN (${ids}))`);
  }
  const match = filters.keyword ? toMatchQuery(filters.keyword) : null;
  if (filters.keyword && !match) conditions.push("0");
  if (match) {
    conditions.push(
      `g.id IN (SELECT ${SEARCH_DOC_ID_SQL} FROM search_index
        WHERE search_index MATCH ${next(match)} AND ${searchTypeCondition(["goods"])})`,
    );
  }
  return { cte, where: conditions.join(" AND "), params };
}

/** A page of products matching the filters, and how many match in all. */
export async function listProducts(
  db: D1Database,
  filters: ProductFilters,
  locale: Locale,
): Promise<Page<ProductSummary>> {
  const list = listingFilter(filters, 1);
  const count = listingFilter(filters, 0);
  const offset = (filters.page - 1) * filters.pageSize;
  const [rows, total] = await db.batch([
    db
      .prepare(
        `${list.cte} SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM goods g ${PRODUCT_TRANSLATION_JOINS}
          WHERE ${list.where} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ${filters.pageSize} OFFSET ${offset}`,
      )
      .bind(locale, ...list.params),
    db.prepare(`${count.cte} SELECT COUNT(*) AS total FROM goods g WHERE ${count.where}`).bind(...count.params),
  ]);
  return {
    list: (rows!.results as ProductSummaryRow[]).map(toProductSummary),
    total: (total!.results[0] as { total: number }).total,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** The query plans of a listing (for the scale test: every table access must use an index). */
export async function explainListing(db: D1Database, filters: ProductFilters, locale: Locale): Promise<string[]> {
  const { cte, where, params } = listingFilter(filters, 1);
  const { results } = await db
    .prepare(
      `EXPLAIN QUERY PLAN ${cte} SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM goods g ${PRODUCT_TRANSLATION_JOINS}
        WHERE ${where} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ${filters.pageSize}`,
    )
    .bind(locale, ...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** The specification options, named in the language (else the base name). */
export async function listSpecOptions(db: D1Database, locale: string): Promise<Array<{ id: number; name: string }>> {
  const { results } = await db
    .prepare(
      `SELECT o.id AS id, COALESCE(t.name, o.name) AS name
         FROM spec_options o LEFT JOIN spec_option_translations t ON t.spec_id = o.id AND t.lang = ?1
        WHERE o.status = 1
        ORDER BY o.sort, o.id`,
    )
    .bind(locale)
    .all<{ id: number; name: string }>();
  return results;
}

interface DetailRow extends ProductSummaryRow {
  slug: string;
  sort: number;
  description: string;
  essential_details: string;
  packaging_delivery: string;
  product_parameters: string;
  product_video: string | null;
  product_video_preview_img: string | null;
}

interface SectionRow {
  lang: string;
  kind: "tech" | "build" | "development" | "addon";
  title: string;
  body: string;
  img: string | null;
  url: string | null;
}

interface CompareFeatureRow {
  goods_id: number;
  lang: string;
  group_no: number;
  name: string;
  value: string;
}

/**
 * Rows in the wanted language when it has any, else in the base language (per product), and the
 * language served (the wanted one when there are no rows at all: nothing fell back).
 */
function inLanguage<T extends { lang: string }>(rows: readonly T[], locale: Locale): { rows: T[]; lang: Locale } {
  const own = rows.filter((row) => row.lang === locale);
  const base = rows.filter((row) => row.lang === CONTENT_BASE_LOCALE);
  return own.length || !base.length ? { rows: own, lang: locale } : { rows: base, lang: CONTENT_BASE_LOCALE };
}

function sectionsOf(rows: readonly SectionRow[], kind: SectionRow["kind"]): ProductSection[] {
  return rows
    .filter((row) => row.kind === kind)
    .map((row) => ({ title: row.title, body: row.body, img: row.img, url: row.url }));
}

/** Everything the product page shows, in one round trip; null for unknown or hidden products. */
export async function getProductDetail(
  db: D1Database,
  id: number,
  locale: Locale,
  /** Staff preview: a draft too. */
  options: { drafts?: boolean } = {},
): Promise<ProductDetail | null> {
  const langs = [locale, CONTENT_BASE_LOCALE];
  const [product, media, sections, compare, skus, trail, uploaded, downloads] = await db.batch([
    db
      .prepare(
        `SELECT ${PRODUCT_SUMMARY_COLUMNS}, g.slug, g.sort, COALESCE(t.description, b.description, '') AS description,
                COALESCE(t.essential_details, b.essential_details, '[]') AS essential_details,
                COALESCE(t.packaging_delivery, b.packaging_delivery, '[]') AS packaging_delivery,
                COALESCE(t.product_parameters, b.product_parameters, '[]') AS product_parameters,
                g.product_video, g.product_video_preview_img
           FROM goods g ${PRODUCT_TRANSLATION_JOINS}
          WHERE g.id = ?2 AND (g.status = 1 OR ?3 = 1)`,
      )
      .bind(locale, id, options.drafts ? 1 : 0),
    db.prepare("SELECT url, width, height FROM goods_media WHERE goods_id = ?1 ORDER BY sort, id").bind(id),
    db
      .prepare(
        "SELECT lang, kind, title, body, img, url FROM goods_sections WHERE goods_id = ?1 AND lang IN (?2, ?3) ORDER BY sort, id",
      )
      .bind(id, ...langs),
    db
      .prepare(
        "SELECT goods_id, lang, group_no, name, value FROM goods_compare_features WHERE goods_id = ?1 AND lang IN (?2, ?3) ORDER BY group_no, sort, id",
      )
      .bind(id, ...langs),
    db
      .prepare(
        `SELECT s.id AS id, s.spec_id AS specId, COALESCE(t.name, o.name) AS name, s.sku, s.price_minor AS priceMinor,
                s.activity_price_minor AS promoPriceMinor, s.stock
           FROM goods_specs s JOIN spec_options o ON o.id = s.spec_id
           LEFT JOIN spec_option_translations t ON t.spec_id = o.id AND t.lang = ?2
          WHERE s.goods_id = ?1 AND s.status = 1 ORDER BY s.sort, s.id`,
      )
      .bind(id, locale),
    db
      .prepare(
        `WITH RECURSIVE trail(id, parent_id, depth) AS (
           SELECT c.id, c.parent_id, 0 FROM categories c JOIN goods g ON g.category_id = c.id WHERE g.id = ?1
           UNION ALL SELECT c.id, c.parent_id, trail.depth + 1 FROM categories c JOIN trail ON c.id = trail.parent_id
         )
         SELECT trail.id AS id, COALESCE(t.name, b.name) AS name, CASE WHEN t.name IS NULL THEN ?3 ELSE ?2 END AS lang
           FROM trail
           LEFT JOIN category_translations t ON t.category_id = trail.id AND t.lang = ?2
           LEFT JOIN category_translations b ON b.category_id = trail.id AND b.lang = ?3
          ORDER BY trail.depth DESC`,
      )
      .bind(id, ...langs),
    uploadedGalleryStatement(db, id),
    downloadsStatement(db, id),
  ]);
  const row = product!.results[0] as DetailRow | undefined;
  if (!row) return null;
  const sectionRows = inLanguage(sections!.results as SectionRow[], locale);
  const compareRows = inLanguage(compare!.results as CompareFeatureRow[], locale);
  return {
    ...toProductSummary(row),
    slug: row.slug,
    sort: row.sort,
    description: row.description,
    essentialDetails: row.essential_details,
    packagingDelivery: row.packaging_delivery,
    parameters: row.product_parameters,
    productVideo: row.product_video,
    productVideoPreviewImg: row.product_video_preview_img,
    // The catalogue's images, then those staff uploaded.
    previewThumbnailImg: [...media!.results, ...uploaded!.results] as ProductDetail["previewThumbnailImg"],
    downloads: downloads!.results as ProductDownload[],
    techList: sectionsOf(sectionRows.rows, "tech"),
    buildFeature: sectionsOf(sectionRows.rows, "build"),
    developmentList: sectionsOf(sectionRows.rows, "development"),
    productAddOne: sectionsOf(sectionRows.rows, "addon"),
    sectionsLang: sectionRows.lang,
    productCompareList: compareRows.rows.map((feature) => ({
      group: feature.group_no,
      name: feature.name,
      value: feature.value,
    })),
    compareLang: compareRows.lang,
    skus: skus!.results as ProductSku[],
    categoryTrail: (trail!.results as Array<{ id: number; name: string; lang: string }>).map((node) => ({
      ...node,
      lang: servedLang(node.lang),
    })),
  };
}

/** Compare rows of several products, each in the wanted language (or the base one), and that language. */
export async function listCompareRows(
  db: D1Database,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, { rows: CompareRow[]; lang: Locale }>> {
  const placeholders = ids.map((_, index) => `?${index + 3}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT goods_id, lang, group_no, name, value FROM goods_compare_features
        WHERE goods_id IN (${placeholders}) AND lang IN (?1, ?2) ORDER BY group_no, sort, id`,
    )
    .bind(locale, CONTENT_BASE_LOCALE, ...ids)
    .all<CompareFeatureRow>();
  const byProduct = new Map<number, { rows: CompareRow[]; lang: Locale }>();
  for (const id of ids) {
    const served = inLanguage(
      results.filter((row) => row.goods_id === id),
      locale,
    );
    byProduct.set(id, {
      rows: served.rows.map((row) => ({ group: row.group_no, name: row.name, value: row.value })),
      lang: served.lang,
    });
  }
  return byProduct;
}

/**
 * "Related products": those staff chose for the product (in their order, published ones), then
 * other products of the same category, then of the same section.
 */
export async function listRelatedProducts(
  db: D1Database,
  id: number,
  locale: Locale,
  limit = 4,
): Promise<ProductSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM goods g ${PRODUCT_TRANSLATION_JOINS}
        JOIN goods me ON me.id = ?2
        JOIN categories mc ON mc.id = me.category_id
        JOIN categories gc ON gc.id = g.category_id
        LEFT JOIN goods_related r ON r.goods_id = me.id AND r.related_id = g.id
        WHERE g.status = 1 AND g.id <> me.id
          AND (r.related_id IS NOT NULL OR g.category_id = me.category_id OR gc.parent_id = mc.parent_id)
        ORDER BY r.related_id IS NULL, r.sort, (g.category_id = me.category_id) DESC, g.sort, g.id
        LIMIT ${limit}`,
    )
    .bind(locale, id)
    .all<ProductSummaryRow>();
  return results.map(toProductSummary);
}
