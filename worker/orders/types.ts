import type { TradeField } from "../documents/model";
import type { CacheScope } from "../cache/product-changes";
import type { AuditActor, AuditRecord } from "../db/audit";
import type { OrderRecord } from "../db/orders";

/**
 * Who changes an order. Every order event records it: a customer (their user id), a staff member
 * (the console's staff id; the operator token is "operator"), the cron, or a payment provider.
 */
export type Actor =
  | { kind: "customer"; userId: number }
  /** `audit`: a console or API change, which writes its audit row in the change's own batch. */
  | { kind: "staff"; staffId: string; audit?: AuditActor }
  | { kind: "cron" }
  | { kind: "provider"; provider: "stripe" | "paypal" | "bank" };

/** The actor as stored with an order event: "customer:12", "staff:ops-7", "cron", "provider:stripe". */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case "customer":
      return `customer:${actor.userId}`;
    case "staff":
      return `staff:${actor.staffId}`;
    case "cron":
      return "cron";
    case "provider":
      return `provider:${actor.provider}`;
  }
}

/** Where an order changes: the bindings, the request's origin and deferral for cache purges. */
export type OrderScope = CacheScope;

/**
 * Which order a step is for, by whom, and (for a staff action on what they saw) on which version:
 * a step asked for on an order changed since is refused as "stale", never applied over the change.
 * A customer only ever reaches their own orders.
 */
export interface OrderTarget {
  orderNo: string;
  actor: Actor;
  expectedVersion?: number;
}

/** A lifecycle step's answer: the order as it is now, or why the step was refused. */
export type OrderResult<Reason extends string> =
  | { ok: true; order: OrderRecord }
  | {
      ok: false;
      reason: Reason;
      order?: OrderRecord;
      /** Shipping refused: the SKU whose trade data a commercial invoice lacks, and what it lacks. */
      missingTrade?: { sku: string; missing: TradeField[] };
    };

/** Refusals every step on an existing order can give. */
export type TargetRefusal = "not_found" | "stale";

/** The audit row of a staff actor's change of an order (none for customers, cron and providers). */
export function orderAudit(
  actor: Actor,
  orderNo: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditRecord | undefined {
  if (actor.kind !== "staff" || !actor.audit) return undefined;
  return { actor: actor.audit, entity: "order", entityId: orderNo, action, before, after };
}
