import { Hono, type Context } from "hono";
import { OrderNoSchema, PayPalCaptureSchema } from "../../shared/commerce/schemas";
import type { BankTransferInstructions, PayPlatform } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { formatPrice } from "../../shared/format";
import { requestCacheScope } from "../cache/product-changes";
import { extendPaymentDeadline, findOrder, findUserOrder, type OrderRecord } from "../db/orders";
import { closePendingPayments, findPayment, recordPendingPayment, type PaymentOutcome } from "../db/payments";
import { getUserById } from "../db/users";
import { getConfig, type Config } from "../env";
import { linkOrigin } from "../site/site-links";
import {
  capturePaypalOrder,
  completedCapture,
  createPaypalOrder,
  verifyPaypalWebhook,
  type PaypalConfig,
  type PaypalWebhookEvent,
} from "../payments/paypal";
import {
  checkoutExpiry,
  createCheckoutSession,
  expireCheckoutSession,
  paidCheckout,
  stripeConfig,
  verifyStripeSignature,
  type StripeEvent,
} from "../payments/stripe";
import { expireOrder } from "../orders/cancel-order";
import { settledAs, settlePayment } from "../orders/settle-payment";
import type { ApiEnv } from "./context";
import { orderRefusalError } from "./order-refusals";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readBodyText, readJson } from "./validate";

function paypalConfig(config: Config): PaypalConfig | null {
  return config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
    ? {
        apiBase: config.PAYPAL_API_BASE.replace(/\/+$/, ""),
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        webhookId: config.PAYPAL_WEBHOOK_ID,
      }
    : null;
}

/** /api/web/pay/*: how a signed-in customer pays an order. */
export const payApi = new Hono<AuthedApiEnv>();

/**
 * The ways to pay (asked with an empty body). Bank transfer is always offered; card (Stripe) and PayPal only when their
 * secrets are configured.
 */
payApi.post("/getPayPlatform", async (c) => {
  const config = getConfig(c.env);
  const names = c.var.LL.commerce.pay.platforms;
  const platforms: PayPlatform[] = [{ code: "bank", name: names.bank(), kind: "offline" }];
  if (stripeConfig(config)) platforms.push({ code: "stripe", name: names.stripe(), kind: "redirect" });
  if (paypalConfig(config)) platforms.push({ code: "paypal", name: names.paypal(), kind: "redirect" });
  return ok(c, platforms);
});

/**
 * An unpaid order past its deadline is cancelled now (its stock released), not handed to a payment
 * provider: the cron may not have run yet, and money must not be taken for an order that is gone.
 * Its open Stripe checkouts are expired at Stripe first; when one is already paid, or Stripe cannot
 * be reached, it is not cancelled and this throws (409 / 503). Returns the order's status after the check.
 */
async function expireIfDue(c: Context<AuthedApiEnv>, order: OrderRecord): Promise<OrderRecord["status"]> {
  if (order.status !== "awaiting_payment" || order.expires_at > Date.now()) return order.status;
  const expired = await expireOrder(requestCacheScope(c), {
    orderNo: order.order_no,
    actor: { kind: "customer", userId: c.var.userId },
  });
  if (expired.ok) return expired.order.status;
  if (expired.reason === "payment_received" || expired.reason === "provider_unavailable") {
    throw orderRefusalError(c.var.LL, c.var.locale, expired);
  }
  return (await findOrder(c.env.DB, order.order_no))?.status ?? "cancelled";
}

