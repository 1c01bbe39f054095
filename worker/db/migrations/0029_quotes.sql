-- Quotes: a buyer asks for a price, staff answer with versioned offers, an accepted offer becomes
-- an order.

CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  -- Q-2026-000123: taken from document_sequences (kind 'quote') in the batch that writes the row.
  quote_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('requested', 'offered', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired')),
  -- Where the goods go (an ISO country code), and by when the buyer wants them (YYYY-MM-DD or NULL).
  country TEXT NOT NULL,
  wanted_by TEXT,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  -- The latest offer sent (0: none yet); only this one can be accepted.
  offer_version INTEGER NOT NULL DEFAULT 0 CHECK (offer_version >= 0),
  assignee_id INTEGER REFERENCES staff(id),
  -- The order its accepted offer became.
  order_id INTEGER UNIQUE REFERENCES orders(id),
  -- When the buyer wrote last and staff have not answered since (NULL: nothing waits for staff).
  awaiting_staff_since INTEGER,
  -- Bumped by every change: a step asked for on an older version is refused as stale.
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX quotes_user ON quotes (user_id, created_at);
CREATE INDEX quotes_queue ON quotes (status, awaiting_staff_since);

-- What the buyer asked for: SKUs and quantities.
CREATE TABLE quote_items (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  goods_specs_id INTEGER NOT NULL REFERENCES goods_specs(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  UNIQUE (quote_id, goods_specs_id)
);

-- The thread between the buyer and staff.
CREATE TABLE quote_messages (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('buyer', 'staff')),
  staff_id INTEGER REFERENCES staff(id),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX quote_messages_quote ON quote_messages (quote_id, created_at);

-- Offers, one row per version. A version staff may not send alone waits for an owner's approval.
CREATE TABLE quote_offers (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  status TEXT NOT NULL CHECK (status IN ('pending_approval', 'sent', 'superseded', 'accepted', 'declined', 'expired', 'withdrawn')),
  currency TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL CHECK (subtotal_minor >= 0),
  freight_minor INTEGER NOT NULL CHECK (freight_minor >= 0),
  freight_label TEXT NOT NULL,
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  -- The last instant it can be accepted (ms), compared with the database's clock.
  valid_until INTEGER NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  internal_notes TEXT NOT NULL DEFAULT '',
  created_by TEXT NOT NULL,
  -- Lines under the price floor: the owner who approved them (NULL: none were under it).
  approved_by TEXT,
  approved_at INTEGER,
  sent_at INTEGER,
  reminded_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (quote_id, version)
);
CREATE INDEX quote_offers_due ON quote_offers (status, valid_until);

CREATE TABLE quote_offer_lines (
  id INTEGER PRIMARY KEY,
  offer_id INTEGER NOT NULL REFERENCES quote_offers(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  goods_specs_id INTEGER NOT NULL REFERENCES goods_specs(id),
  goods_name TEXT NOT NULL,
  spec_name TEXT NOT NULL,
  image TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  list_price_minor INTEGER NOT NULL CHECK (list_price_minor >= 0),
  unit_price_minor INTEGER NOT NULL CHECK (unit_price_minor >= 0),
  -- Hundredths of a percent off the unit price (1250 = 12.5 %).
  discount_bp INTEGER NOT NULL DEFAULT 0 CHECK (discount_bp BETWEEN 0 AND 10000),
  net_unit_minor INTEGER NOT NULL CHECK (net_unit_minor >= 0),
  line_total_minor INTEGER NOT NULL CHECK (line_total_minor >= 0),
  lead_time_days INTEGER NOT NULL DEFAULT 0 CHECK (lead_time_days >= 0)
);
CREATE INDEX quote_offer_lines_offer ON quote_offer_lines (offer_id);

-- The buyer's one file with a request (a PDF or an image), in the DOCUMENTS bucket, never public.
-- Uploaded before the request is sent; the request's batch ties it to its quote.
CREATE TABLE quote_attachments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  quote_id INTEGER UNIQUE REFERENCES quotes(id) ON DELETE CASCADE,
  object_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX quote_attachments_loose ON quote_attachments (created_at) WHERE quote_id IS NULL;

-- Every step of a quote, for its timeline on both sides.
CREATE TABLE quote_events (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  actor TEXT NOT NULL,
  -- Shown to the buyer too (0: staff only, such as an assignment or an approval).
  public INTEGER NOT NULL DEFAULT 1,
  detail_json TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX quote_events_quote ON quote_events (quote_id, created_at);

-- An accepted offer's order, once paid, makes its quote "ordered".
CREATE TRIGGER quotes_ordered AFTER UPDATE OF paid_at ON orders
WHEN NEW.paid_at IS NOT NULL AND OLD.paid_at IS NULL
BEGIN
  UPDATE quotes SET status = 'ordered', updated_at = NEW.paid_at, version = version + 1
   WHERE order_id = NEW.id AND status = 'accepted';
  INSERT INTO quote_events (quote_id, kind, actor, created_at)
    SELECT id, 'ordered', 'system', NEW.paid_at FROM quotes WHERE order_id = NEW.id;
END;
