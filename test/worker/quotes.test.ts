import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleQuoteDetail, QuoteDetail } from "../../shared/commerce/quotes";
import type { PlacedOrder } from "../../shared/commerce/types";
import { expireQuotes } from "../../worker/quotes/quote-steps";
import { QUOTE_RATE } from "../../worker/api/quotes";
import { composeMails } from "../../worker/mail/compose-mails";
import type { MailEventRow } from "../../worker/db/mail-events";
import { translator } from "../../worker/api/request-locale";
import { call, client, customer, fieldName, type Customer } from "./helpers";
import { addAddress, count, orderRow, SHOP, seedShop, setStock, stockOf } from "./shop";
import { createStaff, staffSession } from "./staff";

let staff: ReturnType<typeof client>;
let owner: ReturnType<typeof client>;
let support: ReturnType<typeof client>;

beforeAll(async () => {
  await seedShop();
  staff = client(await staffSession((await createStaff("staff")).id));
  owner = client(await staffSession((await createStaff("owner")).id));
  support = client(await staffSession((await createStaff("support")).id));
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function requestQuote(buyer: Customer, quantity = 20, extra: Record<string, unknown> = {}) {
  const answer = await buyer.api.post<QuoteDetail>("/api/web/quotes/request", {
    items: [{ skuId: SHOP.sku32.id, quantity }],
    country: "DE",
    wantedBy: day(30),
    message: "20 units for our Berlin site, please.",
    ...extra,
  });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

function offerBody(version: number, overrides: Record<string, unknown> = {}) {
  return {
    expectedVersion: version,
    lines: [{ skuId: SHOP.sku32.id, quantity: 20, unitPriceMinor: 119_900, discountPercent: 5, leadTimeDays: 7 }],
    freightMinor: 35_000,
    freightLabel: "Air freight DAP Berlin",
    validUntil: day(10),
    notes: "Includes antennas.",
    internalNotes: "Margin ok.",
    ...overrides,
  };
}

async function sendOffer(quoteNo: string, overrides: Record<string, unknown> = {}, by = staff) {
  const current = await by.get<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}`);
  const sent = await by.post<ConsoleQuoteDetail>(
    `/api/admin/quotes/${quoteNo}/offer`,
    offerBody(current.body.data.version, overrides),
  );
  expect(sent.body.code, sent.body.msg).toBe(0);
  return sent.body.data;
}

async function offered(buyer?: Customer) {
  const who = buyer ?? (await customer());
  const address = (await addAddress(who.api, { country: "DE" })).id;
  const quote = await requestQuote(who);
  const detail = await sendOffer(quote.quoteNo);
  return { buyer: who, quote: detail, addressId: address };
}

const accept = (buyer: Customer, quoteNo: string, version: number, addressId: number) =>
  buyer.api.post<PlacedOrder>("/api/web/quotes/accept", { quoteNo, version, addressId });

const mailsOf = (kind: string, quoteNo: string) =>
  count(
    "SELECT COUNT(*) AS n FROM mail_events WHERE kind = ?1 AND json_extract(payload_json, '$.quoteNo') = ?2",
    kind,
    quoteNo,
  );

describe("a quote from request to order", () => {
  it("numbers the request, threads its message and mails the buyer and staff", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    expect(quote.quoteNo).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(quote).toMatchObject({ status: "requested", country: "DE", itemCount: 20 });
    expect(quote.messages.map((m) => m.body)).toEqual(["20 units for our Berlin site, please."]);
    expect(await mailsOf("quote_received", quote.quoteNo)).toBe(1);
    expect(await mailsOf("staff_quote_requested", quote.quoteNo)).toBe(1);
    const next = await requestQuote(buyer, 5);
    expect(Number(next.quoteNo.slice(-6))).toBe(Number(quote.quoteNo.slice(-6)) + 1);
  });

  it("gives two requests sent at once a number each, each answered with its own quote", async () => {
    const buyer = await customer();
    const [one, two] = await Promise.all([requestQuote(buyer, 3), requestQuote(buyer, 7)]);
    expect(one.quoteNo).not.toBe(two.quoteNo);
    expect([one.itemCount, two.itemCount]).toEqual([3, 7]);
  });

  it("turns the accepted offer into an order at the offered prices, stock taken, pro-forma issued", async () => {
    const { buyer, quote, addressId } = await offered();
    expect(quote.status).toBe("offered");
    expect(await mailsOf("quote_offered", quote.quoteNo)).toBe(1);
    const before = await stockOf(SHOP.sku32.id);
    const accepted = await accept(buyer, quote.quoteNo, 1, addressId);
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    // 5 % off $1,199.00 → $1,139.05 a unit, × 20, plus $350.00 freight.
    expect(accepted.body.data.totalMinor).toBe(113_905 * 20 + 35_000);
    const order = await orderRow(accepted.body.data.orderNo);
    expect(order).toMatchObject({ status: "awaiting_payment", shipping_minor: 35_000, discount_minor: 0 });
    expect(await stockOf(SHOP.sku32.id)).toBe(before - 20);
    expect(
      await count("SELECT COUNT(*) AS n FROM documents WHERE order_id = ?1 AND kind = 'proforma'", order!.id),
    ).toBe(1);
    const detail = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
    expect(detail.body.data).toMatchObject({ status: "accepted", orderNo: accepted.body.data.orderNo });
    // Quoted prices are the buyer's alone: never stored by a cache.
    expect(detail.headers.get("cache-control")).toBe("private, no-store");
    // Paying the order makes the quote "ordered".
    await env.DB.prepare("UPDATE orders SET status = 'paid', paid_at = ?2 WHERE id = ?1")
      .bind(order!.id, Date.now())
      .run();
    const paid = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
    expect(paid.body.data.status).toBe("ordered");
  });

  it("gives one order when the same offer is accepted 20 times at once", async () => {
    const { buyer, quote, addressId } = await offered();
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(buyer, quote.quoteNo, 1, addressId)));
    const orders = new Set(answers.filter((a) => a.body.code === 0).map((a) => a.body.data.orderNo));
    expect(orders.size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1", buyer.userId)).toBe(1);
  });

  it("settles accept against a revision with one outcome the buyer is told", async () => {
    const { buyer, quote, addressId } = await offered();
    const [accepted, revised] = await Promise.all([
      accept(buyer, quote.quoteNo, 1, addressId),
      staff.post<ConsoleQuoteDetail>(
        `/api/admin/quotes/${quote.quoteNo}/offer`,
        offerBody(quote.version, { freightMinor: 30_000 }),
      ),
    ]);
    const orders = await count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1", buyer.userId);
    if (accepted.body.code === 0) {
      expect(revised.status).toBe(409);
      expect(orders).toBe(1);
    } else {
      expect(revised.body.code).toBe(0);
      expect(accepted.status).toBe(409);
      expect(accepted.body.msg).toMatch(/newer offer/);
      expect(orders).toBe(0);
      // Only the latest version can be accepted; both stay visible.
      const detail = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
      expect(detail.body.data.offers.map((o) => [o.version, o.status])).toEqual([
        [2, "sent"],
        [1, "superseded"],
      ]);
      expect((await accept(buyer, quote.quoteNo, 1, addressId)).status).toBe(409);
      expect((await accept(buyer, quote.quoteNo, 2, addressId)).body.code).toBe(0);
    }
  });

  it("refuses an offer past its validity by the database's clock, and the cron expires and mails it", async () => {
    const { buyer, quote, addressId } = await offered();
    await env.DB.prepare(
      "UPDATE quote_offers SET valid_until = ?2 WHERE quote_id = (SELECT id FROM quotes WHERE quote_no = ?1)",
    )
      .bind(quote.quoteNo, Date.now() - 1000)
      .run();
    const refused = await accept(buyer, quote.quoteNo, 1, addressId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/no longer valid/);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
    await expireQuotes(env);
    await expireQuotes(env);
    const detail = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
    expect(detail.body.data.status).toBe("expired");
    expect(await mailsOf("quote_expired", quote.quoteNo)).toBe(1);
  });

  it("reminds the buyer once, two days before the offer ends", async () => {
    const { quote } = await offered();
    const ending = (sentAgo: number) =>
      env.DB.prepare(
        "UPDATE quote_offers SET valid_until = ?2, sent_at = ?3 WHERE quote_id = (SELECT id FROM quotes WHERE quote_no = ?1)",
      )
        .bind(quote.quoteNo, Date.now() + 86_400_000, Date.now() - sentAgo)
        .run();
    // Sent an hour ago: its own mail says how long it holds.
    await ending(3_600_000);
    await expireQuotes(env);
    expect(await mailsOf("quote_reminder", quote.quoteNo)).toBe(0);
    await ending(3 * 86_400_000);
    await expireQuotes(env);
    await expireQuotes(env);
    expect(await mailsOf("quote_reminder", quote.quoteNo)).toBe(1);
  });

  it("refuses a line short of stock with the product named, and writes nothing", async () => {
    const { buyer, quote, addressId } = await offered();
    await setStock(SHOP.sku32.id, 5);
    try {
      const refused = await accept(buyer, quote.quoteNo, 1, addressId);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain(SHOP.gateway.name);
      expect(await count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1", buyer.userId)).toBe(0);
      const detail = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
      expect(detail.body.data.status).toBe("offered");
    } finally {
      await setStock(SHOP.sku32.id, 100_000);
    }
  });

  it("accepts only to an address in the quote's country", async () => {
    const { buyer, quote } = await offered();
    const french = (await addAddress(buyer.api, { country: "FR" })).id;
    const refused = await accept(buyer, quote.quoteNo, 1, french);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/Germany/);
  });

  it("lets the buyer decline or withdraw, and then accepts nothing", async () => {
    const { buyer, quote, addressId } = await offered();
    const declined = await buyer.api.post<QuoteDetail>("/api/web/quotes/decline", {
      quoteNo: quote.quoteNo,
      version: 1,
      reason: "Too dear",
    });
    expect(declined.body.data.status).toBe("declined");
    expect((await accept(buyer, quote.quoteNo, 1, addressId)).status).toBe(409);
    const other = await requestQuote(buyer);
    const withdrawn = await buyer.api.post<QuoteDetail>("/api/web/quotes/withdraw", { quoteNo: other.quoteNo });
    expect(withdrawn.body.data.status).toBe("withdrawn");
    expect(await mailsOf("staff_quote_withdrawn", other.quoteNo)).toBe(1);
  });
});

describe("the offer as a PDF", () => {
  it("prints each sent offer for its buyer, and a pending one for staff only", async () => {
    const { buyer, quote } = await offered();
    const pdf = await call(`/api/web/quotes/offer.pdf?quoteNo=${quote.quoteNo}&version=1`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`${quote.quoteNo}-1.pdf`);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const cheap = { lines: [{ skuId: SHOP.sku32.id, quantity: 20, unitPriceMinor: 50_000 }], requestApproval: true };
    const pending = await staff.post<ConsoleQuoteDetail>(
      `/api/admin/quotes/${quote.quoteNo}/offer`,
      offerBody(quote.version, cheap),
    );
    expect(pending.body.data.offers[0]!.status).toBe("pending_approval");
    const hidden = await call(`/api/web/quotes/offer.pdf?quoteNo=${quote.quoteNo}&version=2`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(hidden.status).toBe(404);
    const stranger = await customer();
    expect(
      (
        await call(`/api/web/quotes/offer.pdf?quoteNo=${quote.quoteNo}&version=1`, {
          headers: { authorization: `Bearer ${stranger.token}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the thread", () => {
  it("keeps HTML in a message as text, and mails each side the other's message", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    const asked = await buyer.api.post<QuoteDetail>("/api/web/quotes/message", {
      quoteNo: quote.quoteNo,
      body: "<script>alert(1)</script> Lead time?",
    });
    expect(asked.body.data.messages.at(-1)!.body).toBe("<script>alert(1)</script> Lead time?");
    expect(await mailsOf("staff_quote_message", quote.quoteNo)).toBe(1);
    const listed = await support.get<{ list: Array<{ quoteNo: string; awaitingSince: string | null }> }>(
      "/api/admin/quotes?status=requested",
    );
    expect(listed.body.data.list.find((q) => q.quoteNo === quote.quoteNo)?.awaitingSince).not.toBeNull();
    const replied = await support.post<ConsoleQuoteDetail>(`/api/admin/quotes/${quote.quoteNo}/reply`, {
      body: "Seven days.",
    });
    expect(replied.body.code, replied.body.msg).toBe(0);
    expect(replied.body.data.awaitingSince).toBeNull();
    expect(await mailsOf("quote_reply", quote.quoteNo)).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'quote' AND entity_id = ?1 AND action = 'reply'",
        quote.quoteNo,
      ),
    ).toBe(1);
  });

  it("lists the oldest unanswered quote first", async () => {
    const buyer = await customer();
    const older = await requestQuote(buyer);
    await requestQuote(buyer);
    await env.DB.prepare("UPDATE quotes SET awaiting_staff_since = 1000 WHERE quote_no = ?1").bind(older.quoteNo).run();
    const listed = await staff.get<{ list: Array<{ quoteNo: string }> }>("/api/admin/quotes");
    expect(listed.body.data.list[0]!.quoteNo).toBe(older.quoteNo);
  });
});

