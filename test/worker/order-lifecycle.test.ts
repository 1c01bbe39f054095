import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOrder, expireOrder } from "../../worker/orders/cancel-order";
import { complete, markShipped } from "../../worker/orders/fulfil-order";
import { placeOrder } from "../../worker/orders/place-order";
import { markRefunded } from "../../worker/orders/refunds";
import { settlePayment } from "../../worker/orders/settle-payment";
import type { Actor } from "../../worker/orders/types";
import { customer, type Customer } from "./helpers";
import { addAddress, addToCart, newKey, orderOf, orderRow, seedShop, setStock, SHOP, stockOf } from "./shop";

/** The lifecycle functions as the API, the cron, the webhooks and the console call them. */
const scope = { env };
const STAFF: Actor = { kind: "staff", staffId: "ops-7" };
const CRON: Actor = { kind: "cron" };
const bank = (orderNo: string, amountMinor: number, ref = orderNo) => ({
  provider: "bank" as const,
  providerRef: ref,
  eventId: `bank:${ref}`,
  eventType: "bank_transfer.received",
  amountMinor,
  currency: "USD",
});

beforeAll(async () => {
  await seedShop();
});

async function unpaidOrder(buyer?: Customer) {
  const owner = buyer ?? (await customer());
  const { orderNo, totalMinor } = (await orderOf(owner, SHOP.proxySku)).body.data;
  return { buyer: owner, orderNo, totalMinor };
}

async function paidOrder() {
  const placed = await unpaidOrder();
  const settled = await settlePayment(scope, {
    order: placed.orderNo,
    payment: bank(placed.orderNo, placed.totalMinor),
    actor: STAFF,
  });
  expect(settled).toMatchObject({ ok: true, result: "paid" });
  return placed;
}

const events = async (orderNo: string) =>
  (
    await env.DB.prepare(
      "SELECT e.status, e.actor FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ?1 ORDER BY e.id",
    )
      .bind(orderNo)
      .all<{ status: string; actor: string }>()
  ).results;

describe("placeOrder", () => {
  it("refuses unknown lines, addresses and shipping, a region not served, a sold-out line, an unusable coupon", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32, 2);
    const address = await addAddress(buyer.api);
    const ask = (overrides: Record<string, unknown>) =>
      placeOrder(scope, {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
        notes: "",
        userId: buyer.userId,
        locale: "en",
        ...overrides,
      });
    expect(await ask({ lineIds: [999_999] })).toEqual({ ok: false, reason: "line_not_found" });
    expect(await ask({ addressId: 999_999 })).toEqual({ ok: false, reason: "address_not_found" });
    expect(await ask({ shippingMethodId: 999 })).toEqual({ ok: false, reason: "shipping_not_found" });
    expect(await ask({ shippingMethodId: SHOP.local.id })).toEqual({
      ok: false,
      reason: "shipping_region",
      method: "Deutsche Post",
      country: "US",
    });
    expect(await ask({ couponClaimId: 999_999 })).toEqual({ ok: false, reason: "coupon_not_usable" });
    // Another customer cannot order with this one's address (nor lines).
    const other = await customer();
    expect(await ask({ userId: other.userId })).toEqual({ ok: false, reason: "address_not_found" });
    const stock = await stockOf(SHOP.sku32.id);
    await setStock(SHOP.sku32.id, 1);
    try {
      expect(await ask({})).toEqual({ ok: false, reason: "out_of_stock", name: SHOP.gateway.name, stock: 1 });
    } finally {
      await setStock(SHOP.sku32.id, stock);
    }
    // Nothing was written by any refusal; then it is placed, by the customer.
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1").bind(buyer.userId).first())!.n,
    ).toBe(0);
    const placed = await ask({});
    expect(placed).toMatchObject({ ok: true, order: { status: "awaiting_payment", version: 1 } });
    if (placed.ok)
      expect(await events(placed.order.order_no)).toEqual([
        { status: "awaiting_payment", actor: `customer:${buyer.userId}` },
      ]);
  });
});

