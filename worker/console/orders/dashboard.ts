import type { Dashboard, DashboardPeriod } from "../../../shared/console/dashboard";
import { CONTENT_BASE_LOCALE } from "../../../shared/locale";

const REVENUE_STATUSES = "('paid', 'shipped', 'completed')";

function periodStatements(db: D1Database, from: number, to: number) {
  return [
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE created_at >= ?1 AND created_at < ?2").bind(from, to),
    db
      .prepare(
        `SELECT currency, SUM(total_minor) AS amount FROM orders
          WHERE status IN ${REVENUE_STATUSES} AND paid_at >= ?1 AND paid_at < ?2 GROUP BY currency ORDER BY currency`,
      )
      .bind(from, to),
  ];
}

function toPeriod(count: D1Result, revenue: D1Result): DashboardPeriod {
  return {
    orders: (count.results[0] as { n: number }).n,
    revenue: (revenue.results as Array<{ currency: string; amount: number }>).map((row) => ({
      currency: row.currency,
      amountMinor: row.amount,
    })),
  };
}

/** The first moment of the day and of the month of `now`, in UTC. */
export function periodStarts(now: number): { day: number; month: number } {
  const date = new Date(now);
  return {
    day: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    month: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
  };
}

/** Today's and this month's orders (by creation) and revenue (by payment, per currency), and what waits. */
export async function readDashboard(db: D1Database, now: number, lowStockLimit = 20): Promise<Dashboard> {
  const { day, month } = periodStarts(now);
  const results = await db.batch([
    ...periodStatements(db, day, now + 1),
    ...periodStatements(db, month, now + 1),
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'awaiting_payment'"),
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid'"),
    db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'refund_due' AND refunded_at IS NULL"),
    db
      .prepare(
        `SELECT s.id AS spec_id, s.goods_id, s.sku, s.stock, s.low_stock_threshold, COALESCE(t.name, '') AS name
           FROM goods_specs s JOIN goods g ON g.id = s.goods_id
           LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = '${CONTENT_BASE_LOCALE}'
          WHERE g.status = 1 AND s.stock <= s.low_stock_threshold
          ORDER BY s.stock, s.id LIMIT ?1`,
      )
      .bind(lowStockLimit),
  ]);
  const count = (result: D1Result | undefined) => (result!.results[0] as { n: number }).n;
  return {
    today: toPeriod(results[0]!, results[1]!),
    month: toPeriod(results[2]!, results[3]!),
    awaitingPayment: count(results[4]),
    toShip: count(results[5]),
    refundsDue: count(results[6]),
    lowStock: (
      results[7]!.results as Array<{
        spec_id: number;
        goods_id: number;
        sku: string;
        stock: number;
        low_stock_threshold: number;
        name: string;
      }>
    ).map((row) => ({
      specId: row.spec_id,
      productId: row.goods_id,
      sku: row.sku,
      name: row.name,
      stock: row.stock,
      threshold: row.low_stock_threshold,
    })),
  };
}
