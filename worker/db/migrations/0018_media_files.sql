-- Files staff upload to the MEDIA bucket (R2): one row per stored object. Keys are
-- content-addressed (a digest of the bytes), so an object never changes under its key.
CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  width INTEGER,
  height INTEGER,
  created_by INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);

-- A product's uploaded files in their order: gallery images (after the catalogue's own), datasheets
-- and firmware (its Downloads tab).
CREATE TABLE goods_files (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  media_id INTEGER NOT NULL REFERENCES media(id),
  role TEXT NOT NULL CHECK (role IN ('gallery', 'datasheet', 'firmware')),
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (goods_id, media_id, role)
);
CREATE INDEX goods_files_goods ON goods_files (goods_id, role, sort, id);
