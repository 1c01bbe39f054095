-- Who may use a coupon campaign is data on the campaign: new customers only (no paid order yet),
-- the minimum amount (min_amount_minor, already there) and the products it applies to.
ALTER TABLE activities ADD COLUMN new_customers_only INTEGER NOT NULL DEFAULT 0 CHECK (new_customers_only IN (0, 1));

-- The products a campaign applies to; none listed: any product. This replaces activities.goods_id,
-- which could name one product only: its values move here, and the column is no longer read.
CREATE TABLE activity_goods (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  PRIMARY KEY (activity_id, goods_id)
) WITHOUT ROWID;
INSERT INTO activity_goods (activity_id, goods_id) SELECT id, goods_id FROM activities WHERE goods_id IS NOT NULL;
UPDATE activities SET goods_id = NULL WHERE goods_id IS NOT NULL;
