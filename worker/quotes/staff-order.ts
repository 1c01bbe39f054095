import type { StaffOrder } from "../../shared/commerce/quote-schemas";
import { isLocale, type Locale } from "../../shared/locale";
import { getAddress } from "../db/addresses";
import { auditStatement } from "../db/audit";
import type { OrderRecord } from "../db/orders";
import { quoteSkus } from "../db/quotes";
import { placePricedOrder } from "../orders/place-priced-order";
import type { Actor, OrderScope } from "../orders/types";
import type { QuoteRefusal } from "./quote-steps";

/**
 * An order staff enter for a registered customer (a phone or mail sale): their SKUs at the prices
 * agreed, freight, one of the customer's addresses. It is placed as a cart order is (stock, the
 * order mail with its pay link, the pro-forma) and paid by the customer on the same pay page; the
 * audit row rides in its batch.
 */
export async function placeStaffOrder(
  scope: OrderScope,
  input: { input: StaffOrder; actor: Extract<Actor, { kind: "staff" }>; locale: Locale },
): Promise<{ ok: true; order: OrderRecord } | ({ ok: false } & QuoteRefusal)> {
  const db = scope.env.DB;
  const order = input.input;
  const customer = await db
    .prepare("SELECT locale FROM users WHERE id = ?1 AND deleted_at IS NULL")
    .bind(order.userId)
    .first<{ locale: string }>();
  const address = customer ? await getAddress(db, order.userId, order.addressId) : null;
  if (!address) return { ok: false, reason: "address_not_found" };
  // The order is written in the customer's language, whoever enters it.
  const locale = customer && isLocale(customer.locale) ? customer.locale : input.locale;
  const skus = await quoteSkus(
    db,
    order.lines.map((line) => line.skuId),
    locale,
  );
  const lines = [];
  for (const line of order.lines) {
    const sku = skus.get(line.skuId);
    if (!sku) return { ok: false, reason: "unknown_sku", skuId: line.skuId };
    lines.push({
      productId: sku.productId,
      skuId: sku.skuId,
      name: sku.name,
      specName: sku.specName,
      image: sku.image,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      lineTotalMinor: line.unitPriceMinor * line.quantity,
    });
  }
  const { id: _id, isDefault: _default, ...snapshot } = address;
  const now = Date.now();
  return placePricedOrder<QuoteRefusal>(scope, {
    userId: order.userId,
    locale,
    idempotencyKey: order.idempotencyKey,
    currency: skus.get(order.lines[0]!.skuId)!.currency,
    lines,
    freightMinor: order.freightMinor,
    freightLabel: order.freightLabel,
    address: snapshot,
    notes: order.notes,
    poNumber: order.poNumber,
    actor: input.actor,
    with: (orderNo) =>
      input.actor.audit
        ? [
            auditStatement(
              db,
              {
                actor: input.actor.audit,
                entity: "order",
                entityId: orderNo,
                action: "create_for_customer",
                before: {},
                after: { userId: order.userId, lines: order.lines, freightMinor: order.freightMinor },
              },
              now,
            ),
          ]
        : [],
  });
}
