import type { ProductSummary, Page, SearchDocType, SearchHit, SearchResult } from "../../shared/catalogue/types";
import { ALL_LOCALES, CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { toMatchQuery } from "../../shared/search/terms";
import { listProductSummaries } from "./product-summaries";
import { isLive } from "./content";
import { SEARCH_DOC_ID_SQL, SEARCH_TYPE_CODE_SQL, searchTypeCondition, toSearchDocType } from "./search-keys";
import { liveSearchRowSql } from "./search-live";
import { correctKeyword } from "./search-vocabulary";
import { servedLang, servedLangColumn } from "./served-lang";

/**
 * The rows of the best `docs` documents matching ?1, best first (bm25, titles ten times the body;
 * ties in rowid order, which is type name, then id). A document has at most one row per language,
 * so these rows hold every one of the best `docs` documents; callers group them by document (its
 * best row). SQLite keeps only the best rows while FTS5 scores the matches (no sort of them all).
 * Type and id come from the rowid (search-keys.ts): FTS5 filters the types by a rowid range
 * inside its index, and no stored column is read. Only live documents are ranked (search-live.ts).
 * bm25() cannot sit inside an aggregate, hence the materialized CTE.
 */
function bestRows(docTypes: readonly SearchDocType[], docs: number): string {
  return `WITH m AS MATERIALIZED (SELECT ${SEARCH_TYPE_CODE_SQL} AS type_code, ${SEARCH_DOC_ID_SQL} AS id,
      bm25(search_index, 10.0, 1.0) AS rank
    FROM search_index WHERE search_index MATCH ?1 AND ${searchTypeCondition(docTypes)}
      AND ${liveSearchRowSql("search_index.rowid", docTypes)}
    ORDER BY rank, rowid LIMIT ${docs * ALL_LOCALES.length})`;
}

const CONTENT_TYPES: readonly SearchDocType[] = ["article", "blog", "case"];

interface RankedRow {
  doc_type: SearchDocType;
  id: number;
  rank: number;
}

/** The best documents of the given types, best first; ties by type name, then id. */
async function rankDocuments(
  db: D1Database,
  match: string,
  docTypes: readonly SearchDocType[],
  limit: number,
): Promise<RankedRow[]> {
  const { results } = await db
    .prepare(
      `${bestRows(docTypes, limit)}
       SELECT type_code, id, MIN(rank) AS rank FROM m GROUP BY type_code, id ORDER BY rank, type_code, id LIMIT ${limit}`,
    )
    .bind(match)
    .all<{ type_code: number; id: number; rank: number }>();
  return results.map((row) => ({ doc_type: toSearchDocType(row.type_code), id: row.id, rank: row.rank }));
}

/** Products matching the keyword in any language, best first. */
export async function searchProducts(
  db: D1Database,
  keyword: string,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<Page<ProductSummary>> {
  const match = toMatchQuery(keyword);
  if (!match) return { list: [], total: 0, page, pageSize };
  const [ranked, count] = await db.batch([
    db
      .prepare(
        `${bestRows(["goods"], page * pageSize)}
         SELECT id, MIN(rank) AS rank FROM m GROUP BY id ORDER BY rank, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(match),
    db
      .prepare(
        `SELECT COUNT(DISTINCT ${SEARCH_DOC_ID_SQL}) AS total FROM search_index
         WHERE search_index MATCH ?1 AND ${searchTypeCondition(["goods"])}
           AND ${liveSearchRowSql("search_index.rowid", ["goods"])}`,
      )
      .bind(match),
  ]);
  const ids = (ranked!.results as Array<{ id: number }>).map((row) => row.id);
  return {
    list: await listProductSummaries(db, ids, locale),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

const TITLE_SOURCES: Record<SearchDocType, string> = {
  goods: `SELECT 'goods' AS type, g.id AS id, COALESCE(t.name, b.name) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                 ${servedLangColumn("goods_id")}
            FROM goods g LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?1
            LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = ?2 WHERE g.status = 1 AND g.id IN (IDS)`,
  blog: `SELECT 'blog' AS type, p.id AS id, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                ${servedLangColumn("post_id")}
           FROM blog_posts p LEFT JOIN blog_translations t ON t.post_id = p.id AND t.lang = ?1
           LEFT JOIN blog_translations b ON b.post_id = p.id AND b.lang = ?2 WHERE ${isLive("p")} AND p.id IN (IDS)`,
  case: `SELECT 'case' AS type, c.id AS id, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                ${servedLangColumn("case_id")}
           FROM cases c LEFT JOIN case_translations t ON t.case_id = c.id AND t.lang = ?1
           LEFT JOIN case_translations b ON b.case_id = c.id AND b.lang = ?2 WHERE ${isLive("c")} AND c.id IN (IDS)`,
  article: `SELECT 'article' AS type, a.id AS id, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                   ${servedLangColumn("article_id")}
              FROM articles a LEFT JOIN article_translations t ON t.article_id = a.id AND t.lang = ?1
              LEFT JOIN article_translations b ON b.article_id = a.id AND b.lang = ?2 WHERE ${isLive("a")} AND a.id IN (IDS)`,
};

/** Titles and excerpts in the reader's language (falling back to the base one), in rank order. */
async function describeHits(db: D1Database, ranked: readonly RankedRow[], locale: Locale): Promise<SearchHit[]> {
  const types = [...new Set(ranked.map((row) => row.doc_type))];
  if (!types.length) return [];
  const statements = types.map((type) => {
    const ids = ranked.filter((row) => row.doc_type === type).map((row) => row.id);
    const placeholders = ids.map((_, index) => `?${index + 3}`).join(", ");
    return db.prepare(TITLE_SOURCES[type].replace("IDS", placeholders)).bind(locale, CONTENT_BASE_LOCALE, ...ids);
  });
  const described = new Map<string, SearchHit>();
  for (const result of await db.batch(statements)) {
    for (const hit of result.results as SearchHit[]) {
      described.set(`${hit.type}:${hit.id}`, { ...hit, lang: servedLang(hit.lang) });
    }
  }
  return ranked
    .map((row) => described.get(`${row.doc_type}:${row.id}`))
    .filter((hit): hit is SearchHit => hit !== undefined);
}

/** Posts, case studies and articles matching the keyword, best first. */
export async function searchContent(db: D1Database, keyword: string, locale: Locale, limit = 10): Promise<SearchHit[]> {
  const match = toMatchQuery(keyword);
  if (!match) return [];
  return describeHits(db, await rankDocuments(db, match, CONTENT_TYPES, limit), locale);
}

async function productsAndContent(
  db: D1Database,
  keyword: string,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<{ products: Page<ProductSummary>; content: SearchHit[] }> {
  const [product, content] = await Promise.all([
    searchProducts(db, keyword, locale, page, pageSize),
    page === 1 ? searchContent(db, keyword, locale) : Promise.resolve([]),
  ]);
  return { products: product, content };
}

/**
 * The search page's answer: products (a page of them) and, on the first page, content. When the
 * words as typed find nothing, the nearest vocabulary words are searched instead and named as the
 * correction; exact matches keep their own ranking and get no correction.
 */
export async function searchSite(
  db: D1Database,
  keyword: string,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<SearchResult> {
  const exact = await productsAndContent(db, keyword, locale, page, pageSize);
  if (exact.products.total > 0 || exact.content.length > 0) return { keyword, ...exact, correction: null };
  const correction = await correctKeyword(db, keyword, locale);
  if (!correction) return { keyword, ...exact, correction: null };
  const corrected = await productsAndContent(db, correction, locale, page, pageSize);
  if (corrected.products.total === 0 && corrected.content.length === 0) return { keyword, ...exact, correction: null };
  return { keyword, ...corrected, correction };
}

/** Products come first among suggestions: up to this many, more when there is less content. */
const SUGGESTED_PRODUCTS = 5;

async function suggestExactly(db: D1Database, keyword: string, locale: Locale, limit: number): Promise<SearchHit[]> {
  const match = toMatchQuery(keyword);
  if (!match) return [];
  const [productHits, content] = await Promise.all([
    rankDocuments(db, match, ["goods"], limit),
    rankDocuments(db, match, CONTENT_TYPES, limit),
  ]);
  const products = productHits.slice(0, Math.max(SUGGESTED_PRODUCTS, limit - content.length));
  const ranked = [...products, ...content.slice(0, limit - products.length)];
  return (await describeHits(db, ranked, locale)).map((hit) => ({ ...hit, excerpt: "" }));
}

/**
 * Suggestions while typing: the best products (up to five), then the best posts, case studies and
 * articles, eight in all; of the nearest words when the words typed match nothing.
 */
export async function suggest(db: D1Database, keyword: string, locale: Locale, limit = 8): Promise<SearchHit[]> {
  const exact = await suggestExactly(db, keyword, locale, limit);
  if (exact.length) return exact;
  const correction = await correctKeyword(db, keyword, locale);
  return correction ? suggestExactly(db, correction, locale, limit) : [];
}
