import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { BankTransferInstructions, OrderDetail, PayPlatform } from "../../shared/commerce/types";
import type { Env } from "../../worker/env";
import type { RefundDuePayment } from "../../worker/db/payments";
import { expireUnpaidOrders } from "../../worker/orders/expire-due-orders";
import {
  PAYMENT_TEST_SECRETS,
  PAYPAL_VALID_TRANSMISSION_SIG,
  type RecordedRequest,
} from "../support/payment-stand-ins";
import { call, client, customer, fetchWith, type Customer } from "./helpers";
import { count, hmacHex, orderOf, orderRow, seedShop, SHOP, stripeSignature } from "./shop";

beforeAll(async () => {
  await seedShop();
});

/** poolSku ($123.45) + DHL ($45.00). */
const TOTAL = SHOP.poolSku.priceMinor + SHOP.dhl.priceMinor;

async function unpaidOrder() {
  const buyer = await customer();
  const placed = await orderOf(buyer, SHOP.poolSku);
  expect(placed.status).toBe(200);
  expect(placed.body.data.totalMinor).toBe(TOTAL);
  return { buyer, orderNo: placed.body.data.orderNo };
}

async function standInRequests(match: string): Promise<RecordedRequest[]> {
  return (await (
    await fetch(`${env.STAND_IN_URL}/stand-in/requests?match=${encodeURIComponent(match)}`)
  ).json()) as RecordedRequest[];
}

async function paymentRows(orderNo: string) {
  const { results } = await env.DB.prepare(
    "SELECT p.provider, p.provider_ref, p.status, p.amount_minor, p.currency FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ?1 ORDER BY p.id",
  )
    .bind(orderNo)
    .all();
  return results;
}

async function eventCount(orderNo: string) {
  return count("SELECT COUNT(*) FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ?1", orderNo);
}

const operator = client(PAYMENT_TEST_SECRETS.OPERATOR_TOKEN);

/** The operator's list of payments to refund (GET /api/admin/payments/refund-due). */
async function refundDue(): Promise<RefundDuePayment[]> {
  const answer = await operator.get<{ list: RefundDuePayment[] }>("/api/admin/payments/refund-due?pageSize=200");
  expect(answer.status).toBe(200);
  return answer.body.data.list;
}

/** Makes the Stripe stand-in do something to a session: the customer pays it, it lapses, or Stripe fails for it. */
async function stripeDoes(sessionId: string, action: "pay" | "lapse" | "outage") {
  const response = await fetch(
    `${env.STAND_IN_URL}/stand-in/stripe/sessions/${encodeURIComponent(sessionId)}/${action}`,
    { method: "POST" },
  );
  expect(response.status, `${action} ${sessionId}`).toBe(200);
}

const NO_STRIPE: Partial<Env> = { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
const NO_PAYPAL: Partial<Env> = {
  PAYPAL_CLIENT_ID: undefined,
  PAYPAL_CLIENT_SECRET: undefined,
  PAYPAL_WEBHOOK_ID: undefined,
};

/** The buyer's API on a fresh app with a modified env. */
const withEnv = (buyer: Customer, overrides: Partial<Env>) => client(buyer.token, { env: overrides });

describe("POST /api/web/pay/getPayPlatform (empty body)", () => {
  it("offers bank, Stripe and PayPal when their secrets are configured", async () => {
    const buyer = await customer();
    const answer = await buyer.api.post<PayPlatform[]>("/api/web/pay/getPayPlatform");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { code: "bank", name: "Bank transfer", kind: "offline" },
      { code: "stripe", name: "Card (Stripe)", kind: "redirect" },
      { code: "paypal", name: "PayPal", kind: "redirect" },
    ]);
  });

  it("offers only bank transfer without provider secrets, and never a half-configured provider", async () => {
    const platforms = async (overrides: Partial<Env>) =>
      (await client(null, { env: overrides }).post<PayPlatform[]>("/api/web/pay/getPayPlatform")).body.data.map(
        (platform) => platform.code,
      );
    expect(await platforms({ ...NO_STRIPE, ...NO_PAYPAL })).toEqual(["bank"]);
    expect(await platforms({ STRIPE_WEBHOOK_SECRET: undefined, PAYPAL_WEBHOOK_ID: undefined })).toEqual(["bank"]);
    expect(await platforms(NO_PAYPAL)).toEqual(["bank", "stripe"]);
  });
});

describe("bank transfer", () => {
  it("answers the instructions of an unpaid order: the order number as reference, the amount, and QR text with both", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const answer = await buyer.api.post<BankTransferInstructions>("/api/web/pay/bank", { orderNo });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      bankName: "Example Trade Bank, Hong Kong Branch",
      accountName: "Portline Technology Ltd.",
      accountNumber: "HK00 0000 0000 0000 1234 56",
      swift: "EXMPHKHH",
      reference: orderNo,
      amountMinor: TOTAL,
      currency: "USD",
    });
    expect(answer.body.data.qrText).toContain(orderNo);
    expect(answer.body.data.qrText).toContain("$168.45");
    expect(answer.body.data.qrText).toContain("EXMPHKHH");
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "bank", provider_ref: orderNo, status: "pending", amount_minor: TOTAL, currency: "USD" },
    ]);
    // Asking again does not add a second pending payment.
    await buyer.api.post("/api/web/pay/bank", { orderNo });
    expect(await paymentRows(orderNo)).toHaveLength(1);
  });

  it("refuses another user's order (404), a paid one (409) and a visitor (401)", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const stranger = await customer();
    expect((await stranger.api.post("/api/web/pay/bank", { orderNo })).status).toBe(404);
    expect((await client().post("/api/web/pay/bank", { orderNo })).status).toBe(401);
    await buyer.api.post("/api/web/order/cancel", { orderNo });
    const cancelled = await buyer.api.post("/api/web/pay/bank", { orderNo });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.msg).toBe("This order can no longer be paid (Cancelled).");
  });
});

