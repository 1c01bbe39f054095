-- Coupon campaigns give an amount off or a percent off, apply to categories as well as products,
-- and let one buyer claim up to a per-user limit of coupons. Existing campaigns stay amount-off
-- with a limit of 1 (the behaviour so far); every claim is kept with its id.
--
-- kind: 'amount' (price_minor / activity_price_minor, as before) or 'percent' (percent_off, 1–90,
-- capped at max_discount_minor when that is above 0). The percent is set exactly for percent
-- campaigns.
ALTER TABLE activities ADD COLUMN kind TEXT NOT NULL DEFAULT 'amount' CHECK (kind IN ('amount', 'percent'));
ALTER TABLE activities ADD COLUMN percent_off INTEGER
  CHECK ((kind = 'percent' AND percent_off BETWEEN 1 AND 90) OR (kind = 'amount' AND percent_off IS NULL));
ALTER TABLE activities ADD COLUMN max_discount_minor INTEGER NOT NULL DEFAULT 0 CHECK (max_discount_minor >= 0);
ALTER TABLE activities ADD COLUMN per_user_limit INTEGER NOT NULL DEFAULT 1 CHECK (per_user_limit BETWEEN 1 AND 100);

-- The categories a campaign applies to (with their sub-categories), besides its products; neither
-- listed: any product.
CREATE TABLE activity_categories (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  PRIMARY KEY (activity_id, category_id)
) WITHOUT ROWID;

-- A buyer's claims of one campaign are numbered 1, 2, …: UNIQUE (activity_id, user_id, claim_no)
-- replaces UNIQUE (activity_id, user_id), so two claims can never take the same place, and the
-- claim writes the next number only while it is within the campaign's per_user_limit.
-- SQLite changes a UNIQUE constraint only by rebuilding the table. D1 runs a migration in one
-- transaction with foreign keys enforced (orders point at claims): the checks wait for its end,
-- when the rebuilt table holds every id again. Nothing references claims ON DELETE CASCADE.
PRAGMA defer_foreign_keys = on;
CREATE TABLE activity_claims_rebuilt (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  claim_no INTEGER NOT NULL DEFAULT 1 CHECK (claim_no >= 1),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  order_id INTEGER REFERENCES orders(id),
  claimed_at INTEGER NOT NULL,
  used_at INTEGER,
  UNIQUE (activity_id, user_id, claim_no)
);
INSERT INTO activity_claims_rebuilt (id, activity_id, user_id, claim_no, status, order_id, claimed_at, used_at)
  SELECT id, activity_id, user_id, 1, status, order_id, claimed_at, used_at FROM activity_claims;
DROP TABLE activity_claims;
ALTER TABLE activity_claims_rebuilt RENAME TO activity_claims;
CREATE INDEX activity_claims_user ON activity_claims (user_id, status);
PRAGMA defer_foreign_keys = off;
