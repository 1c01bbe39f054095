import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { deletedAccountEmail, type AccountExport } from "../../shared/account/privacy";
import type { ConsoleCustomerDetail } from "../../shared/console/customers";
import type { ConsoleOrderDetail, ConsoleOrderRow } from "../../shared/console/orders";
import { API_CODE } from "../../shared/api/envelope";
import type { OrderDetail } from "../../shared/commerce/types";
import type { ReviewPage } from "../../shared/reviews/reviews";
import { COOKIE } from "../../shared/constants";
import { accountDeletionStatements } from "../../worker/db/account-deletion";
import { runGuardedBatch } from "../../worker/console/catalogue-structure/writes";
import { EXPORT_COVERAGE } from "../../worker/privacy/export-account";
import { call, cookieHeader, customer, envelope, post, setCookies } from "./helpers";
import { addAddress, addToCart, count, newKey, SHOP, seedShop, stockOf, stripeSignature } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staffHeaders: Record<string, string>;
let supportHeaders: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  await seedShop();
  staffId = (await createStaff("staff")).id;
  staffHeaders = bearer(await staffSession(staffId));
  supportHeaders = bearer(await staffSession((await createStaff("support")).id));
});

const PASSWORD = "Private-Data-2026";
let counter = 0;

/** A customer with names, an address and a phone of their own, so any leak of them is theirs alone. */
async function person(options: { lang?: string } = {}) {
  const n = ++counter;
  const tag = crypto.randomUUID().slice(0, 6);
  const first = `Zenobia${tag}`;
  const last = `Quillfeather${tag}`;
  const signedUp = await customer({
    password: PASSWORD,
    firstName: first,
    lastName: last,
    language: options.lang ?? "en",
  });
  return {
    ...signedUp,
    first,
    last,
    phone: `+354 ${String(1000 + n)} ${String(Math.floor(Math.random() * 9000) + 1000)}`,
    street: `${n} Hafnarstraeti ${tag}`,
    city: `Quillsby${tag}`,
  };
}
type Person = Awaited<ReturnType<typeof person>>;

/** The personal data of a person: none of it may show anywhere once the account is deleted. */
const personal = (who: Person) => [who.email, who.first, who.last, who.phone, who.street, who.city];

async function addressOf(who: Person) {
  return addAddress(who.api, {
    recipient: `${who.first} ${who.last}`,
    phone: who.phone,
    line1: who.street,
    city: who.city,
    country: "IS",
    postalCode: "101",
  });
}

/** Orders one unit of a SKU to the person's address; answers its number and total. */
async function order(who: Person, sku: { id: number; goodsId: number } = SHOP.poolSku) {
  const line = await addToCart(who.api, sku);
  const address = await addressOf(who);
  const placed = await who.api.post<{ orderNo: string; totalMinor: number }>("/api/web/order/create", {
    idempotencyKey: newKey(),
    lineIds: [line.id],
    addressId: address.id,
    shippingMethodId: SHOP.dhl.id,
    notes: `Ring ${who.first} at ${who.phone}`,
  });
  expect(placed.status, placed.body.msg).toBe(200);
  return placed.body.data;
}

/** Stripe's signed notice that the order's checkout was paid. */
async function paidAtStripe(orderNo: string, totalMinor: number) {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${crypto.randomUUID().replace(/-/g, "")}`,
        object: "checkout.session",
        client_reference_id: orderNo,
        metadata: { orderNo },
        amount_total: totalMinor,
        currency: "usd",
        payment_status: "paid",
        status: "complete",
      },
    },
  });
  const response = await call("/api/pay/webhook/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": await stripeSignature(payload) },
    body: payload,
  });
  expect(response.status).toBe(200);
}

const staffPost = (path: string, body: unknown = {}) => post(path, body, staffHeaders);

/** A paid, shipped and completed order (nothing left to do for it). */
async function completedOrder(who: Person) {
  const placed = await order(who);
  await paidAtStripe(placed.orderNo, placed.totalMinor);
  expect((await staffPost(`/api/admin/orders/${placed.orderNo}/ship`, { trackingNo: "IS123456789" })).status).toBe(200);
  expect((await staffPost(`/api/admin/orders/${placed.orderNo}/complete`)).status).toBe(200);
  return placed;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out");
}

const outboxCount = (recipient: string, kind: string) =>
  count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?1 AND kind = ?2", recipient, kind);

const deleteOwn = (who: Person, password = PASSWORD) =>
  who.api.post<{ deletedAt: string }>("/api/web/user/delete", { password });

/** Every table that refers to a customer: by a foreign key to users (or to such a table), a user id, or an address. */
async function customerTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
        AND name <> 'd1_migrations' AND name NOT LIKE 'search_index%'`,
  ).all<{ name: string }>();
  const tables = new Map<string, { columns: string[]; references: string[] }>();
  for (const { name } of results) {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>();
    const keys = await env.DB.prepare(`SELECT "table" FROM pragma_foreign_key_list('${name}')`).all<{
      table: string;
    }>();
    tables.set(name, {
      columns: columns.results.map((row) => row.name),
      references: keys.results.map((row) => row.table),
    });
  }
  const keyed = new Set(["users"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, table] of tables) {
      if (keyed.has(name)) continue;
      const byKey = table.references.some((referenced) => keyed.has(referenced));
      const byColumn = table.columns.some((column) => /^(user|customer|buyer)_id$/.test(column));
      if (byKey || byColumn) {
        keyed.add(name);
        grew = true;
      }
    }
  }
  for (const [name, table] of tables) {
    if (table.columns.some((column) => /^(email|recipient)$/.test(column))) keyed.add(name);
  }
  return [...keyed].sort();
}