// Stripe ------------------------------------------------------------------------------------------

function checkoutCompleted(
  orderNo: string,
  sessionId: string,
  overrides: { id?: string; amount?: number; currency?: string; type?: string; paymentStatus?: string } = {},
) {
  return JSON.stringify({
    id: overrides.id ?? `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    api_version: "2024-06-20",
    created: Math.floor(Date.now() / 1000),
    type: overrides.type ?? "checkout.session.completed",
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        client_reference_id: orderNo,
        metadata: { orderNo },
        amount_total: overrides.amount ?? TOTAL,
        currency: overrides.currency ?? "usd",
        payment_status: overrides.paymentStatus ?? "paid",
        status: "complete",
      },
    },
  });
}

async function stripeWebhook(payload: string, signature: string | null) {
  const response = await call("/api/pay/webhook/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === null ? {} : { "stripe-signature": signature }),
    },
    body: payload,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      code: number;
      msg: string;
      data: { received: boolean; handled: unknown } | null;
    },
  };
}

async function stripeSession(buyer: Customer, orderNo: string) {
  const answer = await buyer.api.post<{ url: string }>("/api/web/pay/stripe", { orderNo });
  expect(answer.status, answer.body.msg).toBe(200);
  const [payment] = (await paymentRows(orderNo)) as Array<{ provider_ref: string }>;
  return { url: answer.body.data.url, sessionId: payment!.provider_ref };
}

describe("Stripe Checkout", () => {
  it("creates a Checkout Session as Stripe documents it and sends the customer to its url", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { url, sessionId } = await stripeSession(buyer, orderNo);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [request, ...more] = await standInRequests(orderNo);
    expect(more).toEqual([]);
    expect(request!.problems).toEqual([]);
    expect(request).toMatchObject({ method: "POST", path: "/stripe/v1/checkout/sessions" });
    expect(request!.headers.authorization).toBe(`Bearer ${PAYMENT_TEST_SECRETS.STRIPE_SECRET_KEY}`);
    const form = new URLSearchParams(request!.body);
    expect(request!.headers["idempotency-key"]).toBe(`checkout-${orderNo}-${TOTAL}-${form.get("expires_at")}`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      client_reference_id: orderNo,
      "metadata[orderNo]": orderNo,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(TOTAL),
      customer_email: buyer.email,
    });
    expect(form.get("success_url")).toBe(
      `http://localhost/order/order-pay?orderNo=${orderNo}&provider=stripe&result=success`,
    );
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "stripe", provider_ref: sessionId, status: "pending", amount_minor: TOTAL, currency: "USD" },
    ]);
  });

  it("sends the customer back to a configured origin, never to the Host the request named", async () => {
    const returnUrls = async (provider: "stripe" | "paypal") => {
      const { buyer, orderNo } = await unpaidOrder();
      const answer = await client(buyer.token, { host: "evil.example" }).post(`/api/web/pay/${provider}`, { orderNo });
      expect(answer.status, provider).toBe(200);
      const requests = await standInRequests(orderNo);
      for (const request of requests) expect(request.body, provider).not.toContain("evil.example");
      const create = requests.find((request) => request.method === "POST" && /sessions$|orders$/.test(request.path))!;
      if (provider === "stripe") {
        const form = new URLSearchParams(create.body);
        return { orderNo, urls: [form.get("success_url"), form.get("cancel_url")] };
      }
      const context = (
        JSON.parse(create.body) as {
          payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } };
        }
      ).payment_source.paypal.experience_context;
      return { orderNo, urls: [context.return_url, context.cancel_url] };
    };
    for (const provider of ["stripe", "paypal"] as const) {
      const { orderNo, urls } = await returnUrls(provider);
      // The tests' SITE_ORIGIN.
      expect(urls, provider).toEqual([
        `http://shop.example/order/order-pay?orderNo=${orderNo}&provider=${provider}&result=success`,
        `http://shop.example/order/order-pay?orderNo=${orderNo}&provider=${provider}&result=cancel`,
      ]);
    }
  });

  it("a signed checkout.session.completed pays the order, records the payment and the event", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    const answer = await stripeWebhook(payload, await stripeSignature(payload));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: true, handled: "paid" });
    expect((await orderRow(orderNo))!).toMatchObject({ status: "paid", paid_at: expect.any(Number) });
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "stripe", provider_ref: sessionId, status: "succeeded", amount_minor: TOTAL, currency: "USD" },
    ]);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(
      await count("SELECT COUNT(*) FROM payment_events WHERE provider = 'stripe' AND event_id = ?1", eventId),
    ).toBe(1);
    const detail = (await buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
    expect(detail.events.map((event) => [event.status, event.note])).toEqual([
      ["awaiting_payment", ""],
      ["paid", "stripe"],
    ]);
    expect(detail.paidAt).not.toBeNull();
  });

  it("accepts the signature among several v1 values (secret rotation)", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${await hmacHex("whsec_old_secret_no_longer_used", `${t}.${payload}`)},v1=${await hmacHex(PAYMENT_TEST_SECRETS.STRIPE_WEBHOOK_SECRET, `${t}.${payload}`)},v0=abc`;
    expect((await stripeWebhook(payload, header)).status).toBe(200);
    expect((await orderRow(orderNo))!.status).toBe("paid");
  });

  it.each([
    ["no signature header", async () => null],
    [
      "a signature made with another secret",
      async (payload: string) => stripeSignature(payload, { secret: "whsec_somebody_else_123456" }),
    ],
    [
      "a signature of another body",
      async (payload: string) => stripeSignature(payload.replace(`"amount_total":${TOTAL}`, `"amount_total":1`)),
    ],
    ["a garbled header", async () => "v1=,t=abc"],
    ["only a v0 signature", async (payload: string) => (await stripeSignature(payload)).replace("v1=", "v0=")],
    [
      "a timestamp older than 300 s",
      async (payload: string) => stripeSignature(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ],
    // A few seconds beyond, not one: the worker's clock moves on between signing and checking, and
    // a second boundary crossed meanwhile would bring +301 back inside the tolerance.
    [
      "a timestamp from the future beyond 300 s",
      async (payload: string) => stripeSignature(payload, { timestamp: Math.floor(Date.now() / 1000) + 305 }),
    ],
  ])("refuses %s with 400, and nothing changes", async (_name, sign) => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    const answer = await stripeWebhook(payload, await sign(payload));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: API_CODE.badRequest, msg: "The webhook signature is invalid." });
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(
      await count(
        "SELECT COUNT(*) FROM payment_events WHERE provider = 'stripe' AND event_id = ?1",
        (JSON.parse(payload) as { id: string }).id,
      ),
    ).toBe(0);
    expect(await paymentRows(orderNo)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await eventCount(orderNo)).toBe(1);
  });

  it("a replayed event (same id) answers 200 and changes nothing a second time", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    expect((await stripeWebhook(payload, await stripeSignature(payload))).body.data).toEqual({
      received: true,
      handled: "paid",
    });
    const paidAt = (await orderRow(orderNo))!.paid_at;
    const events = await eventCount(orderNo);
    const replay = await stripeWebhook(payload, await stripeSignature(payload));
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ received: true, handled: "duplicate" });
    expect(await eventCount(orderNo)).toBe(events);
    expect((await orderRow(orderNo))!.paid_at).toBe(paidAt);
    expect(
      await count(
        "SELECT COUNT(*) FROM payment_events WHERE provider = 'stripe' AND order_id = ?1",
        (await orderRow(orderNo))!.id,
      ),
    ).toBe(1);
    // Replays in parallel as well.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, async () => stripeWebhook(payload, await stripeSignature(payload))),
    );
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventCount(orderNo)).toBe(events);
  });

  it("a wrong amount or currency leaves the order awaiting payment", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    for (const payload of [
      checkoutCompleted(orderNo, sessionId, { amount: TOTAL - 1 }),
      checkoutCompleted(orderNo, sessionId, { currency: "eur" }),
    ]) {
      const answer = await stripeWebhook(payload, await stripeSignature(payload));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ received: true, handled: "not-payable" });
    }
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await eventCount(orderNo)).toBe(1);
    // The money taken is kept as a payment to refund, as last received (the euros).
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "stripe", provider_ref: sessionId, status: "refund_due", amount_minor: TOTAL, currency: "EUR" },
    ]);
  });

  it("ignores events it does not act on, unpaid sessions and unknown orders (200, nothing changes), and never answers 500", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const ignored = [
      checkoutCompleted(orderNo, sessionId, { type: "checkout.session.expired" }),
      checkoutCompleted(orderNo, sessionId, { paymentStatus: "unpaid" }),
      checkoutCompleted("PL000000000000", sessionId),
      JSON.stringify({ id: "evt_no_data", type: "checkout.session.completed" }),
      JSON.stringify({ id: "evt_null_object", type: "checkout.session.completed", data: { object: null } }),
    ];
    for (const payload of ignored) {
      const answer = await stripeWebhook(payload, await stripeSignature(payload));
      expect(answer.status, payload).toBe(200);
      expect(answer.body.data).toEqual({ received: true, handled: false });
    }
    const notJson = "not json";
    expect((await stripeWebhook(notJson, await stripeSignature(notJson))).status).toBe(400);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
  });

  it("a failing Stripe answer is a 502 and records no payment", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const answer = await withEnv(buyer, { STRIPE_SECRET_KEY: "sk_test_wrong_key_0000" }).post("/api/web/pay/stripe", {
      orderNo,
    });
    expect(answer.status).toBe(502);
    expect(answer.body.msg).toBe("The payment provider did not answer. Please try again or choose bank transfer.");
    expect(await paymentRows(orderNo)).toEqual([]);
  });

  it("without Stripe secrets: the endpoint answers 400 and the webhook 404", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const start = await withEnv(buyer, NO_STRIPE).post("/api/web/pay/stripe", { orderNo });
    expect(start.status).toBe(400);
    expect(start.body.msg).toBe("This payment method is not available.");
    const payload = checkoutCompleted(orderNo, "cs_test_x");
    const hook = await fetchWith(NO_STRIPE, "/api/pay/webhook/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": await stripeSignature(payload) },
      body: payload,
    });
    expect(hook.status).toBe(404);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await standInRequests(orderNo)).toEqual([]);
  });
});

// PayPal ------------------------------------------------------------------------------------------

async function paypalStart(buyer: Customer, orderNo: string) {
  const answer = await buyer.api.post<{ url: string }>("/api/web/pay/paypal", { orderNo });
  expect(answer.status, answer.body.msg).toBe(200);
  const [payment] = (await paymentRows(orderNo)) as Array<{ provider_ref: string }>;
  return { url: answer.body.data.url, paypalOrderId: payment!.provider_ref };
}

const TRANSMISSION = {
  "paypal-auth-algo": "SHA256withRSA",
  "paypal-cert-url": "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
  "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
  "paypal-transmission-time": "2026-11-22T10:15:00Z",
};

function captureCompleted(orderNo: string, overrides: { id?: string; captureId?: string; value?: string } = {}) {
  return JSON.stringify({
    id: overrides.id ?? `WH-${crypto.randomUUID()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "capture",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    summary: "Payment completed for $ 168.45 USD",
    resource: {
      id: overrides.captureId ?? `CAP${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      status: "COMPLETED",
      amount: { currency_code: "USD", value: overrides.value ?? "168.45" },
      custom_id: orderNo,
      final_capture: true,
    },
  });
}

async function paypalWebhook(payload: string, signature = PAYPAL_VALID_TRANSMISSION_SIG) {
  const response = await call("/api/pay/webhook/paypal", {
    method: "POST",
    headers: { "content-type": "application/json", ...TRANSMISSION, "paypal-transmission-sig": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

describe("PayPal", () => {
  it("creates an Orders v2 order after an OAuth client-credentials call and sends the customer to the payer-action link", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { url, paypalOrderId } = await paypalStart(buyer, orderNo);
    expect(url).toBe(`https://www.paypal.test/checkoutnow?token=${paypalOrderId}`);
    const requests = await standInRequests(orderNo);
    const create = requests.find((request) => request.path === "/paypal/v2/checkout/orders")!;
    expect(create.problems).toEqual([]);
    const body = JSON.parse(create.body) as {
      intent: string;
      purchase_units: Array<{
        custom_id: string;
        reference_id: string;
        amount: { value: string; currency_code: string };
      }>;
    };
    expect(body.intent).toBe("CAPTURE");
    expect(body.purchase_units).toEqual([
      expect.objectContaining({
        custom_id: orderNo,
        reference_id: orderNo,
        amount: { currency_code: "USD", value: "168.45" },
      }),
    ]);
    expect(create.headers["paypal-request-id"]).toBe(`order-${orderNo}-${TOTAL}`);
    // The token call carried Basic client credentials (the stand-in answers 401 otherwise).
    const all = await standInRequests("/paypal/v1/oauth2/token");
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((request) => request.problems.length === 0)).toBe(true);
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "paypal", provider_ref: paypalOrderId, status: "pending", amount_minor: TOTAL, currency: "USD" },
    ]);
  });

  it("captures the approved order: a COMPLETED capture pays it; capturing again changes nothing", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { paypalOrderId } = await paypalStart(buyer, orderNo);
    const captured = await buyer.api.post<{ status: string }>("/api/web/pay/paypal/capture", {
      orderNo,
      token: paypalOrderId,
    });
    expect(captured.status).toBe(200);
    expect(captured.body.data).toEqual({ status: "paid" });
    expect((await orderRow(orderNo))!.status).toBe("paid");
    const rows = (await paymentRows(orderNo)) as Array<{ provider_ref: string; status: string; amount_minor: number }>;
    expect(rows.find((row) => row.status === "succeeded")).toMatchObject({
      provider_ref: expect.stringMatching(/^CAP/),
      amount_minor: TOTAL,
    });
    const events = await eventCount(orderNo);
    const again = await buyer.api.post<{ status: string }>("/api/web/pay/paypal/capture", {
      orderNo,
      token: paypalOrderId,
    });
    expect(again.body.data).toEqual({ status: "paid" });
    expect(await eventCount(orderNo)).toBe(events);
    // The capture's later webhook is a duplicate of the same payment.
    const captureId = rows.find((row) => row.status === "succeeded")!.provider_ref;
    const hook = await paypalWebhook(captureCompleted(orderNo, { captureId }));
    expect(hook.status).toBe(200);
    expect(hook.body.data).toEqual({ received: true, handled: "duplicate" });
    expect(await eventCount(orderNo)).toBe(events);
    // Not a second payment: nothing to refund, and the order remembers the capture that paid it.
    expect((await orderRow(orderNo))!.paid_ref).toBe(`paypal:${captureId}`);
    expect((await paymentRows(orderNo)).filter((row) => row.status === "refund_due")).toEqual([]);
    expect((await refundDue()).filter((row) => row.orderNo === orderNo)).toEqual([]);
  });

  it("captures only the PayPal order started for this order; a capture PayPal refuses leaves it unpaid", async () => {
    const first = await unpaidOrder();
    const second = await unpaidOrder();
    const { paypalOrderId } = await paypalStart(first.buyer, first.orderNo);
    // second's owner presents first's PayPal order for its own order: refused before PayPal is asked.
    const crossed = await second.buyer.api.post("/api/web/pay/paypal/capture", {
      orderNo: second.orderNo,
      token: paypalOrderId,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.msg).toBe(
      "This PayPal payment is not one of this order. Start the payment again from the order.",
    );
    expect(await standInRequests(`/orders/${paypalOrderId}/capture`)).toEqual([]);
    expect((await orderRow(second.orderNo))!.status).toBe("awaiting_payment");
    expect((await orderRow(first.orderNo))!.status).toBe("awaiting_payment");
    const unknown = await first.buyer.api.post("/api/web/pay/paypal/capture", {
      orderNo: first.orderNo,
      token: "PPUNKNOWN00",
    });
    expect(unknown.status).toBe(400);
    const badToken = await first.buyer.api.post("/api/web/pay/paypal/capture", {
      orderNo: first.orderNo,
      token: "../x",
    });
    expect(badToken.status).toBe(400);
    // A PayPal order PayPal no longer knows (404 there): not captured, the order still awaits payment.
    const order = (await orderRow(first.orderNo))!;
    await env.DB.prepare(
      "INSERT INTO payments (order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at) VALUES (?1, 'paypal', 'PPGONE0001', 'pending', ?2, 'USD', 0, 0)",
    )
      .bind(order.id, TOTAL)
      .run();
    const gone = await first.buyer.api.post<{ status: string }>("/api/web/pay/paypal/capture", {
      orderNo: first.orderNo,
      token: "PPGONE0001",
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ status: "awaiting_payment" });
    expect((await orderRow(first.orderNo))!.status).toBe("awaiting_payment");
  });

  it("a verified PAYMENT.CAPTURE.COMPLETED webhook pays the order; the stand-in saw the transmission headers and webhook_id", async () => {
    const { orderNo } = await unpaidOrder();
    const payload = captureCompleted(orderNo);
    const answer = await paypalWebhook(payload);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: true, handled: "paid" });
    expect((await orderRow(orderNo))!.status).toBe("paid");
    const eventId = (JSON.parse(payload) as { id: string }).id;
    const [verify] = await standInRequests(eventId);
    expect(verify).toMatchObject({ path: "/paypal/v1/notifications/verify-webhook-signature", problems: [] });
    const sent = JSON.parse(verify!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      auth_algo: TRANSMISSION["paypal-auth-algo"],
      cert_url: TRANSMISSION["paypal-cert-url"],
      transmission_id: TRANSMISSION["paypal-transmission-id"],
      transmission_time: TRANSMISSION["paypal-transmission-time"],
      transmission_sig: PAYPAL_VALID_TRANSMISSION_SIG,
      webhook_id: PAYMENT_TEST_SECRETS.PAYPAL_WEBHOOK_ID,
      webhook_event: JSON.parse(payload),
    });
    expect(
      await count("SELECT COUNT(*) FROM payment_events WHERE provider = 'paypal' AND event_id = ?1", eventId),
    ).toBe(1);
  });

  it("a webhook PayPal does not verify (FAILURE) → 400 and nothing changes", async () => {
    const { orderNo } = await unpaidOrder();
    const payload = captureCompleted(orderNo);
    const answer = await paypalWebhook(payload, "forged-signature");
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe("The webhook signature is invalid.");
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await paymentRows(orderNo)).toEqual([]);
    expect(
      await count(
        "SELECT COUNT(*) FROM payment_events WHERE event_id = ?1",
        (JSON.parse(payload) as { id: string }).id,
      ),
    ).toBe(0);
    // Without the transmission headers at all, too.
    const bare = await call("/api/pay/webhook/paypal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: payload,
    });
    expect(bare.status).toBe(400);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
  });

  it("a replayed webhook changes nothing; a wrong amount leaves the order awaiting payment", async () => {
    const { orderNo } = await unpaidOrder();
    const wrong = await paypalWebhook(captureCompleted(orderNo, { value: "1.00" }));
    expect(wrong.body.data).toEqual({ received: true, handled: "not-payable" });
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    const payload = captureCompleted(orderNo);
    expect((await paypalWebhook(payload)).body.data).toEqual({ received: true, handled: "paid" });
    const events = await eventCount(orderNo);
    const replay = await paypalWebhook(payload);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ received: true, handled: "duplicate" });
    expect(await eventCount(orderNo)).toBe(events);
  });

  it("without PayPal secrets: the endpoints answer 400 and the webhook 404", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const start = await withEnv(buyer, NO_PAYPAL).post("/api/web/pay/paypal", { orderNo });
    expect(start.status).toBe(400);
    expect(start.body.msg).toBe("This payment method is not available.");
    const capture = await withEnv(buyer, NO_PAYPAL).post("/api/web/pay/paypal/capture", {
      orderNo,
      token: "PP000001STANDIN",
    });
    expect(capture.status).toBe(400);
    const hook = await fetchWith(NO_PAYPAL, "/api/pay/webhook/paypal", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...TRANSMISSION,
        "paypal-transmission-sig": PAYPAL_VALID_TRANSMISSION_SIG,
      },
      body: captureCompleted(orderNo),
    });
    expect(hook.status).toBe(404);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await standInRequests(orderNo)).toEqual([]);
  });
});

