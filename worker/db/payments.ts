import { auditStatement, type AuditRecord } from "./audit";

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
  /** Who reported it (the order event's actor); by default the provider ("provider:stripe"). */
  actor?: string;
  /** Staff confirmed it: the audit row, written only when this payment paid the order. */
  audit?: AuditRecord;
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
export async function findPayment(
  db: D1Database,
  orderId: number,
  provider: string,
  providerRef: string,
): Promise<{ id: number; status: string } | null> {
  return db
    .prepare("SELECT id, status FROM payments WHERE order_id = ?1 AND provider = ?2 AND provider_ref = ?3")
    .bind(orderId, provider, providerRef)
    .first();
}

/**
 * What a verified payment did:
 * - "paid": it paid the order (now);
 * - "duplicate": it is the payment that paid the order (a replayed event, or a capture and then
 *   its own webhook): nothing changes;
 * - "not-payable": the order cannot take it (cancelled or expired, or the wrong amount or currency);
 * - "second-payment": the order was already paid by another payment.
 * The last two keep the payment with status 'refund_due', for the operator to refund.
 */
export type PaidResult = "paid" | "duplicate" | "not-payable" | "second-payment";

const UNPAID_STATUSES = new Set(["awaiting_payment", "cancelled"]);

/** `orders.paid_ref` of a payment: which payment paid the order. */
export const paidRef = (payment: Pick<PaymentOutcome, "provider" | "providerRef">) =>
  `${payment.provider}:${payment.providerRef}`;

/**
 * Records a successful payment and moves the order to paid, in one batch. The event row comes first
 * and its UNIQUE (provider, event_id) makes a replayed event abort the batch: it changes nothing
 * (a failed batch whose event is already recorded is that replay; any other failure is thrown).
 * The order only moves when it is still awaiting payment and the amount and currency match; it then
 * remembers this payment as the one that paid it (`paid_ref`), and its coupon is marked used with
 * it. A payment the order cannot take is kept as 'refund_due' (never lost, never paying the order)
 * and logged as an error.
 */
export async function markOrderPaid(db: D1Database, payment: PaymentOutcome, now: number): Promise<PaidResult> {
  const ref = paidRef(payment);
  const paidGuard = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND paid_ref = ?3 AND paid_at = ?2)";
  let replayed = false;
  try {
    await db.batch([
      db
        .prepare(
          "INSERT INTO payment_events (provider, event_id, event_type, order_id, received_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .bind(payment.provider, payment.eventId, payment.eventType, payment.orderId, now),
      db
        .prepare(
          `UPDATE orders SET status = 'paid', paid_at = ?2, paid_ref = ?5, updated_at = ?2, version = version + 1
            WHERE id = ?1 AND status = 'awaiting_payment' AND total_minor = ?3 AND currency = ?4`,
        )
        .bind(payment.orderId, now, payment.amountMinor, payment.currency, ref),
      // Staff confirmed it: the audit row, only when the UPDATE just before paid the order.
      ...(payment.audit ? [auditStatement(db, payment.audit, now, "changes() = 1")] : []),
      // Succeeded when it is the payment that paid the order; otherwise money to give back.
      db
        .prepare(
          `INSERT INTO payments (order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at)
           SELECT ?1, ?2, ?3, CASE WHEN EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND paid_ref = ?7) THEN 'succeeded' ELSE 'refund_due' END, ?4, ?5, ?6, ?6
            WHERE 1
           ON CONFLICT (provider, provider_ref) DO UPDATE SET status = excluded.status, amount_minor = excluded.amount_minor,
                                                             currency = excluded.currency, updated_at = excluded.updated_at`,
        )
        .bind(payment.orderId, payment.provider, payment.providerRef, payment.amountMinor, payment.currency, now, ref),
      db
        .prepare(
          `INSERT INTO order_events (order_id, status, note, actor, created_at) SELECT ?1, 'paid', ?4, ?5, ?2 WHERE ${paidGuard}`,
        )
        .bind(payment.orderId, now, ref, payment.provider, payment.actor ?? `provider:${payment.provider}`),
      db
        .prepare(
          `UPDATE activity_claims SET status = 1, used_at = ?2 WHERE order_id = ?1 AND status = 0 AND ${paidGuard}`,
        )
        .bind(payment.orderId, now, ref),
    ]);
  } catch (error) {
    const seen = await db
      .prepare("SELECT 1 FROM payment_events WHERE provider = ?1 AND event_id = ?2")
      .bind(payment.provider, payment.eventId)
      .first();
    if (!seen) throw error;
    replayed = true;
  }
  const order = await db
    .prepare("SELECT order_no, status, paid_at, paid_ref FROM orders WHERE id = ?1")
    .bind(payment.orderId)
    .first<{ order_no: string; status: string; paid_at: number | null; paid_ref: string | null }>();
  if (order?.paid_ref === ref) return !replayed && order.paid_at === now ? "paid" : "duplicate";
  const unpayable = !order || UNPAID_STATUSES.has(order.status);
  if (replayed) {
    // The same event again: the same answer as the first time, without a second alarm.
    const row = await db
      .prepare("SELECT status FROM payments WHERE provider = ?1 AND provider_ref = ?2")
      .bind(payment.provider, payment.providerRef)
      .first<{ status: string }>();
    if (row?.status !== "refund_due") return "duplicate";
    return unpayable ? "not-payable" : "second-payment";
  }
  const result: PaidResult = unpayable ? "not-payable" : "second-payment";
  // Money was taken that the order cannot keep: the operator must refund it (GET /api/admin/payments/refund-due).
  console.error(
    JSON.stringify({
      level: "error",
      msg:
        result === "second-payment"
          ? "second payment of a paid order: refund due"
          : "payment for an order that cannot take it: refund due",
      orderNo: order?.order_no,
      orderStatus: order?.status,
      paidBy: order?.paid_ref ?? null,
      ...payment,
    }),
  );
  return result;
}

