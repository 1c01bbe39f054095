import type { Address } from "../../shared/commerce/types";
import type { Locale } from "../../shared/locale";
import { dropProductCaches } from "../cache/product-changes";
import { companyRow, detailsOf } from "../db/company-profiles";
import {
  findOrder,
  findOrderByIdempotencyKey,
  newOrderNo,
  placeOrderStatements,
  type OrderedLine,
  type OrderRecord,
} from "../db/orders";
import { placedOrderProforma } from "../documents/issue";
import { getConfig } from "../env";
import { actorLabel, type Actor, type OrderScope } from "./types";

/** A line at an agreed price (an offer's, or one a staff member entered), with the SKU it takes stock from. */
export type PricedLine = OrderedLine;

/** Why an order at agreed prices was not placed: a SKU sold since, or stopped being sold. */
export type PricedRefusal =
  | { reason: "out_of_stock"; name: string; stock: number }
  | { reason: "no_longer_sold"; name: string };

export interface PricedOrder {
  userId: number;
  locale: Locale;
  /** Same key → same order (a retry, or a second click, answers the order the first one placed). */
  idempotencyKey: string;
  currency: string;
  lines: PricedLine[];
  freightMinor: number;
  /** What the freight is called on the order ("Sea freight, DAP Santos"). */
  freightLabel: string;
  address: Omit<Address, "id" | "isDefault">;
  notes: string;
  poNumber: string;
  actor: Actor;
  /**
   * More of the same batch (the quote it closes, an audit row), given the order's number. Should
   * the batch fail, `explain` says why from what is there now (null: not for a reason of its own).
   */
  with?: (orderNo: string) => D1PreparedStatement[];
  explain?: () => Promise<{ ok: false; reason: string } | null>;
}

export type PricedResult<Extra> = { ok: true; order: OrderRecord } | ({ ok: false } & (PricedRefusal | Extra));

/** Each line's SKU still sold and holding its quantity, or the first that does not. */
async function stockRefusal(db: D1Database, lines: readonly PricedLine[]): Promise<PricedRefusal | null> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.stock, CASE WHEN g.status = 1 AND s.status = 1 THEN 1 ELSE 0 END AS sold
         FROM goods_specs s JOIN goods g ON g.id = s.goods_id
        WHERE s.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(lines.map((line) => line.skuId)))
    .all<{ id: number; stock: number; sold: number }>();
  const byId = new Map(results.map((row) => [row.id, row]));
  for (const line of lines) {
    const sku = byId.get(line.skuId);
    if (sku?.sold !== 1) return { reason: "no_longer_sold", name: line.name };
    if (sku.stock < line.quantity) return { reason: "out_of_stock", name: line.name, stock: sku.stock };
  }
  return null;
}

/**
 * Places an order at agreed prices (an accepted offer, or an order staff enter for a buyer) through
 * the same batch as a cart order: prices snapshotted, stock taken (CHECK (stock >= 0) refuses the
 * whole batch rather than oversell), the first status event and its mail, the pro-forma; no coupon
 * (agreed prices do not combine with coupons). The caller's statements ride in the same batch.
 */
export async function placePricedOrder<Extra extends { reason: string }>(
  scope: OrderScope,
  input: PricedOrder,
): Promise<PricedResult<Extra>> {
  const db = scope.env.DB;
  const twin = await findOrderByIdempotencyKey(db, input.userId, input.idempotencyKey);
  if (twin) return { ok: true, order: twin };
  const short = await stockRefusal(db, input.lines);
  if (short) return { ok: false, ...short };
  const now = Date.now();
  const subtotalMinor = input.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const totalMinor = subtotalMinor + input.freightMinor;
  const companyProfile = await companyRow(db, input.userId);
  const company = companyProfile ? detailsOf(companyProfile) : null;
  const expiresAt = now + getConfig(scope.env).ORDER_PAYMENT_MINUTES * 60_000;
  const figures = {
    currency: input.currency,
    poNumber: input.poNumber || null,
    subtotalMinor,
    shippingMinor: input.freightMinor,
    discountMinor: 0,
    totalMinor,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNo = newOrderNo(now);
    const proforma = await placedOrderProforma(scope, {
      orderNo,
      userId: input.userId,
      lang: input.locale,
      now,
      order: figures,
      company,
      address: input.address,
      lines: input.lines,
      dueAt: expiresAt,
    });
    try {
      await db.batch([
        ...placeOrderStatements(
          db,
          {
            orderNo,
            userId: input.userId,
            idempotencyKey: input.idempotencyKey,
            currency: input.currency,
            lines: input.lines,
            cartLineIds: [],
            subtotalMinor,
            shippingMinor: input.freightMinor,
            discountMinor: 0,
            totalMinor,
            shippingMethodId: null,
            shippingMethodName: input.freightLabel,
            address: input.address,
            notes: input.notes,
            poNumber: input.poNumber,
            company,
            couponClaimId: null,
            expiresAt,
            actor: actorLabel(input.actor),
          },
          now,
        ),
        ...proforma,
        ...(input.with?.(orderNo) ?? []),
      ]);
    } catch (error) {
      const again = await findOrderByIdempotencyKey(db, input.userId, input.idempotencyKey);
      if (again) return { ok: true, order: again };
      const own = await input.explain?.();
      if (own) return own as { ok: false } & Extra;
      const sold = await stockRefusal(db, input.lines);
      if (sold) return { ok: false, ...sold };
      if (await findOrder(db, orderNo)) continue;
      throw error;
    }
    await dropProductCaches(
      scope,
      input.lines.map((line) => line.productId),
    );
    const order = await findOrder(db, orderNo);
    if (order) return { ok: true, order };
  }
  throw new Error("could not allocate an order number");
}
