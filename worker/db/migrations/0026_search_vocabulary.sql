-- Typo tolerance: a vocabulary of the words visitors can find, so a search that finds nothing can
-- offer the nearest word ("gatway" finds "gateway"). D1 has no spellfix1: the worker asks two
-- expression indexes for the words sharing the first or the last letter within a few letters of
-- length, and computes the edit distance itself (worker/db/search-vocabulary.ts).
--
-- search_document_terms: one row per search_index row (same rowid): its distinct words, folded as
-- the index folds them, and whether the document is live (a published product; a published post,
-- case study or article whose time has come). Drafts and scheduled items are kept uncounted, so
-- no word of theirs is offered before visitors can find them.
CREATE TABLE search_document_terms (
  rowid INTEGER PRIMARY KEY,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  terms TEXT NOT NULL CHECK (json_valid(terms)),
  counted INTEGER NOT NULL DEFAULT 0 CHECK (counted IN (0, 1))
);

-- The cron counts scheduled documents once their time comes: only uncounted rows are read.
CREATE INDEX search_document_terms_uncounted ON search_document_terms (rowid) WHERE counted = 0;

-- search_terms: each word of the counted documents, per language, with how many of them hold it.
CREATE TABLE search_terms (
  term TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  docs INTEGER NOT NULL CHECK (docs >= 0),
  PRIMARY KEY (term, lang)
) WITHOUT ROWID;

CREATE INDEX search_terms_first_letter ON search_terms (substr(term, 1, 1), length(term));
CREATE INDEX search_terms_last_letter ON search_terms (substr(term, -1), length(term));

-- The counts move with the documents, in the statement that writes them, whoever writes them.
CREATE TRIGGER search_document_terms_insert AFTER INSERT ON search_document_terms
WHEN new.counted = 1
BEGIN
  INSERT INTO search_terms (term, lang, docs)
  SELECT DISTINCT value, new.lang, 1 FROM json_each(new.terms) WHERE true
  ON CONFLICT (term, lang) DO UPDATE SET docs = docs + 1;
END;

CREATE TRIGGER search_document_terms_update AFTER UPDATE OF lang, terms, counted ON search_document_terms
BEGIN
  UPDATE search_terms SET docs = docs - 1
   WHERE old.counted = 1 AND lang = old.lang AND term IN (SELECT value FROM json_each(old.terms));
  DELETE FROM search_terms
   WHERE old.counted = 1 AND docs = 0 AND lang = old.lang AND term IN (SELECT value FROM json_each(old.terms));
  INSERT INTO search_terms (term, lang, docs)
  SELECT DISTINCT value, new.lang, 1 FROM json_each(new.terms) WHERE new.counted = 1
  ON CONFLICT (term, lang) DO UPDATE SET docs = docs + 1;
END;

CREATE TRIGGER search_document_terms_delete AFTER DELETE ON search_document_terms
WHEN old.counted = 1
BEGIN
  UPDATE search_terms SET docs = docs - 1
   WHERE lang = old.lang AND term IN (SELECT value FROM json_each(old.terms));
  DELETE FROM search_terms
   WHERE docs = 0 AND lang = old.lang AND term IN (SELECT value FROM json_each(old.terms));
END;

-- The documents already indexed, with the words exactly as the index tokenized them (fts5vocab
-- lists each token of each row): letters only, three to forty of them, as the worker keeps them.
CREATE VIRTUAL TABLE search_index_tokens USING fts5vocab(search_index, 'instance');

INSERT INTO search_document_terms (rowid, lang, terms, counted)
SELECT w.doc, s.lang, json_group_array(w.term),
       CASE w.doc >> 40
         WHEN 1 THEN EXISTS (SELECT 1 FROM goods g WHERE g.id = ((w.doc >> 4) & 68719476735) AND g.status = 1)
         WHEN 2 THEN EXISTS (SELECT 1 FROM articles a WHERE a.id = ((w.doc >> 4) & 68719476735) AND a.status = 1
                               AND a.published_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER))
         WHEN 3 THEN EXISTS (SELECT 1 FROM blog_posts p WHERE p.id = ((w.doc >> 4) & 68719476735) AND p.status = 1
                               AND p.published_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER))
         WHEN 4 THEN EXISTS (SELECT 1 FROM cases c WHERE c.id = ((w.doc >> 4) & 68719476735) AND c.status = 1
                               AND c.published_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER))
         ELSE 0
       END
  FROM (SELECT DISTINCT doc, term FROM search_index_tokens
         WHERE length(term) BETWEEN 3 AND 40 AND term NOT GLOB '*[0-9]*') w
  JOIN search_index s ON s.rowid = w.doc
 GROUP BY w.doc;

DROP TABLE search_index_tokens;
