import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleOrderDetail } from "../../shared/console/orders";
import type { Dashboard } from "../../shared/console/dashboard";
import { API_CODE } from "../../shared/api/envelope";
import { formatPrice } from "../../shared/format";
import { EXPORT_PAGE_SIZE } from "../../worker/orders/orders-csv";
import { call, envelope, post, customer } from "./helpers";
import { count, orderOf, orderRow, seedShop, SHOP, stockOf } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staffHeaders: Record<string, string>;
let otherStaffHeaders: Record<string, string>;
let supportHeaders: Record<string, string>;

beforeAll(async () => {
  await seedShop();
  await env.DB.prepare(
    "UPDATE shipping_methods SET tracking_url_template = 'https://track.example/{trackingNo}' WHERE id = ?1",
  )
    .bind(SHOP.dhl.id)
    .run();
  staffHeaders = bearer(await staffSession((await createStaff("staff")).id));
  otherStaffHeaders = bearer(await staffSession((await createStaff("staff")).id));
  supportHeaders = bearer(await staffSession((await createStaff("support")).id));
});

const detail = async (orderNo: string, headers = staffHeaders) =>
  (await envelope<ConsoleOrderDetail>(await call(`/api/admin/orders/${orderNo}`, { headers }))).data;

const auditRows = (orderNo: string) =>
  env.DB.prepare(
    "SELECT action, before_json, after_json, staff_id, ip FROM audit_log WHERE entity = 'order' AND entity_id = ?1 ORDER BY id",
  )
    .bind(orderNo)
    .all<{ action: string; before_json: string; after_json: string; staff_id: number | null; ip: string }>()
    .then((result) => result.results);

async function unpaid() {
  const buyer = await customer();
  const placed = (await orderOf(buyer, SHOP.poolSku)).body.data;
  return { buyer, ...placed };
}

