-- Business buyers and the documents of a cross-border order.

-- A buyer's company, as their invoices name it. Optional: a buyer without one buys as a person.
CREATE TABLE company_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  legal_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  -- eu_vat, gb_vat, cn_uscc, ru_inn, br_cnpj, in_gstin, us_ein, other; NULL: no tax ID.
  tax_kind TEXT,
  -- Normalised: upper case, no spaces or dots; an EU VAT number starts with its country prefix.
  tax_id TEXT,
  eori TEXT,
  invoice_email TEXT,
  -- What VIES last said of an EU VAT number (NULL: not an EU VAT number, or not asked yet).
  vies_status TEXT CHECK (vies_status IN ('valid', 'invalid', 'unavailable')),
  vies_name TEXT,
  vies_checked_at INTEGER,
  -- Staff checked the company by hand.
  verified_at INTEGER,
  verified_by TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX company_profiles_vies_due ON company_profiles (vies_status, vies_checked_at);

-- The buyer's reference (purchase order number) and their company as it was when they ordered.
ALTER TABLE orders ADD COLUMN po_number TEXT;
ALTER TABLE orders ADD COLUMN company_json TEXT;

-- Trade data per SKU, for customs: HS code, country of origin, weights (g) and size (mm).
ALTER TABLE goods_specs ADD COLUMN hs_code TEXT;
ALTER TABLE goods_specs ADD COLUMN origin_country TEXT;
ALTER TABLE goods_specs ADD COLUMN net_weight_g INTEGER CHECK (net_weight_g > 0);
ALTER TABLE goods_specs ADD COLUMN gross_weight_g INTEGER CHECK (gross_weight_g > 0);
ALTER TABLE goods_specs ADD COLUMN length_mm INTEGER CHECK (length_mm > 0);
ALTER TABLE goods_specs ADD COLUMN width_mm INTEGER CHECK (width_mm > 0);
ALTER TABLE goods_specs ADD COLUMN height_mm INTEGER CHECK (height_mm > 0);

-- The last number taken per document kind and year. A number is taken in the same batch as the
-- row of its document, so a refused batch takes none: the sequence has no gaps.
CREATE TABLE document_sequences (
  kind TEXT NOT NULL,
  year INTEGER NOT NULL,
  last_number INTEGER NOT NULL CHECK (last_number >= 1),
  PRIMARY KEY (kind, year)
);

-- Issued documents. What a document says is fixed at issue (content_json); its PDF is made from
-- that once, stored in R2 by digest, and never made again.
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('proforma', 'commercial_invoice', 'credit_note')),
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL CHECK (seq >= 1),
  number TEXT NOT NULL UNIQUE,
  issued_at INTEGER NOT NULL,
  issued_by TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh', 'es', 'ru', 'fr', 'pt', 'ar')),
  currency TEXT NOT NULL,
  total_minor INTEGER NOT NULL,
  -- A credit note: the invoice it corrects.
  refers_to_id INTEGER REFERENCES documents(id),
  content_json TEXT NOT NULL,
  sha256 TEXT,
  byte_size INTEGER,
  UNIQUE (kind, year, seq)
);
CREATE INDEX documents_by_order ON documents (order_id, kind, issued_at);
CREATE INDEX documents_by_issue ON documents (issued_at);

-- An issued document never changes: only its PDF's digest and size are recorded, once.
CREATE TRIGGER documents_fixed BEFORE UPDATE ON documents
WHEN new.order_id IS NOT old.order_id OR new.kind IS NOT old.kind OR new.year IS NOT old.year
  OR new.seq IS NOT old.seq OR new.number IS NOT old.number OR new.issued_at IS NOT old.issued_at
  OR new.issued_by IS NOT old.issued_by OR new.lang IS NOT old.lang OR new.currency IS NOT old.currency
  OR new.total_minor IS NOT old.total_minor OR new.refers_to_id IS NOT old.refers_to_id
  OR new.content_json IS NOT old.content_json
  OR (old.sha256 IS NOT NULL AND (new.sha256 IS NOT old.sha256 OR new.byte_size IS NOT old.byte_size))
BEGIN
  SELECT RAISE(ABORT, 'an issued document never changes');
END;

CREATE TRIGGER documents_kept BEFORE DELETE ON documents
BEGIN
  SELECT RAISE(ABORT, 'an issued document is kept');
END;