// A Stripe session never outlives its order; money that arrives anyway is kept for a refund --------

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function sessionCreation(orderNo: string) {
  const creates = (await standInRequests(orderNo)).filter((request) => request.path === "/stripe/v1/checkout/sessions");
  expect(creates).toHaveLength(1);
  expect(creates[0]!.problems).toEqual([]);
  return new URLSearchParams(creates[0]!.body);
}

describe("the Checkout Session's expires_at", () => {
  it("is the order's deadline when that is within 24 hours, at most 24 hours ahead otherwise (Unix seconds)", async () => {
    // Default ORDER_PAYMENT_MINUTES: 3 days, so Stripe's 24 hours (less a minute of margin) win.
    const far = await unpaidOrder();
    const before = Date.now();
    await stripeSession(far.buyer, far.orderNo);
    const after = Date.now();
    const farForm = await sessionCreation(far.orderNo);
    const farExpiry = Number(farForm.get("expires_at"));
    expect(farExpiry).toBeGreaterThanOrEqual(Math.floor((before + DAY - MINUTE) / 1000));
    expect(farExpiry).toBeLessThanOrEqual(Math.floor((after + DAY) / 1000));
    expect((await orderRow(far.orderNo))!.expires_at - (await orderRow(far.orderNo))!.created_at).toBe(4320 * MINUTE);

    // A deadline 5 hours away: the session closes exactly then.
    const near = await unpaidOrder();
    const deadline = Date.now() + 5 * 60 * MINUTE + 123;
    await env.DB.prepare("UPDATE orders SET expires_at = ?2 WHERE order_no = ?1").bind(near.orderNo, deadline).run();
    await stripeSession(near.buyer, near.orderNo);
    expect(Number((await sessionCreation(near.orderNo)).get("expires_at"))).toBe(Math.floor(deadline / 1000));
    expect((await orderRow(near.orderNo))!.expires_at).toBe(deadline);
  });

  it("with less than 30 minutes left, the order's deadline moves to Stripe's minimum and the session closes with it", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const stock = await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id);
    await env.DB.prepare("UPDATE orders SET expires_at = ?2 WHERE order_no = ?1")
      .bind(orderNo, Date.now() + 10 * MINUTE)
      .run();
    const before = Date.now();
    await stripeSession(buyer, orderNo);
    const after = Date.now();
    const expiresAt = Number((await sessionCreation(orderNo)).get("expires_at"));
    // At least 30 minutes (the stand-in refuses less, as Stripe does), with a minute of margin.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.ceil((before + 31 * MINUTE) / 1000));
    expect(expiresAt).toBeLessThanOrEqual(Math.ceil((after + 31 * MINUTE) / 1000));
    const order = (await orderRow(orderNo))!;
    expect(order.expires_at).toBe(expiresAt * 1000);
    expect(order.status).toBe("awaiting_payment");
    // The cron does not take the order from under the open session.
    await expireUnpaidOrders(env, before + 20 * MINUTE);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id)).toBe(stock);
  });
});

