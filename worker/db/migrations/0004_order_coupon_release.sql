-- A cancelled or expired order gives its coupon back: orders.coupon_claim_id is UNIQUE (one order
-- per coupon at a time), so the release moves the claim id here, freeing the coupon for the next
-- order while the cancelled order still shows which coupon it had.
ALTER TABLE orders ADD COLUMN released_coupon_claim_id INTEGER;
