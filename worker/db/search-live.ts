import type { SearchDocType } from "../../shared/catalogue/types";
import { isLive } from "./content";
import { searchDocIdOf, searchTypeCode } from "./search-keys";

/**
 * What visitors may find: a published product, or a post, case study or article that is published
 * and whose publish time the database's clock has reached. The index holds drafts and scheduled
 * items too (staff write them before they go out); every search, count, suggestion and the typo
 * vocabulary ask this one condition, so nothing unpublished is ranked, counted or offered.
 */
const LIVE: Record<SearchDocType, (idSql: string) => string> = {
  goods: (id) => `EXISTS (SELECT 1 FROM goods live_g WHERE live_g.id = ${id} AND live_g.status = 1)`,
  article: (id) => `EXISTS (SELECT 1 FROM articles live_a WHERE live_a.id = ${id} AND ${isLive("live_a")})`,
  blog: (id) => `EXISTS (SELECT 1 FROM blog_posts live_p WHERE live_p.id = ${id} AND ${isLive("live_p")})`,
  case: (id) => `EXISTS (SELECT 1 FROM cases live_c WHERE live_c.id = ${id} AND ${isLive("live_c")})`,
};

/** SQL: whether the document of type `type` and id `idSql` (SQL) is live. */
export function liveDocumentSql(type: SearchDocType, idSql: string): string {
  return LIVE[type](idSql);
}

const ALL_TYPES: readonly SearchDocType[] = ["goods", "article", "blog", "case"];

/**
 * SQL: whether the document a search rowid (SQL, e.g. `search_index.rowid`) names is live, for
 * rowids of the given types (one type: its condition alone; several: by the rowid's type).
 */
export function liveSearchRowSql(rowidSql: string, types: readonly SearchDocType[] = ALL_TYPES): string {
  const id = searchDocIdOf(rowidSql);
  if (types.length === 1) return LIVE[types[0]!](id);
  const cases = types.map((type) => `WHEN ${searchTypeCode(type)} THEN ${LIVE[type](id)}`).join(" ");
  return `(CASE (${rowidSql} >> 40) ${cases} ELSE 0 END)`;
}
