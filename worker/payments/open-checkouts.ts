import { closePendingPayments, pendingStripeSessions, type PaymentOutcome } from "../db/payments";
import type { Config } from "../env";
import { closeCheckoutSession, stripeConfig } from "./stripe";

/**
 * Whether an unpaid order may be cancelled now, as far as its open checkouts go:
 * - "clear": nothing can pay it any more (each open Stripe Checkout Session was expired at Stripe,
 *   or had expired already; or Stripe is not configured);
 * - "paid": a session of it is complete at Stripe: the customer has paid, so the order must not be
 *   cancelled. The payments Stripe reported come back with it, for the caller to settle right away
 *   (as their webhooks would), so an order whose webhook is late or lost does not wait for it;
 * - "unavailable": Stripe did not answer; nothing is known, so the order is not cancelled now.
 */
export type CheckoutsClosing = "clear" | "paid" | "unavailable";

/** A payment Stripe reported complete while its session was being closed. */
export type RetrievedPayment = Omit<PaymentOutcome, "orderId" | "actor">;

/**
 * Closes the order's open Stripe Checkout Sessions before it is cancelled (by the customer, the pay
 * page or the cron), so that no open tab can still take money for a cancelled order. Every open
 * session is tried, even after one is found paid, so a second one cannot be paid as well.
 */
export async function closeOpenCheckouts(
  db: D1Database,
  config: Config,
  order: { id: number; order_no: string },
  now: number,
  options: { stripeDown?: boolean } = {},
): Promise<{ state: CheckoutsClosing; payments: RetrievedPayment[] }> {
  const stripe = stripeConfig(config);
  if (!stripe) return { state: "clear", payments: [] };
  const sessions = await pendingStripeSessions(db, order.id);
  if (!sessions.length) return { state: "clear", payments: [] };
  // Stripe already failed to answer in this run (the cron): not asked again, the order waits.
  if (options.stripeDown) return { state: "unavailable", payments: [] };
  const outcomes = await Promise.all(
    sessions.map(async (sessionId) => ({ sessionId, ...(await closeCheckoutSession(stripe, sessionId)) })),
  );
  await closePendingPayments(
    db,
    "stripe",
    outcomes.filter((each) => each.outcome === "expired").map((each) => each.sessionId),
    now,
  );
  // The same payment as the session's webhook (provider ref = session id): whichever is settled
  // second is a duplicate.
  const payments = outcomes.flatMap(({ sessionId, payment }): RetrievedPayment[] =>
    payment
      ? [
          {
            provider: "stripe",
            providerRef: sessionId,
            eventId: `retrieved:${sessionId}`,
            eventType: "checkout.session.retrieved",
            ...payment,
          },
        ]
      : [],
  );
  if (outcomes.some((each) => each.outcome === "complete")) {
    console.log(
      JSON.stringify({
        level: "info",
        msg: "order not cancelled: a checkout session is paid",
        orderNo: order.order_no,
      }),
    );
    return { state: "paid", payments };
  }
  if (outcomes.some((each) => each.outcome === "unavailable")) {
    console.error(
      JSON.stringify({ level: "error", msg: "order not cancelled: stripe did not answer", orderNo: order.order_no }),
    );
    return { state: "unavailable", payments };
  }
  return { state: "clear", payments };
}
