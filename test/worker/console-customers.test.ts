import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleCustomerDetail } from "../../shared/console/customers";
import { API_CODE } from "../../shared/api/envelope";
import type { MyReview } from "../../shared/reviews/reviews";
import type { OrderDetail } from "../../shared/commerce/types";
import { call, client, customer, envelope, post } from "./helpers";
import { orderOf, seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staffHeaders: Record<string, string>;
let supportHeaders: Record<string, string>;

beforeAll(async () => {
  await seedShop();
  staffHeaders = bearer(await staffSession((await createStaff("staff")).id));
  supportHeaders = bearer(await staffSession((await createStaff("support")).id));
});

const audit = (entity: string, id: number | string) =>
  env.DB.prepare(
    "SELECT action, before_json, after_json FROM audit_log WHERE entity = ?1 AND entity_id = ?2 ORDER BY id",
  )
    .bind(entity, String(id))
    .all<{ action: string; before_json: string; after_json: string }>()
    .then((result) =>
      result.results.map((row) => [row.action, JSON.parse(row.before_json), JSON.parse(row.after_json)]),
    );

describe("customers in the console", () => {
  it("search and detail show orders and addresses, never a password hash or token", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    const list = await envelope<{ list: Array<{ id: number; email: string }> }>(
      await call(`/api/admin/customers?q=${encodeURIComponent(buyer.email)}`, { headers: supportHeaders }),
    );
    expect(list.data.list.map((row) => row.id)).toEqual([buyer.userId]);
    const response = await call(`/api/admin/customers/${buyer.userId}`, { headers: supportHeaders });
    const text = await response.text();
    expect(text).not.toMatch(/pbkdf2|password|refresh/i);
    const detail = (JSON.parse(text) as { data: ConsoleCustomerDetail }).data;
    expect(detail.recentOrders.map((order) => order.orderNo)).toEqual([orderNo]);
    expect(detail.addresses).toHaveLength(1);
    expect(detail.openSessions).toBe(1);
    expect((await call("/api/admin/customers/987654", { headers: supportHeaders })).status).toBe(404);
  });

  it("lock ends the sign-ins and refuses new ones; unlock lets the customer in again; each writes one audit row", async () => {
    const buyer = await customer();
    // Support may read customers but not lock them.
    expect((await post(`/api/admin/customers/${buyer.userId}/lock`, {}, supportHeaders)).status).toBe(403);
    expect((await post(`/api/admin/customers/${buyer.userId}/lock`, {}, staffHeaders)).status).toBe(200);
    expect((await post(`/api/admin/customers/${buyer.userId}/lock`, {}, staffHeaders)).status).toBe(200);
    expect((await buyer.api.get("/api/web/user/info")).body.code).toBe(API_CODE.sessionInvalid);
    const login = () => post("/api/web/auth/login", { email: buyer.email, password: buyer.password });
    expect((await login()).status).toBe(401);
    expect((await post(`/api/admin/customers/${buyer.userId}/reset-link`, {}, staffHeaders)).status).toBe(409);
    expect((await post(`/api/admin/customers/${buyer.userId}/unlock`, {}, staffHeaders)).status).toBe(200);
    expect((await login()).status).toBe(200);
    // Locking twice changed the account once: one row each way.
    expect(await audit("customer", buyer.userId)).toEqual([
      ["lock", { locked: false }, { locked: true }],
      ["unlock", { locked: true }, { locked: false }],
    ]);
  });

  it("sign out everywhere ends every session; a reset link is mailed", async () => {
    const buyer = await customer();
    expect((await post(`/api/admin/customers/${buyer.userId}/sign-out`, {}, staffHeaders)).status).toBe(200);
    expect((await buyer.api.get("/api/web/user/info")).body.code).toBe(API_CODE.sessionInvalid);
    const before = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset'",
    )
      .bind(buyer.email.toLowerCase())
      .first<{ n: number }>();
    expect((await post(`/api/admin/customers/${buyer.userId}/reset-link`, {}, staffHeaders)).status).toBe(200);
    // The mail goes through the mail queue: its consumer writes it to the outbox.
    const count = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset'")
        .bind(buyer.email.toLowerCase())
        .first<number>("n");
    for (let i = 0; i < 1500 && (await count())! <= before!.n; i++) await new Promise((r) => setTimeout(r, 10));
    const after = await env.DB.prepare(
      "SELECT body_text FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset' ORDER BY id DESC",
    )
      .bind(buyer.email.toLowerCase())
      .all<{ body_text: string }>();
    expect(after.results.length).toBe(before!.n + 1);
    expect(after.results[0]!.body_text).toMatch(/\/auth\/reset\?token=/);
    expect((await audit("customer", buyer.userId)).map((row) => row[0])).toEqual(["sign_out", "send_reset"]);
  });
});

describe("reviews in the console", () => {
  it("the queue filters by visibility and rating; hiding with a reason shows it to the author and purges the product's reviews", async () => {
    const buyer = await customer();
    const { orderNo, totalMinor } = (await orderOf(buyer, SHOP.proxySku)).body.data;
    await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor }, staffHeaders);
    const detail = (await buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
    const saved = await buyer.api.post<{ id: number }>("/api/web/review/save", {
      orderLineId: detail.lines[0]!.id,
      rating: 2,
      body: "Arrived <b>late</b>",
    });
    const id = saved.body.data.id;
    const queue = async (query: string) =>
      (
        await envelope<{ list: Array<{ id: number }> }>(
          await call(`/api/admin/reviews?${query}`, { headers: staffHeaders }),
        )
      ).data.list.map((row) => row.id);
    expect(await queue("visibility=visible&rating=2")).toContain(id);
    expect(await queue("rating=5")).not.toContain(id);
    expect((await call("/api/admin/reviews?rating=9", { headers: staffHeaders })).status).toBe(400);

    const visitor = client(null, { settle: true });
    const publicBefore = await visitor.get<{ count: number }>(`/api/goods/reviews/${SHOP.proxy.goodsId}`);
    const hide = await client(null, { settle: true, headers: staffHeaders }).post(`/api/admin/reviews/${id}/hide`, {
      reason: "Please keep reviews about the product.",
    });
    expect(hide.status).toBe(200);
    expect(await queue("visibility=hidden")).toContain(id);
    const publicAfter = await visitor.get<{ count: number }>(`/api/goods/reviews/${SHOP.proxy.goodsId}`);
    expect(publicAfter.body.data.count).toBe(publicBefore.body.data.count - 1);
    const mine = (await buyer.api.get<{ reviews: MyReview[] }>("/api/web/review/mine")).body.data.reviews;
    expect(mine.find((review) => review.id === id)).toMatchObject({
      hidden: true,
      hiddenReason: "Please keep reviews about the product.",
    });
    expect((await post(`/api/admin/reviews/${id}/show`, {}, staffHeaders)).status).toBe(200);
    expect(await audit("review", id)).toEqual([
      ["hide", { visible: true, reason: null }, { visible: false, reason: "Please keep reviews about the product." }],
      ["show", { visible: false, reason: "Please keep reviews about the product." }, { visible: true, reason: null }],
    ]);
    expect((await post(`/api/admin/reviews/${id}/hide`, { reason: "x".repeat(301) }, staffHeaders)).status).toBe(400);
  });
});
