import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { OrderDetail } from "../../shared/commerce/types";
import type { MyReview, PendingReview, ReviewPage } from "../../shared/reviews/reviews";
import { markOrderPaid } from "../../worker/db/payments";
import { PAYMENT_TEST_SECRETS } from "../support/payment-stand-ins";
import { client, customer, fieldName, type Customer } from "./helpers";
import { count, orderOf, orderRow, seedShop, SHOP } from "./shop";

beforeAll(async () => {
  await seedShop();
});

async function pay(orderNo: string) {
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
      currency: order.currency,
    },
    Date.now(),
  );
  expect(result).toBe("paid");
}

/** An order of the SKU by the buyer, optionally paid; answers its (first) order line id. */
async function boughtLine(buyer: Customer, sku: { id: number; goodsId: number } = SHOP.poolSku, paid = true) {
  const { orderNo } = (await orderOf(buyer, sku)).body.data;
  if (paid) await pay(orderNo);
  const detail = (await buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
  return { orderNo, lineId: detail.lines[0]!.id };
}

/** Calls that wait for their background work, so cache invalidation is proven, not raced. */
const settledAs = (token?: string | null) => client(token, { settle: true });
const visitor = settledAs();

const save = (buyer: Customer, body: unknown) =>
  settledAs(buyer.token).post<{ id: number }>("/api/web/review/save", body);
const remove = (buyer: Customer, id: number) => settledAs(buyer.token).post("/api/web/review/delete", { id });
const publicReviews = (productId: number, query = "") =>
  visitor.get<ReviewPage>(`/api/goods/reviews/${productId}${query}`);
const detail = (productId: number) => visitor.get<ProductDetailWire>(`/api/goods/detail/${productId}`);
const admin = (id: number, action: "hide" | "show", token: string | null = PAYMENT_TEST_SECRETS.OPERATOR_TOKEN) =>
  settledAs(token).post<{ id: number; visible: boolean }>(`/api/admin/reviews/${id}/${action}`);

describe("who may review", () => {
  it("refuses a review without a purchase: no order, another user's line, an unpaid or cancelled order (403)", async () => {
    const buyer = await customer();
    const stranger = await customer();
    const strangersLine = (await boughtLine(stranger)).lineId;
    const unpaid = await boughtLine(buyer, SHOP.poolSku, false);
    const cancelled = await boughtLine(buyer, SHOP.poolSku, false);
    await buyer.api.post("/api/web/order/cancel", { orderNo: cancelled.orderNo });
    for (const orderLineId of [999_999, strangersLine, unpaid.lineId, cancelled.lineId]) {
      const answer = await save(buyer, { orderLineId, rating: 5, body: "Great" });
      expect(answer.status, String(orderLineId)).toBe(403);
      expect(answer.body).toMatchObject({
        code: API_CODE.forbidden,
        msg: "You can review products you have bought, once per order line.",
        data: null,
      });
    }
    expect(await count("SELECT COUNT(*) FROM reviews WHERE user_id = ?1", buyer.userId)).toBe(0);
    const asVisitor = await visitor.post("/api/web/review/save", { orderLineId: strangersLine, rating: 5 });
    expect(asVisitor.status).toBe(401);
  });

  it("refuses a rating outside 1–5 and text over 2,000 characters (400), accepts exactly 2,000", async () => {
    const buyer = await customer();
    const { lineId } = await boughtLine(buyer);
    for (const [body, field] of [
      [{ orderLineId: lineId, rating: 0 }, "rating"],
      [{ orderLineId: lineId, rating: 6 }, "rating"],
      [{ orderLineId: lineId, rating: 2.5 }, "rating"],
      [{ orderLineId: lineId, rating: "5" }, "rating"],
      [{ orderLineId: lineId }, "rating"],
      [{ orderLineId: lineId, rating: 4, body: "x".repeat(2001) }, "body"],
      [{ orderLineId: lineId, rating: 4, body: 42 }, "body"],
      [{ orderLineId: "abc", rating: 4 }, "orderLineId"],
    ] as const) {
      const answer = await save(buyer, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.msg).toContain(fieldName(field));
    }
    expect(await count("SELECT COUNT(*) FROM reviews WHERE user_id = ?1", buyer.userId)).toBe(0);
    const longest = await save(buyer, { orderLineId: lineId, rating: 4, body: "y".repeat(2000) });
    expect(longest.status).toBe(200);
  });
});

describe("a buyer's review on the product page", () => {
  it("appears verified, by “First L.”, with the product's average and count; saving again edits; deleting removes it", async () => {
    // The product page and its reviews are in the cache before the review is written.
    expect((await detail(SHOP.gateway.goodsId)).body.data).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    expect((await publicReviews(SHOP.gateway.goodsId)).body.data).toMatchObject({ average: null, count: 0, list: [] });
    expect((await publicReviews(SHOP.gateway.goodsId)).status).toBe(200);

    const ada = await customer();
    const { lineId, orderNo } = await boughtLine(ada, SHOP.sku32);
    const saved = await save(ada, { orderLineId: lineId, rating: 4, body: "Solid gateway, easy SMPP setup." });
    expect(saved.status).toBe(200);
    const reviewId = saved.body.data.id;

    const page = (await publicReviews(SHOP.gateway.goodsId)).body.data;
    expect(page).toMatchObject({ average: 4, count: 1, total: 1, page: 1, pageSize: 5 });
    expect(page.list).toEqual([
      {
        id: reviewId,
        rating: 4,
        body: "Solid gateway, easy SMPP setup.",
        author: "Ada L.",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        verified: true,
      },
    ]);
    expect(JSON.stringify(page)).not.toContain("Lovelace");
    expect(JSON.stringify(page)).not.toContain(ada.email);
    expect((await detail(SHOP.gateway.goodsId)).body.data).toMatchObject({ ratingAverage: 4, ratingCount: 1 });

    // A second buyer rates 1: the average is 2.5.
    const grace = await customer();
    const second = await boughtLine(grace, SHOP.sku16);
    const graceReview = (await save(grace, { orderLineId: second.lineId, rating: 1, body: "Arrived late." })).body.data
      .id;
    expect((await detail(SHOP.gateway.goodsId)).body.data).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });

    // Saving the same line again edits the review.
    const edited = await save(ada, { orderLineId: lineId, rating: 5, body: "After a month: excellent." });
    expect(edited.body.data.id).toBe(reviewId);
    expect(await count("SELECT COUNT(*) FROM reviews WHERE order_line_id = ?1", lineId)).toBe(1);
    const afterEdit = (await publicReviews(SHOP.gateway.goodsId)).body.data;
    expect(afterEdit).toMatchObject({ average: 3, count: 2 });
    expect(afterEdit.list.find((review) => review.id === reviewId)).toMatchObject({
      rating: 5,
      body: "After a month: excellent.",
    });

    // The order and the account show it.
    const order = (await ada.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
    expect(order.lines[0]!.reviewed).toBe(true);
    const mine = (await ada.api.get<{ reviews: MyReview[]; pending: PendingReview[] }>("/api/web/review/mine")).body
      .data;
    expect(mine.reviews).toEqual([
      expect.objectContaining({
        id: reviewId,
        orderLineId: lineId,
        orderNo,
        productId: SHOP.gateway.goodsId,
        rating: 5,
        hidden: false,
      }),
    ]);
    expect(mine.pending).toEqual([]);

    // Only its author deletes it.
    const foreign = await remove(grace, reviewId);
    expect(foreign.status).toBe(404);
    expect(await count("SELECT COUNT(*) FROM reviews WHERE id = ?1", reviewId)).toBe(1);
    expect((await remove(ada, reviewId)).status).toBe(200);
    expect(await count("SELECT COUNT(*) FROM reviews WHERE id = ?1", reviewId)).toBe(0);
    const afterDelete = (await publicReviews(SHOP.gateway.goodsId)).body.data;
    expect(afterDelete).toMatchObject({ average: 1, count: 1 });
    expect(afterDelete.list.map((review) => review.id)).toEqual([graceReview]);
    expect((await detail(SHOP.gateway.goodsId)).body.data).toMatchObject({ ratingAverage: 1, ratingCount: 1 });
    // The line is waiting for a review again.
    const pending = (await ada.api.get<{ pending: PendingReview[] }>("/api/web/review/mine")).body.data.pending;
    expect(pending.map((line) => line.orderLineId)).toEqual([lineId]);
    await remove(grace, graceReview);
    expect((await detail(SHOP.gateway.goodsId)).body.data).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });

  it("an operator can hide a review: it leaves the list and the average, the author sees it marked and can no longer change it", async () => {
    const buyer = await customer();
    const other = await customer();
    const { lineId } = await boughtLine(buyer, SHOP.proxySku);
    const kept = await boughtLine(other, SHOP.proxySku);
    const hiddenId = (await save(buyer, { orderLineId: lineId, rating: 1, body: "Spam spam spam" })).body.data.id;
    await save(other, { orderLineId: kept.lineId, rating: 5, body: "Works." });
    expect((await publicReviews(SHOP.proxy.goodsId)).body.data).toMatchObject({ average: 3, count: 2 });

    expect((await admin(hiddenId, "hide", null)).status).toBe(401);
    expect((await admin(hiddenId, "hide", "wrong-token")).status).toBe(401);
    expect((await publicReviews(SHOP.proxy.goodsId)).body.data.count).toBe(2);

    const hidden = await admin(hiddenId, "hide");
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ id: hiddenId, visible: false });
    const page = (await publicReviews(SHOP.proxy.goodsId)).body.data;
    expect(page).toMatchObject({ average: 5, count: 1, total: 1 });
    expect(page.list.map((review) => review.id)).not.toContain(hiddenId);
    expect((await detail(SHOP.proxy.goodsId)).body.data).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    const mine = (await buyer.api.get<{ reviews: MyReview[] }>("/api/web/review/mine")).body.data.reviews;
    expect(mine.find((review) => review.id === hiddenId)!.hidden).toBe(true);

    // The author can neither edit it nor delete it and write it anew (that would unhide it).
    const edit = await save(buyer, { orderLineId: lineId, rating: 2, body: "Edited spam" });
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe("This review was hidden by the shop and can no longer be changed.");
    expect((await remove(buyer, hiddenId)).status).toBe(409);
    expect((await publicReviews(SHOP.proxy.goodsId)).body.data).toMatchObject({ average: 5, count: 1 });
    expect(
      (await buyer.api.get<{ reviews: MyReview[] }>("/api/web/review/mine")).body.data.reviews.find(
        (review) => review.id === hiddenId,
      ),
    ).toMatchObject({ hidden: true, body: "Spam spam spam" });

    expect((await admin(hiddenId, "show")).status).toBe(200);
    expect((await publicReviews(SHOP.proxy.goodsId)).body.data).toMatchObject({ average: 3, count: 2 });
    expect((await admin(987_654, "hide")).status).toBe(404);
  });

  it("never publishes a user name that is the email's local part (a sign-up without a name)", async () => {
    const buyer = await customer();
    await env.DB.prepare("UPDATE users SET first_name = '', last_name = '', user_name = ?2 WHERE id = ?1")
      .bind(buyer.userId, buyer.email.split("@")[0]!.toUpperCase())
      .run();
    const { lineId } = await boughtLine(buyer, SHOP.proxySku);
    const id = (await save(buyer, { orderLineId: lineId, rating: 4, body: "Solid." })).body.data.id;
    const review = (await publicReviews(SHOP.proxy.goodsId, "?pageSize=50")).body.data.list.find(
      (item) => item.id === id,
    )!;
    expect(review.author).toBe("A customer");
    expect(JSON.stringify(review)).not.toContain(buyer.email.split("@")[0]!);
  });

  it("keeps markup as plain text: the body comes back exactly as written", async () => {
    const buyer = await customer();
    const { lineId } = await boughtLine(buyer, SHOP.proxySku);
    const body = `<img src=x onerror=alert(1)> & <script>alert("x")</script> 'quotes' “typographic”`;
    const saved = await save(buyer, { orderLineId: lineId, rating: 3, body });
    expect(saved.status).toBe(200);
    const stored = await env.DB.prepare("SELECT body FROM reviews WHERE id = ?1")
      .bind(saved.body.data.id)
      .first<{ body: string }>();
    expect(stored!.body).toBe(body);
    const listed = (await publicReviews(SHOP.proxy.goodsId, "?pageSize=50")).body.data.list.find(
      (review) => review.id === saved.body.data.id,
    )!;
    expect(listed.body).toBe(body);
    const response = await visitor.get(`/api/goods/reviews/${SHOP.proxy.goodsId}`);
    expect(response.status).toBe(200);
  });

  it("pages the public list, clamps a bad page and refuses bad ids", async () => {
    expect((await publicReviews(SHOP.pool.goodsId, "?page=1&pageSize=1")).body.data.list).toHaveLength(1);
    const clamped = await publicReviews(SHOP.pool.goodsId, "?page=0");
    expect(clamped.status).toBe(200);
    expect(clamped.body.data.page).toBe(1);
    expect((await visitor.get("/api/goods/reviews/abc")).status).toBe(400);
    const none = await publicReviews(987_654);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ average: null, count: 0, list: [] });
  });
});
