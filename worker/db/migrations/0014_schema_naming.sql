-- Schema naming, keeping every row:
-- * users' creation and change times are created_at / updated_at (updated_by) like every other table;
-- * foreign keys on orders.coupon_claim_id (and released_coupon_claim_id) to activity_claims, and on
--   payment_events.order_id to orders (an event whose order no longer exists keeps a NULL order);
-- * every lang column takes exactly the shop's languages: en, zh, es, ru, fr, pt, ar.
-- Flags were already one type everywhere (INTEGER NOT NULL 0/1 with a CHECK): nothing to change.
-- SQLite adds foreign keys and CHECKs only by rebuilding a table (new table, copy, drop, rename,
-- indexes again). D1 runs a migration in one transaction with foreign keys enforced, so checks are
-- deferred to its end; and dropping a table deletes its rows first, which cascades into children
-- declared ON DELETE CASCADE (order_lines, order_events): those are kept aside and put back.
PRAGMA defer_foreign_keys = on;

ALTER TABLE users RENAME COLUMN created_time TO created_at;
ALTER TABLE users RENAME COLUMN modified_time TO updated_at;
ALTER TABLE users RENAME COLUMN modified_by TO updated_by;

-- orders: this rebuild lists its columns. A migration that adds one must add it here too: the guard
-- below fails (CHECK orders_columns_as_0014_knows) rather than lose it.
CREATE TABLE migration_0014_guard (
  columns TEXT NOT NULL,
  CONSTRAINT orders_columns_as_0014_knows CHECK (columns = 'id,order_no,user_id,status,currency,subtotal_minor,shipping_minor,discount_minor,total_minor,coupon_claim_id,shipping_method_id,shipping_method_name,address_json,notes,tracking_no,idempotency_key,created_at,updated_at,expires_at,paid_at,shipped_at,completed_at,cancelled_at,stock_released,released_coupon_claim_id,paid_ref,version,carrier')
);
INSERT INTO migration_0014_guard (columns)
  SELECT group_concat(name, ',') FROM (SELECT name FROM pragma_table_info('orders') ORDER BY cid);
DROP TABLE migration_0014_guard;

CREATE TABLE order_lines_kept AS SELECT * FROM order_lines;
CREATE TABLE order_events_kept AS SELECT * FROM order_events;

CREATE TABLE orders_rebuilt (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'shipped', 'completed', 'cancelled')),
  currency TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL CHECK (subtotal_minor >= 0),
  shipping_minor INTEGER NOT NULL CHECK (shipping_minor >= 0),
  discount_minor INTEGER NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  coupon_claim_id INTEGER UNIQUE REFERENCES activity_claims(id),
  shipping_method_id INTEGER REFERENCES shipping_methods(id),
  shipping_method_name TEXT NOT NULL,
  address_json TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  tracking_no TEXT,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  shipped_at INTEGER,
  completed_at INTEGER,
  cancelled_at INTEGER,
  stock_released INTEGER NOT NULL DEFAULT 0 CHECK (stock_released IN (0, 1)),
  released_coupon_claim_id INTEGER REFERENCES activity_claims(id),
  paid_ref TEXT,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  carrier TEXT,
  UNIQUE (user_id, idempotency_key)
);
INSERT INTO orders_rebuilt (id, order_no, user_id, status, currency, subtotal_minor, shipping_minor, discount_minor,
  total_minor, coupon_claim_id, shipping_method_id, shipping_method_name, address_json, notes,
  tracking_no, idempotency_key, created_at, updated_at, expires_at, paid_at, shipped_at,
  completed_at, cancelled_at, stock_released, released_coupon_claim_id, paid_ref, version, carrier)
  SELECT id, order_no, user_id, status, currency, subtotal_minor, shipping_minor, discount_minor,
         total_minor, coupon_claim_id, shipping_method_id, shipping_method_name, address_json, notes,
         tracking_no, idempotency_key, created_at, updated_at, expires_at, paid_at, shipped_at,
         completed_at, cancelled_at, stock_released, released_coupon_claim_id, paid_ref, version,
         carrier
    FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_user ON orders (user_id, status, created_at);
CREATE INDEX orders_expiry ON orders (status, expires_at);

INSERT INTO order_lines SELECT * FROM order_lines_kept WHERE id NOT IN (SELECT id FROM order_lines);
INSERT INTO order_events SELECT * FROM order_events_kept WHERE id NOT IN (SELECT id FROM order_events);
DROP TABLE order_lines_kept;
DROP TABLE order_events_kept;

CREATE TABLE payment_events_rebuilt (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id),
  received_at INTEGER NOT NULL,
  UNIQUE (provider, event_id)
);
INSERT INTO payment_events_rebuilt (id, provider, event_id, event_type, order_id, received_at)
  SELECT id, provider, event_id, event_type,
         CASE WHEN order_id IN (SELECT id FROM orders) THEN order_id END, received_at
    FROM payment_events;
DROP TABLE payment_events;
ALTER TABLE payment_events_rebuilt RENAME TO payment_events;

