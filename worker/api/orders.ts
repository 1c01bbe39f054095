import { Hono } from "hono";
import { OrderCreateSchema, OrderListQuerySchema, OrderNoSchema, PreviewSchema } from "../../shared/commerce/schemas";
import type { OrderTracking, PlacedOrder } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { requestCacheScope } from "../cache/product-changes";
import { getOrderDetail, listOrders } from "../db/orders";
import { cancelOrder } from "../orders/cancel-order";
import { placeOrder, quoteOrder } from "../orders/place-order";
import { orderRefusalError } from "./order-refusals";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson, validate } from "./validate";

/** /api/web/order/*: checkout and the user's orders. */
export const ordersApi = new Hono<AuthedApiEnv>();

ordersApi.use(requireUser);

/** The totals the confirm page shows, priced by the server (what an order would cost now). */
ordersApi.post("/preview", async (c) => {
  const body = await readJson(c, PreviewSchema);
  const quote = await quoteOrder(requestCacheScope(c), { ...body, userId: c.var.userId, locale: c.var.locale });
  if (!quote.ok) throw orderRefusalError(c.var.LL, c.var.locale, quote);
  return ok(c, quote.price);
});

/**
 * Places an order from cart lines (see placeOrder). Idempotent by `idempotencyKey`: a double click
 * or a retry answers the same order.
 */
ordersApi.post("/create", async (c) => {
  const body = await readJson(c, OrderCreateSchema);
  const placed = await placeOrder(requestCacheScope(c), { ...body, userId: c.var.userId, locale: c.var.locale });
  if (!placed.ok) throw orderRefusalError(c.var.LL, c.var.locale, placed);
  return ok(c, {
    orderNo: placed.order.order_no,
    totalMinor: placed.order.total_minor,
    currency: placed.order.currency,
  } satisfies PlacedOrder);
});

ordersApi.get("/list", validate("query", OrderListQuerySchema), async (c) => {
  const { status, page, pageSize } = c.req.valid("query");
  return ok(c, await listOrders(c.env.DB, c.var.userId, status, page, pageSize));
});

ordersApi.get("/detail", validate("query", OrderNoSchema), async (c) => {
  const detail = await getOrderDetail(c.env.DB, c.var.userId, c.req.valid("query").orderNo, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  return ok(c, detail);
});

/** Cancels an unpaid order of the user's (see cancelOrder); its stock (and coupon) go back. */
ordersApi.post("/cancel", async (c) => {
  const { orderNo } = await readJson(c, OrderNoSchema);
  const cancelled = await cancelOrder(requestCacheScope(c), {
    orderNo,
    actor: { kind: "customer", userId: c.var.userId },
  });
  if (!cancelled.ok) throw orderRefusalError(c.var.LL, c.var.locale, cancelled);
  return ok(c, await getOrderDetail(c.env.DB, c.var.userId, orderNo, c.var.locale));
});

/** Where one of the user's orders is (the /logistics tracking lookup). */
ordersApi.get("/track", validate("query", OrderNoSchema), async (c) => {
  const detail = await getOrderDetail(c.env.DB, c.var.userId, c.req.valid("query").orderNo, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  return ok(c, {
    orderNo: detail.orderNo,
    status: detail.status,
    trackingNo: detail.trackingNo,
    shippingMethodName: detail.shippingMethodName,
    shippingMethodLang: detail.shippingMethodLang,
    events: detail.events,
  } satisfies OrderTracking);
});
