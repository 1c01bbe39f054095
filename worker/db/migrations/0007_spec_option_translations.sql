-- Specification names per language ("8 Ports" → "8 口", "8 puertos", "8 портов"); the name in
-- spec_options is the base (English) one, used where a language has none.
CREATE TABLE spec_option_translations (
  spec_id INTEGER NOT NULL REFERENCES spec_options(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (spec_id, lang)
);