/** The user's order, still awaiting payment and within its deadline. */
async function payableOrder(c: Context<AuthedApiEnv>): Promise<OrderRecord> {
  const { orderNo } = await readJson(c, OrderNoSchema);
  const order = await findUserOrder(c.env.DB, c.var.userId, orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  const status = await expireIfDue(c, order);
  if (status !== "awaiting_payment") {
    throw new ApiError(
      API_CODE.conflict,
      c.var.LL.messages.orders.orderNotPayable({ status: c.var.LL.commerce.orders.statuses[status]() }),
    );
  }
  return order;
}

function returnUrl(c: Context<AuthedApiEnv>, orderNo: string, provider: string, result: "success" | "cancel") {
  return `${linkOrigin(getConfig(c.env), c.req.url)}/order/order-pay?orderNo=${encodeURIComponent(orderNo)}&provider=${provider}&result=${result}`;
}

payApi.use(requireUser);

/** Bank-transfer instructions: the account, the order number as reference, and the QR text. */
payApi.post("/bank", async (c) => {
  const order = await payableOrder(c);
  const config = getConfig(c.env);
  const LL = c.var.LL.commerce.pay;
  const amount = formatPrice(order.total_minor, order.currency, c.var.locale);
  const instructions: BankTransferInstructions = {
    bankName: config.BANK_NAME,
    accountName: config.BANK_ACCOUNT_NAME,
    accountNumber: config.BANK_ACCOUNT_NUMBER,
    swift: config.BANK_SWIFT,
    reference: order.order_no,
    amountMinor: order.total_minor,
    currency: order.currency,
    qrText: [
      `${LL.bankName()}: ${config.BANK_NAME}`,
      `${LL.accountName()}: ${config.BANK_ACCOUNT_NAME}`,
      `${LL.accountNumber()}: ${config.BANK_ACCOUNT_NUMBER}`,
      `${LL.swift()}: ${config.BANK_SWIFT}`,
      `${LL.amount()}: ${amount}`,
      `${LL.reference()}: ${order.order_no}`,
    ].join("\n"),
  };
  await recordPendingPayment(
    c.env.DB,
    {
      orderId: order.id,
      provider: "bank",
      providerRef: order.order_no,
      amountMinor: order.total_minor,
      currency: order.currency,
    },
    Date.now(),
  );
  return ok(c, instructions);
});

/** Starts a Stripe Checkout Session; the browser goes to `url`. */
payApi.post("/stripe", async (c) => {
  const stripe = stripeConfig(getConfig(c.env));
  if (!stripe) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.providerUnavailable());
  const order = await payableOrder(c);
  const user = await getUserById(c.env.DB, c.var.userId);
  const notPayable = async () => {
    const status = (await findOrder(c.env.DB, order.order_no))?.status ?? "cancelled";
    return new ApiError(
      API_CODE.conflict,
      c.var.LL.messages.orders.orderNotPayable({ status: c.var.LL.commerce.orders.statuses[status]() }),
    );
  };
  // The session closes at the order's deadline (at most 24 h ahead); with less than Stripe's minimum
  // of 30 minutes left, the deadline moves to that minimum first, so the cron cannot cancel the
  // order while its session is still open.
  const now = Date.now();
  const expiry = checkoutExpiry(order.expires_at, now);
  if (expiry.deadline !== order.expires_at && !(await extendPaymentDeadline(c.env.DB, order.id, expiry.deadline, now)))
    throw await notPayable();
  let session: { id: string; url: string };
  try {
    session = await createCheckoutSession(stripe, {
      expiresAt: expiry.expiresAt,
      orderNo: order.order_no,
      amountMinor: order.total_minor,
      currency: order.currency,
      description: `${getConfig(c.env).SITE_NAME} ${order.order_no}`,
      customerEmail: user?.email ?? "",
      successUrl: returnUrl(c, order.order_no, "stripe", "success"),
      cancelUrl: returnUrl(c, order.order_no, "stripe", "cancel"),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "stripe checkout failed", error: String(error) }));
    throw new ApiError(API_CODE.upstream, c.var.LL.messages.orders.providerFailed());
  }
  await recordPendingPayment(
    c.env.DB,
    {
      orderId: order.id,
      provider: "stripe",
      providerRef: session.id,
      amountMinor: order.total_minor,
      currency: order.currency,
    },
    Date.now(),
  );
  // Cancelled meanwhile (another tab, the cron): that cancel did not see this session, so it is
  // closed here instead of being handed to the customer.
  if ((await findOrder(c.env.DB, order.order_no))?.status !== "awaiting_payment") {
    if ((await expireCheckoutSession(stripe, session.id)) === "expired")
      await closePendingPayments(c.env.DB, "stripe", [session.id], Date.now());
    throw await notPayable();
  }
  return ok(c, { url: session.url });
});

/** Starts a PayPal order; the browser goes to PayPal to approve it, then back to the pay page. */
payApi.post("/paypal", async (c) => {
  const paypal = paypalConfig(getConfig(c.env));
  if (!paypal) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.providerUnavailable());
  const order = await payableOrder(c);
  let created: { id: string; url: string };
  try {
    created = await createPaypalOrder(paypal, {
      orderNo: order.order_no,
      amountMinor: order.total_minor,
      currency: order.currency,
      description: `${getConfig(c.env).SITE_NAME} ${order.order_no}`,
      returnUrl: returnUrl(c, order.order_no, "paypal", "success"),
      cancelUrl: returnUrl(c, order.order_no, "paypal", "cancel"),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "paypal order failed", error: String(error) }));
    throw new ApiError(API_CODE.upstream, c.var.LL.messages.orders.providerFailed());
  }
  await recordPendingPayment(
    c.env.DB,
    {
      orderId: order.id,
      provider: "paypal",
      providerRef: created.id,
      amountMinor: order.total_minor,
      currency: order.currency,
    },
    Date.now(),
  );
  return ok(c, { url: created.url });
});

