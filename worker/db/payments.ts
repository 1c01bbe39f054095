export interface PaymentOutcome {
  orderId: number;
  provider: "bank" | "stripe" | "paypal";
  /** The provider's id of the payment (checkout session, capture, ...). */
  providerRef: string;
  /** The provider's id of the event (webhooks are idempotent by it). */
  eventId: string;
  eventType: string;
  amountMinor: number;
  currency: string;
}

/** A payment started at a provider (waiting for the customer or the bank). */
export async function recordPendingPayment(
  db: D1Database,
  payment: { orderId: number; provider: string; providerRef: string; amountMinor: number; currency: string },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payments (order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'pending', ?4, ?5, ?6, ?6)
       ON CONFLICT (provider, provider_ref) DO NOTHING`,
    )
    .bind(payment.orderId, payment.provider, payment.providerRef, payment.amountMinor, payment.currency, now)
    .run();
}

/** A payment of the order at the provider, by the provider's reference. */
export async function findPayment(db: D1Database, orderId: number, provider: string, providerRef: string): Promise<{ id: number; status: string } | null> {
  return db
    .prepare("SELECT id, status FROM payments WHERE order_id = ?1 AND provider = ?2 AND provider_ref = ?3")
    .bind(orderId, provider, providerRef)
    .first();
}

export type PaidResult = "paid" | "duplicate" | "not-payable";

/**
 * Records a successful payment and moves the order to paid, in one batch. The event row comes first
 * and its UNIQUE (provider, event_id) makes a replayed event abort the batch: it changes nothing.
 * The order only moves when it is still awaiting payment and the amount and currency match; its
 * coupon is marked used with it.
 */
export async function markOrderPaid(db: D1Database, payment: PaymentOutcome, now: number): Promise<PaidResult> {
  const paidGuard = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'paid' AND paid_at = ?2)";
  try {
    await db.batch([
      db
        .prepare("INSERT INTO payment_events (provider, event_id, event_type, order_id, received_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(payment.provider, payment.eventId, payment.eventType, payment.orderId, now),
      db
        .prepare(
          `INSERT INTO payments (order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at)
           VALUES (?1, ?2, ?3, 'succeeded', ?4, ?5, ?6, ?6)
           ON CONFLICT (provider, provider_ref) DO UPDATE SET status = 'succeeded', amount_minor = excluded.amount_minor, updated_at = excluded.updated_at`,
        )
        .bind(payment.orderId, payment.provider, payment.providerRef, payment.amountMinor, payment.currency, now),
      db
        .prepare(
          `UPDATE orders SET status = 'paid', paid_at = ?2, updated_at = ?2
            WHERE id = ?1 AND status = 'awaiting_payment' AND total_minor = ?3 AND currency = ?4`,
        )
        .bind(payment.orderId, now, payment.amountMinor, payment.currency),
      db
        .prepare(`INSERT INTO order_events (order_id, status, note, created_at) SELECT ?1, 'paid', ?3, ?2 WHERE ${paidGuard}`)
        .bind(payment.orderId, now, payment.provider),
      db
        .prepare(`UPDATE activity_claims SET status = 1, used_at = ?2 WHERE order_id = ?1 AND status = 0 AND ${paidGuard}`)
        .bind(payment.orderId, now),
    ]);
  } catch (error) {
    if (/UNIQUE constraint failed: payment_events/.test(String(error))) return "duplicate";
    throw error;
  }
  const order = await db.prepare("SELECT status, paid_at FROM orders WHERE id = ?1").bind(payment.orderId).first<{ status: string; paid_at: number | null }>();
  if (order?.status === "paid" && order.paid_at === now) return "paid";
  // Already paid by an earlier notice of the same payment (a capture, then its webhook).
  if (order && order.status !== "cancelled" && order.status !== "awaiting_payment") return "duplicate";
  // Paid too late (cancelled or expired) or the wrong amount: recorded for the operator to refund.
  console.warn(JSON.stringify({ level: "warn", msg: "payment for an order that cannot take it", ...payment, orderStatus: order?.status }));
  return "not-payable";
}