describe("console actions on an order", () => {
  it("confirm transfer and ship write one audit row each, in the change's batch, with before/after and IP", async () => {
    const { orderNo, totalMinor, buyer } = await unpaid();
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    const seen = await detail(orderNo);
    const paid = await post(
      `/api/admin/orders/${orderNo}/paid`,
      { amountMinor: totalMinor, expectedVersion: seen.version },
      { ...staffHeaders, ...ip },
    );
    expect(paid.status).toBe(200);
    const afterPaid = await detail(orderNo);
    const shipped = await post(
      `/api/admin/orders/${orderNo}/ship`,
      { trackingNo: "JD0146 0000 3829", shippingMethodId: SHOP.dhl.id, expectedVersion: afterPaid.version },
      { ...staffHeaders, ...ip },
    );
    expect(shipped.status).toBe(200);
    expect((await envelope(shipped)).data).toMatchObject({ trackingUrl: "https://track.example/JD0146%200000%203829" });
    const rows = await auditRows(orderNo);
    expect(rows.map((row) => [row.action, JSON.parse(row.before_json), JSON.parse(row.after_json), row.ip])).toEqual([
      [
        "confirm_payment",
        { status: "awaiting_payment" },
        { status: "paid", provider: "bank", amountMinor: totalMinor },
        "203.0.113.7",
      ],
      [
        "ship",
        { status: "paid" },
        {
          status: "shipped",
          carrier: expect.any(String),
          trackingNo: "JD0146 0000 3829",
          trackingUrl: "https://track.example/JD0146%200000%203829",
        },
        "203.0.113.7",
      ],
    ]);
    // The customer sees the carrier and its tracking link.
    const mine = await buyer.api.get<{ trackingUrl: string; carrier: string; status: string }>(
      `/api/web/order/detail?orderNo=${orderNo}`,
    );
    expect(mine.body.data).toMatchObject({
      status: "shipped",
      trackingUrl: "https://track.example/JD0146%200000%203829",
    });
  });

  it("two staff shipping the same order at once: one ships it, the other gets the conflict; one audit row", async () => {
    const { orderNo, totalMinor } = await unpaid();
    await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor }, staffHeaders);
    const { version } = await detail(orderNo);
    const [first, second] = await Promise.all([
      post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "AAA111", expectedVersion: version }, staffHeaders),
      post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "BBB222", expectedVersion: version }, otherStaffHeaders),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = await envelope(first.status === 409 ? first : second);
    expect(loser.code).toBe(API_CODE.conflict);
    expect(loser.msg).toBe("This order was changed meanwhile. Reload it and try again.");
    const rows = await auditRows(orderNo);
    expect(rows.filter((row) => row.action === "ship")).toHaveLength(1);
    const order = await orderRow(orderNo);
    expect(order!.tracking_no).toBe(first.status === 200 ? "AAA111" : "BBB222");
    expect(
      await count("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?1 AND status = 'shipped'", order!.id),
    ).toBe(1);
  });

  it("a stale version is refused for every action and changes nothing", async () => {
    const { orderNo, totalMinor } = await unpaid();
    const stale = (await detail(orderNo)).version;
    await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor }, staffHeaders);
    for (const [action, body] of [
      ["complete", {}],
      ["ship", { trackingNo: "ZZZ999" }],
      ["cancel", {}],
      ["paid", { amountMinor: totalMinor }],
    ] as const) {
      const answer = await post(
        `/api/admin/orders/${orderNo}/${action}`,
        { ...body, expectedVersion: stale },
        staffHeaders,
      );
      expect(answer.status, action).toBe(409);
    }
    expect((await orderRow(orderNo))!.status).toBe("paid");
    expect((await auditRows(orderNo)).map((row) => row.action)).toEqual(["confirm_payment"]);
  });

  it("bad input gets a clear error and changes nothing: wrong amount, unknown order, bad tracking number, unknown carrier", async () => {
    const { orderNo, totalMinor } = await unpaid();
    const wrong = await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor + 1 }, staffHeaders);
    expect(wrong.status).toBe(400);
    expect((await envelope(wrong)).msg).toBe(
      `The transfer must be ${formatPrice(totalMinor, "USD", "en")}; you entered ${formatPrice(totalMinor + 1, "USD", "en")}.`,
    );
    expect((await post("/api/admin/orders/PL999999999999/paid", { amountMinor: 1 }, staffHeaders)).status).toBe(404);
    expect((await call("/api/admin/orders/PL999999999999", { headers: staffHeaders })).status).toBe(404);
    await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor }, staffHeaders);
    for (const trackingNo of ["<script>", "a", "x".repeat(41), "-leading-dash", ""]) {
      const bad = await post(`/api/admin/orders/${orderNo}/ship`, { trackingNo }, staffHeaders);
      expect(bad.status, trackingNo).toBe(400);
      expect((await envelope(bad)).msg).toContain("“Tracking number”");
    }
    const carrier = await post(
      `/api/admin/orders/${orderNo}/ship`,
      { trackingNo: "OK12345", shippingMethodId: 99999 },
      staffHeaders,
    );
    expect(carrier.status).toBe(400);
    expect((await orderRow(orderNo))!.status).toBe("paid");
    expect((await auditRows(orderNo)).map((row) => row.action)).toEqual(["confirm_payment"]);
  });

  it("notes are plain text for staff only: markup kept as text, support may add them, empty or control characters refused", async () => {
    const { orderNo, buyer } = await unpaid();
    const xss = `<img src=x onerror="alert(1)"> call back`;
    const added = await post(`/api/admin/orders/${orderNo}/notes`, { body: xss }, supportHeaders);
    expect(added.status).toBe(200);
    expect((await detail(orderNo)).internalNotes.map((note) => note.body)).toEqual([xss]);
    expect((await post(`/api/admin/orders/${orderNo}/notes`, { body: "   " }, supportHeaders)).status).toBe(400);
    expect((await post(`/api/admin/orders/${orderNo}/notes`, { body: "a\u0000b" }, supportHeaders)).status).toBe(400);
    expect((await post(`/api/admin/orders/PL999999999999/notes`, { body: "x" }, supportHeaders)).status).toBe(404);
    expect((await auditRows(orderNo)).map((row) => row.action)).toEqual(["note"]);
    // Never in the customer's view of the order.
    const mine = await buyer.api.get<Record<string, unknown>>(`/api/web/order/detail?orderNo=${orderNo}`);
    expect(JSON.stringify(mine.body.data)).not.toContain("onerror");
  });

  it("staff cancel gives the stock back once, through the same lifecycle step", async () => {
    const { orderNo } = await unpaid();
    const before = await stockOf(SHOP.poolSku.id);
    const cancelled = await post(`/api/admin/orders/${orderNo}/cancel`, {}, staffHeaders);
    expect(cancelled.status).toBe(200);
    expect(await stockOf(SHOP.poolSku.id)).toBe(before + 1);
    expect((await post(`/api/admin/orders/${orderNo}/cancel`, {}, staffHeaders)).status).toBe(409);
    expect(await stockOf(SHOP.poolSku.id)).toBe(before + 1);
    expect((await auditRows(orderNo)).map((row) => row.action)).toEqual(["cancel"]);
  });
});

