-- The console's order list shows the exact number of orders, in all or in one status. Counting
-- 100,000 orders per page view reads the whole index; instead one row per status keeps its count,
-- moved by triggers in the same statement as the order itself, so it is exact after every insert,
-- status change and delete. Filters other than the status still count the matching orders.
CREATE TABLE order_status_counts (
  status TEXT PRIMARY KEY CHECK (status IN ('awaiting_payment', 'paid', 'shipped', 'completed', 'cancelled')),
  orders INTEGER NOT NULL CHECK (orders >= 0)
) WITHOUT ROWID;

INSERT INTO order_status_counts (status, orders)
SELECT s.status, (SELECT COUNT(*) FROM orders o WHERE o.status = s.status)
FROM (SELECT 'awaiting_payment' AS status UNION ALL SELECT 'paid' UNION ALL SELECT 'shipped'
      UNION ALL SELECT 'completed' UNION ALL SELECT 'cancelled') s;

CREATE TRIGGER orders_count_insert AFTER INSERT ON orders
BEGIN
  UPDATE order_status_counts SET orders = orders + 1 WHERE status = new.status;
END;

CREATE TRIGGER orders_count_status AFTER UPDATE OF status ON orders
WHEN old.status <> new.status
BEGIN
  UPDATE order_status_counts SET orders = orders - 1 WHERE status = old.status;
  UPDATE order_status_counts SET orders = orders + 1 WHERE status = new.status;
END;

CREATE TRIGGER orders_count_delete AFTER DELETE ON orders
BEGIN
  UPDATE order_status_counts SET orders = orders - 1 WHERE status = old.status;
END;
