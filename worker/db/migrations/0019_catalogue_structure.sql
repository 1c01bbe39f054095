-- The catalogue's structure edited in the console: categories, navigation entries and
-- specification options get a version (a save over someone else's change is refused), options can
-- be hidden from the shop's filter, and staff choose a product's related products.
ALTER TABLE categories ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE navigation_entries ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE spec_options ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE spec_options ADD COLUMN status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1));

-- The related products staff chose for a product, in their order (the shop fills up from the category).
CREATE TABLE goods_related (
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  PRIMARY KEY (goods_id, related_id),
  CHECK (related_id <> goods_id)
) WITHOUT ROWID;
CREATE INDEX goods_related_by_related ON goods_related (related_id);