describe("cancelling closes the order's Stripe sessions at Stripe first", () => {
  it("the customer's cancel expires the open session (form POST with the secret key), then cancels; the tab can no longer pay", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const stock = await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id);
    const cancelled = await buyer.api.post<OrderDetail>("/api/web/order/cancel", { orderNo });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    // (The creating request does not name the session; everything after it does.)
    const [expire, ...more] = await standInRequests(sessionId);
    expect(expire).toMatchObject({
      method: "POST",
      path: `/stripe/v1/checkout/sessions/${sessionId}/expire`,
      problems: [],
    });
    expect(expire!.headers.authorization).toBe(`Bearer ${PAYMENT_TEST_SECRETS.STRIPE_SECRET_KEY}`);
    expect(more).toEqual([]);
    expect(await paymentRows(orderNo)).toEqual([
      expect.objectContaining({ provider: "stripe", provider_ref: sessionId, status: "cancelled" }),
    ]);
    expect(await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id)).toBe(stock + 1);
    // The customer's open tab: Stripe no longer lets the session be paid.
    const pay = await fetch(`${env.STAND_IN_URL}/stand-in/stripe/sessions/${sessionId}/pay`, { method: "POST" });
    expect(pay.status).toBe(409);
  });

  it("a session that had expired already (Stripe refuses to expire it, and says so when asked) does not hold up the cancel", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    await stripeDoes(sessionId, "lapse");
    const cancelled = await buyer.api.post<OrderDetail>("/api/web/order/cancel", { orderNo });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    const calls = await standInRequests(sessionId);
    expect(calls.map((request) => [request.method, request.path, request.problems])).toEqual([
      ["POST", `/stripe/v1/checkout/sessions/${sessionId}/expire`, []],
      ["GET", `/stripe/v1/checkout/sessions/${sessionId}`, []],
    ]);
    expect((await orderRow(orderNo))!.status).toBe("cancelled");
  });

  it("is refused (409) when the customer has paid the session: the order is paid from Stripe's answer, its webhook then a duplicate", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    await stripeDoes(sessionId, "pay");
    const stock = await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id);
    const refused = await buyer.api.post("/api/web/order/cancel", { orderNo });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: API_CODE.conflict,
      msg: "Your payment has been received and is being confirmed, so this order can no longer be cancelled. It will show as paid shortly.",
    });
    // Stripe said it is paid, and for how much: the order is paid now, not when the webhook comes.
    expect((await orderRow(orderNo))!).toMatchObject({
      status: "paid",
      paid_ref: `stripe:${sessionId}`,
      stock_released: 0,
    });
    expect(await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id)).toBe(stock);
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "stripe", provider_ref: sessionId, status: "succeeded", amount_minor: TOTAL, currency: "USD" },
    ]);
    expect(
      (await standInRequests(sessionId)).map((request) => [
        request.method,
        request.path.endsWith("/expire"),
        request.problems,
      ]),
    ).toEqual([
      ["POST", true, []],
      ["GET", false, []],
    ]);
    const payload = checkoutCompleted(orderNo, sessionId);
    expect((await stripeWebhook(payload, await stripeSignature(payload))).body.data).toEqual({
      received: true,
      handled: "duplicate",
    });
    expect((await orderRow(orderNo))!).toMatchObject({ status: "paid", paid_ref: `stripe:${sessionId}` });
  });

  it("is refused (503) when Stripe cannot be reached, and the order stays as it was", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    await stripeDoes(sessionId, "outage");
    const refused = await buyer.api.post("/api/web/order/cancel", { orderNo });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      code: API_CODE.upstream,
      msg: "The payment provider could not be reached, so the order was not cancelled. Please try again in a few minutes.",
      data: null,
    });
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    expect(await paymentRows(orderNo)).toEqual([expect.objectContaining({ status: "pending" })]);
  });

  it("without Stripe configured there is nothing to expire: the cancel goes ahead without calling Stripe", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    const cancelled = await withEnv(buyer, NO_STRIPE).post("/api/web/order/cancel", { orderNo });
    expect(cancelled.status).toBe(200);
    expect(await standInRequests(sessionId)).toEqual([]);
    expect((await orderRow(orderNo))!.status).toBe("cancelled");
  });

  it("the cron expires the sessions of due orders, pays an order whose session is paid, and skips (for its next run) one Stripe does not answer for", async () => {
    const open = await unpaidOrder();
    const paid = await unpaidOrder();
    const down = await unpaidOrder();
    const alsoDown = await unpaidOrder();
    const sessions = {
      open: (await stripeSession(open.buyer, open.orderNo)).sessionId,
      paid: (await stripeSession(paid.buyer, paid.orderNo)).sessionId,
      down: (await stripeSession(down.buyer, down.orderNo)).sessionId,
      alsoDown: (await stripeSession(alsoDown.buyer, alsoDown.orderNo)).sessionId,
    };
    await stripeDoes(sessions.paid, "pay");
    await stripeDoes(sessions.down, "outage");
    await stripeDoes(sessions.alsoDown, "outage");
    // Due in this order (the cron takes the oldest deadline first).
    const due = Date.now() - 10_000;
    for (const [index, { orderNo }] of [open, paid, down, alsoDown].entries()) {
      await env.DB.prepare("UPDATE orders SET expires_at = ?2 WHERE order_no = ?1")
        .bind(orderNo, due + index)
        .run();
    }
    const stock = await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id);

    await expireUnpaidOrders(env);
    expect((await orderRow(open.orderNo))!).toMatchObject({ status: "cancelled", stock_released: 1 });
    expect((await standInRequests(sessions.open)).map((request) => request.path)).toContain(
      `/stripe/v1/checkout/sessions/${sessions.open}/expire`,
    );
    // Paid in time (its webhook lost or late): paid from Stripe's own answer, not cancelled.
    expect((await orderRow(paid.orderNo))!).toMatchObject({
      status: "paid",
      paid_ref: `stripe:${sessions.paid}`,
      stock_released: 0,
    });
    expect((await orderRow(down.orderNo))!).toMatchObject({ status: "awaiting_payment", stock_released: 0 });
    expect(await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id)).toBe(stock + 1);
    // Once Stripe did not answer, the run stopped asking it: the next such order simply waits.
    expect((await orderRow(alsoDown.orderNo))!).toMatchObject({ status: "awaiting_payment", stock_released: 0 });
    expect(
      (await standInRequests(sessions.alsoDown)).filter((request) =>
        request.path.includes(`/sessions/${sessions.alsoDown}`),
      ),
    ).toEqual([]);

    // The pay page neither cancels the one Stripe did not answer for, nor starts another payment.
    expect((await down.buyer.api.post("/api/web/pay/bank", { orderNo: down.orderNo })).status).toBe(503);

    // The paid session's webhook arrives after all: the same payment, nothing changes.
    const payload = checkoutCompleted(paid.orderNo, sessions.paid);
    expect((await stripeWebhook(payload, await stripeSignature(payload))).body.data).toEqual({
      received: true,
      handled: "duplicate",
    });
    await expireUnpaidOrders(env);
    expect((await orderRow(paid.orderNo))!.status).toBe("paid");
    expect((await orderRow(down.orderNo))!.status).toBe("awaiting_payment");
  });
});