const uncovered = (tables: string[]) => tables.filter((table) => !(table in EXPORT_COVERAGE));

/** The rows of an export section ("orders[].lines": every order's lines). */
function section(data: AccountExport, path: string): unknown[] {
  let values: unknown[] = [data];
  for (const part of path.split(".")) {
    const many = part.endsWith("[]");
    const key = many ? part.slice(0, -2) : part;
    values = values.flatMap((value) => {
      const next = (value as Record<string, unknown>)[key];
      return many || Array.isArray(next) ? (next as unknown[]) : [next];
    });
  }
  return values.filter((value) => value !== undefined && value !== null);
}

async function exportOf(who: Person) {
  const response = await call("/api/web/user/export", { headers: bearer(who.token) });
  expect(response.status).toBe(200);
  return { response, text: await response.text() };
}

describe("the export covers every table that refers to a customer", () => {
  it("names each such table of the schema: exported in a section, or left out with a reason", async () => {
    const tables = await customerTables();
    expect(tables).toEqual(expect.arrayContaining(["users", "orders", "order_lines", "reviews", "mail_deliveries"]));
    expect(uncovered(tables)).toEqual([]);
    // And names no table the schema no longer has.
    const all = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const names = all.results.map((row) => row.name);
    expect(Object.keys(EXPORT_COVERAGE).filter((table) => !names.includes(table))).toEqual([]);
  });

  it("fails for a new table keyed to a customer until the export covers it", async () => {
    await env.DB.batch([
      env.DB.prepare("CREATE TABLE wish_lists (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id))"),
      env.DB.prepare(
        "CREATE TABLE wish_list_items (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL REFERENCES wish_lists(id))",
      ),
      env.DB.prepare("CREATE TABLE support_tickets (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL)"),
    ]);
    try {
      expect(uncovered(await customerTables())).toEqual(["support_tickets", "wish_list_items", "wish_lists"]);
    } finally {
      await env.DB.batch(
        ["wish_list_items", "wish_lists", "support_tickets"].map((table) => env.DB.prepare(`DROP TABLE ${table}`)),
      );
    }
  });
});

