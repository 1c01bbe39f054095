import { Hono, type Context } from "hono";
import {
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderNoSchema,
  PreviewSchema,
  type OrderCreate,
} from "../../shared/commerce/schemas";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import { isCountryCode } from "../../shared/commerce/countries";
import type { CartLine } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { productsChanged } from "../cache/product-changes";
import { getAddress } from "../db/addresses";
import { getCartLines } from "../db/cart";
import {
  cancelUnpaidOrder,
  findOrderByIdempotencyKey,
  findUserOrder,
  getOrderDetail,
  listOrders,
  newOrderNo,
  orderGoodsIds,
  placeOrderStatements,
} from "../db/orders";
import { getShippingMethod, shipsTo } from "../db/shipping";
import { getConfig } from "../env";
import { priceCheckout } from "../lib/checkout";
import { closeCheckoutsBeforeCancel } from "./order-cancel";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson, validate } from "./validate";

type OrderContext = Context<AuthedApiEnv>;

/** /api/web/order/*: checkout and the user's orders. */
export const ordersApi = new Hono<AuthedApiEnv>();

ordersApi.use(requireUser);

async function selectedLines(c: OrderContext, ids: readonly number[]): Promise<CartLine[]> {
  const unique = [...new Set(ids)];
  const lines = await getCartLines(c.env.DB, c.var.userId, unique, c.var.locale);
  if (lines.length !== unique.length) throw new ApiError(API_CODE.notFound, c.var.LL.commerce.api.lineNotFound());
  for (const line of lines) {
    if (!line.available) throw new ApiError(API_CODE.conflict, c.var.LL.commerce.api.noLongerSold({ name: line.name }));
    if (line.quantity > line.stock) {
      throw new ApiError(
        API_CODE.conflict,
        c.var.LL.commerce.api.notEnoughStock({ stock: line.stock, name: line.name }),
      );
    }
  }
  return lines;
}

async function price(
  c: OrderContext,
  lines: CartLine[],
  shippingMethodId: number | undefined,
  couponClaimId: number | undefined,
  country?: string,
): Promise<CheckoutPrice> {
  const LL = c.var.LL.commerce.api;
  const method =
    shippingMethodId === undefined ? null : await getShippingMethod(c.env.DB, shippingMethodId, c.var.locale);
  if (shippingMethodId !== undefined && !method) throw new ApiError(API_CODE.notFound, LL.shippingNotFound());
  if (method && country && !shipsTo(method, country))
    throw new ApiError(API_CODE.badRequest, LL.shippingRegion({ method: method.name, country }));
  return priceCheckout(c, { lines, method, couponClaimId });
}

/** The totals the confirm page shows, priced by the server (what an order would cost now). */
ordersApi.post("/preview", async (c) => {
  const body = await readJson(c, PreviewSchema);
  const lines = await selectedLines(c, body.lineIds);
  return ok(c, await price(c, lines, body.shippingMethodId, body.couponClaimId));
});

const placedAnswer = (order: { order_no: string; total_minor: number; currency: string }) => ({
  orderNo: order.order_no,
  totalMinor: order.total_minor,
  currency: order.currency,
});

/**
 * Places an order from cart lines. Idempotent by `idempotencyKey`: a double click or a retry answers
 * the same order. Prices are snapshotted, stock decremented and the cart lines removed in one batch.
 */
ordersApi.post("/create", async (c) => {
  const body = await readJson(c, OrderCreateSchema);
  const existing = await findOrderByIdempotencyKey(c.env.DB, c.var.userId, body.idempotencyKey);
  if (existing) return ok(c, placedAnswer(existing));
  try {
    return ok(c, await placeOrder(c, body));
  } catch (error) {
    // A twin submission with the same key won meanwhile: its batch took these cart lines (so this one
    // finds them gone) or its row holds the key. Either way the answer is that order.
    const winner = await findOrderByIdempotencyKey(c.env.DB, c.var.userId, body.idempotencyKey);
    if (winner) return ok(c, placedAnswer(winner));
    throw error;
  }
});