describe("who may do what", () => {
  it("answers 404 for another buyer's quote and leaks nothing", async () => {
    const { quote } = await offered();
    const stranger = await customer();
    const read = await stranger.api.get(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain("Berlin");
    for (const [path, body] of [
      ["/api/web/quotes/message", { quoteNo: quote.quoteNo, body: "hi" }],
      ["/api/web/quotes/withdraw", { quoteNo: quote.quoteNo }],
      ["/api/web/quotes/accept", { quoteNo: quote.quoteNo, version: 1, addressId: 1 }],
    ] as const) {
      expect((await stranger.api.post(path, body)).status).toBe(404);
    }
    expect((await stranger.api.get(`/api/web/quotes/attachment?quoteNo=${quote.quoteNo}`)).status).toBe(404);
  });

  it("lets support reply but not send an offer", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    const refused = await support.post(`/api/admin/quotes/${quote.quoteNo}/offer`, offerBody(1));
    expect(refused.status).toBe(403);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM quote_offers WHERE quote_id = (SELECT id FROM quotes WHERE quote_no = ?1)",
        quote.quoteNo,
      ),
    ).toBe(0);
  });

  it("needs an owner for lines under the price floor, and records the approval", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    const cheap = { lines: [{ skuId: SHOP.sku32.id, quantity: 20, unitPriceMinor: 90_000 }] };
    const refused = await staff.post(`/api/admin/quotes/${quote.quoteNo}/offer`, offerBody(quote.version, cheap));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/75 %/);
    const asked = await staff.post<ConsoleQuoteDetail>(
      `/api/admin/quotes/${quote.quoteNo}/offer`,
      offerBody(quote.version, { ...cheap, requestApproval: true }),
    );
    expect(asked.body.code, asked.body.msg).toBe(0);
    expect(asked.body.data.offers[0]).toMatchObject({ status: "pending_approval", belowFloor: [SHOP.sku32.id] });
    expect(asked.body.data.status).toBe("requested");
    // The buyer sees no offer until an owner approves it.
    const unseen = await buyer.api.get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quote.quoteNo}`);
    expect(unseen.body.data.offers).toEqual([]);
    expect(
      (await staff.post(`/api/admin/quotes/${quote.quoteNo}/approve`, { expectedVersion: asked.body.data.version }))
        .status,
    ).toBe(403);
    const approved = await owner.post<ConsoleQuoteDetail>(`/api/admin/quotes/${quote.quoteNo}/approve`, {
      expectedVersion: asked.body.data.version,
    });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data.status).toBe("offered");
    expect(approved.body.data.offers[0]!.approvedBy).toBe("owner member");
    expect(await mailsOf("quote_offered", quote.quoteNo)).toBe(1);
  });

  it("refuses a step on a quote changed since it was read", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    await buyer.api.post("/api/web/quotes/message", { quoteNo: quote.quoteNo, body: "Any news?" });
    const stale = await staff.post(`/api/admin/quotes/${quote.quoteNo}/offer`, offerBody(quote.version));
    expect(stale.status).toBe(409);
  });
});

describe("how much a buyer may send", () => {
  it("refuses a 21st request in a day with 429 and the wait, and writes nothing", async () => {
    const buyer = await customer();
    await env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, ?3)")
      .bind(`quote-request:${buyer.userId}`, Date.now(), QUOTE_RATE.request.hits)
      .run();
    const refused = await buyer.api.post("/api/web/quotes/request", {
      items: [{ skuId: SHOP.sku32.id, quantity: 2 }],
      country: "DE",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(await count("SELECT COUNT(*) AS n FROM quotes WHERE user_id = ?1", buyer.userId)).toBe(0);
    // Another buyer is not held back.
    await requestQuote(await customer());
  });

  it("counts messages per hour", async () => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    await env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, ?3)")
      .bind(`quote-message:${buyer.userId}`, Date.now(), QUOTE_RATE.message.hits - 1)
      .run();
    expect((await buyer.api.post("/api/web/quotes/message", { quoteNo: quote.quoteNo, body: "One more" })).status).toBe(
      200,
    );
    expect((await buyer.api.post("/api/web/quotes/message", { quoteNo: quote.quoteNo, body: "Too many" })).status).toBe(
      429,
    );
  });
});

describe("bad input", () => {
  it.each([
    ["quantity 0", { items: [{ skuId: SHOP.sku32.id, quantity: 0 }] }, "quantity"],
    ["quantity −1", { items: [{ skuId: SHOP.sku32.id, quantity: -1 }] }, "quantity"],
    ["quantity 10⁹", { items: [{ skuId: SHOP.sku32.id, quantity: 1e9 }] }, "quantity"],
    ["a wish in the past", { wantedBy: day(-2) }, "wantedBy"],
    ["a 100,000-character message", { message: "x".repeat(100_000) }, "message"],
    ["an unknown country", { country: "XX" }, "country"],
  ] as const)("refuses a request with %s, naming the field", async (_, change, field) => {
    const buyer = await customer();
    const answer = await buyer.api.post("/api/web/quotes/request", {
      items: [{ skuId: SHOP.sku32.id, quantity: 2 }],
      country: "DE",
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(fieldName(field).slice(1, -1));
    expect(await count("SELECT COUNT(*) AS n FROM quotes WHERE user_id = ?1", buyer.userId)).toBe(0);
  });

  it("refuses an unknown SKU", async () => {
    const buyer = await customer();
    const answer = await buyer.api.post("/api/web/quotes/request", {
      items: [{ skuId: 999_999, quantity: 2 }],
      country: "DE",
    });
    expect(answer.status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM quotes WHERE user_id = ?1", buyer.userId)).toBe(0);
  });

  it.each([
    ["a negative price", { lines: [{ skuId: SHOP.sku32.id, quantity: 2, unitPriceMinor: -1 }] }, "unitPriceMinor"],
    ["quantity 0", { lines: [{ skuId: SHOP.sku32.id, quantity: 0, unitPriceMinor: 100 }] }, "quantity"],
    ["a validity in the past", { validUntil: day(-1) }, "validUntil"],
    ["negative freight", { freightMinor: -5 }, "freightMinor"],
    [
      "101 % off",
      { lines: [{ skuId: SHOP.sku32.id, quantity: 2, unitPriceMinor: 100_000, discountPercent: 101 }] },
      "discountPercent",
    ],
  ] as const)("refuses an offer with %s, naming the field", async (_, change, field) => {
    const buyer = await customer();
    const quote = await requestQuote(buyer);
    const answer = await owner.post(`/api/admin/quotes/${quote.quoteNo}/offer`, offerBody(quote.version, change));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(fieldName(field).slice(1, -1));
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM quote_offers WHERE quote_id = (SELECT id FROM quotes WHERE quote_no = ?1)",
        quote.quoteNo,
      ),
    ).toBe(0);
  });

  it("takes a PDF attachment, refuses a disguised file, and keeps the file private", async () => {
    const buyer = await customer();
    const upload = (name: string, bytes: Uint8Array) =>
      call(`/api/web/quotes/attachments?name=${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/octet-stream" },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
    const html = await upload("spec.pdf", new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    expect(html.status).toBe(415);
    const pdf = await upload("spec.pdf", new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"));
    const stored = (await pdf.json()) as { code: number; data: { id: number } };
    expect(stored.code).toBe(0);
    const quote = await requestQuote(buyer, 20, { attachmentId: stored.data.id });
    expect(quote.attachment).toMatchObject({ name: "spec.pdf", contentType: "application/pdf" });
    const file = await call(`/api/web/quotes/attachment?quoteNo=${quote.quoteNo}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    // The same file cannot be sent with a second request.
    const again = await buyer.api.post("/api/web/quotes/request", {
      items: [{ skuId: SHOP.sku32.id, quantity: 2 }],
      country: "DE",
      attachmentId: stored.data.id,
    });
    expect(again.status).toBe(400);
  });
});

describe("orders staff enter for a customer", () => {
  it("places the order at the prices entered, mails the pay link, and shows it to the buyer", async () => {
    const buyer = await customer();
    const addressId = (await addAddress(buyer.api, { country: "DE" })).id;
    const body = {
      idempotencyKey: `staff-${crypto.randomUUID()}`,
      userId: buyer.userId,
      addressId,
      lines: [{ skuId: SHOP.poolSku.id, quantity: 10, unitPriceMinor: 11_000 }],
      freightMinor: 8_000,
      freightLabel: "DHL Express",
      notes: "Phone order",
      poNumber: "PO-778",
    };
    const [first, twin] = await Promise.all([
      staff.post<PlacedOrder>("/api/admin/orders/create", body),
      staff.post<PlacedOrder>("/api/admin/orders/create", body),
    ]);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(twin.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(first.body.data.totalMinor).toBe(118_000);
    const order = await orderRow(first.body.data.orderNo);
    expect(
      await count("SELECT COUNT(*) AS n FROM mail_events WHERE kind = 'order_received' AND order_id = ?1", order!.id),
    ).toBe(1);
    const seen = await buyer.api.get<{ orderNo: string; totalMinor: number }>(
      `/api/web/order/detail?orderNo=${first.body.data.orderNo}`,
    );
    expect(seen.body.data.totalMinor).toBe(118_000);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'order' AND entity_id = ?1",
        first.body.data.orderNo,
      ),
    ).toBe(1);
    expect(
      (await support.post("/api/admin/orders/create", { ...body, idempotencyKey: `staff-${crypto.randomUUID()}` }))
        .status,
    ).toBe(403);
  });

  it("refuses another customer's address", async () => {
    const buyer = await customer();
    const other = await customer();
    const addressId = (await addAddress(other.api, { country: "DE" })).id;
    const refused = await staff.post("/api/admin/orders/create", {
      idempotencyKey: `staff-${crypto.randomUUID()}`,
      userId: buyer.userId,
      addressId,
      lines: [{ skuId: SHOP.poolSku.id, quantity: 1, unitPriceMinor: 11_000 }],
      freightMinor: 0,
    });
    expect(refused.status).toBe(404);
  });
});

describe("the mails of a quote", () => {
  it("writes each one in the buyer's language, with the quote's number and a link to it", async () => {
    const buyer = await customer({ language: "es" });
    const addressId = (await addAddress(buyer.api, { country: "DE" })).id;
    const quote = await requestQuote(buyer);
    await staff.post(`/api/admin/quotes/${quote.quoteNo}/reply`, { body: "Hola, preparamos la oferta." });
    const first = await sendOffer(quote.quoteNo);
    await staff.post(`/api/admin/quotes/${quote.quoteNo}/offer`, offerBody(first.version, { freightMinor: 30_000 }));
    await env.DB.prepare(
      "UPDATE quote_offers SET valid_until = ?2, sent_at = ?3 WHERE quote_id = (SELECT id FROM quotes WHERE quote_no = ?1) AND status = 'sent'",
    )
      .bind(quote.quoteNo, Date.now() + 3_600_000, Date.now() - 3 * 86_400_000)
      .run();
    await expireQuotes(env);
    const accepted = await accept(buyer, quote.quoteNo, 2, addressId);
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    const { results } = await env.DB.prepare(
      "SELECT * FROM mail_events WHERE kind LIKE 'quote_%' AND json_extract(payload_json, '$.quoteNo') = ?1 ORDER BY id",
    )
      .bind(quote.quoteNo)
      .all<MailEventRow>();
    expect(results.map((event) => event.kind)).toEqual([
      "quote_received",
      "quote_reply",
      "quote_offered",
      "quote_revised",
      "quote_reminder",
    ]);
    const es = translator("es").mail.quote;
    const en = translator("en").mail.quote;
    for (const event of results) {
      const [mail] = await composeMails(env, event);
      expect(mail, event.kind).toBeDefined();
      expect(mail!.to).toBe(buyer.email.toLowerCase());
      expect(mail!.subject).toContain(quote.quoteNo);
      expect(mail!.text).toContain(`/account/quotes/${quote.quoteNo}`);
      expect(mail!.text).toContain(es.view().split(" ")[0]!);
      expect(mail!.subject).not.toBe(en.received.subject({ quoteNo: quote.quoteNo }));
    }
    const order = await orderRow(accepted.body.data.orderNo);
    const received = await env.DB.prepare("SELECT * FROM mail_events WHERE kind = 'order_received' AND order_id = ?1")
      .bind(order!.id)
      .first<MailEventRow>();
    const [orderMail] = await composeMails(env, received!);
    expect(orderMail!.text).toContain(quote.quoteNo);
  });
});