describe("lists", () => {
  it("filter by status, search by order number, email and name, and page", async () => {
    const { orderNo, buyer } = await unpaid();
    const list = async (query: string) =>
      (
        await envelope<{ list: Array<{ orderNo: string }>; total: number }>(
          await call(`/api/admin/orders?${query}`, { headers: supportHeaders }),
        )
      ).data;
    expect((await list(`q=${orderNo}`)).list.map((row) => row.orderNo)).toEqual([orderNo]);
    expect((await list(`q=${encodeURIComponent(buyer.email.slice(0, 12))}`)).list.map((row) => row.orderNo)).toContain(
      orderNo,
    );
    expect((await list("q=Lovelace&status=awaiting_payment")).list.map((row) => row.orderNo)).toContain(orderNo);
    expect((await list(`q=${orderNo}&status=shipped`)).total).toBe(0);
    expect((await list("pageSize=1")).list).toHaveLength(1);
    expect((await call("/api/admin/orders?status=lost", { headers: supportHeaders })).status).toBe(400);
    expect((await call("/api/admin/orders?from=2026-13-99x", { headers: supportHeaders })).status).toBe(400);
  });

  it("the list's totals stay exact as orders are placed, paid, shipped, cancelled and deleted", async () => {
    const total = async (query: string) =>
      (await envelope<{ total: number }>(await call(`/api/admin/orders?${query}`, { headers: supportHeaders }))).data
        .total;
    const expectExact = async () => {
      expect(await total("pageSize=1")).toBe(await count("SELECT COUNT(*) FROM orders"));
      for (const status of ["awaiting_payment", "paid", "shipped", "completed", "cancelled"]) {
        expect(await total(`status=${status}`), status).toBe(
          await count("SELECT COUNT(*) FROM orders WHERE status = ?1", status),
        );
      }
    };
    await expectExact();
    const before = await total("status=awaiting_payment");
    const first = await unpaid();
    const second = await unpaid();
    expect(await total("status=awaiting_payment")).toBe(before + 2);
    await expectExact();
    await post(`/api/admin/orders/${first.orderNo}/paid`, { amountMinor: first.totalMinor }, staffHeaders);
    const paid = await detail(first.orderNo);
    await post(
      `/api/admin/orders/${first.orderNo}/ship`,
      { trackingNo: "CNT333", expectedVersion: paid.version },
      staffHeaders,
    );
    expect((await detail(first.orderNo)).status).toBe("shipped");
    await post(`/api/admin/orders/${second.orderNo}/cancel`, {}, staffHeaders);
    expect((await detail(second.orderNo)).status).toBe("cancelled");
    await expectExact();
    // A filter beyond the status counts the orders themselves, equally exact.
    const searched = (
      await envelope<{ list: unknown[]; total: number }>(
        await call(`/api/admin/orders?status=cancelled&q=${second.orderNo}&pageSize=100`, { headers: supportHeaders }),
      )
    ).data;
    expect(searched.total).toBe(searched.list.length);
    expect(searched.total).toBeGreaterThan(0);
    // Rows written straight into D1 (imports, repairs) move the counts too, in the same statement.
    const cancelled = await total("status=cancelled");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
       INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, total_minor, shipping_method_name,
                           address_json, idempotency_key, created_at, updated_at, expires_at)
       SELECT printf('PLCOUNT%03d', i), ?1, 'cancelled', 'USD', 1000, 0, 1000, 'DHL', '{}', 'count-' || i, i, i, i FROM n`,
    )
      .bind(first.buyer.userId)
      .run();
    expect(await total("status=cancelled")).toBe(cancelled + 3);
    await env.DB.prepare("UPDATE orders SET status = 'completed' WHERE order_no = 'PLCOUNT001'").run();
    await env.DB.prepare("DELETE FROM orders WHERE order_no = 'PLCOUNT002'").run();
    expect(await total("status=cancelled")).toBe(cancelled + 1);
    await expectExact();
    await env.DB.prepare("DELETE FROM orders WHERE order_no LIKE 'PLCOUNT%'").run();
    expect(await total("status=cancelled")).toBe(cancelled);
    await expectExact();
  });

  it("the dashboard counts the queues and links low stock SKUs by their own threshold", async () => {
    await env.DB.prepare("UPDATE goods_specs SET low_stock_threshold = stock WHERE id = ?1")
      .bind(SHOP.spareSku.id)
      .run();
    const board = (await envelope<Dashboard>(await call("/api/admin/dashboard", { headers: supportHeaders }))).data;
    expect(board.awaitingPayment).toBe(
      await count("SELECT COUNT(*) AS n FROM orders WHERE status = 'awaiting_payment'"),
    );
    expect(board.lowStock.map((sku) => sku.specId)).toContain(SHOP.spareSku.id);
    expect(board.today.orders).toBeGreaterThan(0);
  });
});

describe("CSV export", () => {
  it("streams 10,000 orders: it answers with the first page before the rest is read, and ends with all of them", async () => {
    const buyer = await customer();
    // 10,000 orders straight into D1 (older than the others, so they come last, newest first).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, total_minor, shipping_method_name,
                           address_json, idempotency_key, created_at, updated_at, expires_at)
       SELECT printf('PLBULK%06d', i), ?1, 'completed', 'USD', 1000, 0, 1000, 'DHL', '{}', 'bulk-' || i, 1000000 + i, 1000000 + i, 1000000 + i FROM n`,
    )
      .bind(buyer.userId)
      .run();
    const total = await count("SELECT COUNT(*) AS n FROM orders");
    const response = await call("/api/admin/export/orders.csv", { headers: staffHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = "";
    // The first chunks hold the header and one page: the rest has not been read from D1 yet…
    while (text.split("\r\n").length - 1 < 1 + EXPORT_PAGE_SIZE) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text.split("\r\n").length - 1).toBe(1 + EXPORT_PAGE_SIZE);
    // …as an order written now, which sorts last, still arrives at the end.
    await env.DB.prepare(
      `INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, total_minor, shipping_method_name,
                           address_json, idempotency_key, created_at, updated_at, expires_at)
       VALUES ('PLLATE000001', ?1, 'completed', 'USD', 1, 0, 1, 'DHL', '{}', 'late', 1, 1, 1)`,
    )
      .bind(buyer.userId)
      .run();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFForder_no,created_at,status,email,customer,currency,total,payment,paid_at,shipped_at,carrier,tracking_no",
    );
    expect(lines).toHaveLength(1 + total + 1);
    expect(lines.at(-1)).toMatch(/^PLLATE000001,/);
    expect(lines).toContain(
      `PLBULK010000,${new Date(1010000).toISOString()},completed,${buyer.email},Ada Lovelace,USD,10.00,,,,,`,
    );
  });

  it("filters like the list, quotes fields and defuses formulas", async () => {
    const buyer = await customer();
    await env.DB.prepare("UPDATE users SET first_name = '=HYPERLINK(\"x\")', last_name = 'Smith, Jr.' WHERE id = ?1")
      .bind(buyer.userId)
      .run();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    const text = await (await call(`/api/admin/export/orders.csv?q=${orderNo}`, { headers: supportHeaders })).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Smith, Jr."`);
    expect((await call("/api/admin/export/orders.csv?status=nope", { headers: supportHeaders })).status).toBe(400);
    expect((await call("/api/admin/export/orders.csv")).status).toBe(401);
  });
});
