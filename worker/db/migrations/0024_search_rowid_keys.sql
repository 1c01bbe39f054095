-- The search index's rowid becomes its document's key: type × 2^40 + id × 16 + language
-- (worker/db/search-keys.ts; types goods 1, article 2, blog 3, case 4; languages in ALL_LOCALES
-- order). FTS5 then filters a search by type and counts its documents from the index alone. The
-- rows are copied over unchanged; a document's duplicate rows in one language keep the newest.
CREATE TABLE search_index_copy AS
  SELECT rowid AS old_rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang FROM search_index;

DROP TABLE search_index;

CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  display_title UNINDEXED,
  display_excerpt UNINDEXED,
  doc_type UNINDEXED,
  doc_id UNINDEXED,
  lang UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
SELECT (CASE doc_type WHEN 'goods' THEN 1 WHEN 'article' THEN 2 WHEN 'blog' THEN 3 WHEN 'case' THEN 4 END) * 1099511627776
         + CAST(doc_id AS INTEGER) * 16
         + (CASE lang WHEN 'en' THEN 0 WHEN 'zh' THEN 1 WHEN 'es' THEN 2 WHEN 'ru' THEN 3 WHEN 'fr' THEN 4
                      WHEN 'pt' THEN 5 WHEN 'ar' THEN 6 END),
       title, body, display_title, display_excerpt, doc_type, doc_id, lang
  FROM search_index_copy
 WHERE old_rowid IN (SELECT MAX(old_rowid) FROM search_index_copy GROUP BY doc_type, doc_id, lang)
   AND doc_type IN ('goods', 'article', 'blog', 'case')
   AND lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')
   AND CAST(doc_id AS INTEGER) BETWEEN 1 AND 68719476735;

DROP TABLE search_index_copy;
