import type { SearchDocType } from "../../shared/catalogue/types";
import {
  type CorrectableWord,
  correctableWords,
  correctedKeyword,
  MAX_TERM_LENGTH,
  nearestTerm,
  typoPieces,
  type VocabularyEntry,
  vocabularyTerms,
} from "../../shared/search/typos";
import { liveDocumentSql, liveSearchRowSql } from "./search-live";

/**
 * The typo vocabulary (migration 0026): `search_document_terms` holds each search document's
 * words and whether it is live; triggers on it keep `search_terms` — each word of the live
 * documents, per language, with how many hold it — exact after every write, whatever writes it.
 */

/**
 * Records the words of one search document (same rowid as its search_index row) and whether it
 * is live now; the triggers move the vocabulary. Goes in the batch that writes the document,
 * after its product or content row, so "live" reads the row being saved.
 */
export function documentTermsStatement(
  db: D1Database,
  doc: { rowid: number; docType: SearchDocType; docId: string; lang: string; texts: string[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO search_document_terms (rowid, lang, terms, counted) VALUES (?1, ?2, ?3, ${liveDocumentSql(doc.docType, "?4")})
       ON CONFLICT (rowid) DO UPDATE SET lang = excluded.lang, terms = excluded.terms, counted = excluded.counted`,
    )
    .bind(doc.rowid, doc.lang, JSON.stringify(vocabularyTerms(...doc.texts)), Number(doc.docId));
}

/** Removes the words of the documents whose rowids lie in [first, last] (with their search rows). */
export function removeDocumentTermsStatement(db: D1Database, [first, last]: [number, number]): D1PreparedStatement {
  return db.prepare("DELETE FROM search_document_terms WHERE rowid BETWEEN ?1 AND ?2").bind(first, last);
}

/**
 * Counts the words of documents that went live since they were written: a post scheduled for
 * later is written uncounted, and the cron counts it once the database's clock reaches its time
 * (only uncounted documents are looked at, through their partial index). Returns how many.
 */
export async function countDueDocumentTerms(db: D1Database): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE search_document_terms SET counted = 1
        WHERE counted = 0 AND ${liveSearchRowSql("search_document_terms.rowid")}`,
    )
    .run();
  return result.meta.changes ?? 0;
}

/**
 * The statement asking for the vocabulary words near each word: the same first letter, or the
 * same last letter, and a length within its budget (a last word, which the search takes as a
 * beginning, may grow any longer), through the two expression indexes of migration 0026; of those,
 * only words holding one of its pieces (`typoPieces`) leave the database.
 */
export function neighboursQuery(words: readonly CorrectableWord[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  const selects = words.flatMap((word) => {
    const letters = [...word.folded];
    const index = next(word.index);
    const shortest = next(word.length - word.budget);
    const longest = next(word.length + word.budget);
    const longestBeginning = word.prefix ? next(MAX_TERM_LENGTH) : longest;
    const holdsPiece = typoPieces(word.folded, word.budget)
      .map((piece) => `instr(term, ${next(piece)}) > 0`)
      .join(" OR ");
    return [
      `SELECT ${index} AS word, term, lang, docs FROM search_terms
        WHERE substr(term, 1, 1) = ${next(letters[0])} AND length(term) BETWEEN ${shortest} AND ${longestBeginning}
          AND (${holdsPiece})`,
      `SELECT ${index} AS word, term, lang, docs FROM search_terms
        WHERE substr(term, -1) = ${next(letters.at(-1))} AND length(term) BETWEEN ${shortest} AND ${longest}
          AND (${holdsPiece})`,
    ];
  });
  return { sql: selects.join(" UNION ALL "), params };
}

async function neighbours(db: D1Database, words: readonly CorrectableWord[]): Promise<Map<number, VocabularyEntry[]>> {
  const found = new Map<number, VocabularyEntry[]>();
  if (!words.length) return found;
  const { sql, params } = neighboursQuery(words);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<VocabularyEntry & { word: number }>();
  for (const row of results) {
    const list = found.get(row.word) ?? [];
    list.push(row);
    found.set(row.word, list);
  }
  return found;
}

/**
 * What the user most likely meant: the keyword with each word the vocabulary does not know
 * replaced by its nearest known word, or null when there is nothing to correct. CJK words, model
 * numbers and words under four letters stay as typed.
 */
export async function correctKeyword(db: D1Database, keyword: string, readerLang: string): Promise<string | null> {
  const { words, correctable } = correctableWords(keyword);
  if (!correctable.length) return null;
  const found = await neighbours(db, correctable);
  const nearest = new Map<number, string>();
  for (const word of correctable) {
    const choice = nearestTerm(word, found.get(word.index) ?? [], readerLang);
    if (choice && choice !== "known") nearest.set(word.index, choice);
  }
  return correctedKeyword(words, nearest);
}