describe("money the order cannot take is kept for a refund (refund_due)", () => {
  it("a paid webhook for a cancelled order: the order stays cancelled, stock untouched, the payment listed for the operator", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    // Cancelled while Stripe was switched off: the session stayed open, and the customer paid it.
    expect((await withEnv(buyer, NO_STRIPE).post("/api/web/order/cancel", { orderNo })).status).toBe(200);
    const stock = await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id);
    const events = await eventCount(orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    const answer = await stripeWebhook(payload, await stripeSignature(payload));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: true, handled: "not-payable" });
    expect((await orderRow(orderNo))!).toMatchObject({
      status: "cancelled",
      paid_at: null,
      paid_ref: null,
      stock_released: 1,
    });
    expect(await count("SELECT stock FROM goods_specs WHERE id = ?1", SHOP.poolSku.id)).toBe(stock);
    expect(await eventCount(orderNo)).toBe(events);
    expect(await paymentRows(orderNo)).toEqual([
      { provider: "stripe", provider_ref: sessionId, status: "refund_due", amount_minor: TOTAL, currency: "USD" },
    ]);
    const listed = (await refundDue()).filter((row) => row.orderNo === orderNo);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        orderNo,
        orderStatus: "cancelled",
        provider: "stripe",
        providerRef: sessionId,
        amountMinor: TOTAL,
        currency: "USD",
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // A replay changes nothing and lists it once.
    expect((await stripeWebhook(payload, await stripeSignature(payload))).body.data).toEqual({
      received: true,
      handled: "not-payable",
    });
    expect((await refundDue()).filter((row) => row.orderNo === orderNo)).toHaveLength(1);

    // Given back at Stripe, the operator marks it: it leaves the list, the customer sees it refunded.
    const id = listed[0]!.id;
    expect((await client("wrong-token").post(`/api/admin/payments/${id}/refunded`, { note: "re_123" })).status).toBe(
      401,
    );
    expect((await operator.post(`/api/admin/payments/${id}/refunded`, { note: "x".repeat(501) })).status).toBe(400);
    const marked = await operator.post(`/api/admin/payments/${id}/refunded`, { note: "re_123" });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({
      id,
      refundedAt: expect.stringMatching(/^\d{4}-/),
      note: "re_123",
    });
    expect((await operator.post(`/api/admin/payments/${id}/refunded`)).status).toBe(200); // again: no change
    expect((await refundDue()).filter((row) => row.orderNo === orderNo)).toEqual([]);
    const detail = (
      await buyer.api.get<{ payments: Array<{ provider: string; status: string }> }>(
        `/api/web/order/detail?orderNo=${orderNo}`,
      )
    ).body.data;
    expect(detail.payments).toContainEqual(expect.objectContaining({ provider: "stripe", status: "refunded" }));
    // Only listed payments can be marked: a paid one, or one that does not exist, cannot.
    const succeeded = await count("SELECT id FROM payments WHERE status = 'succeeded' ORDER BY id LIMIT 1");
    expect(succeeded).toBeGreaterThan(0);
    expect((await operator.post(`/api/admin/payments/${succeeded}/refunded`)).status).toBe(404);
    expect((await operator.post("/api/admin/payments/987654321/refunded")).status).toBe(404);
    expect((await operator.post("/api/admin/payments/abc/refunded")).status).toBe(400);
  });

  it("a Stripe payment of an order PayPal already paid is a second payment: refund_due, the order paid once", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const { sessionId } = await stripeSession(buyer, orderNo);
    expect((await buyer.api.post("/api/web/pay/paypal", { orderNo })).status).toBe(200);
    const paypalOrderId = ((await paymentRows(orderNo)) as Array<{ provider: string; provider_ref: string }>).find(
      (row) => row.provider === "paypal",
    )!.provider_ref;
    expect(
      (await buyer.api.post<{ status: string }>("/api/web/pay/paypal/capture", { orderNo, token: paypalOrderId })).body
        .data,
    ).toEqual({ status: "paid" });
    const paid = (await orderRow(orderNo))!;
    expect(paid.paid_ref).toMatch(/^paypal:CAP/);
    const events = await eventCount(orderNo);
    const payload = checkoutCompleted(orderNo, sessionId);
    const answer = await stripeWebhook(payload, await stripeSignature(payload));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: true, handled: "second-payment" });
    expect((await orderRow(orderNo))!).toMatchObject({
      status: "paid",
      paid_at: paid.paid_at,
      paid_ref: paid.paid_ref,
    });
    expect(await eventCount(orderNo)).toBe(events);
    const rows = (await paymentRows(orderNo)) as Array<{ provider: string; provider_ref: string; status: string }>;
    expect(rows.find((row) => row.provider === "stripe")).toMatchObject({
      provider_ref: sessionId,
      status: "refund_due",
    });
    expect(
      rows.filter((row) => row.status === "succeeded").map((row) => `${row.provider}:${row.provider_ref}`),
    ).toEqual([paid.paid_ref]);
    expect((await refundDue()).filter((row) => row.orderNo === orderNo)).toEqual([
      expect.objectContaining({
        orderStatus: "paid",
        provider: "stripe",
        providerRef: sessionId,
        amountMinor: TOTAL,
        currency: "USD",
      }),
    ]);
    // Its replay: the same answer, still one row.
    expect((await stripeWebhook(payload, await stripeSignature(payload))).body.data).toEqual({
      received: true,
      handled: "second-payment",
    });
    expect((await refundDue()).filter((row) => row.orderNo === orderNo)).toHaveLength(1);
  });

  it("the operator's list needs a staff credential and validates its query", async () => {
    expect((await client().get("/api/admin/payments/refund-due")).status).toBe(401);
    expect((await client("wrong").get("/api/admin/payments/refund-due")).status).toBe(401);
    const bad = await operator.get("/api/admin/payments/refund-due?pageSize=0");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("“Page size” must be at least 1.");
  });
});
