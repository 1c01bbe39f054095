import type { CampaignWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { OrderDetail } from "../../shared/commerce/types";
import type { MyCoupon } from "../../shared/coupons/types";
import { formatDate } from "../../shared/format";
import { markOrderPaid } from "../../worker/db/payments";
import { expireUnpaidOrders } from "../../worker/orders/expire-due-orders";
import { call, client, customer, type Customer } from "./helpers";
import { addAddress, addToCart, count, newKey, orderRow, seedShop, SHOP, stripeSignature, type Placed } from "./shop";

const HOUR = 3_600_000;

beforeAll(async () => {
  await seedShop();
});

let nextCampaignId = 1000;

/** A campaign written by SQL, its window relative to now. */
async function campaign(options: {
  name?: string;
  state?: "active" | "paused" | "voided";
  priceMinor?: number;
  promoPriceMinor?: number;
  minAmountMinor?: number;
  start?: number;
  end?: number;
  total?: number;
  left?: number;
  /** The products it is for; with no categories either: any product. */
  productIds?: number[];
  /** The categories it is for (with their sub-categories). */
  categoryIds?: number[];
  newCustomersOnly?: boolean;
  /** A percent off instead of an amount (price 0), capped at `maxDiscountMinor` when above 0. */
  percentOff?: number;
  maxDiscountMinor?: number;
  perUserLimit?: number;
}) {
  const id = ++nextCampaignId;
  const now = Date.now();
  const total = options.total ?? 100;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO activities (id, state, currency, price_minor, activity_price_minor, min_amount_minor, start_time, end_time,
                              quantity_total, quantity_left, new_customers_only, sort, updated_at, kind, percent_off,
                              max_discount_minor, per_user_limit)
       VALUES (?1, ?2, 'USD', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?1, ?11, ?12, ?13, ?14, ?15)`,
    ).bind(
      id,
      options.state ?? "active",
      options.percentOff ? 0 : (options.priceMinor ?? 2_000),
      options.promoPriceMinor ?? 0,
      options.minAmountMinor ?? 0,
      options.start ?? now - HOUR,
      options.end ?? now + 24 * HOUR,
      total,
      options.left ?? total,
      options.newCustomersOnly ? 1 : 0,
      now,
      options.percentOff ? "percent" : "amount",
      options.percentOff ?? null,
      options.maxDiscountMinor ?? 0,
      options.perUserLimit ?? 1,
    ),
    ...(options.productIds ?? []).map((productId) =>
      env.DB.prepare("INSERT INTO activity_goods (activity_id, goods_id) VALUES (?1, ?2)").bind(id, productId),
    ),
    ...(options.categoryIds ?? []).map((categoryId) =>
      env.DB.prepare("INSERT INTO activity_categories (activity_id, category_id) VALUES (?1, ?2)").bind(id, categoryId),
    ),
    env.DB.prepare(
      "INSERT INTO activity_translations (activity_id, lang, name, description) VALUES (?1, 'en', ?2, 'For tests.')",
    ).bind(id, options.name ?? `Coupon ${id}`),
  ]);
  return id;
}

const claim = (buyer: Customer, campaignId: unknown) =>
  buyer.api.post<{ claimId: number; status: number }>("/api/web/activity/claim", { campaignId: campaignId });

async function claimed(buyer: Customer, campaignId: number) {
  const answer = await claim(buyer, campaignId);
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.claimId;
}

async function listFor(token?: string) {
  const answer = await client(token).get<CampaignWire[]>("/api/web/activity/list");
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const claimRow = (claimId: number) =>
  env.DB.prepare("SELECT status, order_id, used_at FROM activity_claims WHERE id = ?1")
    .bind(claimId)
    .first<{ status: number; order_id: number | null; used_at: number | null }>();
const left = async (campaignId: number) =>
  (await env.DB.prepare("SELECT quantity_left FROM activities WHERE id = ?1")
    .bind(campaignId)
    .first<{ quantity_left: number }>())!.quantity_left;

/** A cart line of `quantity` × SKU and an address, ready to check out. */
async function checkoutReady(buyer: Customer, sku: { id: number; goodsId: number } = SHOP.sku32, quantity = 1) {
  const line = await addToCart(buyer.api, sku, quantity);
  const address = await addAddress(buyer.api);
  return { line, address };
}

function createOrder(
  buyer: Customer,
  ready: Awaited<ReturnType<typeof checkoutReady>>,
  couponClaimId?: number,
  idempotencyKey = newKey(),
) {
  return buyer.api.post<Placed>("/api/web/order/create", {
    idempotencyKey,
    lineIds: [ready.line.id],
    addressId: ready.address.id,
    shippingMethodId: SHOP.dhl.id,
    ...(couponClaimId === undefined ? {} : { couponClaimId }),
  });
}

async function payByStripeWebhook(orderNo: string) {
  const order = (await orderRow(orderNo))!;
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${orderNo}`,
        object: "checkout.session",
        client_reference_id: orderNo,
        metadata: { orderNo },
        amount_total: order.total_minor,
        currency: "usd",
        payment_status: "paid",
      },
    },
  });
  const response = await call("/api/pay/webhook/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": await stripeSignature(payload) },
    body: payload,
  });
  expect(response.status).toBe(200);
  expect((await orderRow(orderNo))!.status).toBe("paid");
}

