-- The whole data model of the shop. Times are INTEGER epoch milliseconds (UTC); money is INTEGER
-- minor units with a currency code. Invariants that concurrency must never break (stock, claims,
-- one review per order line, one order per idempotency key) are enforced here, by the schema,
-- because D1 has no interactive transactions.

-- Accounts ---------------------------------------------------------------------------------------
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  user_name TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  -- "pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>"
  password_hash TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  regist_type INTEGER NOT NULL DEFAULT 1,
  weak_password INTEGER NOT NULL DEFAULT 0 CHECK (weak_password IN (0, 1)),
  weak_password_count INTEGER NOT NULL DEFAULT 0 CHECK (weak_password_count >= 0),
  created_by TEXT,
  created_time INTEGER NOT NULL,
  modified_by TEXT,
  modified_time INTEGER NOT NULL
);

-- Refresh tokens rotate: each use marks the row used and inserts its successor in the same family.
CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id, revoked_at);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Local stand-in for the send_email binding: every mail the shop sends is also written here.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Fixed-window counters (sign-in per account and per IP). Never in KV: it is eventually consistent.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
) WITHOUT ROWID;

-- Catalogue --------------------------------------------------------------------------------------
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  slug TEXT NOT NULL UNIQUE,
  img TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  updated_at INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id, sort);