describe("a customer's data: export, then deletion", () => {
  let who: Person;
  let orderNo: string;
  let campaignId: number;
  let resetToken: string;
  const reports = async () => {
    const dashboard = await envelope<Record<string, unknown>>(
      await call("/api/admin/dashboard", { headers: staffHeaders }),
    );
    const csv = await (await call("/api/admin/export/orders.csv", { headers: staffHeaders })).text();
    const rows = csv.trim().split("\r\n").slice(1);
    const totals = rows.map((row) => Number(row.split(",")[6]));
    return {
      dashboard: { today: dashboard.data.today, month: dashboard.data.month, toShip: dashboard.data.toShip },
      rows: rows.length,
      total: totals.reduce((sum, value) => sum + value, 0),
    };
  };
  let before: Awaited<ReturnType<typeof reports>>;

  it("a customer with something in every exported table gets all of it in the file, and no secret", async () => {
    who = await person();
    // A coupon claimed, an order paid at Stripe, shipped, completed and reviewed, another SKU in the cart.
    campaignId = 7001;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO activities (id, state, currency, price_minor, activity_price_minor, min_amount_minor, start_time, end_time,
                                quantity_total, quantity_left, new_customers_only, sort, updated_at, kind, per_user_limit)
         VALUES (?1, 'active', 'USD', 1000, 0, 0, ?2, ?3, 10, 10, 0, 1, ?2, 'amount', 1)`,
      ).bind(campaignId, now - 3_600_000, now + 86_400_000),
      env.DB.prepare(
        "INSERT INTO activity_translations (activity_id, lang, name, description) VALUES (?1, 'en', 'Privacy coupon', '')",
      ).bind(campaignId),
    ]);
    expect((await who.api.post("/api/web/activity/claim", { campaignId: campaignId })).status).toBe(200);
    orderNo = (await completedOrder(who)).orderNo;
    const detail = (await who.api.get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
    const review = await who.api.post("/api/web/review/save", {
      orderLineId: detail.lines[0]!.id,
      rating: 5,
      body: "Fifty modems, no trouble.",
    });
    expect(review.status, review.body.msg).toBe(200);
    await addToCart(who.api, SHOP.proxySku);
    // The company their invoices name.
    const company = await who.api.post("/api/web/company/save", {
      legalName: `${who.last} Trading Ltd`,
      line1: "1 Quill Lane",
      city: "London",
      country: "GB",
      taxKind: "gb_vat",
      taxId: "GB980780684",
    });
    expect(company.status, company.body.msg).toBe(200);
    // A quote with its file, a message and an offer sent.
    const upload = await call("/api/web/quotes/attachments?name=spec.pdf", {
      method: "POST",
      headers: { authorization: `Bearer ${who.token}`, "content-type": "application/pdf" },
      body: new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF"),
    });
    const attachment = await envelope<{ id: number }>(upload);
    const quote = await who.api.post<{ quoteNo: string; version: number }>("/api/web/quotes/request", {
      items: [{ skuId: SHOP.poolSku.id, quantity: 20 }],
      country: "IS",
      message: `Call ${who.first} about 20 units`,
      attachmentId: attachment.data.id,
    });
    expect(quote.body.code, quote.body.msg).toBe(0);
    const offer = await staffPost(`/api/admin/quotes/${quote.body.data.quoteNo}/offer`, {
      expectedVersion: quote.body.data.version,
      lines: [{ skuId: SHOP.poolSku.id, quantity: 20, unitPriceMinor: SHOP.poolSku.priceMinor }],
      freightMinor: 5_000,
      validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offer.status).toBe(200);
    // Staff's internal note (left out of the export) and a reset link (a reset row and an audit row).
    expect((await staffPost(`/api/admin/orders/${orderNo}/notes`, { body: "Internal: checked by phone" })).status).toBe(
      200,
    );
    expect((await staffPost(`/api/admin/customers/${who.userId}/reset-link`)).status).toBe(200);
    const reset = await until(
      () =>
        env.DB.prepare("SELECT body_text FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset'")
          .bind(who.email)
          .first<string>("body_text"),
      (text) => text !== null,
    );
    resetToken = new URL(reset!.match(/http\S+\/auth\/reset\?token=\S+/)![0]).searchParams.get("token")!;
    await until(
      () =>
        count(
          "SELECT COUNT(*) FROM mail_deliveries d JOIN mail_events e ON e.id = d.event_id WHERE e.user_id = ?1",
          who.userId,
        ),
      (n) => n > 0,
    );

    const { response, text } = await exportOf(who);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="portline-account-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const file = JSON.parse(text) as { code: number; data: AccountExport };
    expect(file.code).toBe(0);
    const data = file.data;
    for (const [table, covered] of Object.entries(EXPORT_COVERAGE)) {
      if ("section" in covered)
        expect(section(data, covered.section).length, `${table} → ${covered.section}`).toBeGreaterThan(0);
    }
    expect(data.account).toMatchObject({
      email: who.email,
      firstName: who.first,
      lastName: who.last,
      status: "active",
    });
    expect(data.addresses[0]).toMatchObject({ phone: who.phone, line1: who.street, city: who.city, country: "IS" });
    const exported = data.orders.find((row) => row.orderNo === orderNo)!;
    expect(exported).toMatchObject({
      status: "completed",
      trackingNo: "IS123456789",
      notes: `Ring ${who.first} at ${who.phone}`,
    });
    expect(exported.lines[0]).toMatchObject({ productId: SHOP.poolSku.goodsId, quantity: 1 });
    expect(exported.payments[0]).toMatchObject({
      provider: "stripe",
      status: "succeeded",
      amountMinor: exported.totalMinor,
    });
    expect(exported.events.map((event) => event.by)).toEqual(expect.arrayContaining(["customer", "staff"]));
    expect(data.reviews[0]).toMatchObject({ body: "Fifty modems, no trouble.", orderNo });
    expect(data.couponClaims[0]).toMatchObject({ campaignId, campaign: "Privacy coupon", used: false });
    expect(data.mail.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining([
        "welcome",
        "order_received",
        "payment_received",
        "shipped",
        "completed",
        "password_reset",
      ]),
    );
    expect(data.mail.outbox.map((mail) => mail.kind)).toContain("welcome");
    expect(data.accountHistory.map((entry) => entry.action)).toEqual(["company_save", "send_reset"]);
    // Never a secret (password hash, token or link hashes, the reset link, device ids) nor staff notes.
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?1")
      .bind(who.userId)
      .first<string>("password_hash");
    expect(text).not.toContain(stored!);
    expect(text).not.toMatch(/pbkdf2|token_hash|device_hash|code_hash/i);
    expect(text).not.toContain(resetToken);
    expect(text).not.toContain("Internal: checked by phone");
  });

  it("support may export a customer's data from the console, and each export is audited", async () => {
    const response = await call(`/api/admin/customers/${who.userId}/export`, { headers: supportHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="portline-customer-${who.userId}-data-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = (await envelope<AccountExport>(response)).data;
    expect(data.account.email).toBe(who.email);
    const rows = await env.DB.prepare(
      "SELECT action, actor FROM audit_log WHERE entity = 'customer' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(who.userId))
      .all<{ action: string; actor: string }>();
    expect(rows.results.map((row) => row.action)).toEqual(["company_save", "send_reset", "export"]);
    expect((await call("/api/admin/customers/987654/export", { headers: supportHeaders })).status).toBe(404);
    // Support may not delete.
    expect((await post(`/api/admin/customers/${who.userId}/delete`, { email: who.email }, supportHeaders)).status).toBe(
      403,
    );
  });

  it("deleting refuses an empty or wrong password with its own words, and changes nothing", async () => {
    const empty = (await deleteOwn(who, "")).body;
    expect(empty).toMatchObject({
      code: API_CODE.badRequest,
      msg: "Type your password to confirm that you want to delete your account.",
    });
    const wrong = await deleteOwn(who, "Not-The-Password-1");
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("The password is incorrect, so your account was not deleted.");
    const malformed = await who.api.postRaw("/api/web/user/delete", "{");
    expect(malformed.status).toBe(400);
    expect(await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NULL", who.userId)).toBe(1);
    expect((await who.api.get("/api/web/user/info")).status).toBe(200);
  });

  it("deletes the account: anonymised, signed out everywhere, reset link spent, a confirmation mailed to the address it had", async () => {
    before = await reports();
    const answer = await deleteOwn(who);
    expect(answer.status).toBe(200);
    expect(answer.body.data.deletedAt).toMatch(/^\d{4}-/);

    const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?1")
      .bind(who.userId)
      .first<Record<string, unknown>>();
    expect(user).toMatchObject({
      email: deletedAccountEmail(who.userId),
      user_name: "",
      first_name: "",
      last_name: "",
      status: 0,
      mail_new_sign_in: 0,
    });
    expect(user!.deleted_at).toEqual(expect.any(Number));
    for (const table of ["addresses", "cart_lines", "user_devices", "company_profiles"]) {
      expect(await count(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?1`, who.userId), table).toBe(0);
    }
    expect(
      await count("SELECT COUNT(*) FROM refresh_tokens WHERE user_id = ?1 AND revoked_at IS NULL", who.userId),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) FROM password_resets WHERE user_id = ?1 AND used_at IS NULL", who.userId)).toBe(
      0,
    );
    // The order keeps its number, lines, amounts, payment, shipping and country; not the address or notes.
    const kept = await env.DB.prepare("SELECT * FROM orders WHERE order_no = ?1")
      .bind(orderNo)
      .first<Record<string, unknown>>();
    expect(JSON.parse(String(kept!.address_json))).toEqual({
      recipient: "",
      phone: "",
      company: "",
      country: "IS",
      region: "",
      city: "",
      line1: "",
      line2: "",
      postalCode: "",
    });
    expect(kept).toMatchObject({ notes: "", status: "completed", tracking_no: "IS123456789" });
    expect(await count("SELECT COUNT(*) FROM order_lines WHERE order_id = ?1", kept!.id)).toBe(1);
    expect(await count("SELECT COUNT(*) FROM payments WHERE order_id = ?1 AND status = 'succeeded'", kept!.id)).toBe(1);
    // One audit row, without the customer's address (IP) or any of their data.
    const audit = await env.DB.prepare(
      "SELECT actor, action, before_json, after_json, ip FROM audit_log WHERE entity = 'customer' AND entity_id = ?1 AND action = 'delete'",
    )
      .bind(String(who.userId))
      .all();
    expect(audit.results).toEqual([
      {
        actor: `customer:${who.userId}`,
        action: "delete",
        before_json: '{"deleted":false}',
        after_json: '{"deleted":true,"by":"customer"}',
        ip: "",
      },
    ]);

    // Signed out: the access token, the refresh token and the password no longer work.
    expect((await who.api.get("/api/web/user/info")).body.code).toBe(API_CODE.sessionInvalid);
    expect((await post("/api/web/auth/refresh", { refreshToken: who.refreshToken })).status).toBe(401);
    expect((await post("/api/web/auth/login", { email: who.email, password: PASSWORD })).status).toBe(401);
    expect(
      (await post("/api/web/auth/login", { email: deletedAccountEmail(who.userId), password: PASSWORD })).status,
    ).toBe(401);
    expect((await post("/api/web/auth/reset", { token: resetToken, password: "Another-Pass-2026" })).status).toBe(400);

    // The confirmation went to the address the account had; then the shop forgot it there too.
    await until(
      () => outboxCount(who.email, "account_deleted"),
      (n) => n === 1,
    );
    const mail = await env.DB.prepare(
      "SELECT subject, body_text FROM mail_outbox WHERE kind = 'account_deleted' AND recipient = ?1",
    )
      .bind(who.email)
      .first<{ subject: string; body_text: string }>();
    expect(mail!.subject).toBe("Your Portline account has been deleted");
    expect(mail!.body_text).toContain(`Hello ${who.first},`);
    expect(mail!.body_text).toContain("we keep your orders' numbers, dates, products, amounts");
    const event = await until(
      () =>
        env.DB.prepare(
          "SELECT e.status, e.payload_json, d.recipient FROM mail_events e JOIN mail_deliveries d ON d.event_id = e.id WHERE e.kind = 'account_deleted' AND e.user_id = ?1",
        )
          .bind(who.userId)
          .first<{ status: string; payload_json: string; recipient: string }>(),
      (row) => row?.status === "sent",
    );
    expect(event).toEqual({ status: "sent", payload_json: "{}", recipient: deletedAccountEmail(who.userId) });
    // Earlier mail keeps its kind, not its contents or address; copies of it in the outbox are gone.
    expect(
      await count("SELECT COUNT(*) FROM mail_events WHERE user_id = ?1 AND payload_json <> '{}'", who.userId),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) FROM mail_deliveries WHERE recipient = ?1", who.email)).toBe(0);
    expect(
      await count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?1 AND kind <> 'account_deleted'", who.email),
    ).toBe(0);
  });

  it("no answer shows the deleted customer's data afterwards, and the reports add up as before", async () => {
    const leaks: string[] = [];
    const check = async (label: string, response: Response) => {
      const text = await response.text();
      for (const value of personal(who)) if (text.includes(value)) leaks.push(`${label}: ${value}`);
      return text;
    };
    // The product's reviews name a deleted customer, in every language.
    const en = await check("reviews", await call(`/api/goods/reviews/${SHOP.poolSku.goodsId}`));
    expect((JSON.parse(en) as { data: ReviewPage }).data.list.map((review) => review.author)).toContain(
      "Deleted customer",
    );
    const zh = await check(
      "reviews zh",
      await call(`/api/goods/reviews/${SHOP.poolSku.goodsId}`, { headers: { "x-accept-language": "zh" } }),
    );
    expect((JSON.parse(zh) as { data: ReviewPage }).data.list.map((review) => review.author)).toContain("已注销的顾客");
    const headers = { headers: staffHeaders };
    const detail = JSON.parse(await check("customer", await call(`/api/admin/customers/${who.userId}`, headers))) as {
      data: ConsoleCustomerDetail;
    };
    expect(detail.data).toMatchObject({ deletedAt: expect.any(String), name: "", addresses: [], openSessions: 0 });
    expect(detail.data.recentOrders.map((row) => row.orderNo)).toEqual([orderNo]);
    for (const q of [who.email, who.last]) {
      const found = await check(
        `customers?q=${q}`,
        await call(`/api/admin/customers?q=${encodeURIComponent(q)}`, headers),
      );
      expect((JSON.parse(found) as { data: { total: number } }).data.total).toBe(0);
      const orders = await check(`orders?q=${q}`, await call(`/api/admin/orders?q=${encodeURIComponent(q)}`, headers));
      expect((JSON.parse(orders) as { data: { total: number } }).data.total).toBe(0);
    }
    const listed = JSON.parse(await check("orders", await call(`/api/admin/orders?q=${orderNo}`, headers))) as {
      data: { list: ConsoleOrderRow[] };
    };
    expect(listed.data.list[0]).toMatchObject({ orderNo, customerDeleted: true, customerName: "" });
    const one = JSON.parse(await check("order", await call(`/api/admin/orders/${orderNo}`, headers))) as {
      data: ConsoleOrderDetail;
    };
    expect(one.data.customer).toMatchObject({ deleted: true, name: "" });
    await check("audit", await call("/api/admin/audit?pageSize=100", headers));
    await check("reviews queue", await call("/api/admin/reviews", headers));
    await check("campaign", await call(`/api/admin/campaigns/${campaignId}`, headers));
    await check("dead mail", await call("/api/admin/mail/dead", headers));
    await check("orders csv", await call("/api/admin/export/orders.csv", headers));
    // The outbox names the address in the confirmation alone.
    const outbox = JSON.parse(await (await call("/api/admin/mail/outbox", headers)).text()) as {
      data: Array<{ kind: string; recipient: string; text: string; html: string; subject: string }>;
    };
    const naming = outbox.data.filter((mail) => personal(who).some((value) => JSON.stringify(mail).includes(value)));
    expect(naming.map((mail) => mail.kind)).toEqual(["account_deleted"]);
    expect(leaks).toEqual([]);
    // The export of the deleted account holds nothing of them either.
    const after = await call(`/api/admin/customers/${who.userId}/export`, headers);
    const exported = await check("export", after);
    expect((JSON.parse(exported) as { data: AccountExport }).data.account.status).toBe("deleted");
    expect(leaks).toEqual([]);

    expect(await reports()).toEqual(before);
  });

  it("the address can register anew; a deleted account cannot be unlocked, reset or deleted again", async () => {
    const again = await post("/api/web/auth/register", { email: who.email, password: PASSWORD, firstName: "New" });
    expect(again.status).toBe(200);
    const fresh = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(who.email).first<number>("id");
    expect(fresh).not.toBe(who.userId);
    for (const step of ["unlock", "lock", "reset-link"]) {
      const refused = await staffPost(`/api/admin/customers/${who.userId}/${step}`);
      expect(refused.status, step).toBe(409);
      expect((await envelope(refused)).msg).toBe("This customer's account has been deleted.");
    }
    const twice = await staffPost(`/api/admin/customers/${who.userId}/delete`, {
      email: deletedAccountEmail(who.userId),
    });
    expect(twice.status).toBe(409);
    // Nobody signs up with an address of the reserved domain (the placeholders').
    const reserved = await post("/api/web/auth/register", {
      email: `deleted-${who.userId + 1}@deleted.invalid`,
      password: PASSWORD,
    });
    expect(reserved.status).toBe(400);
    expect((await envelope(reserved)).msg).toBe(
      "This address cannot receive mail. Please use your real email address.",
    );
  });
});

