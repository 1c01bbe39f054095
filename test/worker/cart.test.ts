import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { Cart } from "../../shared/commerce/types";
import { fieldName, type FieldKey, client, customer, type Client } from "./helpers";
import { addToCart, now, seedShop, SHOP, setStock } from "./shop";

beforeAll(async () => {
  await seedShop();
});

const add = (api: Client, body: unknown) => api.post<{ count: number } | null>("/api/web/cart/add", body);
const list = async (api: Client) => (await api.get<Cart>("/api/web/cart/list")).body.data;
const cartCount = async (api: Client) => (await api.get<{ count: number }>("/api/web/cart/count")).body.data.count;

async function lineRow(id: number) {
  return env.DB.prepare("SELECT quantity, selected FROM cart_lines WHERE id = ?1")
    .bind(id)
    .first<{ quantity: number; selected: number }>();
}

describe("cart count and add", () => {
  it("a new user has count 0", async () => {
    const buyer = await customer();
    const answer = await buyer.api.get<{ count: number }>("/api/web/cart/count");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { count: 0 } });
  });

  it("adds with the legacy payload: count 1, then 2 on the same line", async () => {
    const buyer = await customer();
    const payload = { goodsSpecsId: SHOP.sku32.id, goodsId: SHOP.sku32.goodsId, operateTime: now() };
    const first = await add(buyer.api, payload);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(await cartCount(buyer.api)).toBe(1);
    await add(buyer.api, { ...payload, operateTime: now() });
    expect(await cartCount(buyer.api)).toBe(2);
    const cart = await list(buyer.api);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      skuId: SHOP.sku32.id,
      productId: SHOP.sku32.goodsId,
      quantity: 2,
      selected: true,
    });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE user_id = ?1")
      .bind(buyer.userId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it("adds a chosen quantity in one call, onto the same line; a bad quantity → 400 and nothing is written", async () => {
    const buyer = await customer();
    const payload = { goodsSpecsId: SHOP.sku16.id, goodsId: SHOP.sku16.goodsId, operateTime: now() };
    expect((await add(buyer.api, { ...payload, quantity: 5 })).body).toMatchObject({ code: 0, data: { count: 5 } });
    expect((await add(buyer.api, { ...payload, quantity: 3 })).body).toMatchObject({ code: 0, data: { count: 8 } });
    const cart = await list(buyer.api);
    expect(cart.lines.map((line) => [line.skuId, line.quantity])).toEqual([[SHOP.sku16.id, 8]]);
    for (const quantity of [0, -1, 1.5, 10_000, "2"]) {
      const bad = await add(buyer.api, { ...payload, quantity });
      expect(bad.status, String(quantity)).toBe(400);
      expect(bad.body.msg).toContain(fieldName("quantity"));
    }
    expect(await cartCount(buyer.api)).toBe(8);
  });

  it("accepts the ids as digit strings (the legacy client's sid)", async () => {
    const buyer = await customer();
    const answer = await add(buyer.api, {
      goodsSpecsId: String(SHOP.poolSku.id),
      goodsId: String(SHOP.poolSku.goodsId),
      operateTime: now(),
    });
    expect(answer.status).toBe(200);
    expect(await cartCount(buyer.api)).toBe(1);
  });

  it("lists the effective price: a SKU on sale uses its activity price", async () => {
    const buyer = await customer();
    await addToCart(buyer.api, SHOP.sku16, 2);
    await addToCart(buyer.api, SHOP.sku32, 1);
    const cart = await list(buyer.api);
    const sale = cart.lines.find((line) => line.skuId === SHOP.sku16.id)!;
    const plain = cart.lines.find((line) => line.skuId === SHOP.sku32.id)!;
    expect(sale).toMatchObject({
      unitPriceMinor: SHOP.sku16.promoPriceMinor,
      originalPriceMinor: SHOP.sku16.priceMinor,
      lineTotalMinor: 2 * SHOP.sku16.promoPriceMinor,
    });
    expect(plain).toMatchObject({ unitPriceMinor: SHOP.sku32.priceMinor, lineTotalMinor: SHOP.sku32.priceMinor });
    expect(cart.selectedSubtotalMinor).toBe(2 * SHOP.sku16.promoPriceMinor + SHOP.sku32.priceMinor);
    expect(cart.selectedCount).toBe(2);
    expect(cart.currency).toBe("USD");
  });
});

