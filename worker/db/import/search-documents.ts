import { toSearchText } from "../../../shared/search/terms";

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

/** Replaces one document (type, id, language) in the full-text index. */
export function searchDocumentStatements(db: D1Database, doc: SearchDocument): D1PreparedStatement[] {
  const excerpt = doc.excerpt
    .replace(/[#*_`>|[\]()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, EXCERPT_LENGTH);
  return [
    db
      .prepare("DELETE FROM search_index WHERE doc_type = ?1 AND doc_id = ?2 AND lang = ?3")
      .bind(doc.docType, doc.docId, doc.lang),
    db
      .prepare(
        "INSERT INTO search_index (title, body, display_title, display_excerpt, doc_type, doc_id, lang) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(toSearchText(doc.title), toSearchText(doc.body), doc.title, excerpt, doc.docType, doc.docId, doc.lang),
  ];
}
