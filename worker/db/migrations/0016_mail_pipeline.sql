-- Transactional mail through a queue (transactional outbox):
-- * mail_events: one row per thing a mail is sent for, written in the same transaction as the change
--   (order steps and refunds by the triggers below, account mail by the statements of its batch).
--   The request puts it on the queue after the batch; the cron puts back rows the queue never took.
-- * mail_deliveries: one row per event and recipient, so a message the queue delivers twice sends once.
-- * mail_outbox keeps the HTML and headers of mail written locally (no provider configured).
-- * users.locale: the language of the account's mail; users/staff opt in to the optional mail.

CREATE TABLE mail_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  payload_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload_json)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
  -- When it was last handed to the queue (NULL: not yet, or the queue refused it).
  queued_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX mail_events_pending ON mail_events (queued_at) WHERE status = 'pending';
CREATE INDEX mail_events_dead ON mail_events (done_at) WHERE status = 'dead';
CREATE INDEX mail_events_created ON mail_events (created_at);

CREATE TABLE mail_deliveries (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES mail_events(id) ON DELETE CASCADE,
  recipient TEXT NOT NULL COLLATE NOCASE,
  status TEXT NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent')),
  -- A consumer sending it holds it until then; a crashed one's claim runs out.
  claimed_until INTEGER NOT NULL,
  provider_id TEXT,
  sent_at INTEGER,
  UNIQUE (event_id, recipient)
);

ALTER TABLE mail_outbox ADD COLUMN body_html TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN headers_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE mail_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT '';

ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE users ADD COLUMN mail_new_sign_in INTEGER NOT NULL DEFAULT 0 CHECK (mail_new_sign_in IN (0, 1));
ALTER TABLE staff ADD COLUMN mail_alerts INTEGER NOT NULL DEFAULT 0 CHECK (mail_alerts IN (0, 1));

-- Every order step written (by any writer of order events) gets its mail, in the step's own transaction.
CREATE TRIGGER order_events_mail AFTER INSERT ON order_events
WHEN new.status IN ('awaiting_payment', 'paid', 'shipped', 'completed', 'cancelled')
BEGIN
  INSERT INTO mail_events (kind, order_id, user_id, payload_json, created_at)
  SELECT CASE new.status
           WHEN 'awaiting_payment' THEN 'order_received'
           WHEN 'paid' THEN 'payment_received'
           WHEN 'shipped' THEN 'shipped'
           WHEN 'completed' THEN 'completed'
           ELSE 'cancelled'
         END,
         o.id, o.user_id, json_object('note', new.note, 'actor', new.actor), new.created_at
    FROM orders o WHERE o.id = new.order_id;
  -- Staff who opted in hear of every paid order at once.
  INSERT INTO mail_events (kind, order_id, user_id, payload_json, created_at)
  SELECT 'staff_paid_order', o.id, NULL, '{}', new.created_at
    FROM orders o WHERE o.id = new.order_id AND new.status = 'paid';
END;

-- A refund recorded by staff is mailed to the buyer.
CREATE TRIGGER payments_refund_mail AFTER UPDATE OF refunded_at ON payments
WHEN old.refunded_at IS NULL AND new.refunded_at IS NOT NULL
BEGIN
  INSERT INTO mail_events (kind, order_id, user_id, payload_json, created_at)
  SELECT 'refund_recorded', o.id, o.user_id,
         json_object('amountMinor', new.amount_minor, 'currency', new.currency, 'note', COALESCE(new.refund_note, '')),
         new.refunded_at
    FROM orders o WHERE o.id = new.order_id;
END;

-- A SKU falling to its low-stock threshold (not every sale below it) alerts staff who opted in.
CREATE TRIGGER goods_specs_low_stock_mail AFTER UPDATE OF stock ON goods_specs
WHEN new.stock <= new.low_stock_threshold AND old.stock > new.low_stock_threshold
BEGIN
  INSERT INTO mail_events (kind, payload_json, created_at)
  VALUES ('staff_low_stock', json_object('goodsSpecsId', new.id, 'stock', new.stock), CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
