import type { CheckoutPrice } from "../../shared/commerce/checkout";
import { isCountryCode } from "../../shared/commerce/countries";
import type { OrderCreate } from "../../shared/commerce/schemas";
import type { CartLine } from "../../shared/commerce/types";
import type { Locale } from "../../shared/locale";
import { dropProductCaches } from "../cache/product-changes";
import { getAddress } from "../db/addresses";
import { getCartLines } from "../db/cart";
import { findOrder, findOrderByIdempotencyKey, newOrderNo, placeOrderStatements, type OrderRecord } from "../db/orders";
import { getShippingMethod, shipsTo } from "../db/shipping";
import { companyRow, detailsOf } from "../db/company-profiles";
import { placedOrderProforma } from "../documents/issue";
import { getConfig } from "../env";
import { priceCheckout, type CouponRefusal } from "./checkout-price";
import { actorLabel, type OrderScope } from "./types";

/** Why an order cannot be placed (or priced) as asked. */
export type PlaceRefusal =
  | { reason: "line_not_found" | "address_not_found" | "shipping_not_found" }
  | { reason: "no_longer_sold"; name: string }
  | { reason: "out_of_stock"; name: string; stock: number }
  | { reason: "shipping_region"; method: string; country: string }
  | { reason: "unknown_country"; country: string }
  | CouponRefusal;

/** What an order is priced from: the customer's cart lines, a shipping method, a coupon. */
interface QuoteInput {
  userId: number;
  locale: Locale;
  lineIds: readonly number[];
  shippingMethodId?: number;
  couponClaimId?: number;
  /** The destination, when known: the shipping method must ship there. */
  country?: string;
}

type Refused = { ok: false } & PlaceRefusal;
type Quote = { ok: true; lines: CartLine[]; price: CheckoutPrice } | Refused;
/** The order placed (or the one a twin submission with the same key placed), or why not. */
export type PlaceResult = { ok: true; order: OrderRecord } | Refused;

/** The cart lines asked for, each still sold and in stock for its quantity. */
async function orderableLines(db: D1Database, input: QuoteInput): Promise<{ ok: true; lines: CartLine[] } | Refused> {
  const unique = [...new Set(input.lineIds)];
  const lines = await getCartLines(db, input.userId, unique, input.locale);
  if (lines.length !== unique.length) return { ok: false, reason: "line_not_found" };
  for (const line of lines) {
    if (!line.available) return { ok: false, reason: "no_longer_sold", name: line.name };
    if (line.quantity > line.stock) return { ok: false, reason: "out_of_stock", name: line.name, stock: line.stock };
  }
  return { ok: true, lines };
}

/** What an order of these cart lines costs now, priced by the server (the confirm page's totals). */
export async function quoteOrder(scope: OrderScope, input: QuoteInput): Promise<Quote> {
  const db = scope.env.DB;
  const selected = await orderableLines(db, input);
  if (!selected.ok) return selected;
  const method =
    input.shippingMethodId === undefined ? null : await getShippingMethod(db, input.shippingMethodId, input.locale);
  if (input.shippingMethodId !== undefined && !method) return { ok: false, reason: "shipping_not_found" };
  if (method && input.country && !shipsTo(method, input.country)) {
    return { ok: false, reason: "shipping_region", method: method.name, country: input.country };
  }
  const priced = await priceCheckout(db, {
    userId: input.userId,
    locale: input.locale,
    currency: getConfig(scope.env).CURRENCY,
    lines: selected.lines,
    method,
    couponClaimId: input.couponClaimId,
  });
  return priced.ok ? { ok: true, lines: selected.lines, price: priced.price } : priced;
}

/**
 * Places an order from the customer's cart lines. Idempotent by `idempotencyKey`: a double click
 * or a retry answers the same order. Prices are snapshotted, stock taken, the cart lines removed
 * and the coupon reserved in one batch; the products' cached pages are refreshed.
 */
