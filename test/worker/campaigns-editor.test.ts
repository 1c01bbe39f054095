import type { CampaignWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleCampaign } from "../../shared/console/campaigns";
import { CAMPAIGN_STATUS } from "../../shared/coupons/status";
import { purgePlan } from "../../worker/cache/staff-changes";
import { call, envelope, post, customer } from "./helpers";
import type { OrderDetail } from "../../shared/commerce/types";
import { addAddress, addToCart, newKey, orderRow, seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staff: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  await seedShop();
  staff = bearer(await staffSession((await createStaff("staff")).id));
  support = bearer(await staffSession((await createStaff("support")).id));
});

const HOUR = 3_600_000;
/** One window for every save of a test: an unchanged window is not a change of terms. */
const START = new Date(Date.now() - HOUR).toISOString();
const END = new Date(Date.now() + 48 * HOUR).toISOString();
function terms(overrides: Record<string, unknown> = {}) {
  return {
    priceMinor: 5_000,
    promoPriceMinor: 0,
    minAmountMinor: 50_000,
    startTime: START,
    endTime: END,
    quantityTotal: 10,
    newCustomersOnly: false,
    productIds: [SHOP.gateway.goodsId],
    texts: { en: { name: "Winter $50 off", description: "On gateways." } },
    ...overrides,
  };
}

const detail = async (id: number) =>
  (await envelope<ConsoleCampaign>(await call(`/api/admin/campaigns/${id}`, { headers: staff }))).data;
const publicCampaign = async (id: number) =>
  (await envelope<CampaignWire[]>(await call("/api/web/activity/list"))).data.find((campaign) => campaign.keyId === id);

async function create(overrides: Record<string, unknown> = {}) {
  const created = await envelope<{ id: number }>(await post("/api/admin/campaigns", terms(overrides), staff));
  expect(created.code).toBe(0);
  return created.data.id;
}

