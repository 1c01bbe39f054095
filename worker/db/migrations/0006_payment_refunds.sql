-- The operator marks a refund_due payment as given back (POST /api/admin/payments/{id}/refunded):
-- when, and an optional note (the provider's refund id, the bank reference). Such a payment leaves
-- the refund list; the customer's order shows it as refunded.
ALTER TABLE payments ADD COLUMN refunded_at INTEGER;
ALTER TABLE payments ADD COLUMN refund_note TEXT;