CREATE TABLE category_translations_rebuilt (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;
INSERT INTO category_translations_rebuilt (category_id, lang, name, description)
  SELECT category_id, lang, name, description FROM category_translations;
DROP TABLE category_translations;
ALTER TABLE category_translations_rebuilt RENAME TO category_translations;

CREATE TABLE navigation_translations_rebuilt (
  nav_id INTEGER NOT NULL REFERENCES navigation_entries(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  PRIMARY KEY (nav_id, lang)
) WITHOUT ROWID;
INSERT INTO navigation_translations_rebuilt (nav_id, lang, name)
  SELECT nav_id, lang, name FROM navigation_translations;
DROP TABLE navigation_translations;
ALTER TABLE navigation_translations_rebuilt RENAME TO navigation_translations;

CREATE TABLE spec_option_translations_rebuilt (
  spec_id INTEGER NOT NULL REFERENCES spec_options(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  PRIMARY KEY (spec_id, lang)
);
INSERT INTO spec_option_translations_rebuilt (spec_id, lang, name)
  SELECT spec_id, lang, name FROM spec_option_translations;
DROP TABLE spec_option_translations;
ALTER TABLE spec_option_translations_rebuilt RENAME TO spec_option_translations;

CREATE TABLE goods_translations_rebuilt (
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  essential_details TEXT NOT NULL DEFAULT '[]',
  packaging_delivery TEXT NOT NULL DEFAULT '[]',
  product_parameters TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (goods_id, lang)
) WITHOUT ROWID;
INSERT INTO goods_translations_rebuilt (goods_id, lang, name, summary, description, essential_details, packaging_delivery, product_parameters)
  SELECT goods_id, lang, name, summary, description, essential_details, packaging_delivery, product_parameters FROM goods_translations;
DROP TABLE goods_translations;
ALTER TABLE goods_translations_rebuilt RENAME TO goods_translations;

CREATE TABLE goods_sections_rebuilt (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  kind TEXT NOT NULL CHECK (kind IN ('tech', 'build', 'development', 'addon')),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  img TEXT,
  url TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO goods_sections_rebuilt (id, goods_id, lang, kind, title, body, img, url, sort)
  SELECT id, goods_id, lang, kind, title, body, img, url, sort FROM goods_sections;
DROP TABLE goods_sections;
ALTER TABLE goods_sections_rebuilt RENAME TO goods_sections;
CREATE INDEX goods_sections_goods ON goods_sections (goods_id, lang, kind, sort);

CREATE TABLE goods_compare_features_rebuilt (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  group_no INTEGER NOT NULL CHECK (group_no BETWEEN 3 AND 11),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO goods_compare_features_rebuilt (id, goods_id, lang, group_no, name, value, sort)
  SELECT id, goods_id, lang, group_no, name, value, sort FROM goods_compare_features;
DROP TABLE goods_compare_features;
ALTER TABLE goods_compare_features_rebuilt RENAME TO goods_compare_features;
CREATE INDEX goods_compare_goods ON goods_compare_features (goods_id, lang, group_no, sort);

CREATE TABLE shipping_method_translations_rebuilt (
  method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (method_id, lang)
) WITHOUT ROWID;
INSERT INTO shipping_method_translations_rebuilt (method_id, lang, name, description)
  SELECT method_id, lang, name, description FROM shipping_method_translations;
DROP TABLE shipping_method_translations;
ALTER TABLE shipping_method_translations_rebuilt RENAME TO shipping_method_translations;

CREATE TABLE activity_translations_rebuilt (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (activity_id, lang)
) WITHOUT ROWID;
INSERT INTO activity_translations_rebuilt (activity_id, lang, name, description)
  SELECT activity_id, lang, name, description FROM activity_translations;
DROP TABLE activity_translations;
ALTER TABLE activity_translations_rebuilt RENAME TO activity_translations;

CREATE TABLE blog_translations_rebuilt (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (post_id, lang)
) WITHOUT ROWID;
INSERT INTO blog_translations_rebuilt (post_id, lang, title, summary, body_md)
  SELECT post_id, lang, title, summary, body_md FROM blog_translations;
DROP TABLE blog_translations;
ALTER TABLE blog_translations_rebuilt RENAME TO blog_translations;

CREATE TABLE case_translations_rebuilt (
  case_id INTEGER NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  title TEXT NOT NULL,
  customer TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  industry TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (case_id, lang)
) WITHOUT ROWID;
INSERT INTO case_translations_rebuilt (case_id, lang, title, customer, summary, body_md, industry, region)
  SELECT case_id, lang, title, customer, summary, body_md, industry, region FROM case_translations;
DROP TABLE case_translations;
ALTER TABLE case_translations_rebuilt RENAME TO case_translations;

CREATE TABLE article_translations_rebuilt (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (article_id, lang)
) WITHOUT ROWID;
INSERT INTO article_translations_rebuilt (article_id, lang, title, summary, body_md)
  SELECT article_id, lang, title, summary, body_md FROM article_translations;
DROP TABLE article_translations;
ALTER TABLE article_translations_rebuilt RENAME TO article_translations;

CREATE TABLE page_translations_rebuilt (
  slug TEXT NOT NULL REFERENCES pages(slug) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (slug, lang)
) WITHOUT ROWID;
INSERT INTO page_translations_rebuilt (slug, lang, title, description, body_md)
  SELECT slug, lang, title, description, body_md FROM page_translations;
DROP TABLE page_translations;
ALTER TABLE page_translations_rebuilt RENAME TO page_translations;

PRAGMA defer_foreign_keys = off;