export async function placeOrder(
  scope: OrderScope,
  input: Omit<OrderCreate, "poNumber"> & { poNumber?: string; userId: number; locale: Locale },
): Promise<PlaceResult> {
  const db = scope.env.DB;
  const twin = await findOrderByIdempotencyKey(db, input.userId, input.idempotencyKey);
  if (twin) return { ok: true, order: twin };
  const address = await getAddress(db, input.userId, input.addressId);
  if (!address) return { ok: false, reason: "address_not_found" };
  // An address saved before countries came from a list may hold a code that is not a country.
  if (!isCountryCode(address.country)) return { ok: false, reason: "unknown_country", country: address.country };
  const quote = await quoteOrder(scope, { ...input, country: address.country });
  if (!quote.ok) return quote;
  const { lines, price } = quote;
  const now = Date.now();
  const { id: _id, isDefault: _default, ...addressSnapshot } = address;
  const companyProfile = await companyRow(db, input.userId);
  const company = companyProfile ? detailsOf(companyProfile) : null;
  const expiresAt = now + getConfig(scope.env).ORDER_PAYMENT_MINUTES * 60_000;
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNo = newOrderNo(now);
    // The order's pro-forma (what a bank transfer pays against) is issued with it.
    const proforma = await placedOrderProforma(scope, {
      orderNo,
      userId: input.userId,
      lang: input.locale,
      now,
      order: {
        currency: price.currency,
        poNumber: input.poNumber || null,
        subtotalMinor: price.subtotalMinor,
        shippingMinor: price.shippingMinor,
        discountMinor: price.discountMinor,
        totalMinor: price.totalMinor,
      },
      company,
      address: addressSnapshot,
      lines,
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
            currency: price.currency,
            lines,
            cartLineIds: lines.map((line) => line.id),
            subtotalMinor: price.subtotalMinor,
            shippingMinor: price.shippingMinor,
            discountMinor: price.discountMinor,
            totalMinor: price.totalMinor,
            shippingMethodId: input.shippingMethodId,
            shippingMethodName: price.shippingMethodName ?? "",
            address: addressSnapshot,
            notes: input.notes,
            poNumber: input.poNumber ?? "",
            company,
            couponClaimId: price.couponClaimId,
            expiresAt,
            actor: actorLabel({ kind: "customer", userId: input.userId }),
          },
          now,
        ),
        ...proforma,
      ]);
    } catch (error) {
      const why = await whyNotPlaced(scope, input, lines, orderNo);
      if (why === "order_no_taken") continue;
      if (why) return why;
      throw error;
    }
    // Stock changed: the cached pages of these products are stale now.
    await dropProductCaches(
      scope,
      lines.map((line) => line.productId),
    );
    const order = await findOrder(db, orderNo);
    if (order) return { ok: true, order };
  }
  throw new Error("could not allocate an order number");
}

/**
 * Why the batch placing an order failed, read from the state it left (nothing was written), never
 * from the database's error text: a twin submission with the same key won (its order is the
 * answer), someone bought the last units, the coupon was taken, or the order number was taken
 * (try another). Null: none of these; the error is a real failure.
 */
async function whyNotPlaced(
  scope: OrderScope,
  input: { userId: number; locale: Locale; idempotencyKey: string; couponClaimId?: number },
  lines: CartLine[],
  orderNo: string,
): Promise<PlaceResult | "order_no_taken" | null> {
  const db = scope.env.DB;
  const twin = await findOrderByIdempotencyKey(db, input.userId, input.idempotencyKey);
  if (twin) return { ok: true, order: twin };
  const fresh = await orderableLines(db, { ...input, lineIds: lines.map((line) => line.id) });
  if (!fresh.ok) return fresh;
  if (input.couponClaimId !== undefined) {
    const priced = await priceCheckout(db, {
      userId: input.userId,
      locale: input.locale,
      currency: getConfig(scope.env).CURRENCY,
      lines: fresh.lines,
      method: null,
      couponClaimId: input.couponClaimId,
    });
    if (!priced.ok) return priced;
  }
  if (await findOrder(db, orderNo)) return "order_no_taken";
  return null;
}