describe("GET /api/web/activity/list", () => {
  it("lists statuses 1–5 as the operator and the clock say, with the legacy fields; visitors get no user record", async () => {
    const now = Date.now();
    const ids = {
      notStarted: await campaign({ start: now + HOUR, end: now + 48 * HOUR }),
      claimable: await campaign({
        priceMinor: 5_000,
        promoPriceMinor: 6_000,
        minAmountMinor: 50_000,
        total: 200,
        left: 5,
      }),
      paused: await campaign({ state: "paused" }),
      expired: await campaign({ start: now - 48 * HOUR, end: now - HOUR }),
      voided: await campaign({ state: "voided" }),
    };
    const list = await listFor();
    const byId = new Map(list.map((item) => [item.keyId, item]));
    expect(byId.get(ids.notStarted)!.status).toBe(1);
    expect(byId.get(ids.claimable)!.status).toBe(2);
    expect(byId.get(ids.paused)!.status).toBe(3);
    expect(byId.get(ids.expired)!.status).toBe(4);
    expect(byId.get(ids.voided)!.status).toBe(5);
    expect(byId.get(ids.claimable)).toEqual({
      keyId: ids.claimable,
      name: `Coupon ${ids.claimable}`,
      description: "For tests.",
      lang: "en",
      status: 2,
      kind: "amount",
      price: 5_000,
      activityPrice: 6_000,
      percentOff: null,
      maxDiscount: 0,
      minAmount: 50_000,
      currency: "USD",
      startTime: expect.any(String),
      endTime: expect.any(String),
      quantityTotal: 200,
      quantityLeft: 5,
      products: [],
      categories: [],
      newCustomersOnly: false,
      perUserLimit: 1,
      userClaims: 0,
      ineligible: null,
      activityUserResp: null,
    });
    for (const item of list) expect(item.activityUserResp).toBeNull();
  });

  it("is never cached, and a bad token is treated as a visitor", async () => {
    const response = await call("/api/web/activity/list");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBeNull();
    const forged = await client("not-a-token").get<CampaignWire[]>("/api/web/activity/list");
    expect(forged.status).toBe(200);
    expect(forged.body.data.every((item) => item.activityUserResp === null)).toBe(true);
  });

  it("shows the user's record: none, then status 0 after claiming, then 1 once the order using it is paid", async () => {
    const id = await campaign({ priceMinor: 1_500 });
    const buyer = await customer();
    const before = (await listFor(buyer.token)).find((item) => item.keyId === id)!;
    expect(before.activityUserResp).toBeNull();
    const claimId = await claimed(buyer, id);
    const after = (await listFor(buyer.token)).find((item) => item.keyId === id)!;
    expect(after.activityUserResp).toEqual({ keyId: claimId, status: 0, claimedAt: expect.any(String), usedAt: null });
    // Another user still sees no record.
    const other = await customer();
    expect((await listFor(other.token)).find((item) => item.keyId === id)!.activityUserResp).toBeNull();

    const placed = await createOrder(buyer, await checkoutReady(buyer), claimId);
    expect(placed.status, placed.body.msg).toBe(200);
    // Reserved by the unpaid order: still 0.
    expect((await listFor(buyer.token)).find((item) => item.keyId === id)!.activityUserResp!.status).toBe(0);
    await payByStripeWebhook(placed.body.data.orderNo);
    const used = (await listFor(buyer.token)).find((item) => item.keyId === id)!;
    expect(used.activityUserResp).toEqual({
      keyId: claimId,
      status: 1,
      claimedAt: expect.any(String),
      usedAt: expect.any(String),
    });
  });
});

