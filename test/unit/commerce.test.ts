import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CartAddSchema } from "../../shared/api/legacy/cart-add-schema";
import { idOrDigits, isLocalDateTime, OrderCreateSchema } from "../../shared/commerce/schemas";
import { fromDecimal, toDecimal } from "../../worker/payments/money";
import { paidCheckout, verifyStripeSignature, type StripeEvent } from "../../worker/payments/stripe";

describe("cart and order input", () => {
  it("operateTime must be a real local date and time, YYYY-MM-DD HH:mm:ss", () => {
    expect(isLocalDateTime("2026-11-22 10:15:00")).toBe(true);
    expect(isLocalDateTime("2028-02-29 23:59:59")).toBe(true);
    expect(isLocalDateTime("2026-02-29 10:00:00")).toBe(false);
    expect(isLocalDateTime("2026-13-01 10:00:00")).toBe(false);
    expect(isLocalDateTime("2026-11-22 24:00:00")).toBe(false);
    expect(isLocalDateTime("2026-11-22 10:60:00")).toBe(false);
    expect(isLocalDateTime("2026-11-22T10:15:00")).toBe(false);
    expect(isLocalDateTime("2026-11-22 10:15")).toBe(false);
  });

  it("ids are positive whole numbers or their digits, nothing coerced from other types", () => {
    for (const good of [1, 101, "101", Number.MAX_SAFE_INTEGER])
      expect(idOrDigits.safeParse(good).success, String(good)).toBe(true);
    expect(idOrDigits.parse("101")).toBe(101);
    for (const bad of [
      0,
      -1,
      1.5,
      "",
      " ",
      "1.5",
      "0x65",
      "1e3",
      true,
      false,
      null,
      [5],
      {},
      Number.MAX_SAFE_INTEGER + 1,
    ]) {
      expect(idOrDigits.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("the legacy add payload (goodsSpecsId, goodsId) parses into SKU and product; quantities are 1 to 9,999 whole units", () => {
    const payload = { goodsSpecsId: 101, goodsId: "1", operateTime: "2026-11-22 10:15:00" };
    expect(CartAddSchema.parse(payload)).toEqual({ skuId: 101, productId: 1, operateTime: "2026-11-22 10:15:00" });
    expect(CartAddSchema.safeParse({ ...payload, quantity: 9999 }).success).toBe(true);
    for (const quantity of [0, -1, 10_000, 1.5, "2"])
      expect(CartAddSchema.safeParse({ ...payload, quantity }).success, String(quantity)).toBe(false);
  });

  it("an order needs an idempotency key of 16–64 safe characters", () => {
    const order = { lineIds: [1], addressId: 1, shippingMethodId: 1 };
    expect(OrderCreateSchema.safeParse({ ...order, idempotencyKey: "key-0123456789abcdef" }).success).toBe(true);
    expect(OrderCreateSchema.safeParse(order).success).toBe(false);
    expect(OrderCreateSchema.safeParse({ ...order, idempotencyKey: "short" }).success).toBe(false);
    expect(OrderCreateSchema.safeParse({ ...order, idempotencyKey: "key with spaces 0123" }).success).toBe(false);
  });
});

describe("money for the providers", () => {
  it("turns minor units into decimal strings and back", () => {
    expect(toDecimal(12_345, "USD")).toBe("123.45");
    expect(toDecimal(129_900, "USD")).toBe("1299.00");
    expect(toDecimal(5, "USD")).toBe("0.05");
    expect(toDecimal(500, "JPY")).toBe("500");
    expect(fromDecimal("123.45", "USD")).toBe(12_345);
    expect(fromDecimal("0.29", "USD")).toBe(29);
    expect(fromDecimal("500", "JPY")).toBe(500);
  });
});

describe("Stripe webhook signatures", () => {
  const secret = "whsec_unit_test_secret";
  const payload = '{"id":"evt_1","type":"checkout.session.completed"}';
  const sign = (t: number, body = payload, key = secret) =>
    createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  const now = 1_800_000_000;

  it("accepts Stripe's scheme within 300 s either way", async () => {
    expect(await verifyStripeSignature(payload, `t=${now},v1=${sign(now)}`, secret, now)).toBe(true);
    expect(await verifyStripeSignature(payload, `t=${now - 300},v1=${sign(now - 300)}`, secret, now)).toBe(true);
    expect(await verifyStripeSignature(payload, `t=${now + 300},v1=${sign(now + 300)}`, secret, now)).toBe(true);
    expect(await verifyStripeSignature(payload, `t=${now},v1=deadbeef,v1=${sign(now)}`, secret, now)).toBe(true);
  });

  it("refuses old, other-secret, other-body, missing and malformed signatures", async () => {
    expect(await verifyStripeSignature(payload, `t=${now - 301},v1=${sign(now - 301)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${now + 301},v1=${sign(now + 301)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${now},v1=${sign(now, payload, "whsec_other")}`, secret, now)).toBe(
      false,
    );
    expect(await verifyStripeSignature(`${payload} `, `t=${now},v1=${sign(now)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, undefined, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, "", secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, `v1=${sign(now)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${now},v0=${sign(now)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=abc,v1=${sign(now)}`, secret, now)).toBe(false);
  });

  it("reads the paid order of a completed checkout; anything else, however malformed, is ignored", () => {
    const session = {
      id: "cs_1",
      client_reference_id: "PL1",
      metadata: { orderNo: "PL2" },
      amount_total: 16_845,
      currency: "usd",
      payment_status: "paid",
    };
    expect(paidCheckout({ id: "evt_1", type: "checkout.session.completed", data: { object: session } })).toEqual({
      orderNo: "PL2",
      sessionId: "cs_1",
      amountMinor: 16_845,
      currency: "USD",
    });
    const ignored: unknown[] = [
      null,
      {},
      { id: "evt_1", type: "checkout.session.expired", data: { object: session } },
      { id: "evt_1", type: "checkout.session.completed" },
      { id: "evt_1", type: "checkout.session.completed", data: { object: null } },
      { id: "evt_1", type: "checkout.session.completed", data: { object: { ...session, payment_status: "unpaid" } } },
      { id: "evt_1", type: "checkout.session.completed", data: { object: { ...session, amount_total: "16845" } } },
      { type: "checkout.session.completed", data: { object: session } },
    ];
    for (const event of ignored) expect(paidCheckout(event as StripeEvent), JSON.stringify(event)).toBeNull();
  });
});