/** The open Stripe Checkout Sessions of an order (pending payments), by session id. */
export async function pendingStripeSessions(db: D1Database, orderId: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT provider_ref FROM payments WHERE order_id = ?1 AND provider = 'stripe' AND status = 'pending' ORDER BY id",
    )
    .bind(orderId)
    .all<{ provider_ref: string }>();
  return results.map((row) => row.provider_ref);
}

/** Pending payments that can no longer complete (their checkout was closed at the provider). */
export async function closePendingPayments(
  db: D1Database,
  provider: string,
  refs: readonly string[],
  now: number,
): Promise<void> {
  if (!refs.length) return;
  await db
    .prepare(
      `UPDATE payments SET status = 'cancelled', updated_at = ?2
        WHERE provider = ?1 AND status = 'pending' AND provider_ref IN (${refs.map((_, index) => `?${index + 3}`).join(", ")})`,
    )
    .bind(provider, now, ...refs)
    .run();
}

export interface RefundDuePayment {
  /** The payment's id (POST /api/admin/payments/{id}/refunded once it is given back). */
  id: number;
  orderNo: string;
  orderStatus: string;
  provider: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** When the payment arrived (ISO 8601). */
  at: string;
}

/** Payments the operator must still give back, newest first. */
export async function listRefundDuePayments(
  db: D1Database,
  page: number,
  pageSize: number,
): Promise<{ list: RefundDuePayment[]; total: number; page: number; pageSize: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT p.id, o.order_no, o.status AS order_status, p.provider, p.provider_ref, p.amount_minor, p.currency, p.updated_at
           FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.status = 'refund_due' AND p.refunded_at IS NULL
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ?1 OFFSET ?2`,
      )
      .bind(pageSize, (page - 1) * pageSize),
    db.prepare("SELECT COUNT(*) AS total FROM payments WHERE status = 'refund_due' AND refunded_at IS NULL"),
  ]);
  type Row = {
    id: number;
    order_no: string;
    order_status: string;
    provider: string;
    provider_ref: string;
    amount_minor: number;
    currency: string;
    updated_at: number;
  };
  return {
    list: (rows!.results as Row[]).map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      orderStatus: row.order_status,
      provider: row.provider,
      providerRef: row.provider_ref,
      amountMinor: row.amount_minor,
      currency: row.currency,
      at: new Date(row.updated_at).toISOString(),
    })),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

/**
 * The operator gave a refund_due payment back: it leaves the refund list. Marking it again changes
 * nothing. Null when there is no such payment to refund.
 */
export async function markPaymentRefunded(
  db: D1Database,
  id: number,
  note: string | null,
  now: number,
  audit?: (orderNo: string) => AuditRecord,
): Promise<{ id: number; refundedAt: string; note: string | null } | null> {
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(now)) throw new Error("not an integer");
  const orderNo = audit
    ? await db
        .prepare("SELECT o.order_no FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?1")
        .bind(id)
        .first<string>("order_no")
    : null;
  await db.batch([
    db
      .prepare(
        "UPDATE payments SET refunded_at = ?2, refund_note = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'refund_due' AND refunded_at IS NULL",
      )
      .bind(id, now, note),
    ...(audit && orderNo
      ? [
          auditStatement(
            db,
            audit(orderNo),
            now,
            `EXISTS (SELECT 1 FROM payments WHERE id = ${id} AND refunded_at = ${now} AND status = 'refund_due')`,
          ),
        ]
      : []),
  ]);
  const row = await db
    .prepare(
      "SELECT id, refunded_at, refund_note FROM payments WHERE id = ?1 AND status = 'refund_due' AND refunded_at IS NOT NULL",
    )
    .bind(id)
    .first<{ id: number; refunded_at: number; refund_note: string | null }>();
  return row ? { id: row.id, refundedAt: new Date(row.refunded_at).toISOString(), note: row.refund_note } : null;
}