CREATE TABLE category_translations (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;

-- Top navigation: plain entries link to /{key_id}; entries with an image to the home page filtered
-- by the category whose id is key_id.
CREATE TABLE navigation_entries (
  id INTEGER PRIMARY KEY,
  key_id TEXT NOT NULL UNIQUE,
  img TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE navigation_translations (
  nav_id INTEGER NOT NULL REFERENCES navigation_entries(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (nav_id, lang)
) WITHOUT ROWID;

-- Specifications (port count, radio...) offered as a listing filter and as SKU options.
CREATE TABLE spec_options (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE goods (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  slug TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  currency TEXT NOT NULL DEFAULT 'USD',
  -- lowest SKU price, kept in step with goods_specs by the catalogue writer (listing sort by price)
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  cover_img TEXT,
  cover_width INTEGER,
  cover_height INTEGER,
  product_video TEXT,
  product_video_preview_img TEXT,
  rating_sum INTEGER NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX goods_listing ON goods (status, sort, id);
CREATE INDEX goods_category_listing ON goods (category_id, status, sort, id);
CREATE INDEX goods_price_listing ON goods (status, price_minor, id);
CREATE INDEX goods_updated ON goods (status, updated_at);

-- Per-language text of a product. essential_details, packaging_delivery and product_parameters are
-- JSON text lists of {key, value, compareFlag?}, as the legacy API serves them.
CREATE TABLE goods_translations (
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  essential_details TEXT NOT NULL DEFAULT '[]',
  packaging_delivery TEXT NOT NULL DEFAULT '[]',
  product_parameters TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (goods_id, lang)
) WITHOUT ROWID;

-- SKUs. Stock can never go below zero: the CHECK aborts any batch that would oversell.
CREATE TABLE goods_specs (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  spec_id INTEGER NOT NULL REFERENCES spec_options(id),
  sku TEXT NOT NULL UNIQUE,
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  activity_price_minor INTEGER NOT NULL DEFAULT 0 CHECK (activity_price_minor >= 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (goods_id, spec_id)
);
CREATE INDEX goods_specs_by_spec ON goods_specs (spec_id, goods_id);

CREATE TABLE goods_media (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_media_goods ON goods_media (goods_id, sort);

-- The detail tabs that are lists of titled blocks: Technical Specification (tech), Build Feature
-- (build), Development (development) and Add One (addon).
CREATE TABLE goods_sections (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('tech', 'build', 'development', 'addon')),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  img TEXT,
  url TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_sections_goods ON goods_sections (goods_id, lang, kind, sort);

-- Compare rows, grouped by feature group 3..11 (overview .. API integrations).
CREATE TABLE goods_compare_features (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  group_no INTEGER NOT NULL CHECK (group_no BETWEEN 3 AND 11),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_compare_goods ON goods_compare_features (goods_id, lang, group_no, sort);

-- Cart ---------------------------------------------------------------------------------------------
CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  goods_specs_id INTEGER NOT NULL REFERENCES goods_specs(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  selected INTEGER NOT NULL DEFAULT 1 CHECK (selected IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, goods_specs_id)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  line1 TEXT NOT NULL,
  line2 TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE shipping_methods (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  min_days INTEGER NOT NULL,
  max_days INTEGER NOT NULL,
  -- JSON list of ISO country codes it ships to; ["*"] = worldwide
  regions TEXT NOT NULL DEFAULT '["*"]',
  sort INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE shipping_method_translations (
  method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (method_id, lang)
) WITHOUT ROWID;

-- Orders -----------------------------------------------------------------------------------------
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'shipped', 'completed', 'cancelled')),
  currency TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL CHECK (subtotal_minor >= 0),
  shipping_minor INTEGER NOT NULL CHECK (shipping_minor >= 0),
  discount_minor INTEGER NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  coupon_claim_id INTEGER UNIQUE,
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
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders (user_id, status, created_at);
CREATE INDEX orders_expiry ON orders (status, expires_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  goods_specs_id INTEGER NOT NULL REFERENCES goods_specs(id),
  goods_name TEXT NOT NULL,
  spec_name TEXT NOT NULL,
  image TEXT,
  unit_price_minor INTEGER NOT NULL CHECK (unit_price_minor >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  line_total_minor INTEGER NOT NULL CHECK (line_total_minor >= 0)
);
CREATE INDEX order_lines_order ON order_lines (order_id);
CREATE INDEX order_lines_goods ON order_lines (goods_id);

CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, created_at);

-- Payments ---------------------------------------------------------------------------------------
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  provider TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (provider, provider_ref)
);
CREATE INDEX payments_order ON payments (order_id);

-- Webhook events, kept by id so a replayed event changes nothing.
CREATE TABLE payment_events (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  order_id INTEGER,
  received_at INTEGER NOT NULL,
  UNIQUE (provider, event_id)
);

-- Activities and coupons -------------------------------------------------------------------------
-- The listed status (1 not started, 2 claimable, 3 paused, 4 expired, 5 voided) is derived from
-- the operator's state and the clock.
CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused', 'voided')),
  currency TEXT NOT NULL DEFAULT 'USD',
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  activity_price_minor INTEGER NOT NULL DEFAULT 0 CHECK (activity_price_minor >= 0),
  min_amount_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_amount_minor >= 0),
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  quantity_total INTEGER NOT NULL CHECK (quantity_total >= 0),
  quantity_left INTEGER NOT NULL CHECK (quantity_left >= 0),
  goods_id INTEGER REFERENCES goods(id),
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  CHECK (quantity_left <= quantity_total),
  CHECK (end_time > start_time)
);
CREATE INDEX activities_listing ON activities (sort, id);

CREATE TABLE activity_translations (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (activity_id, lang)
) WITHOUT ROWID;

-- One claim per user and activity; status 0 claimed/unused, 1 used.
CREATE TABLE activity_claims (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  order_id INTEGER REFERENCES orders(id),
  claimed_at INTEGER NOT NULL,
  used_at INTEGER,
  UNIQUE (activity_id, user_id)
);
CREATE INDEX activity_claims_user ON activity_claims (user_id, status);

-- Reviews: one per order line, so only buyers review.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  order_line_id INTEGER NOT NULL UNIQUE REFERENCES order_lines(id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body TEXT NOT NULL CHECK (length(body) <= 2000),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX reviews_goods ON reviews (goods_id, status, created_at);
CREATE INDEX reviews_user ON reviews (user_id, created_at);

-- Content ------------------------------------------------------------------------------------------
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  year INTEGER NOT NULL,
  cover_img TEXT,
  author TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX blog_posts_listing ON blog_posts (status, published_at);
CREATE INDEX blog_posts_year ON blog_posts (status, year, published_at);

CREATE TABLE blog_translations (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (post_id, lang)
) WITHOUT ROWID;

CREATE TABLE cases (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  cover_img TEXT,
  industry TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX cases_listing ON cases (status, published_at);

CREATE TABLE case_translations (
  case_id INTEGER NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  customer TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (case_id, lang)
) WITHOUT ROWID;

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  cover_img TEXT,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE article_translations (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (article_id, lang)
) WITHOUT ROWID;

-- Solution and static pages, by slug: about, logistics, user-agreement, solution/sms-gateway, ...
CREATE TABLE pages (
  slug TEXT PRIMARY KEY,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE page_translations (
  slug TEXT NOT NULL REFERENCES pages(slug) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  body_md TEXT NOT NULL,
  PRIMARY KEY (slug, lang)
) WITHOUT ROWID;

-- Products a post, case, article or page links to.
CREATE TABLE content_goods (
  content_type TEXT NOT NULL CHECK (content_type IN ('blog', 'case', 'article', 'page')),
  content_id TEXT NOT NULL,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (content_type, content_id, goods_id)
) WITHOUT ROWID;

-- Full-text search over products, posts and cases in every language. The trigram tokenizer
-- matches inside words, which also makes Chinese (no spaces between words) searchable.
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  doc_type UNINDEXED,
  doc_id UNINDEXED,
  lang UNINDEXED,
  tokenize = 'trigram'
);

-- Bulk imports (the demo seed, catalogue imports) by name, with a digest of what was imported, so
-- re-running an unchanged import does nothing.
CREATE TABLE data_imports (
  name TEXT PRIMARY KEY,
  digest TEXT NOT NULL,
  imported_at INTEGER NOT NULL
) WITHOUT ROWID;
