import { deletedAccountEmail, type AccountDeleteRefusal } from "../../shared/account/privacy";
import { dropProductCaches, type CacheScope } from "../cache/product-changes";
import {
  accountBlockers,
  accountDeletionStatements,
  reviewedProductIds,
  type AccountBlockers,
} from "../db/account-deletion";
import type { AuditActor } from "../db/audit";
import { runGuardedBatch } from "../console/catalogue-structure/writes";
import { getUserById } from "../db/users";
import { cancelOrder, type CancelRefusal } from "../orders/cancel-order";

/** Who deletes the account: its owner (signed in, password typed again), or staff on the console. */
export type DeletionActor =
  | { kind: "customer"; userId: number }
  | { kind: "staff"; staffId: string; audit: AuditActor };

export interface DeletionTarget {
  userId: number;
  actor: DeletionActor;
  /**
   * Staff only: cancel the account's unpaid orders first (each through the order lifecycle, with
   * its stock, coupon and audit row), instead of refusing. A customer cancels their own first.
   */
  cancelUnpaid?: boolean;
}

export type DeletionResult =
  | { ok: true; deletedAt: number; cancelled: string[] }
  | {
      ok: false;
      reason: AccountDeleteRefusal;
      /** The orders in the way (refusals about orders). */
      orderNos?: string[];
      /** cancel_refused: why that order was not cancelled. */
      cancelRefusal?: CancelRefusal;
    };

/** Why the account cannot go now, from its orders (null: nothing is in the way). */
function refusalOf(blockers: AccountBlockers, unpaidAllowed: boolean): DeletionResult | null {
  if (blockers.inProgress.length) return { ok: false, reason: "orders_in_progress", orderNos: blockers.inProgress };
  if (blockers.refundDue.length) return { ok: false, reason: "refund_due", orderNos: blockers.refundDue };
  if (blockers.unpaid.length && !unpaidAllowed)
    return { ok: false, reason: "unpaid_orders", orderNos: blockers.unpaid };
  return null;
}

/**
 * Deletes a customer's account: refused while an order waits for payment, is paid or shipped, or
 * has money to give back (staff may cancel unpaid orders with it). Otherwise, in one batch: the
 * confirmation mail to the address before it goes, the audit row, and the anonymisation (name and
 * email replaced by an unreachable placeholder, addresses, cart and devices removed, sessions and
 * reset links ended, optional mail off, orders keeping only their country of the address). The
 * reviewed products' cached pages are dropped everywhere: they showed the reviewer's name.
 */
export async function deleteAccount(scope: CacheScope, target: DeletionTarget): Promise<DeletionResult> {
  const db = scope.env.DB;
  const user = await getUserById(db, target.userId);
  if (!user) return { ok: false, reason: "not_found" };
  if (user.deleted_at !== null) return { ok: false, reason: "already_deleted" };
  const staff = target.actor.kind === "staff" ? target.actor : null;
  const unpaidAllowed = staff !== null && target.cancelUnpaid === true;
  const blockers = await accountBlockers(db, user.id);
  const refused = refusalOf(blockers, unpaidAllowed);
  if (refused) return refused;

  const cancelled: string[] = [];
  if (staff) {
    for (const orderNo of blockers.unpaid) {
      const result = await cancelOrder(scope, {
        orderNo,
        actor: { kind: "staff", staffId: staff.staffId, audit: staff.audit },
      });
      // Cancelled meanwhile (by the customer, or the cron's expiry) is as good.
      if (!result.ok && !(result.reason === "not_cancellable" && result.order?.status === "cancelled")) {
        return { ok: false, reason: "cancel_refused", orderNos: [orderNo], cancelRefusal: result.reason };
      }
      cancelled.push(orderNo);
    }
  }

  const productIds = await reviewedProductIds(db, user.id);
  const { results: files } = await db
    .prepare("SELECT DISTINCT object_key FROM quote_attachments WHERE user_id = ?1")
    .bind(user.id)
    .all<{ object_key: string }>();
  const now = Date.now();
  const audit = {
    // A customer's own request is audited without their address (IP): the row outlives the account.
    actor: staff ? staff.audit : { staffId: null, label: `customer:${user.id}`, ip: "" },
    entity: "customer",
    entityId: String(user.id),
    action: "delete",
    before: { deleted: false },
    after: { deleted: true, by: target.actor.kind, ...(cancelled.length ? { cancelledOrders: cancelled } : {}) },
  };
  const written = await runGuardedBatch(
    db,
    accountDeletionStatements(
      db,
      {
        userId: user.id,
        email: user.email.toLowerCase(),
        placeholder: deletedAccountEmail(user.id),
        by: target.actor.kind,
        audit,
      },
      now,
    ),
  );
  if (!written) {
    // Something changed between the checks and the batch: say what, from the state now.
    const again = await getUserById(db, user.id);
    if (!again) return { ok: false, reason: "not_found" };
    if (again.deleted_at !== null) return { ok: false, reason: "already_deleted" };
    return refusalOf(await accountBlockers(db, user.id), false) ?? { ok: false, reason: "unpaid_orders", orderNos: [] };
  }
  await dropProductCaches(scope, productIds, { reviews: true, everywhere: true });
  // The files sent with quote requests go with the account, unless another account sent the same bytes.
  for (const { object_key: key } of files) {
    const used = await db.prepare("SELECT 1 FROM quote_attachments WHERE object_key = ?1 LIMIT 1").bind(key).first();
    if (!used) await scope.env.DOCUMENTS.delete(key);
  }
  return { ok: true, deletedAt: now, cancelled };
}
