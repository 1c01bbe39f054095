-- Deleting an account at its owner's (or staff's) request: the account row stays, anonymised, so
-- the orders that accounting must keep still have their customer; deleted_at says when.
-- * users.deleted_at: NULL while the account lives; the time it was anonymised.
-- * A deleted account gets no new orders, addresses, reviews or devices, even from a request that
--   was already under way when it was deleted: the insert aborts its whole batch.

ALTER TABLE users ADD COLUMN deleted_at INTEGER;

CREATE TRIGGER orders_of_deleted_accounts BEFORE INSERT ON orders
WHEN EXISTS (SELECT 1 FROM users WHERE id = new.user_id AND deleted_at IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'account_deleted');
END;

CREATE TRIGGER addresses_of_deleted_accounts BEFORE INSERT ON addresses
WHEN EXISTS (SELECT 1 FROM users WHERE id = new.user_id AND deleted_at IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'account_deleted');
END;

CREATE TRIGGER reviews_of_deleted_accounts BEFORE INSERT ON reviews
WHEN EXISTS (SELECT 1 FROM users WHERE id = new.user_id AND deleted_at IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'account_deleted');
END;

CREATE TRIGGER devices_of_deleted_accounts BEFORE INSERT ON user_devices
WHEN EXISTS (SELECT 1 FROM users WHERE id = new.user_id AND deleted_at IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'account_deleted');
END;
