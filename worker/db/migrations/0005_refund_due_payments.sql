-- Money that arrived for an order that could not take it (paid after the order was cancelled or
-- expired, the wrong amount, or a second payment of an order another payment already paid) is kept
-- as a payment with status 'refund_due', for the operator to refund (GET /api/admin/payments/refund-due).
-- SQLite cannot change a CHECK constraint in place: the table is rebuilt (new table, copy, drop,
-- rename, indexes again). Nothing references payments, so dropping it is safe.
CREATE TABLE payments_rebuilt (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  provider TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled', 'refund_due')),
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (provider, provider_ref)
);
INSERT INTO payments_rebuilt (id, order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at)
  SELECT id, order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_rebuilt RENAME TO payments;
CREATE INDEX payments_order ON payments (order_id);
CREATE INDEX payments_refund_due ON payments (updated_at) WHERE status = 'refund_due';

-- Which payment paid the order ("<provider>:<provider ref>", set by the paying UPDATE). A later
-- notice of that same payment is a duplicate; any other payment of a paid order is a second
-- payment, to be refunded.
ALTER TABLE orders ADD COLUMN paid_ref TEXT;
UPDATE orders SET paid_ref = (
    SELECT p.provider || ':' || p.provider_ref FROM payments p
     WHERE p.order_id = orders.id AND p.status = 'succeeded' ORDER BY p.updated_at, p.id LIMIT 1)
 WHERE paid_at IS NOT NULL;
