import { findOrder, findOrderById, type OrderRecord } from "../db/orders";
import { markOrderPaid, type PaidResult, type PaymentOutcome } from "../db/payments";
import { actorLabel, orderAudit, type Actor, type OrderScope } from "./types";

/** Why a verified payment did not pay the order (it is then kept as refund_due, never lost). */
export type SettleRefusal =
  /** No such order: acknowledged, so the provider stops retrying. */
  | "not_found"
  /** Cancelled or expired, or the wrong amount or currency. */
  | "not_payable"
  /** Already paid by another payment. */
  | "second_payment";

export type SettleResult =
  | { ok: true; order: OrderRecord; result: Extract<PaidResult, "paid" | "duplicate"> }
  | { ok: false; reason: SettleRefusal; order?: OrderRecord };

/**
 * A verified payment (a provider's webhook or capture, a Stripe session found paid, a bank transfer
 * the staff saw arrive) settles the order: paid once, by exactly its amount and currency. The
 * payment that paid it again is a "duplicate" and changes nothing.
 */
export async function settlePayment(
  scope: OrderScope,
  input: { order: string | { id: number }; payment: Omit<PaymentOutcome, "orderId" | "actor">; actor: Actor },
): Promise<SettleResult> {
  const db = scope.env.DB;
  const order =
    typeof input.order === "string" ? await findOrder(db, input.order) : await findOrderById(db, input.order.id);
  if (!order) return { ok: false, reason: "not_found" };
  const result = await markOrderPaid(
    db,
    {
      ...input.payment,
      orderId: order.id,
      actor: actorLabel(input.actor),
      audit: orderAudit(
        input.actor,
        order.order_no,
        "confirm_payment",
        { status: order.status },
        { status: "paid", provider: input.payment.provider, amountMinor: input.payment.amountMinor },
      ),
    },
    Date.now(),
  );
  const now = (await findOrderById(db, order.id)) ?? order;
  if (result === "paid" || result === "duplicate") return { ok: true, order: now, result };
  return { ok: false, reason: result === "second-payment" ? "second_payment" : "not_payable", order: now };
}

/** The answer a provider's webhook gets for a settlement ("paid", "duplicate", "not-payable", …). */
export function settledAs(settled: SettleResult): PaidResult | false {
  if (settled.ok) return settled.result;
  if (settled.reason === "not_found") return false;
  return settled.reason === "second_payment" ? "second-payment" : "not-payable";
}
