import type { SearchDocType } from "../../shared/catalogue/types";
import { ALL_LOCALES } from "../../shared/locale";

/**
 * A search row's rowid is its document's key: type × 2^40 + id × 16 + language. FTS5 resolves a
 * rowid range and hands over rowids from its index alone, so filtering by type and counting the
 * documents of a search never read the rows' stored columns (a query stays proportional to the
 * index, not to the text). Types are numbered in alphabetical order, so ordering by the number
 * orders by the type's name.
 */
const TYPE_CODES: Record<SearchDocType, number> = { goods: 1, article: 2, blog: 3, case: 4 };
const TYPE_BY_CODE = Object.fromEntries(Object.entries(TYPE_CODES).map(([type, code]) => [code, type])) as Record<
  number,
  SearchDocType
>;
const TYPE_SHIFT = 2 ** 40;
const LANG_SLOTS = 16;
const MAX_DOC_ID = TYPE_SHIFT / LANG_SLOTS - 1;

/** The rowid of one document's row in one language. */
export function toSearchRowid(docType: SearchDocType, docId: string | number, lang: string): number {
  const id = Number(docId);
  const langIndex = (ALL_LOCALES as readonly string[]).indexOf(lang);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_DOC_ID)
    throw new Error(`Search document id out of range: ${docId}`);
  if (langIndex < 0) throw new Error(`Search document language unknown: ${lang}`);
  return TYPE_CODES[docType] * TYPE_SHIFT + id * LANG_SLOTS + langIndex;
}

/** SQL: the rowid of a row of `docType` whose id and language index (in ALL_LOCALES) are SQL expressions. */
export function searchRowidSql(docType: SearchDocType, idSql: string, langIndexSql: string): string {
  return `(${TYPE_CODES[docType] * TYPE_SHIFT} + (${idSql}) * ${LANG_SLOTS} + (${langIndexSql}))`;
}

/** The rowids of every language of one document, first and last. */
export function searchRowidSpan(docType: SearchDocType, docId: string | number): [number, number] {
  const first = toSearchRowid(docType, docId, ALL_LOCALES[0]);
  return [first, first + LANG_SLOTS - 1];
}

/** A condition on the rowid keeping rows of the given types (their codes must be consecutive). */
export function searchTypeCondition(types: readonly SearchDocType[]): string {
  const codes = types.map((type) => TYPE_CODES[type]).sort((a, b) => a - b);
  if (codes.some((code, index) => index > 0 && code !== codes[index - 1]! + 1)) {
    throw new Error(`Search types are not consecutive: ${types.join(", ")}`);
  }
  return `rowid BETWEEN ${codes[0]! * TYPE_SHIFT} AND ${(codes.at(-1)! + 1) * TYPE_SHIFT - 1}`;
}

/** SQL: the document id in a rowid given as SQL (a column such as `search_index.rowid`, or a parameter). */
export function searchDocIdOf(rowidSql: string): string {
  return `((${rowidSql} >> 4) & ${MAX_DOC_ID})`;
}

/** SQL: the document id of the row (an integer). */
export const SEARCH_DOC_ID_SQL = searchDocIdOf("rowid");

/** The code of a type in the rowid (what `SEARCH_TYPE_CODE_SQL` yields). */
export function searchTypeCode(type: SearchDocType): number {
  return TYPE_CODES[type];
}

/** SQL: the type code of the row; `toSearchDocType` names it. */
export const SEARCH_TYPE_CODE_SQL = "(rowid >> 40)";

/** The type named by a code from `SEARCH_TYPE_CODE_SQL`. */
export function toSearchDocType(code: number): SearchDocType {
  const type = TYPE_BY_CODE[code];
  if (!type) throw new Error(`Unknown search type code: ${code}`);
  return type;
}