/** Back from PayPal: capture the approved order; the order is paid once the capture completes. */
payApi.post("/paypal/capture", async (c) => {
  const paypal = paypalConfig(getConfig(c.env));
  if (!paypal) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.providerUnavailable());
  const { orderNo, token } = await readJson(c, PayPalCaptureSchema);
  const order = await findUserOrder(c.env.DB, c.var.userId, orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  const status = await expireIfDue(c, order);
  if (status !== "awaiting_payment") return ok(c, { status });
  // Only the PayPal order started for this order is captured (never somebody else's approval).
  if (!(await findPayment(c.env.DB, order.id, "paypal", token))) {
    throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.notThisPayPalPayment());
  }
  const capture = await capturePaypalOrder(paypal, token, order.order_no).catch((error: unknown) => {
    console.error(JSON.stringify({ level: "error", msg: "paypal capture failed", error: String(error) }));
    throw new ApiError(API_CODE.upstream, c.var.LL.messages.orders.providerFailed());
  });
  if (!capture || capture.orderNo !== order.order_no) return ok(c, { status: order.status });
  const settled = await settlePayment(requestCacheScope(c), {
    order,
    payment: {
      provider: "paypal",
      providerRef: capture.captureId,
      eventId: `capture:${capture.captureId}`,
      eventType: "capture",
      amountMinor: capture.amountMinor,
      currency: capture.currency,
    },
    actor: { kind: "provider", provider: "paypal" },
  });
  return ok(c, { status: settled.order?.status ?? order.status });
});

/** /api/pay/webhook/*: the providers' signed notifications (public, verified, idempotent). */
export const webhookApi = new Hono<ApiEnv>();

/**
 * A verified "paid" notification: the order is paid (once, for exactly its amount and currency).
 * An unknown order is acknowledged, so the provider stops retrying.
 */
async function settleWebhook(c: Context<ApiEnv>, orderNo: string, payment: Omit<PaymentOutcome, "orderId">) {
  const settled = await settlePayment(requestCacheScope(c), {
    order: orderNo,
    payment,
    actor: { kind: "provider", provider: payment.provider },
  });
  return ok(c, { received: true, handled: settledAs(settled) });
}

webhookApi.post("/stripe", async (c) => {
  const stripe = stripeConfig(getConfig(c.env));
  if (!stripe) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.providerUnavailable());
  const payload = await readBodyText(c);
  const valid = await verifyStripeSignature(
    payload,
    c.req.header("stripe-signature"),
    stripe.webhookSecret,
    Math.floor(Date.now() / 1000),
  );
  if (!valid) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.badSignature());
  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    throw new ApiError(API_CODE.badRequest, c.var.LL.messages.invalidJson());
  }
  const paid = paidCheckout(event);
  if (!paid) return ok(c, { received: true, handled: false });
  return settleWebhook(c, paid.orderNo, {
    provider: "stripe",
    providerRef: paid.sessionId,
    eventId: event.id,
    eventType: event.type,
    amountMinor: paid.amountMinor,
    currency: paid.currency,
  });
});

webhookApi.post("/paypal", async (c) => {
  const paypal = paypalConfig(getConfig(c.env));
  if (!paypal) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.providerUnavailable());
  let event: PaypalWebhookEvent;
  try {
    event = JSON.parse(await readBodyText(c)) as PaypalWebhookEvent;
  } catch {
    throw new ApiError(API_CODE.badRequest, c.var.LL.messages.invalidJson());
  }
  const valid = await verifyPaypalWebhook(paypal, c.req.raw.headers, event).catch(() => false);
  if (!valid) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.orders.badSignature());
  const capture = completedCapture(event);
  if (!capture) return ok(c, { received: true, handled: false });
  return settleWebhook(c, capture.orderNo, {
    provider: "paypal",
    providerRef: capture.captureId,
    eventId: event.id,
    eventType: event.event_type,
    amountMinor: capture.amountMinor,
    currency: capture.currency,
  });
});
