export interface SearchDocument {
  docType: "goods" | "blog" | "case" | "article";
  docId: string;
  lang: string;
  title: string;
  body: string;
}

/** Replaces one document (type, id, language) in the full-text index. */
export function searchDocumentStatements(db: D1Database, doc: SearchDocument): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM search_index WHERE doc_type = ?1 AND doc_id = ?2 AND lang = ?3").bind(doc.docType, doc.docId, doc.lang),
    db
      .prepare("INSERT INTO search_index (title, body, doc_type, doc_id, lang) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(doc.title, doc.body, doc.docType, doc.docId, doc.lang),
  ];
}