describe("cancelOrder", () => {
  it("refuses another customer's order, a paid order, and a staff action on an order changed since", async () => {
    const { buyer, orderNo } = await unpaidOrder();
    const stranger = await customer();
    expect(await cancelOrder(scope, { orderNo, actor: { kind: "customer", userId: stranger.userId } })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await cancelOrder(scope, { orderNo: "PL000000000000", actor: STAFF })).toEqual({
      ok: false,
      reason: "not_found",
    });
    // Staff saw version 1; the customer opened a checkout meanwhile (version 2): refused, not applied.
    await env.DB.prepare("UPDATE orders SET version = version + 1 WHERE order_no = ?1").bind(orderNo).run();
    expect(await cancelOrder(scope, { orderNo, actor: STAFF, expectedVersion: 1 })).toMatchObject({
      ok: false,
      reason: "stale",
      order: { status: "awaiting_payment", version: 2 },
    });
    const cancelled = await cancelOrder(scope, { orderNo, actor: STAFF, expectedVersion: 2 });
    expect(cancelled).toMatchObject({ ok: true, order: { status: "cancelled", version: 3 } });
    expect((await events(orderNo)).at(-1)).toEqual({ status: "cancelled", actor: "staff:ops-7" });
    expect(await cancelOrder(scope, { orderNo, actor: { kind: "customer", userId: buyer.userId } })).toMatchObject({
      ok: false,
      reason: "not_cancellable",
    });
    const paid = await paidOrder();
    expect(await cancelOrder(scope, { orderNo: paid.orderNo, actor: STAFF })).toMatchObject({
      ok: false,
      reason: "not_cancellable",
      order: { status: "paid" },
    });
  });
});

describe("expireOrder", () => {
  it("refuses an order within its deadline and one already paid; expires a due one for the cron", async () => {
    const { orderNo } = await unpaidOrder();
    expect(await expireOrder(scope, { orderNo, actor: CRON })).toMatchObject({ ok: false, reason: "not_due" });
    const paid = await paidOrder();
    expect(await expireOrder(scope, { orderNo: paid.orderNo, actor: CRON }, { now: Date.now() + 1e10 })).toMatchObject({
      ok: false,
      reason: "not_cancellable",
    });
    expect(await expireOrder(scope, { orderNo: "PL000000000000", actor: CRON })).toEqual({
      ok: false,
      reason: "not_found",
    });
    const expired = await expireOrder(scope, { orderNo, actor: CRON }, { now: Date.now() + 1e10 });
    expect(expired).toMatchObject({ ok: true, order: { status: "cancelled" } });
    expect((await events(orderNo)).at(-1)).toEqual({ status: "cancelled", actor: "cron" });
  });
});

describe("settlePayment", () => {
  it("refuses an unknown order, the wrong amount, a cancelled order and a second payment; a repeat is a duplicate", async () => {
    expect(
      await settlePayment(scope, { order: "PL000000000000", payment: bank("PL000000000000", 1), actor: STAFF }),
    ).toEqual({ ok: false, reason: "not_found" });
    const { orderNo, totalMinor } = await unpaidOrder();
    expect(
      await settlePayment(scope, {
        order: orderNo,
        payment: bank(orderNo, totalMinor - 1, `${orderNo}-short`),
        actor: STAFF,
      }),
    ).toMatchObject({ ok: false, reason: "not_payable", order: { status: "awaiting_payment" } });
    const paid = await settlePayment(scope, { order: orderNo, payment: bank(orderNo, totalMinor), actor: STAFF });
    expect(paid).toMatchObject({ ok: true, result: "paid", order: { status: "paid" } });
    expect((await events(orderNo)).at(-1)).toEqual({ status: "paid", actor: "staff:ops-7" });
    expect(
      await settlePayment(scope, { order: orderNo, payment: bank(orderNo, totalMinor), actor: STAFF }),
    ).toMatchObject({
      ok: true,
      result: "duplicate",
    });
    const card = {
      ...bank(orderNo, totalMinor),
      provider: "stripe" as const,
      providerRef: "cs_second",
      eventId: "evt_2",
    };
    expect(
      await settlePayment(scope, { order: orderNo, payment: card, actor: { kind: "provider", provider: "stripe" } }),
    ).toMatchObject({ ok: false, reason: "second_payment", order: { status: "paid" } });
    const late = await unpaidOrder();
    await cancelOrder(scope, { orderNo: late.orderNo, actor: STAFF });
    expect(
      await settlePayment(scope, { order: late.orderNo, payment: bank(late.orderNo, late.totalMinor), actor: STAFF }),
    ).toMatchObject({ ok: false, reason: "not_payable", order: { status: "cancelled" } });
  });
});