describe("changing the cart", () => {
  it("updates a quantity", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32);
    const answer = await buyer.api.post<Cart>("/api/web/cart/update", { id: line.id, quantity: 7 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lines[0]).toMatchObject({
      id: line.id,
      quantity: 7,
      lineTotalMinor: 7 * SHOP.sku32.priceMinor,
    });
    expect((await lineRow(line.id))!.quantity).toBe(7);
    expect(await cartCount(buyer.api)).toBe(7);
  });

  it("bounds quantities by stock with a clear 409, on add and on update", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku, 2);
    await setStock(SHOP.poolSku.id, 3);
    try {
      const tooMany = await buyer.api.post("/api/web/cart/update", { id: line.id, quantity: 4 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.code).toBe(API_CODE.conflict);
      expect(tooMany.body.msg).toBe(`Only 3 of “${SHOP.pool.name}” left in stock.`);
      expect((await lineRow(line.id))!.quantity).toBe(2);
      const addTooMany = await add(buyer.api, {
        goodsSpecsId: SHOP.poolSku.id,
        goodsId: SHOP.poolSku.goodsId,
        operateTime: now(),
        quantity: 2,
      });
      expect(addTooMany.status).toBe(409);
      expect(addTooMany.body.msg).toContain("Only 3");
      expect((await lineRow(line.id))!.quantity).toBe(2);
      const exactly = await buyer.api.post<Cart>("/api/web/cart/update", { id: line.id, quantity: 3 });
      expect(exactly.status).toBe(200);
      expect(exactly.body.data.lines[0]!.stock).toBe(3);
    } finally {
      await setStock(SHOP.poolSku.id, 1000);
    }
  });

  it("applies a batch of changes together, or none of them", async () => {
    const buyer = await customer();
    const a = await addToCart(buyer.api, SHOP.sku32);
    const b = await addToCart(buyer.api, SHOP.sku16);
    const answer = await buyer.api.post<Cart>("/api/web/cart/batch", {
      changes: [
        { id: a.id, quantity: 3 },
        { id: b.id, selected: false },
        { id: b.id, quantity: 5 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(await lineRow(a.id)).toEqual({ quantity: 3, selected: 1 });
    expect(await lineRow(b.id)).toEqual({ quantity: 5, selected: 0 });
    expect(answer.body.data.selectedCount).toBe(1);
    expect(answer.body.data.selectedSubtotalMinor).toBe(3 * SHOP.sku32.priceMinor);

    const stranger = await customer();
    const foreign = await addToCart(stranger.api, SHOP.sku32);
    const mixed = await buyer.api.post("/api/web/cart/batch", {
      changes: [
        { id: a.id, quantity: 9 },
        { id: foreign.id, quantity: 9 },
      ],
    });
    expect(mixed.status).toBe(404);
    expect((await lineRow(a.id))!.quantity).toBe(3);
    expect((await lineRow(foreign.id))!.quantity).toBe(1);
  });

  it("removes lines", async () => {
    const buyer = await customer();
    const a = await addToCart(buyer.api, SHOP.sku32);
    const b = await addToCart(buyer.api, SHOP.poolSku, 2);
    const answer = await buyer.api.post<Cart>("/api/web/cart/remove", { ids: [a.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lines.map((line) => line.id)).toEqual([b.id]);
    expect(await lineRow(a.id)).toBeNull();
    expect(await cartCount(buyer.api)).toBe(2);
  });

  it("selects and unselects some lines, or all of them", async () => {
    const buyer = await customer();
    const a = await addToCart(buyer.api, SHOP.sku32);
    const b = await addToCart(buyer.api, SHOP.sku16);
    const some = await buyer.api.post<Cart>("/api/web/cart/select", { ids: [a.id], selected: false });
    expect(some.status).toBe(200);
    expect((await lineRow(a.id))!.selected).toBe(0);
    expect((await lineRow(b.id))!.selected).toBe(1);
    expect(some.body.data.selectedCount).toBe(1);
    const none = await buyer.api.post<Cart>("/api/web/cart/select", { selected: false });
    expect(none.body.data.selectedCount).toBe(0);
    expect(none.body.data.selectedSubtotalMinor).toBe(0);
    const all = await buyer.api.post<Cart>("/api/web/cart/select", { selected: true });
    expect(all.body.data.selectedCount).toBe(2);
  });
});

describe("bad input: 400 naming the problem, never 500", () => {
  const valid = { goodsSpecsId: SHOP.sku32.id, goodsId: SHOP.sku32.goodsId, operateTime: "2026-11-22 10:15:00" };

  it.each([
    ["quantity 0", { ...valid, quantity: 0 }, "quantity"],
    ["quantity -1", { ...valid, quantity: -1 }, "quantity"],
    ["quantity 1e9", { ...valid, quantity: 1e9 }, "quantity"],
    ["quantity 1.5", { ...valid, quantity: 1.5 }, "quantity"],
    ["quantity as text", { ...valid, quantity: "2" }, "quantity"],
    ["missing goodsSpecsId", { goodsId: valid.goodsId, operateTime: valid.operateTime }, "goodsSpecsId"],
    ["missing goodsId", { goodsSpecsId: valid.goodsSpecsId, operateTime: valid.operateTime }, "goodsId"],
    ["missing operateTime", { goodsSpecsId: valid.goodsSpecsId, goodsId: valid.goodsId }, "operateTime"],
    ["goodsSpecsId true", { ...valid, goodsSpecsId: true }, "goodsSpecsId"],
    ["goodsSpecsId [101]", { ...valid, goodsSpecsId: [SHOP.sku32.id] }, "goodsSpecsId"],
    ["goodsSpecsId {}", { ...valid, goodsSpecsId: {} }, "goodsSpecsId"],
    ["goodsSpecsId null", { ...valid, goodsSpecsId: null }, "goodsSpecsId"],
    ["goodsSpecsId 1.5", { ...valid, goodsSpecsId: 1.5 }, "goodsSpecsId"],
    ["goodsSpecsId ''", { ...valid, goodsSpecsId: "" }, "goodsSpecsId"],
    ["goodsSpecsId ' '", { ...valid, goodsSpecsId: " " }, "goodsSpecsId"],
    ["goodsSpecsId '0x65'", { ...valid, goodsSpecsId: "0x65" }, "goodsSpecsId"],
    ["goodsId true", { ...valid, goodsId: true }, "goodsId"],
    ["operateTime ISO", { ...valid, operateTime: "2026-11-22T10:15:00Z" }, "operateTime"],
    ["operateTime date only", { ...valid, operateTime: "2026-11-22" }, "operateTime"],
    ["operateTime month 13", { ...valid, operateTime: "2026-13-01 10:15:00" }, "operateTime"],
    ["operateTime Feb 30", { ...valid, operateTime: "2026-02-30 10:15:00" }, "operateTime"],
    ["operateTime 25 o'clock", { ...valid, operateTime: "2026-11-22 25:00:00" }, "operateTime"],
    ["operateTime number", { ...valid, operateTime: 1_700_000_000 }, "operateTime"],
  ])("add with %s → 400", async (_name, body, field) => {
    const buyer = await customer();
    const answer = await add(buyer.api, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(API_CODE.badRequest);
    expect(answer.body.msg).toContain(fieldName(field as FieldKey));
    expect(await cartCount(buyer.api)).toBe(0);
  });

  it("add with a body that is not JSON, or not an object → 400", async () => {
    const buyer = await customer();
    const broken = await buyer.api.postRaw("/api/web/cart/add", "{goodsSpecsId: 101");
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe("The request body is not valid JSON.");
    const array = await buyer.api.postRaw("/api/web/cart/add", "[1,2]");
    expect(array.status).toBe(400);
    const empty = await buyer.api.post("/api/web/cart/add");
    expect(empty.status).toBe(400);
  });

  it("an unknown goodsSpecsId, or the SKU of another product → 404", async () => {
    const buyer = await customer();
    const unknown = await add(buyer.api, { ...valid, goodsSpecsId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("This SKU does not exist.");
    const otherProduct = await add(buyer.api, {
      goodsSpecsId: SHOP.poolSku.id,
      goodsId: SHOP.gateway.goodsId,
      operateTime: valid.operateTime,
    });
    expect(otherProduct.status).toBe(404);
    expect(await cartCount(buyer.api)).toBe(0);
  });

  it.each([
    ["update quantity 0", "/api/web/cart/update", (id: number) => ({ id, quantity: 0 }), "quantity"],
    ["update quantity 1e9", "/api/web/cart/update", (id: number) => ({ id, quantity: 1e9 }), "quantity"],
    ["update quantity 1.5", "/api/web/cart/update", (id: number) => ({ id, quantity: 1.5 }), "quantity"],
    ["update id as text", "/api/web/cart/update", (id: number) => ({ id: `${id}`, quantity: 2 }), "id"],
    ["update selected as text", "/api/web/cart/update", (id: number) => ({ id, selected: "yes" }), "selected"],
    ["batch without changes", "/api/web/cart/batch", () => ({ changes: [] }), "changes"],
    [
      "batch of 101 changes",
      "/api/web/cart/batch",
      (id: number) => ({ changes: Array.from({ length: 101 }, () => ({ id, quantity: 1 })) }),
      "changes",
    ],
    ["remove without ids", "/api/web/cart/remove", () => ({ ids: [] }), "ids"],
    ["remove ids not a list", "/api/web/cart/remove", (id: number) => ({ ids: id }), "ids"],
    ["select without selected", "/api/web/cart/select", (id: number) => ({ ids: [id] }), "selected"],
  ])("%s → 400", async (_name, path, body, field) => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32, 2);
    const answer = await buyer.api.post(path, body(line.id));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(fieldName(field as FieldKey));
    expect(await lineRow(line.id)).toEqual({ quantity: 2, selected: 1 });
  });

  it("update without a change → 400 saying what to send", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32, 2);
    const answer = await buyer.api.post("/api/web/cart/update", { id: line.id });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe("Say the new quantity, or whether the item is selected.");
    expect(await lineRow(line.id)).toEqual({ quantity: 2, selected: 1 });
  });
});

describe("nobody touches another user's cart", () => {
  it.each([
    ["update", "/api/web/cart/update", (id: number) => ({ id, quantity: 5 })],
    ["batch", "/api/web/cart/batch", (id: number) => ({ changes: [{ id, quantity: 5 }] })],
    ["remove", "/api/web/cart/remove", (id: number) => ({ ids: [id] })],
    ["select", "/api/web/cart/select", (id: number) => ({ ids: [id], selected: false })],
  ])("%s with another user's line id → 404 and that line is unchanged", async (_name, path, body) => {
    const owner = await customer();
    const intruder = await customer();
    const line = await addToCart(owner.api, SHOP.sku32, 2);
    const answer = await intruder.api.post(path, body(line.id));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: API_CODE.notFound, msg: "That item is not in your cart.", data: null });
    expect(await lineRow(line.id)).toEqual({ quantity: 2, selected: 1 });
  });
});

describe("visitors", () => {
  it.each([
    ["GET", "/api/web/cart/count"],
    ["GET", "/api/web/cart/list"],
    ["POST", "/api/web/cart/add"],
    ["POST", "/api/web/cart/update"],
    ["POST", "/api/web/cart/batch"],
    ["POST", "/api/web/cart/remove"],
    ["POST", "/api/web/cart/select"],
  ])("%s %s without a token → 401", async (method, path) => {
    const visitor = client();
    const answer =
      method === "GET"
        ? await visitor.get(path)
        : await visitor.post(path, { goodsSpecsId: 101, goodsId: 1, operateTime: "2026-11-22 10:15:00" });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(API_CODE.unauthorized);
  });
});