async function placeOrder(c: OrderContext, body: OrderCreate) {
  const LL = c.var.LL.commerce.api;
  const db = c.env.DB;
  const lines = await selectedLines(c, body.lineIds);
  const address = await getAddress(db, c.var.userId, body.addressId);
  if (!address) throw new ApiError(API_CODE.notFound, LL.addressNotFound());
  // An address saved before countries came from a list may hold a code that is not a country.
  if (!isCountryCode(address.country)) {
    throw new ApiError(API_CODE.badRequest, LL.unknownCountry({ country: address.country }));
  }
  const totals = await price(c, lines, body.shippingMethodId, body.couponClaimId, address.country);
  const config = getConfig(c.env);
  const now = Date.now();
  const { id: _id, isDefault: _default, ...addressSnapshot } = address;

  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNo = newOrderNo(now);
    try {
      await db.batch(
        placeOrderStatements(
          db,
          {
            orderNo,
            userId: c.var.userId,
            idempotencyKey: body.idempotencyKey,
            currency: totals.currency,
            lines,
            subtotalMinor: totals.subtotalMinor,
            shippingMinor: totals.shippingMinor,
            discountMinor: totals.discountMinor,
            totalMinor: totals.totalMinor,
            shippingMethodId: body.shippingMethodId,
            shippingMethodName: totals.shippingMethodName ?? "",
            address: addressSnapshot,
            notes: body.notes,
            couponClaimId: totals.couponClaimId,
            expiresAt: now + config.ORDER_PAYMENT_MINUTES * 60_000,
          },
          now,
        ),
      );
      // Stock changed: the cached product pages of these products are stale now.
      productsChanged(
        c,
        lines.map((line) => line.goodsId),
      );
      return { orderNo, totalMinor: totals.totalMinor, currency: totals.currency };
    } catch (error) {
      const message = String(error);
      if (/UNIQUE constraint failed: orders\.order_no/.test(message)) continue;
      if (/UNIQUE constraint failed: orders\.coupon_claim_id|CHECK constraint failed: status/.test(message)) {
        // Another order took the coupon meanwhile (a second tab, or the same order submitted twice).
        throw new ApiError(API_CODE.conflict, c.var.LL.coupons.api.couponNotUsable());
      }
      if (/CHECK constraint failed/.test(message)) {
        // Someone bought the last units meanwhile; nothing was written.
        const fresh = await getCartLines(
          db,
          c.var.userId,
          lines.map((line) => line.id),
          c.var.locale,
        );
        const short = fresh.find((line) => line.quantity > line.stock) ?? fresh[0];
        throw new ApiError(API_CODE.conflict, LL.notEnoughStock({ stock: short?.stock ?? 0, name: short?.name ?? "" }));
      }
      throw error;
    }
  }
  throw new Error("could not allocate an order number");
}

ordersApi.get("/list", validate("query", OrderListQuerySchema), async (c) => {
  const { status, page, pageSize } = c.req.valid("query");
  return ok(c, await listOrders(c.env.DB, c.var.userId, status, page, pageSize));
});

ordersApi.get("/detail", validate("query", OrderNoSchema), async (c) => {
  const detail = await getOrderDetail(c.env.DB, c.var.userId, c.req.valid("query").orderNo, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.commerce.api.orderNotFound());
  return ok(c, detail);
});

/** Cancels an unpaid order of the user's; its stock (and coupon) go back. */
ordersApi.post("/cancel", async (c) => {
  const { orderNo } = await readJson(c, OrderNoSchema);
  const order = await findUserOrder(c.env.DB, c.var.userId, orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.commerce.api.orderNotFound());
  if (order.status !== "awaiting_payment")
    throw new ApiError(API_CODE.conflict, c.var.LL.commerce.api.orderNotCancellable());
  // No open checkout may take money for it once it is cancelled: they are closed at Stripe first.
  await closeCheckoutsBeforeCancel(c, order);
  if (!(await cancelUnpaidOrder(c.env.DB, order.id, "cancelled by the customer", Date.now()))) {
    throw new ApiError(API_CODE.conflict, c.var.LL.commerce.api.orderNotCancellable());
  }
  // The stock went back: those products' cached pages are stale.
  productsChanged(c, await orderGoodsIds(c.env.DB, order.id));
  return ok(c, await getOrderDetail(c.env.DB, c.var.userId, orderNo, c.var.locale));
});

/** Where one of the user's orders is (the /logistics tracking lookup). */
ordersApi.get("/track", validate("query", OrderNoSchema), async (c) => {
  const detail = await getOrderDetail(c.env.DB, c.var.userId, c.req.valid("query").orderNo, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.commerce.api.orderNotFound());
  return ok(c, {
    orderNo: detail.orderNo,
    status: detail.status,
    trackingNo: detail.trackingNo,
    shippingMethodName: detail.shippingMethodName,
    events: detail.events,
  });
});
