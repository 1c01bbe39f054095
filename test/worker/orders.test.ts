import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { Address, Cart, OrderDetail, OrderSummary, ShippingMethod } from "../../shared/commerce/types";
import { markOrderPaid } from "../../worker/db/payments";
import { expireUnpaidOrders } from "../../worker/orders/expire-due-orders";
import { PAYMENT_TEST_SECRETS } from "../support/payment-stand-ins";
import { call, client, customer, fieldName, type Customer } from "./helpers";
import {
  ADDRESS,
  addAddress,
  addToCart,
  count,
  newKey,
  orderOf,
  orderRow,
  seedShop,
  setStock,
  SHOP,
  stockOf,
  type Placed,
} from "./shop";

beforeAll(async () => {
  await seedShop();
});

const detailOf = (buyer: Customer, orderNo: string) =>
  buyer.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`);

async function pay(orderNo: string) {
  const order = (await orderRow(orderNo))!;
  return markOrderPaid(
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
}

describe("addresses", () => {
  it("creates, lists, edits and deletes the user's own addresses; the first is the default", async () => {
    const buyer = await customer();
    const first = await addAddress(buyer.api);
    expect(first).toMatchObject({ ...ADDRESS, company: "", region: "", line2: "", isDefault: true });
    const second = await addAddress(buyer.api, { recipient: "Charles Babbage", country: "de", city: "Berlin" });
    expect(second).toMatchObject({ recipient: "Charles Babbage", country: "DE", isDefault: false });
    const listed = await buyer.api.get<Address[]>("/api/web/address/list");
    expect(listed.body.data.map((address) => address.id)).toEqual([first.id, second.id]);

    const edited = await buyer.api.post<Address>("/api/web/address/save", {
      ...ADDRESS,
      id: second.id,
      city: "Hamburg",
      country: "DE",
      isDefault: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: second.id, city: "Hamburg", isDefault: true });
    const defaults = await env.DB.prepare("SELECT id FROM addresses WHERE user_id = ?1 AND is_default = 1")
      .bind(buyer.userId)
      .all<{ id: number }>();
    expect(defaults.results.map((row) => row.id)).toEqual([second.id]);

    const deleted = await buyer.api.post("/api/web/address/delete", { id: first.id });
    expect(deleted.status).toBe(200);
    expect((await buyer.api.get<Address[]>("/api/web/address/list")).body.data.map((address) => address.id)).toEqual([
      second.id,
    ]);
  });

  it("always keeps one default: deleting the default or unticking it hands the flag to another address", async () => {
    const buyer = await customer();
    const first = await addAddress(buyer.api);
    const second = await addAddress(buyer.api, { recipient: "Charles Babbage" });
    const defaults = async () =>
      (await buyer.api.get<Address[]>("/api/web/address/list")).body.data
        .filter((address) => address.isDefault)
        .map((address) => address.id);
    expect(await defaults()).toEqual([first.id]);

    // Unticking the only default does not leave the user without one.
    const unticked = await buyer.api.post<Address>("/api/web/address/save", {
      ...ADDRESS,
      id: first.id,
      isDefault: false,
    });
    expect(unticked.body.data.isDefault).toBe(true);
    expect(await defaults()).toEqual([first.id]);

    expect((await buyer.api.post("/api/web/address/delete", { id: first.id })).status).toBe(200);
    expect(await defaults()).toEqual([second.id]);
    expect((await buyer.api.post("/api/web/address/delete", { id: second.id })).status).toBe(200);
    expect(await defaults()).toEqual([]);
  });

  it("another user's address id → 404 on edit and delete, and the address is unchanged", async () => {
    const owner = await customer();
    const intruder = await customer();
    const address = await addAddress(owner.api);
    const edit = await intruder.api.post("/api/web/address/save", { ...ADDRESS, id: address.id, city: "Elsewhere" });
    expect(edit.status).toBe(404);
    expect(edit.body.msg).toBe("That address does not exist.");
    const remove = await intruder.api.post("/api/web/address/delete", { id: address.id });
    expect(remove.status).toBe(404);
    const row = await env.DB.prepare("SELECT city, user_id FROM addresses WHERE id = ?1").bind(address.id).first();
    expect(row).toEqual({ city: ADDRESS.city, user_id: owner.userId });
    expect((await intruder.api.get<Address[]>("/api/web/address/list")).body.data).toEqual([]);
  });

  it("refuses bad addresses with 400 naming the field", async () => {
    const buyer = await customer();
    for (const [patch, field] of [
      [{ country: "USA" }, "country"],
      [{ phone: "call me" }, "phone"],
      [{ recipient: "" }, "recipient"],
      [{ city: "x".repeat(81) }, "city"],
    ] as const) {
      const answer = await buyer.api.post("/api/web/address/save", { ...ADDRESS, ...patch });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain(fieldName(field));
    }
  });

  it("takes only ISO 3166-1 country codes: “SP” (meant as Spain) is refused, “es” is saved as ES", async () => {
    const buyer = await customer();
    for (const country of ["SP", "UK", "XX", "ESP", "E", ""]) {
      const answer = await buyer.api.post("/api/web/address/save", { ...ADDRESS, country });
      expect(answer.status, country).toBe(400);
      expect(answer.body.msg).toBe("“Country / region” must be a country from the list.");
    }
    expect((await buyer.api.get<Address[]>("/api/web/address/list")).body.data).toEqual([]);
    expect(await addAddress(buyer.api, { country: "es" })).toMatchObject({ country: "ES" });
  });

  it("an address saved earlier with a code that is not a country cannot be ordered to until it is corrected", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32);
    const address = await addAddress(buyer.api);
    // As the old free-text field stored it.
    await env.DB.prepare("UPDATE addresses SET country = 'SP' WHERE id = ?1").bind(address.id).run();
    const order = () =>
      buyer.api.post<Placed>("/api/web/order/create", {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
      });
    const refused = await order();
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      "The address’s country “SP” is not one we know. Choose its country from the list, then place the order.",
    );
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
    expect(await count("SELECT COUNT(*) FROM cart_lines WHERE id = ?1", line.id)).toBe(1);

    expect((await buyer.api.post("/api/web/address/save", { ...ADDRESS, id: address.id, country: "ES" })).status).toBe(
      200,
    );
    expect((await order()).status).toBe(200);
  });
});

describe("shipping methods", () => {
  it("lists the active methods with price, days and regions", async () => {
    const answer = await client().get<ShippingMethod[]>("/api/shipping/methods");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: 1,
        code: "dhl-express",
        name: "DHL Express",
        description: "Express.",
        lang: "en",
        priceMinor: 4500,
        currency: "USD",
        minDays: 3,
        maxDays: 5,
        regions: ["*"],
      },
      {
        id: 2,
        code: "local-post",
        name: "Deutsche Post",
        description: "Germany only.",
        lang: "en",
        priceMinor: 900,
        currency: "USD",
        minDays: 2,
        maxDays: 4,
        regions: ["DE"],
      },
    ]);
  });
});

describe("placing an order", () => {
  it("a product the shop stopped selling stays in the cart, leaves the subtotal, and cannot be ordered (409, nothing written)", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.proxySku, 1);
    const address = await addAddress(buyer.api);
    const stock = await stockOf(SHOP.proxySku.id);
    await env.DB.prepare("UPDATE goods SET status = 0 WHERE id = ?1").bind(SHOP.proxySku.goodsId).run();
    try {
      const cart = (await buyer.api.get<Cart>("/api/web/cart/list")).body.data;
      expect(cart.lines.map((each) => [each.id, each.available, each.selected])).toEqual([[line.id, false, true]]);
      expect(cart.selectedSubtotalMinor).toBe(0);
      const placed = await buyer.api.post("/api/web/order/create", {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
      });
      expect(placed.status).toBe(409);
      expect(placed.body).toMatchObject({
        code: API_CODE.conflict,
        msg: `“${SHOP.proxy.name}” is no longer sold. Remove it from your cart to check out.`,
      });
      expect(await count("SELECT COUNT(*) AS count FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
      expect(await stockOf(SHOP.proxySku.id)).toBe(stock);
    } finally {
      await env.DB.prepare("UPDATE goods SET status = 1 WHERE id = ?1").bind(SHOP.proxySku.goodsId).run();
    }
  });

  it("snapshots prices, decrements stock, removes only the ordered cart lines, starts awaiting payment with a deadline", async () => {
    const buyer = await customer();
    const sale = await addToCart(buyer.api, SHOP.sku16, 2);
    const plain = await addToCart(buyer.api, SHOP.sku32, 1);
    const kept = await addToCart(buyer.api, SHOP.poolSku, 1);
    const address = await addAddress(buyer.api);
    const stock16 = await stockOf(SHOP.sku16.id);
    const stock32 = await stockOf(SHOP.sku32.id);
    const stockPool = await stockOf(SHOP.poolSku.id);
    const before = Date.now();
    const placed = await buyer.api.post<Placed>("/api/web/order/create", {
      idempotencyKey: newKey(),
      lineIds: [sale.id, plain.id],
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
      notes: "Leave at the gate",
    });
    expect(placed.status).toBe(200);
    const subtotal = 2 * SHOP.sku16.promoPriceMinor + SHOP.sku32.priceMinor;
    expect(placed.body.data).toEqual({
      orderNo: expect.stringMatching(/^PL\d{12}$/),
      totalMinor: subtotal + SHOP.dhl.priceMinor,
      currency: "USD",
    });

    expect(await stockOf(SHOP.sku16.id)).toBe(stock16 - 2);
    expect(await stockOf(SHOP.sku32.id)).toBe(stock32 - 1);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stockPool);
    const cartIds = await env.DB.prepare("SELECT id FROM cart_lines WHERE user_id = ?1")
      .bind(buyer.userId)
      .all<{ id: number }>();
    expect(cartIds.results.map((row) => row.id)).toEqual([kept.id]);

    // Later price changes do not touch the order.
    await env.DB.prepare(
      "UPDATE goods_specs SET price_minor = price_minor + 100, activity_price_minor = 0 WHERE id = ?1",
    )
      .bind(SHOP.sku16.id)
      .run();
    try {
      const detail = (await detailOf(buyer, placed.body.data.orderNo)).body.data;
      expect(detail).toMatchObject({
        status: "awaiting_payment",
        subtotalMinor: subtotal,
        shippingMinor: SHOP.dhl.priceMinor,
        discountMinor: 0,
        totalMinor: subtotal + SHOP.dhl.priceMinor,
        itemCount: 3,
        shippingMethodName: "DHL Express",
        notes: "Leave at the gate",
        address: { recipient: ADDRESS.recipient, country: "US", city: ADDRESS.city, line1: ADDRESS.line1 },
      });
      expect(detail.lines.map((line) => [line.skuId, line.unitPriceMinor, line.quantity, line.lineTotalMinor])).toEqual(
        [
          [SHOP.sku16.id, SHOP.sku16.promoPriceMinor, 2, 2 * SHOP.sku16.promoPriceMinor],
          [SHOP.sku32.id, SHOP.sku32.priceMinor, 1, SHOP.sku32.priceMinor],
        ],
      );
      expect(detail.events).toEqual([{ status: "awaiting_payment", note: "", at: expect.any(String) }]);
      const row = (await orderRow(placed.body.data.orderNo))!;
      expect(row.expires_at - row.created_at).toBe(4320 * 60_000);
      expect(row.created_at).toBeGreaterThanOrEqual(before);
      expect(detail.expiresAt).toBe(new Date(row.expires_at).toISOString());
    } finally {
      await env.DB.prepare("UPDATE goods_specs SET price_minor = ?2, activity_price_minor = ?3 WHERE id = ?1")
        .bind(SHOP.sku16.id, SHOP.sku16.priceMinor, SHOP.sku16.promoPriceMinor)
        .run();
    }
  });

  it("takes the payment deadline from ORDER_PAYMENT_MINUTES", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku);
    const address = await addAddress(buyer.api);
    const placed = await client(buyer.token, { env: { ORDER_PAYMENT_MINUTES: "30" } }).post<Placed>(
      "/api/web/order/create",
      { idempotencyKey: newKey(), lineIds: [line.id], addressId: address.id, shippingMethodId: SHOP.dhl.id },
    );
    expect(placed.status).toBe(200);
    const row = (await orderRow(placed.body.data.orderNo))!;
    expect(row.expires_at - row.created_at).toBe(30 * 60_000);
  });

  it("a double submit with the same idempotency key, one after the other, makes one order", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku, 2);
    const address = await addAddress(buyer.api);
    const stock = await stockOf(SHOP.poolSku.id);
    const body = { idempotencyKey: newKey(), lineIds: [line.id], addressId: address.id, shippingMethodId: SHOP.dhl.id };
    const first = await buyer.api.post<Placed>("/api/web/order/create", body);
    const second = await buyer.api.post<Placed>("/api/web/order/create", body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(1);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock - 2);
  });

  it("a double submit in parallel makes one order, and both answers name it", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku, 1);
    const address = await addAddress(buyer.api);
    const stock = await stockOf(SHOP.poolSku.id);
    const body = { idempotencyKey: newKey(), lineIds: [line.id], addressId: address.id, shippingMethodId: SHOP.dhl.id };
    // Staggered a little, so that some arrive while the first is being written, some after.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 4)).then(() =>
          buyer.api.post<Placed>("/api/web/order/create", body),
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, answer.body.msg).toBe(200);
      expect(answer.body.data.orderNo).toBe(answers[0]!.body.data.orderNo);
    }
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ?1",
        buyer.userId,
      ),
    ).toBe(1);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock - 1);
  });

  it("20 customers ordering the last 5 units at once: exactly 5 orders, stock 0, no order without lines", async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const prepared = await Promise.all(
      buyers.map(async (buyer) => ({
        buyer,
        line: await addToCart(buyer.api, SHOP.sku32, 1),
        address: await addAddress(buyer.api),
      })),
    );
    await setStock(SHOP.sku32.id, 5);
    try {
      const answers = await Promise.all(
        prepared.map(({ buyer, line, address }) =>
          buyer.api.post<Placed>("/api/web/order/create", {
            idempotencyKey: newKey(),
            lineIds: [line.id],
            addressId: address.id,
            shippingMethodId: SHOP.dhl.id,
          }),
        ),
      );
      const succeeded = answers.filter((answer) => answer.status === 200);
      const failed = answers.filter((answer) => answer.status !== 200);
      expect(succeeded).toHaveLength(5);
      expect(failed).toHaveLength(15);
      for (const answer of failed) {
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ code: API_CODE.conflict, data: null });
        expect(answer.body.msg).toMatch(/^Only 0 of “Commerce Gateway 32” left in stock\.$/);
      }
      expect(await stockOf(SHOP.sku32.id)).toBe(0);
      const ids = buyers.map((buyer) => buyer.userId);
      const placeholders = ids.map((_, index) => `?${index + 1}`).join(", ");
      expect(await count(`SELECT COUNT(*) FROM orders WHERE user_id IN (${placeholders})`, ...ids)).toBe(5);
      expect(
        await count(
          `SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
        ),
      ).toBe(0);
      expect(
        await count(
          `SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id IN (${placeholders})`,
          ...ids,
        ),
      ).toBe(5);
      // The losers keep their cart line.
      expect(await count(`SELECT COUNT(*) FROM cart_lines WHERE user_id IN (${placeholders})`, ...ids)).toBe(15);
    } finally {
      await setStock(SHOP.sku32.id, 1000);
    }
  });

  it("refuses a line whose quantity is above the stock now (409)", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku, 3);
    const address = await addAddress(buyer.api);
    await setStock(SHOP.poolSku.id, 2);
    try {
      const answer = await buyer.api.post("/api/web/order/create", {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(`Only 2 of “${SHOP.pool.name}” left in stock.`);
      expect(await stockOf(SHOP.poolSku.id)).toBe(2);
      expect(await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
    } finally {
      await setStock(SHOP.poolSku.id, 1000);
    }
  });

  it("bad input on create: 400 / 404, and nothing is written", async () => {
    const buyer = await customer();
    const stranger = await customer();
    const line = await addToCart(buyer.api, SHOP.poolSku);
    const foreignLine = await addToCart(stranger.api, SHOP.poolSku);
    const address = await addAddress(buyer.api);
    const foreignAddress = await addAddress(stranger.api);
    const valid = {
      idempotencyKey: newKey(),
      lineIds: [line.id],
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
    };
    const create = (body: unknown) => buyer.api.post("/api/web/order/create", body);
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      ["missing idempotencyKey", { ...valid, idempotencyKey: undefined }, 400, "“Request key” is required."],
      ["short idempotencyKey", { ...valid, idempotencyKey: "abc" }, 400, "“Request key” must be 16–64 letters"],
      ["no lines", { ...valid, lineIds: [] }, 400, "“Items” needs at least one entry."],
      ["line id as text", { ...valid, lineIds: ["x"] }, 400, "“Items (row 1)” must be a number."],
      ["line id 1.5", { ...valid, lineIds: [1.5] }, 400, "“Items (row 1)” must be a whole number."],
      ["another user's line", { ...valid, lineIds: [foreignLine.id] }, 404, "That item is not in your cart."],
      [
        "own and another user's line",
        { ...valid, lineIds: [line.id, foreignLine.id] },
        404,
        "That item is not in your cart.",
      ],
      ["unknown address", { ...valid, addressId: 987_654 }, 404, "That address does not exist."],
      ["another user's address", { ...valid, addressId: foreignAddress.id }, 404, "That address does not exist."],
      ["missing address", { ...valid, addressId: undefined }, 400, "“Address” is required."],
      ["unknown shipping method", { ...valid, shippingMethodId: 99 }, 404, "That shipping method is not available."],
      [
        "a method that does not ship there",
        { ...valid, shippingMethodId: SHOP.local.id },
        400,
        "Deutsche Post does not ship to US.",
      ],
      ["notes too long", { ...valid, notes: "x".repeat(501) }, 400, "“Order notes” can have at most 500 characters."],
    ];
    for (const [name, body, status, message] of cases) {
      const answer = await create(body);
      expect(answer.status, name).toBe(status);
      if (typeof message === "string") expect(answer.body.msg, name).toContain(message);
    }
    expect(await count("SELECT COUNT(*) FROM orders WHERE user_id IN (?1, ?2)", buyer.userId, stranger.userId)).toBe(0);
    expect(await count("SELECT quantity FROM cart_lines WHERE id = ?1", foreignLine.id)).toBe(1);
  });

  it("a visitor cannot order (401)", async () => {
    const answer = await client().post("/api/web/order/create", {
      idempotencyKey: newKey(),
      lineIds: [1],
      addressId: 1,
      shippingMethodId: 1,
    });
    expect(answer.status).toBe(401);
  });
});

