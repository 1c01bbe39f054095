-- Search index v2: word tokens (unicode61) over text in which CJK runs are pre-split into
-- overlapping bigrams (shared/search/terms.ts), so two-character Chinese words are found through
-- the index; the original title and an excerpt are kept unindexed for display.
DROP TABLE IF EXISTS search_index;

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

-- Newest-first listings stay index-backed.
CREATE INDEX goods_created_listing ON goods (status, created_at, id);

-- Imports recorded before this migration wrote the old index: run them again.
DELETE FROM data_imports;