describe("markShipped and complete", () => {
  it("refuse the wrong step, an unknown order and a changed version; ship with carrier and tracking, then complete", async () => {
    const { orderNo } = await unpaidOrder();
    const ship = (target: { orderNo: string; expectedVersion?: number; carrier?: string }) =>
      markShipped(scope, { actor: STAFF, trackingNo: "1Z999AA10123456784", ...target });
    expect(await ship({ orderNo })).toMatchObject({ ok: false, reason: "wrong_step" });
    expect(await complete(scope, { orderNo, actor: STAFF })).toMatchObject({ ok: false, reason: "wrong_step" });
    expect(await ship({ orderNo: "PL000000000000" })).toEqual({ ok: false, reason: "not_found" });

    const paid = await paidOrder();
    const version = (await orderRow(paid.orderNo))!.version as number;
    expect(await complete(scope, { orderNo: paid.orderNo, actor: STAFF })).toMatchObject({
      ok: false,
      reason: "wrong_step",
      order: { status: "paid" },
    });
    expect(await ship({ orderNo: paid.orderNo, expectedVersion: version - 1 })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    const shipped = await ship({ orderNo: paid.orderNo, expectedVersion: version, carrier: "UPS" });
    expect(shipped).toMatchObject({
      ok: true,
      order: { status: "shipped", carrier: "UPS", tracking_no: "1Z999AA10123456784", version: version + 1 },
    });
    expect(await ship({ orderNo: paid.orderNo })).toMatchObject({ ok: false, reason: "wrong_step" });
    expect(await complete(scope, { orderNo: paid.orderNo, actor: STAFF, expectedVersion: version })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(await complete(scope, { orderNo: paid.orderNo, actor: STAFF, expectedVersion: version + 1 })).toMatchObject({
      ok: true,
      order: { status: "completed", version: version + 2 },
    });
    expect(await complete(scope, { orderNo: paid.orderNo, actor: STAFF })).toMatchObject({
      ok: false,
      reason: "wrong_step",
    });
    expect((await events(paid.orderNo)).slice(-2)).toEqual([
      { status: "shipped", actor: "staff:ops-7" },
      { status: "completed", actor: "staff:ops-7" },
    ]);
  });
});

describe("markRefunded", () => {
  it("refuses a payment that is not due back; marks a refund_due one once", async () => {
    expect(await markRefunded(scope, { paymentId: 999_999, note: null, actor: STAFF })).toEqual({
      ok: false,
      reason: "not_found",
    });
    const { orderNo, totalMinor } = await paidOrder();
    const second = { ...bank(orderNo, totalMinor), provider: "paypal" as const, providerRef: "CAP-2", eventId: "WH-2" };
    await settlePayment(scope, { order: orderNo, payment: second, actor: { kind: "provider", provider: "paypal" } });
    const due = await env.DB.prepare("SELECT id FROM payments WHERE provider_ref = 'CAP-2'").first<{ id: number }>();
    const paidBy = await env.DB.prepare("SELECT id FROM payments WHERE provider_ref = ?1")
      .bind(orderNo)
      .first<{ id: number }>();
    expect(await markRefunded(scope, { paymentId: paidBy!.id, note: null, actor: STAFF })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await markRefunded(scope, { paymentId: due!.id, note: "RF-1", actor: STAFF })).toMatchObject({
      ok: true,
      refund: { id: due!.id, note: "RF-1" },
    });
  });
});