describe("deletion is refused while an order is open", () => {
  it("an unpaid order: the customer is told to cancel it; once cancelled, the account goes", async () => {
    const who = await person();
    const placed = await order(who);
    const refused = await deleteOwn(who);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `Orders waiting for payment must be cancelled or paid before your account can be deleted: ${placed.orderNo}.`,
    );
    expect(await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NULL", who.userId)).toBe(1);
    expect((await who.api.post("/api/web/order/cancel", { orderNo: placed.orderNo })).status).toBe(200);
    expect((await deleteOwn(who)).status).toBe(200);
  });

  it("a paid or shipped order refuses the customer and staff alike, even when staff cancel unpaid orders", async () => {
    const who = await person();
    const placed = await order(who);
    await paidAtStripe(placed.orderNo, placed.totalMinor);
    const refused = await deleteOwn(who);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(placed.orderNo);
    const byStaff = await staffPost(`/api/admin/customers/${who.userId}/delete`, {
      email: who.email,
      cancelUnpaid: true,
    });
    expect(byStaff.status).toBe(409);
    expect((await envelope(byStaff)).msg).toBe(
      `This customer has orders that are paid or on their way: ${placed.orderNo}. The account can be deleted once they are completed.`,
    );
    expect((await staffPost(`/api/admin/orders/${placed.orderNo}/ship`, { trackingNo: "IS99887766" })).status).toBe(
      200,
    );
    expect((await deleteOwn(who)).status).toBe(409);
    expect((await staffPost(`/api/admin/orders/${placed.orderNo}/complete`)).status).toBe(200);
    expect((await deleteOwn(who)).status).toBe(200);
  });

  it("money to give back refuses it until the refund is recorded", async () => {
    const who = await person();
    const placed = await order(who);
    expect((await who.api.post("/api/web/order/cancel", { orderNo: placed.orderNo })).status).toBe(200);
    // Paid at Stripe after the cancel: the shop owes it back.
    await paidAtStripe(placed.orderNo, placed.totalMinor);
    const refused = await deleteOwn(who);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `We still owe you a refund for ${placed.orderNo}. Your account can be deleted once it has been paid back.`,
    );
    const paymentId = await env.DB.prepare(
      "SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ?1 AND p.status = 'refund_due'",
    )
      .bind(placed.orderNo)
      .first<number>("id");
    expect((await staffPost(`/api/admin/payments/${paymentId}/refunded`, { note: "RF-1" })).status).toBe(200);
    expect((await deleteOwn(who)).status).toBe(200);
  });

  it("staff confirm with the customer's email; asked to, they cancel the unpaid orders first (stock back, audited)", async () => {
    const who = await person({ lang: "es" });
    const placed = await order(who);
    const stock = await stockOf(SHOP.poolSku.id);
    const path = `/api/admin/customers/${who.userId}/delete`;
    const typo = await staffPost(path, { email: `x${who.email}` });
    expect(typo.status).toBe(400);
    expect((await envelope(typo)).msg).toBe("Type the customer's email exactly as shown to confirm the deletion.");
    const unpaid = await staffPost(path, { email: who.email.toUpperCase() });
    expect(unpaid.status).toBe(409);
    expect((await envelope(unpaid)).msg).toContain("Cancel their unpaid orders first");
    const done = await staffPost(path, { email: who.email, cancelUnpaid: true });
    expect(done.status).toBe(200);
    expect((await envelope<{ cancelled: string[] }>(done)).data.cancelled).toEqual([placed.orderNo]);
    expect(await stockOf(SHOP.poolSku.id)).toBe(stock + 1);
    const audit = await env.DB.prepare(
      "SELECT entity, action, actor, after_json FROM audit_log WHERE (entity = 'customer' AND entity_id = ?1) OR (entity = 'order' AND entity_id = ?2) ORDER BY id",
    )
      .bind(String(who.userId), placed.orderNo)
      .all<{ entity: string; action: string; actor: string; after_json: string }>();
    expect(audit.results).toEqual([
      { entity: "order", action: "cancel", actor: `staff:${staffId}`, after_json: '{"status":"cancelled"}' },
      {
        entity: "customer",
        action: "delete",
        actor: `staff:${staffId}`,
        after_json: JSON.stringify({ deleted: true, by: "staff", cancelledOrders: [placed.orderNo] }),
      },
    ]);
    // The confirmation is in the account's language, and says staff acted on the customer's request.
    await until(
      () => outboxCount(who.email, "account_deleted"),
      (n) => n === 1,
    );
    const mail = await env.DB.prepare(
      "SELECT subject, body_text FROM mail_outbox WHERE kind = 'account_deleted' AND recipient = ?1",
    )
      .bind(who.email)
      .first<{ subject: string; body_text: string }>();
    expect(mail!.subject).toBe("Su cuenta de Portline se ha eliminado");
    expect(mail!.body_text).toContain("Tal como nos pidió, nuestro equipo eliminó su cuenta el");
  });
});

