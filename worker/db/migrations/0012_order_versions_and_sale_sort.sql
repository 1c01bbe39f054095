-- Order changes are made against a version: every change bumps it, and a change asked for on an
-- older version (someone else changed the order meanwhile) is refused instead of overwriting.
ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The carrier of a shipped order (its tracking number is tracking_no).
ALTER TABLE orders ADD COLUMN carrier TEXT;
-- Who made each order event: "customer:<user id>", "staff:<staff id>", "cron" or "provider:<name>";
-- events from before this are "system".
ALTER TABLE order_events ADD COLUMN actor TEXT NOT NULL DEFAULT 'system';
-- The lowest price a customer pays for a product now (the lowest effective SKU price: the activity
-- price when a SKU is on sale), written by the catalogue writer; listings sort by it.
ALTER TABLE goods ADD COLUMN from_price_minor INTEGER NOT NULL DEFAULT 0 CHECK (from_price_minor >= 0);
UPDATE goods SET from_price_minor = COALESCE(
  (SELECT MIN(CASE WHEN s.activity_price_minor > 0 THEN s.activity_price_minor ELSE s.price_minor END)
     FROM goods_specs s WHERE s.goods_id = goods.id),
  price_minor);
DROP INDEX goods_price_listing;
CREATE INDEX goods_price_listing ON goods (status, from_price_minor, id);
