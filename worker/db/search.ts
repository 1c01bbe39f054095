import type { GoodsSummary, Page, SearchDocType, SearchHit } from "../../shared/catalog/types";
import { ALL_LOCALES, CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { toMatchQuery } from "../../shared/search/terms";
import { listGoodsSummaries } from "./goods-summaries";
import { isLive } from "./content";
import { servedLang, servedLangColumn } from "./served-lang";

/**
 * The rows of the best `docs` documents matching ?1, best first: FTS5 sorts its matches by its own
 * `rank` (bm25, titles ten times the body) and hands over only the first rows. A document has at
 * most one row per language, so these rows hold every one of the best `docs` documents; callers
 * group them by document (its best row). bm25() cannot sit inside an aggregate, hence the
 * materialized CTE.
 */
function bestRows(docTypes: string, docs: number): string {
  return `WITH m AS MATERIALIZED (SELECT doc_type, CAST(doc_id AS INTEGER) AS id, rank FROM search_index
    WHERE search_index MATCH ?1 AND rank MATCH 'bm25(10.0, 1.0)' AND ${docTypes}
    ORDER BY rank LIMIT ${docs * ALL_LOCALES.length})`;
}

interface RankedRow {
  doc_type: SearchDocType;
  id: number;
  rank: number;
}

/** Products matching the keyword in any language, best first. */
export async function searchGoods(
  db: D1Database,
  keyword: string,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<Page<GoodsSummary>> {
  const match = toMatchQuery(keyword);
  if (!match) return { list: [], total: 0, page, pageSize };
  const [ranked, count] = await db.batch([
    db
      .prepare(
        `${bestRows("doc_type = 'goods'", page * pageSize)}
         SELECT id, MIN(rank) AS rank FROM m GROUP BY id ORDER BY rank, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(match),
    db
      .prepare(
        "SELECT COUNT(DISTINCT doc_id) AS total FROM search_index WHERE search_index MATCH ?1 AND doc_type = 'goods'",
      )
      .bind(match),
  ]);
  const ids = (ranked!.results as Array<{ id: number }>).map((row) => row.id);
  return {
    list: await listGoodsSummaries(db, ids, locale),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

const TITLE_SOURCES: Record<SearchDocType, string> = {
  goods: `SELECT 'goods' AS type, g.id AS keyId, COALESCE(t.name, b.name) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                 ${servedLangColumn("goods_id")}
            FROM goods g LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?1
            LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = ?2 WHERE g.status = 1 AND g.id IN (IDS)`,
  blog: `SELECT 'blog' AS type, p.id AS keyId, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                ${servedLangColumn("post_id")}
           FROM blog_posts p LEFT JOIN blog_translations t ON t.post_id = p.id AND t.lang = ?1
           LEFT JOIN blog_translations b ON b.post_id = p.id AND b.lang = ?2 WHERE ${isLive("p")} AND p.id IN (IDS)`,
  case: `SELECT 'case' AS type, c.id AS keyId, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
                ${servedLangColumn("case_id")}
           FROM cases c LEFT JOIN case_translations t ON t.case_id = c.id AND t.lang = ?1
           LEFT JOIN case_translations b ON b.case_id = c.id AND b.lang = ?2 WHERE ${isLive("c")} AND c.id IN (IDS)`,
  article: `SELECT 'article' AS type, a.id AS keyId, COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary, '') AS excerpt,
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
      described.set(`${hit.type}:${hit.keyId}`, { ...hit, lang: servedLang(hit.lang) });
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
  const { results } = await db
    .prepare(
      `${bestRows("doc_type IN ('blog', 'case', 'article')", limit)}
       SELECT doc_type, id, MIN(rank) AS rank FROM m GROUP BY doc_type, id ORDER BY rank, doc_type, id LIMIT ${limit}`,
    )
    .bind(match)
    .all<RankedRow>();
  return describeHits(db, results, locale);
}

/** Suggestions while typing: the best few titles of any kind. */
export async function suggest(db: D1Database, keyword: string, locale: Locale, limit = 8): Promise<SearchHit[]> {
  const match = toMatchQuery(keyword);
  if (!match) return [];
  const { results } = await db
    .prepare(
      `${bestRows("1", limit)}
       SELECT doc_type, id, MIN(rank) AS rank FROM m GROUP BY doc_type, id ORDER BY rank, doc_type, id LIMIT ${limit}`,
    )
    .bind(match)
    .all<RankedRow>();
  return (await describeHits(db, results, locale)).map((hit) => ({ ...hit, excerpt: "" }));
}
