import { Hono } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { formatPrice } from "../../../shared/format";
import { productsChanged, requestCacheScope } from "../../cache/product-changes";
import { listConsoleReviews } from "../reviews/queries";
import { findOrder } from "../../db/orders";
import { listRefundDuePayments } from "../../db/payments";
import { setReviewVisibility } from "../../db/reviews";
import { complete, markShipped } from "../../orders/fulfil-order";
import { markRefunded } from "../../orders/refunds";
import { settlePayment } from "../../orders/settle-payment";
import { allow, auditActor, staffActor, type ConsoleApiEnv } from "../access";
import { orderRefusalError } from "../../api/order-refusals";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";
import { pageQuery } from "../../../shared/page-query";
import { rule } from "../../../shared/api/validation-rules";

const OrderParam = z.object({ orderNo: z.string().regex(/^[A-Z0-9-]{6,32}$/, rule("orderNo")) });
/** The version of the order the staff member saw: a change made since is refused (409), never overwritten. */
const expectedVersion = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();

const ShipSchema = z.object({
  /** Letters, digits, spaces and dashes, as carriers print them. */
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/, rule("trackingNo")),
  /** A shipping method: its name is the carrier, its tracking page the link. By default the order's own. */
  shippingMethodId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** A carrier name instead (no tracking link). */
  carrier: z.string().trim().min(2).max(64).optional(),
  expectedVersion,
});

/**
 * /api/admin/*: what staff do to orders: confirm bank transfers, ship and complete orders, hide or
 * show reviews, and see the payments to refund. Each route names the permission it needs.
 */
export const consoleApi = new Hono<ConsoleApiEnv>();

const PaidSchema = z.object({ amountMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), expectedVersion });

/**
 * A bank transfer arrived (the operator saw it on the account): the order is paid. The amount
 * received must be the order's total; the same confirmation twice changes nothing. A transfer for
 * an order that is cancelled, or already paid by card or PayPal, is refused (409) and kept as a
 * payment to refund.
 */
consoleApi.post("/orders/:orderNo/paid", allow("orders.write"), validate("param", OrderParam), async (c) => {
  const { amountMinor, expectedVersion } = await readJson(c, PaidSchema);
  const { orderNo } = c.req.valid("param");
  const order = await findOrder(c.env.DB, orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  if (expectedVersion !== undefined && order.version !== expectedVersion) {
    throw new ApiError(API_CODE.conflict, c.var.LL.commerce.orders.changedMeanwhile());
  }
  if (amountMinor !== order.total_minor) {
    const money = (minor: number) => formatPrice(minor, order.currency, c.var.locale);
    throw new ApiError(
      API_CODE.badRequest,
      c.var.LL.console.api.amountMismatch({ total: money(order.total_minor), amount: money(amountMinor) }),
    );
  }
  const settled = await settlePayment(requestCacheScope(c), {
    order,
    payment: {
      provider: "bank",
      providerRef: order.order_no,
      eventId: `bank:${order.order_no}`,
      eventType: "bank_transfer.received",
      amountMinor,
      currency: order.currency,
    },
    actor: staffActor(c),
  });
  // Too late (cancelled), not taken, or a second payment of an order paid otherwise: recorded for a
  // refund (GET /api/admin/payments/refund-due), and the order is not paid by it.
  if (!settled.ok) {
    const status = settled.order?.status ?? order.status;
    throw new ApiError(
      API_CODE.conflict,
      c.var.LL.messages.orders.orderNotPayable({ status: c.var.LL.commerce.orders.statuses[status]() }),
    );
  }
  return ok(c, { orderNo, status: settled.order.status, result: settled.result });
});

const RefundDueQuery = z.object({
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Money received that no order kept (paid after the order was cancelled or expired, the wrong
 * amount, or a second payment of a paid order): the operator refunds it at the provider or bank.
 */
consoleApi.get("/payments/refund-due", allow("orders.read"), validate("query", RefundDueQuery), async (c) => {
  const { page, pageSize } = c.req.valid("query");
  return ok(c, await listRefundDuePayments(c.env.DB, page, pageSize));
});

const PaymentParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const RefundedSchema = z.object({ note: z.string().trim().max(500).optional() });

/** The operator gave a listed payment back (at the provider or by bank): it leaves the list. */
consoleApi.post("/payments/:id/refunded", allow("orders.write"), validate("param", PaymentParam), async (c) => {
  const { note } = await readJson(c, RefundedSchema);
  const refunded = await markRefunded(requestCacheScope(c), {
    paymentId: c.req.valid("param").id,
    note: note || null,
    actor: staffActor(c),
  });
  if (!refunded.ok) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.refundNotFound());
  return ok(c, refunded.refund);
});

consoleApi.post("/orders/:orderNo/ship", allow("orders.write"), validate("param", OrderParam), async (c) => {
  const { trackingNo, carrier, shippingMethodId, expectedVersion } = await readJson(c, ShipSchema);
  const { orderNo } = c.req.valid("param");
  const shipped = await markShipped(requestCacheScope(c), {
    orderNo,
    actor: staffActor(c),
    trackingNo,
    carrier,
    shippingMethodId,
    expectedVersion,
  });
  if (!shipped.ok) throw orderRefusalError(c.var.LL, c.var.locale, shipped);
  const order = shipped.order;
  return ok(c, {
    orderNo: order.order_no,
    status: order.status,
    trackingNo: order.tracking_no,
    carrier: order.carrier,
    trackingUrl: order.tracking_url,
    version: order.version,
  });
});

const VersionSchema = z.object({ expectedVersion });

consoleApi.post("/orders/:orderNo/complete", allow("orders.write"), validate("param", OrderParam), async (c) => {
  const { expectedVersion } = await readJson(c, VersionSchema);
  const { orderNo } = c.req.valid("param");
  const completed = await complete(requestCacheScope(c), { orderNo, actor: staffActor(c), expectedVersion });
  if (!completed.ok) throw orderRefusalError(c.var.LL, c.var.locale, completed);
  return ok(c, { orderNo: completed.order.order_no, status: completed.order.status });
});

const ReviewParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Why a review is hidden: shown to its author (plain text). */
const HideSchema = z.object({ reason: z.string().trim().max(300).optional() });

const ReviewQuery = z.object({
  visibility: z.enum(["visible", "hidden"]).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The moderation queue, newest first. */
consoleApi.get("/reviews", allow("reviews.write"), validate("query", ReviewQuery), async (c) => {
  const { page, pageSize, ...filter } = c.req.valid("query");
  return ok(c, await listConsoleReviews(c.env.DB, filter, page, pageSize));
});

for (const [action, visible] of [
  ["hide", false],
  ["show", true],
] as const) {
  consoleApi.post(`/reviews/:id/${action}`, allow("reviews.write"), validate("param", ReviewParam), async (c) => {
    const { reason } = visible ? { reason: undefined } : await readJson(c, HideSchema);
    const { id } = c.req.valid("param");
    const review = await setReviewVisibility(c.env.DB, id, visible, {
      reason: reason || null,
      audit: (before) => ({
        actor: auditActor(c),
        entity: "review",
        entityId: String(id),
        action,
        before,
        after: { visible, reason: visible ? null : reason || null },
      }),
    });
    if (!review) throw new ApiError(API_CODE.notFound, c.var.LL.messages.couponsAndReviews.reviewNotFound());
    // The product's cached reviews and pages are dropped.
    productsChanged(c, [review.goods_id], { reviews: true });
    return ok(c, { id, visible });
  });
}