describe("campaigns in the console", () => {
  it("terms change freely until the first claim; then a change is refused with the reason and nothing is written", async () => {
    const id = await create();
    expect(await publicCampaign(id)).toMatchObject({ price: 5_000, minAmount: 50_000, quantityLeft: 10 });
    expect((await post(`/api/admin/campaigns/${id}`, terms({ priceMinor: 6_000 }), staff)).status).toBe(200);
    expect(await publicCampaign(id)).toMatchObject({ price: 6_000 });

    const buyer = await customer();
    expect((await buyer.api.post("/api/web/activity/claim", { campaignId: id })).body.code).toBe(0);
    const before = await detail(id);
    expect(before).toMatchObject({ claims: 1, redemptions: 0, quantityLeft: 9 });
    expect(before.recentClaims.map((claim) => claim.email)).toEqual([buyer.email.toLowerCase()]);

    const refused = await post(`/api/admin/campaigns/${id}`, terms({ priceMinor: 9_000, minAmountMinor: 0 }), staff);
    expect(refused.status).toBe(409);
    const { msg } = await envelope(refused);
    expect(msg).toContain("already claimed 1 coupons");
    expect(msg).toContain("Coupon value, Minimum order");
    // Names stay too when terms are refused: the whole save changed nothing.
    const refusedWithName = await post(
      `/api/admin/campaigns/${id}`,
      terms({ priceMinor: 6_000, quantityTotal: 99, texts: { en: { name: "Renamed", description: "" } } }),
      staff,
    );
    expect(refusedWithName.status).toBe(409);
    expect(await detail(id)).toEqual(before);

    // Names and descriptions still change, in any language.
    const renamed = await post(
      `/api/admin/campaigns/${id}`,
      terms({
        priceMinor: 6_000,
        texts: {
          en: { name: "Winter $60 off", description: "On gateways." },
          es: { name: "Invierno: 60 $ de descuento", description: "En gateways." },
        },
      }),
      staff,
    );
    expect(renamed.status).toBe(200);
    expect((await detail(id)).texts.es?.name).toBe("Invierno: 60 $ de descuento");
    const actions = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'campaign' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(id))
      .all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(["create", "update", "update"]);
  });

  it("pause, resume and void move the status buyers see; a voided campaign stays voided", async () => {
    const id = await create();
    expect((await publicCampaign(id))?.status).toBe(CAMPAIGN_STATUS.claimable);
    expect((await post(`/api/admin/campaigns/${id}/pause`, {}, staff)).status).toBe(200);
    expect((await publicCampaign(id))?.status).toBe(CAMPAIGN_STATUS.paused);
    expect((await post(`/api/admin/campaigns/${id}/pause`, {}, staff)).status).toBe(409);
    expect((await post(`/api/admin/campaigns/${id}/resume`, {}, staff)).status).toBe(200);
    expect((await publicCampaign(id))?.status).toBe(CAMPAIGN_STATUS.claimable);
    expect((await post(`/api/admin/campaigns/${id}/void`, {}, staff)).status).toBe(200);
    expect((await publicCampaign(id))?.status).toBe(CAMPAIGN_STATUS.voided);
    const resumed = await post(`/api/admin/campaigns/${id}/resume`, {}, staff);
    expect(resumed.status).toBe(409);
    expect((await envelope(resumed)).msg).toContain("voided");
  });

  it("refuses bad terms and other roles, writing nothing", async () => {
    const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM activities").first<{ n: number }>())!.n;
    const before = await count();
    const bad = [
      terms({ endTime: new Date(Date.now() - 2 * HOUR).toISOString() }),
      terms({ priceMinor: 0 }),
      terms({ promoPriceMinor: 7_000 }),
      terms({ quantityTotal: 0 }),
      terms({ texts: { es: { name: "Sin inglés", description: "" } } }),
      terms({ kind: "percent", percentOff: 91 }),
      terms({ kind: "percent", percentOff: 0 }),
      terms({ kind: "percent" }),
      terms({ perUserLimit: 0 }),
    ];
    for (const body of bad) expect((await post("/api/admin/campaigns", body, staff)).status).toBe(400);
    const unknownCategory = await post("/api/admin/campaigns", terms({ categoryIds: [9_999] }), staff);
    expect(unknownCategory.status).toBe(400);
    expect((await envelope(unknownCategory)).msg).toBe("No such category: 9999.");
    expect((await post("/api/admin/campaigns", terms(), support)).status).toBe(403);
    expect((await call("/api/admin/campaigns", { headers: support })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("a percent campaign for a category, end to end: created, claimed, and the order stores the discount granted", async () => {
    const id = await create({
      kind: "percent",
      priceMinor: 0,
      percentOff: 10,
      maxDiscountMinor: 10_000,
      minAmountMinor: 0,
      productIds: [],
      categoryIds: [1],
      texts: { en: { name: "10% off SMS gateways", description: "" } },
    });
    expect(await detail(id)).toMatchObject({
      kind: "percent",
      percentOff: 10,
      maxDiscountMinor: 10_000,
      priceMinor: 0,
      categoryIds: [1],
      perUserLimit: 1,
    });
    expect(await publicCampaign(id)).toMatchObject({ kind: "percent", percentOff: 10, maxDiscount: 10_000 });

    const buyer = await customer();
    const claimed = await buyer.api.post<{ claimId: number }>("/api/web/activity/claim", { campaignId: id });
    expect(claimed.status, claimed.body.msg).toBe(200);
    // Sub-category 11 of category 1: 10 % of $123.45 = $12.345 → $12.35 (below the $100.00 cap).
    const line = await addToCart(buyer.api, SHOP.poolSku);
    const address = await addAddress(buyer.api);
    const placed = await buyer.api.post<{ orderNo: string; totalMinor: number }>("/api/web/order/create", {
      idempotencyKey: newKey(),
      lineIds: [line.id],
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
      couponClaimId: claimed.body.data.claimId,
    });
    expect(placed.status, placed.body.msg).toBe(200);
    const total = SHOP.poolSku.priceMinor - 1_235 + SHOP.dhl.priceMinor;
    expect(placed.body.data.totalMinor).toBe(total);
    expect(await orderRow(placed.body.data.orderNo)).toMatchObject({ discount_minor: 1_235, total_minor: total });
    // The order mail's discount line is the discount granted.
    const mail = () =>
      env.DB.prepare("SELECT body_text FROM mail_outbox WHERE lower(recipient) = ?1 AND kind = 'order_received'")
        .bind(buyer.email.toLowerCase())
        .first<{ body_text: string }>();
    await expect.poll(async () => (await mail())?.body_text ?? "", { timeout: 20_000 }).toContain("−$12.35");

    // Later changes to the campaign leave the order as it was priced.
    const renamed = terms({
      kind: "percent",
      priceMinor: 0,
      percentOff: 10,
      maxDiscountMinor: 10_000,
      minAmountMinor: 0,
      productIds: [],
      categoryIds: [1],
      texts: { en: { name: "Renamed", description: "" } },
    });
    expect((await post(`/api/admin/campaigns/${id}`, renamed, staff)).status).toBe(200);
    expect((await post(`/api/admin/campaigns/${id}/void`, {}, staff)).status).toBe(200);
    const order = await buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${placed.body.data.orderNo}`);
    expect(order.body.data).toMatchObject({ discountMinor: 1_235, totalMinor: total });
  });

  it("after a claim, the new terms (kind, percent, cap, categories, per-user limit) are frozen too, and named", async () => {
    const id = await create({ categoryIds: [11] });
    const buyer = await customer();
    expect((await buyer.api.post("/api/web/activity/claim", { campaignId: id })).body.code).toBe(0);
    const refused = await post(
      `/api/admin/campaigns/${id}`,
      terms({ kind: "percent", percentOff: 20, maxDiscountMinor: 5_000, categoryIds: [1], perUserLimit: 3 }),
      staff,
    );
    expect(refused.status).toBe(409);
    const { msg } = await envelope(refused);
    for (const name of [
      "Discount",
      "Percent off (1–90)",
      "Most it takes off (optional)",
      "Coupons per customer",
      "Categories it applies to",
    ]) {
      expect(msg).toContain(name);
    }
    expect(await detail(id)).toMatchObject({ kind: "amount", percentOff: null, categoryIds: [11], perUserLimit: 1 });
  });

  it("campaigns created at the same moment each get their own id, targets, texts and one audit row", async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Same moment ${i}`);
    const answers = await Promise.all(
      names.map((name, i) =>
        post(
          "/api/admin/campaigns",
          terms({
            productIds: [i % 2 ? SHOP.gateway.goodsId : SHOP.pool.goodsId],
            texts: { en: { name, description: `Campaign ${i}.` } },
          }),
          staff,
        ),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => envelope<{ id: number }>(answer)));
    expect(bodies.map((body) => [body.code, body.msg])).toEqual(names.map(() => [0, "OK"]));
    const ids = bodies.map((body) => body.data.id);
    expect(new Set(ids).size).toBe(names.length);
    for (const [i, id] of ids.entries()) {
      const saved = await detail(id);
      expect(saved.texts.en?.name).toBe(names[i]);
      expect(saved.productIds).toEqual([i % 2 ? SHOP.gateway.goodsId : SHOP.pool.goodsId]);
      const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'campaign' AND entity_id = ?1")
        .bind(String(id))
        .all<{ action: string }>();
      expect(audit.results.map((row) => row.action)).toEqual(["create"]);
    }
  });

  it("void is final: a second void is refused and changes nothing", async () => {
    const id = await create();
    expect((await post(`/api/admin/campaigns/${id}/void`, {}, staff)).status).toBe(200);
    const again = await post(`/api/admin/campaigns/${id}/void`, {}, staff);
    expect(again.status).toBe(409);
    expect((await envelope(again)).msg).toBe("Not possible while the campaign is voided.");
    const voids = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'campaign' AND entity_id = ?1 AND action = 'void'",
    )
      .bind(String(id))
      .first<{ n: number }>();
    expect(voids?.n).toBe(1);
  });

  it("a save purges the discount page (campaign answers are never kept in KV)", () => {
    expect(purgePlan({ kind: "campaign" })).toEqual({ kv: [], pages: ["/discount"] });
  });
});
