import { advanceOrder } from "../db/orders";
import { findTarget, refusedStep } from "./target";
import { actorLabel, type OrderResult, type OrderScope, type OrderTarget, type TargetRefusal } from "./types";

/** Why a paid order did not move on: it is not at the step before (paid → shipped → completed). */
export type FulfilRefusal = TargetRefusal | "wrong_step";

type Step = { to: "shipped"; carrier?: string; trackingNo: string } | { to: "completed" };

/** Moves the order one step on from `from`, as `target.actor`, at the expected version if given. */
async function advance(
  scope: OrderScope,
  target: OrderTarget,
  from: "paid" | "shipped",
  step: Step,
): Promise<OrderResult<FulfilRefusal>> {
  const db = scope.env.DB;
  const found = await findTarget(db, target);
  if (!found.ok) return found;
  const order = found.order;
  if (order.status !== from) return { ok: false, reason: "wrong_step", order };
  const moved = await advanceOrder(
    db,
    order.id,
    step.to === "shipped" ? { ...step, carrier: step.carrier || order.shipping_method_name } : step,
    {
      actor: actorLabel(target.actor),
      now: Date.now(),
      note: step.to === "shipped" ? step.trackingNo : "",
      expectedVersion: target.expectedVersion,
    },
  );
  return moved ? { ok: true, order: moved } : refusedStep(db, target, order, "wrong_step");
}

/**
 * Staff shipped a paid order: its carrier (by default the shipping method's name) and tracking
 * number are recorded, and the customer sees them.
 */
export function markShipped(
  scope: OrderScope,
  target: OrderTarget & { carrier?: string; trackingNo: string },
): Promise<OrderResult<FulfilRefusal>> {
  return advance(scope, target, "paid", { to: "shipped", carrier: target.carrier, trackingNo: target.trackingNo });
}

/** A shipped order arrived (staff confirm it): it is completed. */
export function complete(scope: OrderScope, target: OrderTarget): Promise<OrderResult<FulfilRefusal>> {
  return advance(scope, target, "shipped", { to: "completed" });
}