describe("the user's orders", () => {
  it("names an order by its first line and counts its lines", async () => {
    const buyer = await customer();
    const lines = [
      await addToCart(buyer.api, SHOP.sku32, 2),
      await addToCart(buyer.api, SHOP.poolSku, 3),
      await addToCart(buyer.api, SHOP.proxySku),
    ];
    const address = await addAddress(buyer.api);
    const placed = await buyer.api.post<Placed>("/api/web/order/create", {
      idempotencyKey: newKey(),
      lineIds: lines.map((line) => line.id),
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
    });
    expect(placed.status, placed.body.msg).toBe(200);
    const [summary] = (await buyer.api.get<{ list: OrderSummary[] }>("/api/web/order/list")).body.data.list;
    const detail = (await detailOf(buyer, placed.body.data.orderNo)).body.data;
    expect(summary).toMatchObject({ firstName: detail.lines[0]!.name, lineCount: 3, itemCount: 6 });
  });

  it("names the shipping method in the reader's language where it is translated, saying which language", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await env.DB.prepare(
      "INSERT INTO shipping_method_translations (method_id, lang, name) VALUES (?1, 'zh', 'DHL 快递')",
    )
      .bind(SHOP.dhl.id)
      .run();
    const detailIn = async (language: string) =>
      (
        await client(buyer.token, { headers: { "x-accept-language": language } }).get<OrderDetail>(
          `/api/web/order/detail?orderNo=${orderNo}`,
        )
      ).body.data;
    try {
      expect(await detailIn("zh")).toMatchObject({ shippingMethodName: "DHL 快递", shippingMethodLang: "zh" });
      // Not translated into French: the English name, marked English.
      expect(await detailIn("fr")).toMatchObject({ shippingMethodName: "DHL Express", shippingMethodLang: "en" });
      expect(await detailIn("fr")).toMatchObject({ couponName: null, couponLang: null });
    } finally {
      await env.DB.prepare("DELETE FROM shipping_method_translations WHERE method_id = ?1 AND lang = 'zh'")
        .bind(SHOP.dhl.id)
        .run();
    }
    // A method removed since the order keeps the name the order was placed with, language unknown.
    await env.DB.prepare("UPDATE orders SET shipping_method_id = NULL WHERE order_no = ?1").bind(orderNo).run();
    expect(await detailIn("en")).toMatchObject({ shippingMethodName: "DHL Express", shippingMethodLang: null });
  });

  it("lists with a status filter and pages, newest first", async () => {
    const buyer = await customer();
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) placed.push((await orderOf(buyer, SHOP.poolSku)).body.data.orderNo);
    await pay(placed[0]!);
    const all = await buyer.api.get<{ list: OrderSummary[]; total: number; page: number; pageSize: number }>(
      "/api/web/order/list",
    );
    expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(all.body.data.list.map((order) => order.orderNo)).toEqual([...placed].reverse());
    expect(all.body.data.list[0]).toMatchObject({
      status: "awaiting_payment",
      itemCount: 1,
      firstName: SHOP.pool.name,
      lineCount: 1,
      currency: "USD",
      totalMinor: SHOP.poolSku.priceMinor + SHOP.dhl.priceMinor,
    });

    const paid = await buyer.api.get<{ list: OrderSummary[]; total: number }>("/api/web/order/list?status=paid");
    expect(paid.body.data.total).toBe(1);
    expect(paid.body.data.list.map((order) => [order.orderNo, order.status, order.expiresAt])).toEqual([
      [placed[0], "paid", null],
    ]);
    const waiting = await buyer.api.get<{ list: OrderSummary[]; total: number }>(
      "/api/web/order/list?status=awaiting_payment",
    );
    expect(waiting.body.data.total).toBe(2);

    const page1 = await buyer.api.get<{ list: OrderSummary[]; total: number }>("/api/web/order/list?page=1&pageSize=2");
    const page2 = await buyer.api.get<{ list: OrderSummary[]; total: number }>("/api/web/order/list?page=2&pageSize=2");
    expect(page1.body.data.list.map((order) => order.orderNo)).toEqual([placed[2], placed[1]]);
    expect(page2.body.data.list.map((order) => order.orderNo)).toEqual([placed[0]]);
    expect(page2.body.data.total).toBe(3);

    const bad = await buyer.api.get("/api/web/order/list?status=lost");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("“Status” must be one of the choices offered.");
    // A page number is clamped by the rule every list shares (shared/pagination.ts).
    const badPage = await buyer.api.get<{ page: number }>("/api/web/order/list?page=0");
    expect(badPage.status).toBe(200);
    expect(badPage.body.data.page).toBe(1);
    // Another user sees none of them.
    const stranger = await customer();
    expect((await stranger.api.get<{ total: number }>("/api/web/order/list")).body.data.total).toBe(0);
  });

  it("answers the detail of the user's own order only (another user's orderNo → 404)", async () => {
    const buyer = await customer();
    const stranger = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    expect((await detailOf(buyer, orderNo)).status).toBe(200);
    const foreign = await detailOf(stranger, orderNo);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: API_CODE.notFound, msg: "That order does not exist.", data: null });
    expect((await stranger.api.get(`/api/web/order/track?orderNo=${orderNo}`)).status).toBe(404);
    expect((await stranger.api.post("/api/web/order/cancel", { orderNo })).status).toBe(404);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    const malformed = await detailOf(buyer, "<script>");
    expect(malformed.status).toBe(400);
  });
});

