import { markPaymentRefunded } from "../db/payments";
import { actorLabel, orderAudit, type Actor, type OrderScope } from "./types";

export type RefundResult =
  | { ok: true; refund: { id: number; refundedAt: string; note: string | null } }
  /** No payment to give back by that id (never refund_due, or unknown). */
  | { ok: false; reason: "not_found" };

/**
 * Staff gave a refund_due payment back (at the provider or by bank): it leaves the refund list and
 * the customer's order shows it refunded. Marking it again changes nothing.
 */
export async function markRefunded(
  scope: OrderScope,
  input: { paymentId: number; note: string | null; actor: Actor },
): Promise<RefundResult> {
  const audit = (orderNo: string) =>
    orderAudit(
      input.actor,
      orderNo,
      "mark_refunded",
      { paymentId: input.paymentId, refunded: false },
      { paymentId: input.paymentId, refunded: true, reference: input.note },
    );
  const staffChange = input.actor.kind === "staff" && input.actor.audit !== undefined;
  const refund = await markPaymentRefunded(
    scope.env.DB,
    input.paymentId,
    input.note,
    Date.now(),
    staffChange ? (orderNo) => audit(orderNo)! : undefined,
  );
  if (!refund) return { ok: false, reason: "not_found" };
  console.log(
    JSON.stringify({ level: "info", msg: "payment refunded", paymentId: refund.id, actor: actorLabel(input.actor) }),
  );
  return { ok: true, refund };
}
