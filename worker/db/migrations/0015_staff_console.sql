-- The operations console: staff accounts with a role, their sign-ins (separate from customers'),
-- second factor, API tokens, and the audit log every staff change writes in the same batch.

-- Staff sign in with email, password and a TOTP code. An invited member has neither password nor
-- secret until they open their one-time enrolment link.
CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff', 'support')),
  status TEXT NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'disabled')),
  password_hash TEXT,
  -- base32 RFC 6238 secret (SHA-1, 6 digits, 30 s)
  totp_secret TEXT,
  -- The newest time step whose code was accepted: a code of this step or an earlier one is refused.
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (status = 'invited' OR (password_hash IS NOT NULL AND totp_secret IS NOT NULL))
);

-- One-time enrolment links (stored as SHA-256 of the token).
CREATE TABLE staff_enrolments (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  -- The TOTP secret offered on the enrolment page, kept until the first code proves it was scanned.
  totp_secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX staff_enrolments_staff ON staff_enrolments (staff_id);

-- Ten recovery codes per enrolment, each usable once (stored as SHA-256).
CREATE TABLE staff_recovery_codes (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  UNIQUE (staff_id, code_hash)
);

-- Staff sign-ins: 8 hours at most, 30 minutes without use ends them; the owner can revoke them.
CREATE TABLE staff_sessions (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id, revoked_at);

-- API tokens for automation: named, scoped to a role no higher than their creator's, revocable.
CREATE TABLE staff_api_tokens (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff', 'support')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX staff_api_tokens_staff ON staff_api_tokens (staff_id);

-- Every staff change: who (staff id, or NULL for the OPERATOR_TOKEN operator), when, what, the changed
-- fields before and after (JSON objects), and from which IP. Written in the change's own batch.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  staff_id INTEGER REFERENCES staff(id),
  actor TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  action TEXT NOT NULL,
  before_json TEXT NOT NULL DEFAULT '{}',
  after_json TEXT NOT NULL DEFAULT '{}',
  ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at, id);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at);

-- Internal notes on an order: staff only, never shown to the customer.
CREATE TABLE order_notes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff(id),
  actor TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at INTEGER NOT NULL
);
CREATE INDEX order_notes_order ON order_notes (order_id, created_at);

-- The console's order lists filter by status and creation time.
CREATE INDEX orders_status_created ON orders (status, created_at);
CREATE INDEX orders_created ON orders (created_at);

-- Shipping: the carrier's tracking page ("{trackingNo}" is replaced), and the link of a shipped order.
ALTER TABLE shipping_methods ADD COLUMN tracking_url_template TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tracking_url TEXT;

-- A SKU is low on stock at or below its own threshold.
ALTER TABLE goods_specs ADD COLUMN low_stock_threshold INTEGER NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0);

-- Why staff hid a review (shown to its author).
ALTER TABLE reviews ADD COLUMN hidden_reason TEXT;