describe("claiming", () => {
  it("50 parallel claims by one user make exactly one claim and take exactly one coupon", async () => {
    const id = await campaign({ total: 100 });
    const buyer = await customer();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(buyer, id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe("You already hold this campaign's coupon.");
    }
    expect(await count("SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1", id)).toBe(1);
    expect(await left(id)).toBe(99);
  });

  it("5 coupons left, 10 users at once: exactly 5 claims, none left, 5 told they are all claimed", async () => {
    const id = await campaign({ total: 200, left: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const answers = await Promise.all(buyers.map((buyer) => claim(buyer, id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: API_CODE.conflict,
        msg: "All coupons of this campaign have been claimed.",
        data: null,
      });
    }
    expect(await count("SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1", id)).toBe(5);
    expect(await left(id)).toBe(0);
  });

  it("refuses paused, expired, voided and not-started coupons with 409 and the specific message", async () => {
    const now = Date.now();
    const start = now + 2 * HOUR;
    const cases: Array<[number, string]> = [
      [await campaign({ state: "paused" }), "Claiming from this campaign is paused for now."],
      [await campaign({ start: now - 48 * HOUR, end: now - HOUR }), "This campaign has ended."],
      [await campaign({ start: now - 48 * HOUR, end: now }), "This campaign has ended."],
      [await campaign({ state: "voided" }), "This campaign has been withdrawn."],
      [
        await campaign({ start, end: now + 48 * HOUR }),
        `Coupons of this campaign can be claimed from ${formatDate(start, "en")}.`,
      ],
    ];
    const buyer = await customer();
    for (const [id, message] of cases) {
      const answer = await claim(buyer, id);
      expect(answer.status, message).toBe(409);
      expect(answer.body.msg).toBe(message);
      expect(await count("SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1", id)).toBe(0);
      expect(await left(id)).toBe(100);
    }
  });

  it("unknown coupon → 404, bad ids → 400, visitors → 401", async () => {
    const buyer = await customer();
    const id = await campaign({});
    expect((await claim(buyer, 987_654)).status).toBe(404);
    for (const bad of [true, [id], 0, -1, 1.5, "abc", null, {}]) {
      const answer = await claim(buyer, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.msg).toContain("“Campaign”");
    }
    expect((await claim(buyer, String(id))).status).toBe(200);
    const visitor = await client().post("/api/web/activity/claim", { campaignId: id });
    expect(visitor.status).toBe(401);
    expect((await client().get("/api/web/activity/mine")).status).toBe(401);
  });
});

describe("my coupons", () => {
  it("puts each claim on its tab: unused (reserved ones marked), used, expired (ended or voided, never used)", async () => {
    const buyer = await customer();
    const unusedId = await campaign({ name: "Unused one" });
    const reservedId = await campaign({ name: "Reserved one" });
    const usedId = await campaign({ name: "Used one" });
    const endedId = await campaign({ name: "Ended one" });
    const voidedId = await campaign({ name: "Voided one" });
    const claims = {
      unused: await claimed(buyer, unusedId),
      reserved: await claimed(buyer, reservedId),
      used: await claimed(buyer, usedId),
      ended: await claimed(buyer, endedId),
      voided: await claimed(buyer, voidedId),
    };
    const paid = await createOrder(buyer, await checkoutReady(buyer), claims.used);
    await payByStripeWebhook(paid.body.data.orderNo);
    const unpaid = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku), claims.reserved);
    expect(unpaid.status, unpaid.body.msg).toBe(200);
    await env.DB.prepare("UPDATE activities SET start_time = ?2, end_time = ?3 WHERE id = ?1")
      .bind(endedId, Date.now() - 48 * HOUR, Date.now() - HOUR)
      .run();
    await env.DB.prepare("UPDATE activities SET state = 'voided' WHERE id = ?1").bind(voidedId).run();

    const tab = async (name: string) =>
      (await buyer.api.get<MyCoupon[]>(`/api/web/activity/mine?tab=${name}`)).body.data;
    const unused = await tab("unused");
    expect(unused.map((coupon) => coupon.claimId).sort()).toEqual([claims.unused, claims.reserved].sort());
    expect(unused.find((coupon) => coupon.claimId === claims.reserved)).toMatchObject({
      reserved: true,
      orderNo: unpaid.body.data.orderNo,
      status: 0,
    });
    expect(unused.find((coupon) => coupon.claimId === claims.unused)).toMatchObject({
      reserved: false,
      orderNo: null,
      name: "Unused one",
    });
    const used = await tab("used");
    expect(used).toEqual([
      expect.objectContaining({
        claimId: claims.used,
        status: 1,
        orderNo: paid.body.data.orderNo,
        usedAt: expect.any(String),
        reserved: false,
      }),
    ]);
    const expired = await tab("expired");
    expect(expired.map((coupon) => coupon.claimId).sort()).toEqual([claims.ended, claims.voided].sort());
    // The default tab is unused; an unknown tab is a 400.
    expect((await buyer.api.get<MyCoupon[]>("/api/web/activity/mine")).body.data).toHaveLength(2);
    expect((await buyer.api.get("/api/web/activity/mine?tab=all")).status).toBe(400);
    // Nobody else sees them.
    const other = await customer();
    expect((await other.api.get<MyCoupon[]>("/api/web/activity/mine?tab=unused")).body.data).toEqual([]);
  });
});

