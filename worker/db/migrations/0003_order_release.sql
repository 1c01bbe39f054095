-- An order's stock (and coupon) go back exactly once when it is cancelled or expires: the flag
-- flips in the same batch as the release, so a second cancellation finds nothing to release.
ALTER TABLE orders ADD COLUMN stock_released INTEGER NOT NULL DEFAULT 0 CHECK (stock_released IN (0, 1));
