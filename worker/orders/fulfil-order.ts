import { findCarrier, trackingUrl } from "../db/carriers";
import { advanceOrder } from "../db/orders";
import { shippedOrderInvoice } from "../documents/issue";
import { findTarget, refusedStep } from "./target";
import {
  actorLabel,
  orderAudit,
  type OrderResult,
  type OrderScope,
  type OrderTarget,
  type TargetRefusal,
} from "./types";

/**
 * Why a paid order did not move on: it is not at the step before (paid → shipped → completed), or
 * (shipping) a SKU lacks the trade data its commercial invoice needs.
 */
export type FulfilRefusal = TargetRefusal | "wrong_step" | "unknown_carrier" | "trade_data_missing";

type Step = { to: "shipped"; carrier: string; trackingNo: string; trackingUrl: string | null } | { to: "completed" };

/** Moves the order one step on from `from`, as `target.actor`, at the expected version if given. */
async function advance(
  scope: OrderScope,
  target: OrderTarget,
  from: "paid" | "shipped",
  step: (order: { shipping_method_id: number | null; shipping_method_name: string }) => Promise<Step | null>,
): Promise<OrderResult<FulfilRefusal>> {
  const db = scope.env.DB;
  const found = await findTarget(db, target);
  if (!found.ok) return found;
  const order = found.order;
  if (order.status !== from) return { ok: false, reason: "wrong_step", order };
  const next = await step(order);
  if (!next) return { ok: false, reason: "unknown_carrier", order };
  const now = Date.now();
  // Shipping issues the commercial invoice in the same batch, or nothing moves.
  let invoice: D1PreparedStatement[] = [];
  if (next.to === "shipped") {
    const issued = await shippedOrderInvoice(scope, order, {
      carrier: next.carrier,
      trackingNo: next.trackingNo,
      now,
      actor: target.actor,
    });
    if (!issued.ok) {
      return issued.reason === "trade_data_missing"
        ? { ok: false, reason: "trade_data_missing", order, missingTrade: { sku: issued.sku, missing: issued.missing } }
        : { ok: false, reason: "not_found" };
    }
    invoice = issued.statements;
  }
  const after =
    next.to === "shipped"
      ? { status: "shipped", carrier: next.carrier, trackingNo: next.trackingNo, trackingUrl: next.trackingUrl }
      : { status: "completed" };
  const moved = await advanceOrder(db, order.id, next, {
    actor: actorLabel(target.actor),
    now,
    also: invoice,
    note: next.to === "shipped" ? next.trackingNo : "",
    expectedVersion: target.expectedVersion,
    audit: orderAudit(
      target.actor,
      order.order_no,
      next.to === "shipped" ? "ship" : "complete",
      { status: from },
      after,
    ),
  });
  return moved ? { ok: true, order: moved } : refusedStep(db, target, order, "wrong_step");
}

/**
 * Staff shipped a paid order: its carrier and tracking number are recorded, and the customer sees
 * them with the carrier's tracking link. The carrier is a shipping method (`shippingMethodId`; by
 * default the order's own), or a name given as text (then without a tracking link).
 */
export function markShipped(
  scope: OrderScope,
  target: OrderTarget & { carrier?: string; shippingMethodId?: number; trackingNo: string },
): Promise<OrderResult<FulfilRefusal>> {
  return advance(scope, target, "paid", async (order) => {
    const methodId = target.shippingMethodId ?? (target.carrier ? null : order.shipping_method_id);
    const carrier = methodId === null ? null : await findCarrier(scope.env.DB, methodId);
    if (target.shippingMethodId !== undefined && !carrier) return null;
    return {
      to: "shipped",
      carrier: target.carrier || carrier?.name || order.shipping_method_name,
      trackingNo: target.trackingNo,
      trackingUrl: trackingUrl(carrier, target.trackingNo),
    };
  });
}

/** A shipped order arrived (staff confirm it): it is completed. */
export function complete(scope: OrderScope, target: OrderTarget): Promise<OrderResult<FulfilRefusal>> {
  return advance(scope, target, "shipped", async () => ({ to: "completed" }));
}