describe("cancelling and expiry give the stock back exactly once", () => {
  it("cancels an unpaid order: stock restored once; a second cancel is 409 and restores nothing", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.poolSku.id);
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku, 3)).body.data;
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock - 3);
    const cancelled = await buyer.api.post<OrderDetail>("/api/web/order/cancel", { orderNo });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(cancelled.body.data.events.map((event) => event.status)).toEqual(["awaiting_payment", "cancelled"]);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock);
    const again = await buyer.api.post("/api/web/order/cancel", { orderNo });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("Only orders awaiting payment can be cancelled.");
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock);
    expect(
      await count(
        "SELECT COUNT(*) FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ?1 AND e.status = 'cancelled'",
        orderNo,
      ),
    ).toBe(1);
  });

  it("a cancel refreshes the cached page of the ordered product, and only that product's", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku, 2)).body.data;
    const detail = (id: number) => client(null, { settle: true }).get<ProductDetailWire>(`/api/goods/detail/${id}`);
    const stockShown = async () =>
      (await detail(SHOP.poolSku.goodsId)).body.data.children.find((sku) => sku.keyId === SHOP.poolSku.id)!.stock;
    const before = await stockShown();
    await detail(SHOP.gateway.goodsId);
    expect((await call(`/api/goods/detail/${SHOP.poolSku.goodsId}`)).headers.get("x-cache")).toBe("HIT");

    const cancelled = await client(buyer.token, { settle: true }).post("/api/web/order/cancel", { orderNo });
    expect(cancelled.status).toBe(200);
    expect((await call(`/api/goods/detail/${SHOP.poolSku.goodsId}`)).headers.get("x-cache")).toBe("MISS");
    expect(await stockShown()).toBe(before + 2);
    expect((await call(`/api/goods/detail/${SHOP.gateway.goodsId}`)).headers.get("x-cache")).toBe("HIT");
  });

  it("parallel cancels restore the stock once", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.poolSku.id);
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku, 2)).body.data;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.api.post("/api/web/order/cancel", { orderNo })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock);
  });

  it("a paid order cannot be cancelled", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.poolSku.id);
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    expect(await pay(orderNo)).toBe("paid");
    const answer = await buyer.api.post("/api/web/order/cancel", { orderNo });
    expect(answer.status).toBe(409);
    expect((await orderRow(orderNo))!.status).toBe("paid");
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock - 1);
  });

  it("expireUnpaidOrders cancels orders past their deadline and releases their stock; a second run changes nothing", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.spareSku.id);
    const { orderNo } = (await orderOf(buyer, SHOP.spareSku, 4)).body.data;
    const paidOne = (await orderOf(buyer, SHOP.spareSku, 1)).body.data.orderNo;
    await pay(paidOne);
    expect(await stockOf(SHOP.spareSku.id)).toBe(stock - 5);
    const row = (await orderRow(orderNo))!;

    // Not yet due: nothing happens.
    await expireUnpaidOrders(env, row.expires_at - 1);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");

    const later = row.expires_at + 60_000;
    expect(await expireUnpaidOrders(env, later)).toBeGreaterThanOrEqual(1);
    const expired = (await orderRow(orderNo))!;
    expect(expired).toMatchObject({ status: "cancelled", cancelled_at: later, stock_released: 1 });
    expect((await orderRow(paidOne))!.status).toBe("paid");
    expect(await stockOf(SHOP.spareSku.id)).toBe(stock - 1);
    const detail = (await detailOf(buyer, orderNo)).body.data;
    expect(detail.events.map((event) => [event.status, event.note])).toEqual([
      ["awaiting_payment", ""],
      ["cancelled", "payment deadline passed"],
    ]);

    expect(await expireUnpaidOrders(env, later + 60_000)).toBe(0);
    expect(await stockOf(SHOP.spareSku.id)).toBe(stock - 1);
    expect(
      await count(
        "SELECT COUNT(*) FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ?1",
        orderNo,
      ),
    ).toBe(2);
    // A late payment cannot revive it.
    expect(await pay(orderNo)).toBe("not-payable");
    expect((await orderRow(orderNo))!.status).toBe("cancelled");
  });

  it("expireUnpaidOrders works off a backlog larger than one round (100) in one run", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.spareSku.id);
    const due = Date.now() - 60_000;
    const statements = [];
    for (let i = 0; i < 130; i++) {
      const orderNo = `PLBACKLOG${String(i).padStart(4, "0")}`;
      statements.push(
        env.DB.prepare(
          `INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, total_minor, shipping_method_name, address_json, idempotency_key, created_at, updated_at, expires_at)
           VALUES (?1, ?2, 'awaiting_payment', 'USD', 5000, 0, 5000, 'DHL Express', '{}', ?1, ?3, ?3, ?3)`,
        ).bind(orderNo, buyer.userId, due - i),
        env.DB.prepare(
          `INSERT INTO order_lines (order_id, goods_id, goods_specs_id, goods_name, spec_name, unit_price_minor, quantity, line_total_minor)
           VALUES ((SELECT id FROM orders WHERE order_no = ?1), ?2, ?3, 'Commerce Modem Pool', '16 Ports', 5000, 1, 5000)`,
        ).bind(orderNo, SHOP.spareSku.goodsId, SHOP.spareSku.id),
      );
    }
    statements.push(env.DB.prepare("UPDATE goods_specs SET stock = stock - 130 WHERE id = ?1").bind(SHOP.spareSku.id));
    await env.DB.batch(statements);
    expect(await expireUnpaidOrders(env)).toBeGreaterThanOrEqual(130);
    expect(
      await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1 AND status = 'awaiting_payment'", buyer.userId),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) FROM orders WHERE user_id = ?1 AND status = 'cancelled' AND stock_released = 1",
        buyer.userId,
      ),
    ).toBe(130);
    expect(await stockOf(SHOP.spareSku.id)).toBe(stock);
  });

  it("past its deadline but before the cron, an order is not handed to a payment provider: it is cancelled now", async () => {
    const buyer = await customer();
    const stock = await stockOf(SHOP.poolSku.id);
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku, 2)).body.data;
    await env.DB.prepare("UPDATE orders SET expires_at = ?2 WHERE order_no = ?1")
      .bind(orderNo, Date.now() - 1000)
      .run();
    for (const provider of ["bank", "stripe", "paypal"]) {
      const answer = await buyer.api.post(`/api/web/pay/${provider}`, { orderNo });
      expect(answer.status, provider).toBe(409);
      expect(answer.body.msg).toBe("This order can no longer be paid (Cancelled).");
    }
    const capture = await buyer.api.post<{ status: string }>("/api/web/pay/paypal/capture", {
      orderNo,
      token: "PP000001STANDIN",
    });
    expect(capture.body.data).toEqual({ status: "cancelled" });
    expect((await orderRow(orderNo))!).toMatchObject({ status: "cancelled", stock_released: 1 });
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock);
    expect(
      await count("SELECT COUNT(*) FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ?1", orderNo),
    ).toBe(0);
    const requests = (await (
      await fetch(`${env.STAND_IN_URL}/stand-in/requests?match=${orderNo}`)
    ).json()) as unknown[];
    expect(requests).toEqual([]);
  });
});