describe("checking out with a coupon", () => {
  const preview = (buyer: Customer, lineIds: number[], couponClaimId?: number) =>
    buyer.api.post<{
      subtotalMinor: number;
      shippingMinor: number;
      discountMinor: number;
      totalMinor: number;
      couponName: string | null;
    }>("/api/web/order/preview", {
      lineIds,
      shippingMethodId: SHOP.dhl.id,
      ...(couponClaimId === undefined ? {} : { couponClaimId }),
    });

  it.each([
    [
      "its price when there is no activity price",
      { priceMinor: 2_000, promoPriceMinor: 0, minAmountMinor: 100_000 },
      2_000,
    ],
    [
      "its activity price when greater than zero",
      { priceMinor: 5_000, promoPriceMinor: 6_000, minAmountMinor: 50_000 },
      6_000,
    ],
    ["at most the subtotal", { priceMinor: 500_000, promoPriceMinor: 0, minAmountMinor: 0 }, SHOP.sku32.priceMinor],
    ["exactly at the minimum", { priceMinor: 1_000, promoPriceMinor: 0, minAmountMinor: SHOP.sku32.priceMinor }, 1_000],
  ])("preview and create take off %s", async (_name, coupon, discount) => {
    const id = await campaign(coupon);
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const ready = await checkoutReady(buyer);
    const priced = await preview(buyer, [ready.line.id], claimId);
    expect(priced.status, priced.body.msg).toBe(200);
    expect(priced.body.data).toMatchObject({
      subtotalMinor: SHOP.sku32.priceMinor,
      shippingMinor: SHOP.dhl.priceMinor,
      discountMinor: discount,
      totalMinor: SHOP.sku32.priceMinor - discount + SHOP.dhl.priceMinor,
      couponName: `Coupon ${id}`,
    });
    const placed = await createOrder(buyer, ready, claimId);
    expect(placed.status, placed.body.msg).toBe(200);
    expect(placed.body.data.totalMinor).toBe(SHOP.sku32.priceMinor - discount + SHOP.dhl.priceMinor);
    const row = (await orderRow(placed.body.data.orderNo))!;
    expect(row).toMatchObject({
      discount_minor: discount,
      coupon_claim_id: claimId,
      subtotal_minor: SHOP.sku32.priceMinor,
    });
    expect(await claimRow(claimId)).toEqual({ status: 0, order_id: row.id, used_at: null });
    const detail = (await buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${placed.body.data.orderNo}`)).body
      .data;
    expect(detail).toMatchObject({ discountMinor: discount, couponName: `Coupon ${id}`, couponLang: "en" });
  });

  it("the effective subtotal counts: sale prices, several units", async () => {
    // 2 × $899.00 (sale) = $1,798.00 ≥ $1,700.00; at the list price it would be $1,998.00.
    const id = await campaign({ priceMinor: 3_000, minAmountMinor: 170_000 });
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const line = await addToCart(buyer.api, SHOP.sku16, 2);
    const priced = await preview(buyer, [line.id], claimId);
    expect(priced.body.data).toMatchObject({ subtotalMinor: 2 * SHOP.sku16.promoPriceMinor, discountMinor: 3_000 });
  });

  it("a minimum above the subtotal → 400 naming the minimum, and nothing is written", async () => {
    const id = await campaign({ priceMinor: 2_000, minAmountMinor: SHOP.sku32.priceMinor + 1 });
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const ready = await checkoutReady(buyer);
    const priced = await preview(buyer, [ready.line.id], claimId);
    expect(priced.status).toBe(400);
    expect(priced.body.msg).toBe("This coupon needs an order of at least $1,299.01.");
    const placed = await createOrder(buyer, ready, claimId);
    expect(placed.status).toBe(400);
    expect(placed.body.msg).toBe("This coupon needs an order of at least $1,299.01.");
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
    expect(await claimRow(claimId)).toEqual({ status: 0, order_id: null, used_at: null });
  });

  it("a coupon for one product needs that product, and takes off at most what it costs", async () => {
    const id = await campaign({ priceMinor: 50_000, productIds: [SHOP.pool.goodsId] });
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const gateway = await addToCart(buyer.api, SHOP.sku32);
    const without = await preview(buyer, [gateway.id], claimId);
    expect(without.status).toBe(400);
    expect(without.body.msg).toBe("This coupon applies to certain products only, and none of them is in this order.");
    const pool = await addToCart(buyer.api, SHOP.poolSku);
    const withIt = await preview(buyer, [gateway.id, pool.id], claimId);
    expect(withIt.status).toBe(200);
    expect(withIt.body.data.discountMinor).toBe(SHOP.poolSku.priceMinor);
  });

  it("refuses another user's claim, an unknown one, and a claim of an ended or voided coupon", async () => {
    const id = await campaign({});
    const owner = await customer();
    const buyer = await customer();
    const ownerClaim = await claimed(owner, id);
    const ready = await checkoutReady(buyer);
    for (const claimId of [ownerClaim, 999_999]) {
      const answer = await createOrder(buyer, ready, claimId);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("This coupon cannot be used for this order.");
    }
    const endedId = await campaign({});
    const endedClaim = await claimed(buyer, endedId);
    await env.DB.prepare("UPDATE activities SET start_time = ?2, end_time = ?3 WHERE id = ?1")
      .bind(endedId, Date.now() - 48 * HOUR, Date.now() - 1)
      .run();
    expect((await createOrder(buyer, ready, endedClaim)).status).toBe(400);
    const voidedId = await campaign({});
    const voidedClaim = await claimed(buyer, voidedId);
    await env.DB.prepare("UPDATE activities SET state = 'voided' WHERE id = ?1").bind(voidedId).run();
    expect((await createOrder(buyer, ready, voidedClaim)).status).toBe(400);
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
  });
});

describe("eligibility rules of a campaign (data on the campaign)", () => {
  const NEW_ONLY = "This coupon is for new customers only, and your account already has a paid order.";

  /** A customer whose first order has been paid. */
  async function returningCustomer() {
    const buyer = await customer();
    const placed = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku));
    expect(placed.status, placed.body.msg).toBe(200);
    await payByStripeWebhook(placed.body.data.orderNo);
    return buyer;
  }

  it("new customers only: refused at claim (409, with the reason) to an account with a paid order", async () => {
    const id = await campaign({ newCustomersOnly: true, priceMinor: 1_000 });
    const returning = await returningCustomer();
    const refused = await claim(returning, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: API_CODE.conflict, msg: NEW_ONLY, data: null });
    expect(await count("SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1", id)).toBe(0);
    expect(await left(id)).toBe(100);
    // The list says so before any click; a new customer (or a visitor) is not refused.
    const forReturning = (await listFor(returning.token)).find((item) => item.keyId === id)!;
    expect(forReturning).toMatchObject({ newCustomersOnly: true, ineligible: { reason: "newCustomersOnly" } });
    expect((await listFor()).find((item) => item.keyId === id)!.ineligible).toBeNull();
    const newcomer = await customer();
    expect((await listFor(newcomer.token)).find((item) => item.keyId === id)!.ineligible).toBeNull();
    expect((await claim(newcomer, id)).status).toBe(200);
  });

  it("an unpaid or cancelled order does not make a customer a returning one", async () => {
    const id = await campaign({ newCustomersOnly: true });
    const buyer = await customer();
    const placed = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku));
    expect(placed.status, placed.body.msg).toBe(200);
    expect((await buyer.api.post("/api/web/order/cancel", { orderNo: placed.body.data.orderNo })).status).toBe(200);
    expect((await claim(buyer, id)).status).toBe(200);
  });

  it("new customers only: checked again at checkout, preview and create, after a paid order since claiming", async () => {
    const id = await campaign({ newCustomersOnly: true, priceMinor: 1_500 });
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const first = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku));
    await payByStripeWebhook(first.body.data.orderNo);

    const ready = await checkoutReady(buyer);
    const priced = await buyer.api.post("/api/web/order/preview", {
      lineIds: [ready.line.id],
      shippingMethodId: SHOP.dhl.id,
      couponClaimId: claimId,
    });
    expect(priced.status).toBe(400);
    expect(priced.body.msg).toBe(NEW_ONLY);
    const placed = await createOrder(buyer, ready, claimId);
    expect(placed.status).toBe(400);
    expect(placed.body.msg).toBe(NEW_ONLY);
    expect(await claimRow(claimId)).toEqual({ status: 0, order_id: null, used_at: null });
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(1);
    // My Coupons says why it no longer applies.
    const mine = (await buyer.api.get<MyCoupon[]>("/api/web/activity/mine")).body.data;
    expect(mine.find((coupon) => coupon.claimId === claimId)).toMatchObject({
      newCustomersOnly: true,
      ineligible: { reason: "newCustomersOnly" },
    });
  });

  it("a campaign for several products applies to the lines of any of them, and lists them by name", async () => {
    const id = await campaign({ priceMinor: 200_000, productIds: [SHOP.pool.goodsId, SHOP.proxy.goodsId] });
    const listed = (await listFor()).find((item) => item.keyId === id)!;
    expect(listed.products).toEqual([
      { id: SHOP.pool.goodsId, name: SHOP.pool.name, lang: "en" },
      { id: SHOP.proxy.goodsId, name: SHOP.proxy.name, lang: "en" },
    ]);
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const gateway = await addToCart(buyer.api, SHOP.sku32);
    const proxy = await addToCart(buyer.api, SHOP.proxySku);
    const pool = await addToCart(buyer.api, SHOP.poolSku);
    const priced = await buyer.api.post<{ discountMinor: number }>("/api/web/order/preview", {
      lineIds: [gateway.id, proxy.id, pool.id],
      shippingMethodId: SHOP.dhl.id,
      couponClaimId: claimId,
    });
    expect(priced.status, priced.body.msg).toBe(200);
    // At most what the campaign's products cost, not the gateway.
    expect(priced.body.data.discountMinor).toBe(SHOP.proxySku.priceMinor + SHOP.poolSku.priceMinor);
  });
});

describe("a coupon's life with its order", () => {
  async function orderWithCoupon() {
    const id = await campaign({ priceMinor: 2_500 });
    const buyer = await customer();
    const claimId = await claimed(buyer, id);
    const placed = await createOrder(buyer, await checkoutReady(buyer), claimId);
    expect(placed.status, placed.body.msg).toBe(200);
    return { buyer, claimId, orderNo: placed.body.data.orderNo, campaignId: id };
  }

  it("is marked used (status 1) when the order is paid through a signed Stripe webhook", async () => {
    const { claimId, orderNo } = await orderWithCoupon();
    await payByStripeWebhook(orderNo);
    const order = (await orderRow(orderNo))!;
    expect(await claimRow(claimId)).toEqual({ status: 1, order_id: order.id, used_at: order.paid_at });
  });

  it("is marked used when markOrderPaid records the payment", async () => {
    const { claimId, orderNo } = await orderWithCoupon();
    const order = (await orderRow(orderNo))!;
    const result = await markOrderPaid(
      env.DB,
      {
        orderId: order.id,
        provider: "bank",
        providerRef: `bank-${orderNo}`,
        eventId: `manual-${orderNo}`,
        eventType: "manual",
        amountMinor: order.total_minor,
        currency: "USD",
      },
      Date.now(),
    );
    expect(result).toBe("paid");
    expect((await claimRow(claimId))!.status).toBe(1);
  });

  it("is released (order_id NULL, still usable) when its order is cancelled, and can then be used again", async () => {
    const { buyer, claimId, orderNo } = await orderWithCoupon();
    const cancelled = await buyer.api.post<OrderDetail>("/api/web/order/cancel", { orderNo });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.couponName).toMatch(/^Coupon \d+$/);
    expect(await claimRow(claimId)).toEqual({ status: 0, order_id: null, used_at: null });
    const unused = (await buyer.api.get<MyCoupon[]>("/api/web/activity/mine?tab=unused")).body.data;
    expect(unused.find((coupon) => coupon.claimId === claimId)).toMatchObject({ reserved: false, orderNo: null });
    const again = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku), claimId);
    expect(again.status, again.body.msg).toBe(200);
    expect((await orderRow(again.body.data.orderNo))!.discount_minor).toBe(2_500);
    expect((await claimRow(claimId))!.order_id).toBe((await orderRow(again.body.data.orderNo))!.id);
  });

  it("is released when its order expires, and can then be used again", async () => {
    const { buyer, claimId, orderNo } = await orderWithCoupon();
    const row = (await orderRow(orderNo))!;
    await expireUnpaidOrders(env, row.expires_at + 1);
    expect((await orderRow(orderNo))!.status).toBe("cancelled");
    expect(await claimRow(claimId)).toEqual({ status: 0, order_id: null, used_at: null });
    const again = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku), claimId);
    expect(again.status, again.body.msg).toBe(200);
    // A late payment of the expired order does not mark the coupon used by it.
    const late = await markOrderPaid(
      env.DB,
      {
        orderId: row.id,
        provider: "bank",
        providerRef: `late-${orderNo}`,
        eventId: `late-${orderNo}`,
        eventType: "manual",
        amountMinor: row.total_minor,
        currency: "USD",
      },
      Date.now(),
    );
    expect(late).toBe("not-payable");
    expect(await claimRow(claimId)).toMatchObject({
      status: 0,
      order_id: (await orderRow(again.body.data.orderNo))!.id,
    });
  });

  it("cannot be used by two orders at once, one after the other or in parallel", async () => {
    const { buyer, claimId, orderNo } = await orderWithCoupon();
    const second = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku), claimId);
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe("This coupon cannot be used for this order.");

    const id = await campaign({ priceMinor: 1_000 });
    const racer = await customer();
    const racerClaim = await claimed(racer, id);
    const a = await checkoutReady(racer, SHOP.sku32);
    const b = await checkoutReady(racer, SHOP.poolSku);
    const answers = await Promise.all([createOrder(racer, a, racerClaim), createOrder(racer, b, racerClaim)]);
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer.status !== 200)!;
    expect([400, 409]).toContain(lost.status);
    expect(lost.body.msg).toBe("This coupon cannot be used for this order.");
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", racer.userId)).toBe(1);
    expect((await claimRow(racerClaim))!.order_id).toBe((await orderRow(won[0]!.body.data.orderNo))!.id);
    expect((await orderRow(orderNo))!.coupon_claim_id).toBe(claimId);
  });

  it("a used coupon cannot be used again", async () => {
    const { buyer, claimId, orderNo } = await orderWithCoupon();
    await payByStripeWebhook(orderNo);
    const again = await createOrder(buyer, await checkoutReady(buyer, SHOP.poolSku), claimId);
    expect(again.status).toBe(400);
    expect((await claimRow(claimId))!.status).toBe(1);
  });
});

describe("percent coupons, categories and per-user limits", () => {
  const preview = (buyer: Customer, lineIds: number[], couponClaimId: number) =>
    buyer.api.post<{ subtotalMinor: number; discountMinor: number; totalMinor: number }>("/api/web/order/preview", {
      lineIds,
      shippingMethodId: SHOP.dhl.id,
      couponClaimId,
    });

  it("a percent coupon takes that percent of the eligible lines, rounded half up, held to its cap", async () => {
    const buyer = await customer();
    const uncapped = await claimed(buyer, await campaign({ percentOff: 15 }));
    // 15 % of $123.45 = $18.5175 → $18.52.
    const pool = await addToCart(buyer.api, SHOP.poolSku);
    expect((await preview(buyer, [pool.id], uncapped)).body.data).toMatchObject({
      subtotalMinor: 12_345,
      discountMinor: 1_852,
      totalMinor: 12_345 - 1_852 + SHOP.dhl.priceMinor,
    });
    const capped = await claimed(buyer, await campaign({ percentOff: 15, maxDiscountMinor: 1_000 }));
    expect((await preview(buyer, [pool.id], capped)).body.data).toMatchObject({ discountMinor: 1_000 });
  });

  it("a category campaign counts the lines of that category and its sub-categories only, for the minimum too", async () => {
    // The gateway and the pool sit in sub-category 11 of category 1; the proxy moves to a category of its own.
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO categories (id, slug, updated_at) VALUES (70, 'proxy-only', 0)"),
      env.DB.prepare("UPDATE goods SET category_id = 70 WHERE id = ?1").bind(SHOP.proxy.goodsId),
    ]);
    const buyer = await customer();
    const id = await campaign({ percentOff: 10, categoryIds: [1], minAmountMinor: 20_000 });
    const claimId = await claimed(buyer, id);
    const listed = (await listFor(buyer.token)).find((item) => item.keyId === id)!;
    expect(listed).toMatchObject({ kind: "percent", percentOff: 10, categories: [{ id: 1, name: "SMS Gateways" }] });

    const proxy = await addToCart(buyer.api, SHOP.proxySku);
    const proxyOnly = await preview(buyer, [proxy.id], claimId);
    expect(proxyOnly.status).toBe(400);
    expect(proxyOnly.body.msg).toBe("This coupon applies to certain products only, and none of them is in this order.");
    // $450.00 of proxies do not help $123.45 of pools reach the $200.00 minimum.
    const pool = await addToCart(buyer.api, SHOP.poolSku);
    const below = await preview(buyer, [proxy.id, pool.id], claimId);
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe("This coupon needs an order of at least $200.00.");
    const gateway = await addToCart(buyer.api, SHOP.sku32);
    const priced = await preview(buyer, [proxy.id, pool.id, gateway.id], claimId);
    expect(priced.status, priced.body.msg).toBe(200);
    // 10 % of $1,299.00 + $123.45 = $142.245 → $142.25; the proxy line is not discounted.
    expect(priced.body.data).toMatchObject({
      subtotalMinor: SHOP.proxySku.priceMinor + SHOP.poolSku.priceMinor + SHOP.sku32.priceMinor,
      discountMinor: 14_225,
    });
  });

  it("a limit of 2: 20 parallel claims by one user make exactly 2 claims, the rest told the limit", async () => {
    const id = await campaign({ total: 100, perUserLimit: 2 });
    const buyer = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(buyer, id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe("You already hold 2 coupons of this campaign, the most one customer may claim.");
    }
    expect(await count("SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1", id)).toBe(2);
    expect(await left(id)).toBe(98);
    const listed = (await listFor(buyer.token)).find((item) => item.keyId === id)!;
    expect(listed).toMatchObject({ perUserLimit: 2, userClaims: 2, activityUserResp: { status: 0 } });
    // Both coupons are the buyer's to spend.
    const mine = (await buyer.api.get<MyCoupon[]>("/api/web/activity/mine")).body.data;
    expect(mine.filter((coupon) => coupon.campaignId === id)).toHaveLength(2);
  });

  it("a limit of 2 and 3 coupons left, 3 users claiming twice each at once: 3 claims, none over the limit or the total", async () => {
    const id = await campaign({ total: 10, left: 3, perUserLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => customer()));
    const answers = await Promise.all(buyers.flatMap((buyer) => [claim(buyer, id), claim(buyer, id)]));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await left(id)).toBe(0);
    const perUser = await env.DB.prepare(
      "SELECT user_id, COUNT(*) AS n, MAX(claim_no) AS last FROM activity_claims WHERE activity_id = ?1 GROUP BY user_id",
    )
      .bind(id)
      .all<{ n: number; last: number }>();
    expect(perUser.results.reduce((sum, row) => sum + row.n, 0)).toBe(3);
    for (const row of perUser.results) {
      expect(row.n).toBeLessThanOrEqual(2);
      expect(row.last).toBe(row.n);
    }
  });
});
