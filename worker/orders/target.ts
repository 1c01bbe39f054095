import { findOrder, findOrderById, type OrderRecord } from "../db/orders";
import type { OrderTarget, TargetRefusal } from "./types";

type Found = { ok: true; order: OrderRecord } | { ok: false; reason: TargetRefusal; order?: OrderRecord };

/**
 * The order a step is for: a customer finds only their own; a step asked for on a version the order
 * has moved past is "stale" before anything is done.
 */
export async function findTarget(db: D1Database, target: OrderTarget): Promise<Found> {
  const order = await findOrder(db, target.orderNo);
  if (!order || (target.actor.kind === "customer" && order.user_id !== target.actor.userId)) {
    return { ok: false, reason: "not_found" };
  }
  if (target.expectedVersion !== undefined && order.version !== target.expectedVersion) {
    return { ok: false, reason: "stale", order };
  }
  return { ok: true, order };
}

/**
 * Why a step's guarded update changed nothing, from the order as it is now: it changed since the
 * expected version ("stale"), or it is not at the step this one starts from (`wrongStep`).
 */
export async function refusedStep<Reason extends string>(
  db: D1Database,
  target: OrderTarget,
  order: OrderRecord,
  wrongStep: Reason,
): Promise<{ ok: false; reason: Reason | TargetRefusal; order?: OrderRecord }> {
  const now = await findOrderById(db, order.id);
  if (!now) return { ok: false, reason: "not_found" };
  if (target.expectedVersion !== undefined && now.version !== target.expectedVersion) {
    return { ok: false, reason: "stale", order: now };
  }
  return { ok: false, reason: wrongStep, order: now };
}
