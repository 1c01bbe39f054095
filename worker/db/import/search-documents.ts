import { toSearchText } from "../../../shared/search/terms";
import { toSearchRowid } from "../search-keys";
import { documentTermsStatement } from "../search-vocabulary";

export interface SearchDocument {
  docType: "goods" | "blog" | "case" | "article";
  docId: string;
  lang: string;
  title: string;
  body: string;
  /** A short plain-text excerpt shown in results. */
  excerpt: string;
}

const EXCERPT_LENGTH = 200;

/**
 * Replaces one document (type, id, language) in the full-text index (its rowid is its key) and
 * its words in the typo vocabulary. Runs after the document's own row in the same batch.
 */
export function searchDocumentStatements(db: D1Database, doc: SearchDocument): D1PreparedStatement[] {
  const excerpt = doc.excerpt
    .replace(/[#*_`>|[\]()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, EXCERPT_LENGTH);
  const rowid = toSearchRowid(doc.docType, doc.docId, doc.lang);
  return [
    db.prepare("DELETE FROM search_index WHERE rowid = ?1").bind(rowid),
    db
      .prepare(
        `INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        rowid,
        toSearchText(doc.title),
        toSearchText(doc.body),
        doc.title,
        excerpt,
        doc.docType,
        doc.docId,
        doc.lang,
      ),
    documentTermsStatement(db, {
      rowid,
      docType: doc.docType,
      docId: doc.docId,
      lang: doc.lang,
      texts: [doc.title, doc.body],
    }),
  ];
}