describe("after the deletion", () => {
  it("mail about the account's orders that comes later (a late payment refunded) goes to nobody", async () => {
    const who = await person();
    const placed = await order(who);
    expect((await who.api.post("/api/web/order/cancel", { orderNo: placed.orderNo })).status).toBe(200);
    expect((await deleteOwn(who)).status).toBe(200);
    // Paid at Stripe after all: kept as money to give back, refunded by staff, which writes its mail.
    await paidAtStripe(placed.orderNo, placed.totalMinor);
    const paymentId = await env.DB.prepare(
      "SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ?1 AND p.status = 'refund_due'",
    )
      .bind(placed.orderNo)
      .first<number>("id");
    expect((await staffPost(`/api/admin/payments/${paymentId}/refunded`, { note: "RF-2" })).status).toBe(200);
    const event = await until(
      () =>
        env.DB.prepare("SELECT id, status FROM mail_events WHERE kind = 'refund_recorded' AND user_id = ?1")
          .bind(who.userId)
          .first<{ id: number; status: string }>(),
      (row) => row?.status === "sent",
    );
    expect(await count("SELECT COUNT(*) FROM mail_deliveries WHERE event_id = ?1", event!.id)).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) FROM mail_outbox WHERE recipient IN (?1, ?2) AND kind = 'refund_recorded'",
        who.email,
        deletedAccountEmail(who.userId),
      ),
    ).toBe(0);
  });
});

