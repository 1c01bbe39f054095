import { dropProductCaches } from "../cache/product-changes";
import { cancelUnpaidOrder, findOrderById, orderProductIds, type OrderRecord } from "../db/orders";
import { getConfig } from "../env";
import { closeOpenCheckouts } from "../payments/open-checkouts";
import { settlePayment } from "./settle-payment";
import { findTarget, refusedStep } from "./target";
import {
  actorLabel,
  orderAudit,
  type OrderResult,
  type OrderScope,
  type OrderTarget,
  type TargetRefusal,
} from "./types";

/** Why an unpaid order was not cancelled. */
export type CancelRefusal =
  | TargetRefusal
  /** It is not awaiting payment (paid, shipped, already cancelled). */
  | "not_cancellable"
  /** expireOrder: its payment deadline has not passed. */
  | "not_due"
  /** A checkout of it is paid at Stripe: it was settled from Stripe's answer instead. */
  | "payment_received"
  /** Stripe could not be asked whether a checkout of it is paid: try again later. */
  | "provider_unavailable";

export type CancelResult = OrderResult<CancelRefusal>;

/**
 * Cancels an unpaid order (for its customer, or for staff): its stock and coupon go back once, its
 * cached product pages are refreshed. Its open Stripe checkouts are closed first, so none can take
 * money for it afterwards; when one is already paid, the order is settled from it instead.
 */
export async function cancelOrder(scope: OrderScope, target: OrderTarget): Promise<CancelResult> {
  const found = await findTarget(scope.env.DB, target);
  if (!found.ok) return found;
  // The note is part of the customer's order history; who exactly cancelled it is the event's actor.
  const note = target.actor.kind === "customer" ? "cancelled by the customer" : "cancelled by the shop";
  return releaseUnpaid(scope, target, found.order, note);
}

/**
 * Cancels an unpaid order past its payment deadline (the cron, or a customer's pay page finding it
 * due before the cron): the same release, purge and checkout closing as a cancel. `now`: the time
 * the deadline is checked against; `stripeDown`: Stripe already failed to answer in this run, so it
 * is not asked again (the order waits).
 */
export async function expireOrder(
  scope: OrderScope,
  target: OrderTarget,
  options: ReleaseOptions = {},
): Promise<CancelResult> {
  const found = await findTarget(scope.env.DB, target);
  if (!found.ok) return found;
  if (found.order.status === "awaiting_payment" && found.order.expires_at > (options.now ?? Date.now())) {
    return { ok: false, reason: "not_due", order: found.order };
  }
  return releaseUnpaid(scope, target, found.order, "payment deadline passed", options);
}

interface ReleaseOptions {
  now?: number;
  stripeDown?: boolean;
}

async function releaseUnpaid(
  scope: OrderScope,
  target: OrderTarget,
  order: OrderRecord,
  note: string,
  options: ReleaseOptions = {},
): Promise<CancelResult> {
  const db = scope.env.DB;
  if (order.status !== "awaiting_payment") return { ok: false, reason: "not_cancellable", order };
  const closing = await closeOpenCheckouts(db, getConfig(scope.env), order, Date.now(), {
    stripeDown: options.stripeDown,
  });
  for (const payment of closing.payments) {
    await settlePayment(scope, { order, payment, actor: { kind: "provider", provider: "stripe" } });
  }
  if (closing.state === "paid") return { ok: false, reason: "payment_received", order };
  if (closing.state === "unavailable") return { ok: false, reason: "provider_unavailable", order };
  const cancelled = await cancelUnpaidOrder(db, order.id, {
    actor: actorLabel(target.actor),
    now: options.now ?? Date.now(),
    note,
    expectedVersion: target.expectedVersion,
    audit: orderAudit(target.actor, order.order_no, "cancel", { status: order.status }, { status: "cancelled" }),
  });
  if (!cancelled) return refusedStep(db, target, order, "not_cancellable");
  // The stock went back: those products' cached pages are stale.
  await dropProductCaches(scope, await orderProductIds(db, order.id));
  return { ok: true, order: (await findOrderById(db, order.id)) ?? order };
}