describe("operator steps (OPERATOR_TOKEN)", () => {
  const admin = (path: string, token: string | null, body: unknown = {}) =>
    // biome-ignore lint/suspicious/noExplicitAny: tests read each answer's fields as they expect them
    client(token).post<any>(path, body);

  it("ships a paid order with a tracking number, then completes it; events follow", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await pay(orderNo);
    const shipped = await admin(`/api/admin/orders/${orderNo}/ship`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, {
      trackingNo: "1Z999AA10123456784",
    });
    expect(shipped.status).toBe(200);
    // The carrier defaults to the order's shipping method.
    const { shippingMethodName } = (await detailOf(buyer, orderNo)).body.data;
    expect(shipped.body.data).toMatchObject({
      orderNo,
      status: "shipped",
      trackingNo: "1Z999AA10123456784",
      carrier: shippingMethodName,
    });
    const completed = await admin(`/api/admin/orders/${orderNo}/complete`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toEqual({ orderNo, status: "completed" });
    const detail = (await detailOf(buyer, orderNo)).body.data;
    expect(detail.events.map((event) => event.status)).toEqual(["awaiting_payment", "paid", "shipped", "completed"]);
    expect(detail).toMatchObject({
      trackingNo: "1Z999AA10123456784",
      shippedAt: expect.any(String),
      completedAt: expect.any(String),
    });
    const tracked = await buyer.api.get<{ trackingNo: string; status: string }>(
      `/api/web/order/track?orderNo=${orderNo}`,
    );
    expect(tracked.body.data).toMatchObject({ status: "completed", trackingNo: "1Z999AA10123456784" });
  });

  it("confirms a bank transfer: the order is paid once, with the received amount", async () => {
    const buyer = await customer();
    const { orderNo, totalMinor } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await buyer.api.post("/api/web/pay/bank", { orderNo });
    const path = `/api/admin/orders/${orderNo}/paid`;
    expect((await admin(path, null, { amountMinor: totalMinor })).status).toBe(401);
    const wrong = await admin(path, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { amountMinor: totalMinor - 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/^The transfer must be \$[\d,.]+; you entered \$[\d,.]+\.$/);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    const paid = await admin(path, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { amountMinor: totalMinor });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ orderNo, status: "paid", result: "paid" });
    const again = await admin(path, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { amountMinor: totalMinor });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ orderNo, status: "paid", result: "duplicate" });
    expect((await orderRow(orderNo))!.paid_ref).toBe(`bank:${orderNo}`);
    const detail = (await detailOf(buyer, orderNo)).body.data;
    expect(detail.events.map((event) => event.status)).toEqual(["awaiting_payment", "paid"]);
    expect(detail.payments).toEqual([
      { provider: "bank", status: "succeeded", amountMinor: totalMinor, createdAt: expect.any(String) },
    ]);
    expect(
      (await admin(`/api/admin/orders/PL000000000000/paid`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { amountMinor: 1 }))
        .status,
    ).toBe(404);

    const late = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await buyer.api.post("/api/web/pay/bank", { orderNo: late.orderNo });
    await buyer.api.post("/api/web/order/cancel", { orderNo: late.orderNo });
    expect((await detailOf(buyer, late.orderNo)).body.data.payments).toEqual([
      expect.objectContaining({ provider: "bank", status: "cancelled" }),
    ]);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await admin(`/api/admin/orders/${late.orderNo}/paid`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, {
        amountMinor: late.totalMinor,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe("This order can no longer be paid (Cancelled).");
    }
    expect((await orderRow(late.orderNo))!.status).toBe("cancelled");
    // The transfer arrived anyway: it is kept for the operator to give back.
    expect((await detailOf(buyer, late.orderNo)).body.data.payments).toEqual([
      expect.objectContaining({ provider: "bank", status: "refund_due" }),
    ]);
  });

  it("a bank transfer confirmed for an order a card already paid is a second payment: 409, kept for a refund, the order paid once", async () => {
    const buyer = await customer();
    const { orderNo, totalMinor } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await buyer.api.post("/api/web/pay/bank", { orderNo });
    const order = (await orderRow(orderNo))!;
    const card = {
      orderId: order.id,
      provider: "stripe" as const,
      providerRef: `cs_test_card_${orderNo}`,
      eventId: `evt_card_${orderNo}`,
      eventType: "checkout.session.completed",
      amountMinor: totalMinor,
      currency: "USD",
    };
    expect(await markOrderPaid(env.DB, card, Date.now())).toBe("paid");
    const paid = (await orderRow(orderNo))!;
    expect(paid.paid_ref).toBe(`stripe:${card.providerRef}`);
    const path = `/api/admin/orders/${orderNo}/paid`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await admin(path, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { amountMinor: totalMinor });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: API_CODE.conflict,
        msg: "This order can no longer be paid (Paid).",
        data: null,
      });
    }
    expect((await orderRow(orderNo))!).toMatchObject({
      status: "paid",
      paid_at: paid.paid_at,
      paid_ref: paid.paid_ref,
    });
    const detail = (await detailOf(buyer, orderNo)).body.data;
    expect(detail.events.map((event) => event.status)).toEqual(["awaiting_payment", "paid"]);
    expect(detail.payments.map((payment) => [payment.provider, payment.status])).toEqual([
      ["bank", "refund_due"],
      ["stripe", "succeeded"],
    ]);
    const listed = (
      await client(PAYMENT_TEST_SECRETS.OPERATOR_TOKEN).get<{ list: Array<Record<string, unknown>>; total: number }>(
        "/api/admin/payments/refund-due",
      )
    ).body.data;
    expect(listed.list.filter((row) => row.orderNo === orderNo)).toEqual([
      {
        id: expect.any(Number),
        orderNo,
        orderStatus: "paid",
        provider: "bank",
        providerRef: orderNo,
        amountMinor: totalMinor,
        currency: "USD",
        at: expect.any(String),
      },
    ]);
    // The card's own webhook again is still the payment that paid it.
    expect(await markOrderPaid(env.DB, { ...card, eventId: `evt_card_again_${orderNo}` }, Date.now())).toBe(
      "duplicate",
    );
  });

  it("refuses the wrong step (409), an unknown order (404) and a missing tracking number (400)", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    const unpaid = await admin(`/api/admin/orders/${orderNo}/ship`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, {
      trackingNo: "TRACK-1",
    });
    expect(unpaid.status).toBe(409);
    const complete = await admin(`/api/admin/orders/${orderNo}/complete`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN);
    expect(complete.status).toBe(409);
    expect((await orderRow(orderNo))!.status).toBe("awaiting_payment");
    const unknown = await admin(`/api/admin/orders/PL000000000000/ship`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, {
      trackingNo: "TRACK-1",
    });
    expect(unknown.status).toBe(404);
    await pay(orderNo);
    const noTracking = await admin(`/api/admin/orders/${orderNo}/ship`, PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, {});
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.msg).toBe("“Tracking number” is required.");
    expect((await orderRow(orderNo))!.status).toBe("paid");
  });

  it("without a staff credential → 401, with a customer's token → 403; without OPERATOR_TOKEN configured the old token is refused", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await pay(orderNo);
    const path = `/api/admin/orders/${orderNo}/ship`;
    for (const token of [
      null,
      "",
      "wrong-token",
      `${PAYMENT_TEST_SECRETS.OPERATOR_TOKEN}x`,
      PAYMENT_TEST_SECRETS.OPERATOR_TOKEN.slice(0, -1),
    ]) {
      const answer = await admin(path, token, { trackingNo: "TRACK-1" });
      expect(answer.status, String(token)).toBe(401);
      expect(answer.body.code).toBe(API_CODE.unauthorized);
    }
    const asCustomer = await admin(path, buyer.token, { trackingNo: "TRACK-1" });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.code).toBe(API_CODE.forbidden);
    const unconfigured = await client(PAYMENT_TEST_SECRETS.OPERATOR_TOKEN, { env: { OPERATOR_TOKEN: undefined } }).post(
      path,
      { trackingNo: "TRACK-1" },
    );
    expect(unconfigured.status).toBe(401);
    expect((await orderRow(orderNo))!.status).toBe("paid");
  });
});
