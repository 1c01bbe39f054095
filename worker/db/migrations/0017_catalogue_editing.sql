-- Catalogue editing in the console: a product's version (a save over someone else's change is
-- refused), SKUs that are no longer sold, and stock adjustments with their reason.
ALTER TABLE goods ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE goods_specs ADD COLUMN status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1));

-- Every change of a SKU's stock by staff: units in (received) or out (damaged), or a count corrected.
CREATE TABLE stock_adjustments (
  id INTEGER PRIMARY KEY,
  goods_specs_id INTEGER NOT NULL REFERENCES goods_specs(id) ON DELETE CASCADE,
  delta INTEGER NOT NULL CHECK (delta <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('received', 'damaged', 'correction')),
  note TEXT NOT NULL DEFAULT '',
  stock_after INTEGER NOT NULL CHECK (stock_after >= 0),
  staff_id INTEGER REFERENCES staff(id),
  at INTEGER NOT NULL
);
CREATE INDEX stock_adjustments_sku ON stock_adjustments (goods_specs_id, at);

-- Always empty: a batch inserts 0 here to abort itself (CHECK fails) when a condition it relies on
-- no longer holds, e.g. the product's version moved since the editor loaded it.
CREATE TABLE write_guards (
  ok INTEGER NOT NULL CONSTRAINT write_guard_refused CHECK (ok = 1)
);
