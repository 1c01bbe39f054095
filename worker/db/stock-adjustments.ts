import type { StockReason } from "../../shared/console/catalogue";
import { HOLDING_STATUSES } from "../console/products/queries";
import { auditStatement, type AuditActor } from "./audit";

export type AdjustResult =
  | { ok: true; productId: number; stock: number }
  | { ok: false; reason: "not_found" }
  /** Removing more than is free: `held` units belong to open orders. */
  | { ok: false; reason: "below_held"; stock: number; held: number };

/**
 * Units in or out of a SKU's stock, with the reason, one stock_adjustments row and one audit row,
 * all in one batch. Stock never goes below what open orders hold: only free units can go out.
 */
export async function adjustStock(
  db: D1Database,
  input: { skuId: number; delta: number; reason: StockReason; note: string },
  actor: AuditActor,
  now: number,
): Promise<AdjustResult> {
  const sku = await db
    .prepare(
      `SELECT s.goods_id, s.stock, (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders r ON r.id = l.order_id
                         WHERE l.goods_specs_id = s.id AND r.status IN ${HOLDING_STATUSES}) AS held
         FROM goods_specs s WHERE s.id = ?1`,
    )
    .bind(input.skuId)
    .first<{ goods_id: number; stock: number; held: number }>();
  if (!sku) return { ok: false, reason: "not_found" };
  if (sku.stock + input.delta < 0) return { ok: false, reason: "below_held", stock: sku.stock, held: sku.held };
  const [updated] = await db.batch([
    db
      .prepare("UPDATE goods_specs SET stock = stock + ?2 WHERE id = ?1 AND stock + ?2 >= 0 RETURNING stock")
      .bind(input.skuId, input.delta),
    db
      .prepare(
        `INSERT INTO stock_adjustments (goods_specs_id, delta, reason, note, stock_after, staff_id, at)
         SELECT ?1, ?2, ?3, ?4, stock, ?5, ?6 FROM goods_specs WHERE id = ?1 AND changes() = 1`,
      )
      .bind(input.skuId, input.delta, input.reason, input.note, actor.staffId, now),
    auditStatement(
      db,
      {
        actor,
        entity: "sku",
        entityId: String(input.skuId),
        action: "stock_adjust",
        before: { stock: sku.stock },
        after: { stock: sku.stock + input.delta, delta: input.delta, reason: input.reason, note: input.note },
      },
      now,
      "changes() = 1",
    ),
  ]);
  const stock = (updated!.results[0] as { stock: number } | undefined)?.stock;
  // An order took the units between the read and the batch: refused like the read would have.
  if (stock === undefined) return { ok: false, reason: "below_held", stock: sku.stock, held: sku.held };
  return { ok: true, productId: sku.goods_id, stock };
}