describe("deletion races", () => {
  it("two deletions at once (the customer and staff): one deletes, the other is refused; one audit row, one mail", async () => {
    const who = await person();
    const [own, staff] = await Promise.all([
      deleteOwn(who),
      staffPost(`/api/admin/customers/${who.userId}/delete`, { email: who.email }),
    ]);
    // The loser is told the account is gone: staff by a conflict; the customer by a conflict, or by
    // their session ending when staff's deletion lands first. Never "wrong password".
    const winner = own.status === 200 ? "customer" : "staff";
    if (winner === "customer") expect(staff.status).toBe(409);
    else {
      expect(staff.status).toBe(200);
      expect([401, 409]).toContain(own.status);
    }
    expect(
      await count(
        "SELECT COUNT(*) FROM audit_log WHERE entity = 'customer' AND entity_id = ?1 AND action = 'delete'",
        String(who.userId),
      ),
    ).toBe(1);
    expect(
      await count("SELECT COUNT(*) FROM mail_events WHERE kind = 'account_deleted' AND user_id = ?1", who.userId),
    ).toBe(1);
  });

  it("an order placed while the account is deleted: never both — the order refuses the deletion, or the deletion the order", async () => {
    for (let round = 0; round < 3; round++) {
      const who = await person();
      const line = await addToCart(who.api, SHOP.spareSku);
      const address = await addressOf(who);
      const [placed, deleted] = await Promise.all([
        who.api.post<{ orderNo: string }>("/api/web/order/create", {
          idempotencyKey: newKey(),
          lineIds: [line.id],
          addressId: address.id,
          shippingMethodId: SHOP.dhl.id,
        }),
        deleteOwn(who),
      ]);
      expect(placed.status, placed.body.msg).toBeLessThan(500);
      expect(deleted.status).toBeLessThan(500);
      const orders = await count("SELECT COUNT(*) FROM orders WHERE user_id = ?1", who.userId);
      const gone = await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NOT NULL", who.userId);
      expect(orders + gone, `round ${round}: ${placed.status} / ${deleted.status}`).toBe(1);
      expect(placed.status === 200).toBe(orders === 1);
      expect(deleted.status === 200).toBe(gone === 1);
    }
  });

  it("an order that lands between the deletion's checks and its batch refuses the whole batch", async () => {
    const who = await person();
    // The checks found nothing open; then the order arrives; then the batch runs.
    const statements = accountDeletionStatements(
      env.DB,
      {
        userId: who.userId,
        email: who.email,
        placeholder: deletedAccountEmail(who.userId),
        by: "customer",
        audit: {
          actor: { staffId: null, label: `customer:${who.userId}`, ip: "" },
          entity: "customer",
          entityId: String(who.userId),
          action: "delete",
          before: {},
          after: {},
        },
      },
      Date.now(),
    );
    await order(who);
    expect(await runGuardedBatch(env.DB, statements)).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NULL AND email = ?2",
        who.userId,
        who.email,
      ),
    ).toBe(1);
    expect(await count("SELECT COUNT(*) FROM addresses WHERE user_id = ?1", who.userId)).toBe(1);
    expect(
      await count("SELECT COUNT(*) FROM audit_log WHERE entity = 'customer' AND entity_id = ?1", String(who.userId)),
    ).toBe(0);
    expect(
      await count("SELECT COUNT(*) FROM mail_events WHERE kind = 'account_deleted' AND user_id = ?1", who.userId),
    ).toBe(0);
  });

  it("a deleted account gets no new order, address, review or device, whatever was under way", async () => {
    const who = await person();
    expect((await deleteOwn(who)).status).toBe(200);
    for (const sql of [
      "INSERT INTO addresses (user_id, recipient, phone, country, city, line1, created_at, updated_at) VALUES (?1, 'x', 'x', 'IS', 'x', 'x', 0, 0)",
      "INSERT INTO user_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES (?1, 'x', 0, 0)",
      `INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, total_minor, shipping_method_name,
                           address_json, idempotency_key, created_at, updated_at, expires_at)
       VALUES ('PL-RACE', ?1, 'awaiting_payment', 'USD', 1, 0, 1, 'x', '{}', 'k', 0, 0, 0)`,
    ]) {
      await expect(env.DB.prepare(sql).bind(who.userId).run(), sql).rejects.toThrow(/account_deleted/);
    }
  });
});

describe("privacy requests from a browser", () => {
  async function browserSession(who: Person) {
    const login = await post(
      "/api/web/auth/login",
      { email: who.email, password: PASSWORD },
      { "sec-fetch-site": "same-origin" },
    );
    expect(login.status).toBe(200);
    return cookieHeader(login);
  }

  it("the export is a same-origin download: a link from another site is refused", async () => {
    const who = await person();
    const cookie = await browserSession(who);
    const own = await call("/api/web/user/export", { headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await envelope<AccountExport>(own)).data.account.email).toBe(who.email);
    const typed = await call("/api/web/user/export", { headers: { cookie, "sec-fetch-site": "none" } });
    expect(typed.status).toBe(200);
    await typed.arrayBuffer();
    for (const site of ["cross-site", "same-site"]) {
      const forged = await call("/api/web/user/export", { headers: { cookie, "sec-fetch-site": site } });
      expect(forged.status, site).toBe(403);
      expect((await envelope(forged)).code).toBe(API_CODE.forbidden);
    }
    const noHeaders = await call("/api/web/user/export", { headers: { cookie } });
    expect(noHeaders.status).toBe(403);
    await noHeaders.arrayBuffer();
  });

  it("the deletion is a same-origin state change; done from this site, it ends the browser's session cookies", async () => {
    const who = await person();
    const cookie = await browserSession(who);
    const send = (headers: Record<string, string>) =>
      call("/api/web/user/delete", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...headers },
        body: JSON.stringify({ password: PASSWORD }),
      });
    const forged = await send({ "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    const forgedOrigin = await send({ origin: "https://evil.example" });
    expect(forgedOrigin.status).toBe(403);
    // A cross-site form post to the settings page is refused before its action runs.
    const form = await call("/account/settings", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: `intent=delete-account&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(form.status).toBe(403);
    await form.arrayBuffer();
    expect(await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NULL", who.userId)).toBe(1);

    const done = await send({ "sec-fetch-site": "same-origin" });
    expect(done.status).toBe(200);
    const cookies = setCookies(done);
    expect(cookies.get(COOKIE.accessToken)?.value).toBe("");
    expect(cookies.get(COOKIE.refreshToken)?.value).toBe("");
    expect(await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NOT NULL", who.userId)).toBe(1);
  });

  it("five wrong passwords stop the guessing for the window (429 with Retry-After)", async () => {
    const who = await person();
    for (let i = 0; i < 5; i++) expect((await deleteOwn(who, `Wrong-Guess-${i}a`)).status).toBe(400);
    const locked = await deleteOwn(who);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) FROM users WHERE id = ?1 AND deleted_at IS NULL", who.userId)).toBe(1);
  });
});
