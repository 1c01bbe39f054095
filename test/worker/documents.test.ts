import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../shared/commerce/documents";
import { sha256Hex } from "../../worker/digest";
import { issueProforma } from "../../worker/documents/issue";
import { signDocumentLink } from "../../worker/documents/links";
import { placeOrder } from "../../worker/orders/place-order";
import { settlePayment } from "../../worker/orders/settle-payment";
import { call, client, customer, fieldName, type Customer } from "./helpers";
import { addAddress, addToCart, newKey, orderOf, SHOP, seedShop, setStock } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

const scope = { env };
let staff: ReturnType<typeof client>;
let staffToken: string;

beforeAll(async () => {
  await seedShop();
  staffToken = await staffSession((await createStaff("staff")).id);
  staff = client(staffToken);
});

const year = new Date().getUTCFullYear();
const lastNumber = async (kind: string) =>
  (await env.DB.prepare("SELECT last_number FROM document_sequences WHERE kind = ?1 AND year = ?2")
    .bind(kind, year)
    .first<number>("last_number")) ?? 0;
const seqOf = (number: string) => Number(number.slice(-6));

async function documentsOf(buyer: Customer, orderNo: string) {
  const answer = await buyer.api.get<DocumentSummary[]>(`/api/web/documents/list?orderNo=${orderNo}`);
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function paid(orderNo: string, amountMinor: number) {
  const settled = await settlePayment(scope, {
    order: orderNo,
    payment: {
      provider: "bank",
      providerRef: orderNo,
      eventId: `bank:${orderNo}`,
      eventType: "bank_transfer.received",
      amountMinor,
      currency: "USD",
    },
    actor: { kind: "staff", staffId: "ops-1" },
  });
  expect(settled).toMatchObject({ ok: true });
}

async function shippedOrder(buyer?: Customer) {
  const owner = buyer ?? (await customer());
  const placed = (await orderOf(owner, SHOP.sku32, 2)).body.data;
  await paid(placed.orderNo, placed.totalMinor);
  const shipped = await staff.post(`/api/admin/orders/${placed.orderNo}/ship`, { trackingNo: "JD0146000012345" });
  expect(shipped.body.code, shipped.body.msg).toBe(0);
  return { buyer: owner, ...placed };
}

describe("the pro-forma of a placed order", () => {
  it("is issued with the order, holding its PO number, lines, bank details and deadline", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32, 3);
    const address = await addAddress(buyer.api);
    const placed = await buyer.api.post<{ orderNo: string; totalMinor: number }>("/api/web/order/create", {
      idempotencyKey: newKey(),
      lineIds: [line.id],
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
      poNumber: "  PO-4711/2026 ",
    });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const [proforma, ...others] = await documentsOf(buyer, placed.body.data.orderNo);
    expect(others).toEqual([]);
    expect(proforma).toMatchObject({ kind: "proforma", totalMinor: placed.body.data.totalMinor, currency: "USD" });
    expect(proforma!.number).toMatch(new RegExp(`^PF-${year}-\\d{6}$`));
    const row = await env.DB.prepare(
      "SELECT d.content_json, o.po_number FROM documents d JOIN orders o ON o.id = d.order_id WHERE d.number = ?1",
    )
      .bind(proforma!.number)
      .first<{ content_json: string; po_number: string }>();
    expect(row!.po_number).toBe("PO-4711/2026");
    const content = JSON.parse(row!.content_json);
    expect(content).toMatchObject({
      poNumber: "PO-4711/2026",
      orderNo: placed.body.data.orderNo,
      payment: { reference: placed.body.data.orderNo, bank: { swift: "EXMPHKHH" } },
      lines: [{ sku: "CG-32", quantity: 3 }],
    });
    const detail = await buyer.api.get<{ poNumber: string }>(
      `/api/web/order/detail?orderNo=${placed.body.data.orderNo}`,
    );
    expect(detail.body.data.poNumber).toBe("PO-4711/2026");
  });

  it("a PO number longer than 35 characters, or with control characters, is refused naming the field", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku32);
    const address = await addAddress(buyer.api);
    for (const poNumber of ["P".repeat(36), "PO\u0007BELL"]) {
      const refused = await buyer.api.post("/api/web/order/create", {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
        poNumber,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain(fieldName("poNumber"));
    }
  });

  it("an order refused mid-batch (the last units sold meanwhile) takes no number", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.sku16, 5);
    const address = await addAddress(buyer.api);
    const before = await lastNumber("proforma");
    // The quote sees enough stock; the batch's CHECK (stock >= 0) fails once it is gone.
    await setStock(SHOP.sku16.id, 5);
    const original = env.DB.batch.bind(env.DB);
    let sold = false;
    env.DB.batch = (async (statements: D1PreparedStatement[]) => {
      if (!sold && statements.length > 4) {
        sold = true;
        await setStock(SHOP.sku16.id, 1);
      }
      return original(statements);
    }) as typeof env.DB.batch;
    try {
      const refused = await placeOrder(scope, {
        idempotencyKey: newKey(),
        lineIds: [line.id],
        addressId: address.id,
        shippingMethodId: SHOP.dhl.id,
        notes: "",
        userId: buyer.userId,
        locale: "en",
      });
      expect(refused).toMatchObject({ ok: false, reason: "out_of_stock" });
    } finally {
      env.DB.batch = original;
      await setStock(SHOP.sku16.id, 1000);
    }
    expect(await lastNumber("proforma")).toBe(before);
  });

  it("numbers stay gap-free and unique under 50 pro-formas issued at once", async () => {
    const { orderNo } = (await orderOf(await customer(), SHOP.proxySku)).body.data;
    const before = await lastNumber("proforma");
    const issued = await Promise.all(
      Array.from({ length: 50 }, () => issueProforma(scope, { orderNo, actor: { kind: "staff", staffId: "ops-2" } })),
    );
    const numbers = issued.map((result) => (result.ok ? result.document.number : "refused"));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    expect(await lastNumber("proforma")).toBe(before + 50);
  });

  it("a buyer asking again gets the same pro-forma; a paid order gets none", async () => {
    const buyer = await customer();
    const { orderNo, totalMinor } = (await orderOf(buyer, SHOP.proxySku)).body.data;
    const first = await buyer.api.post<DocumentSummary>("/api/web/documents/proforma", { orderNo });
    const again = await buyer.api.post<DocumentSummary>("/api/web/documents/proforma", { orderNo });
    expect(again.body.data.number).toBe(first.body.data.number);
    await paid(orderNo, totalMinor);
    const refused = await buyer.api.post("/api/web/documents/proforma", { orderNo });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe("A pro-forma invoice is issued only for an order awaiting payment.");
  });
});

describe("the commercial invoice of a shipped order", () => {
  it("is issued in the shipping batch, once, with HS codes, origin and weights", async () => {
    const { buyer, orderNo } = await shippedOrder();
    const documents = await documentsOf(buyer, orderNo);
    const invoice = documents.find((doc) => doc.kind === "commercial_invoice")!;
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    const content = JSON.parse(
      (await env.DB.prepare("SELECT content_json FROM documents WHERE number = ?1")
        .bind(invoice.number)
        .first<string>("content_json"))!,
    );
    expect(content.lines[0]).toMatchObject({ sku: "CG-32", hsCode: "8517620000", origin: "CN", quantity: 2 });
    expect(content.shipment).toMatchObject({ incoterm: "DAP", parcels: 1, trackingNo: "JD0146000012345" });
    expect(content.shipment.grossWeightG).toBe(content.lines[0].grossWeightG);
    // Shipping again changes nothing and issues nothing.
    const before = await lastNumber("commercial_invoice");
    const again = await staff.post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "JD0146000099999" });
    expect(again.status).toBe(409);
    expect(await lastNumber("commercial_invoice")).toBe(before);
  });

  it("a SKU without trade data blocks shipping with a message naming it; nothing is written", async () => {
    const buyer = await customer();
    const { orderNo, totalMinor } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await paid(orderNo, totalMinor);
    await env.DB.prepare("UPDATE goods_specs SET hs_code = NULL, origin_country = NULL WHERE id = ?1")
      .bind(SHOP.poolSku.id)
      .run();
    const before = await lastNumber("commercial_invoice");
    try {
      const refused = await staff.post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "JD0146000054321" });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(
        "The commercial invoice cannot be issued: SKU CP-8 has no HS code and country of origin. Add them in the product editor, then ship again.",
      );
    } finally {
      await env.DB.prepare("UPDATE goods_specs SET hs_code = '8517620000', origin_country = 'CN' WHERE id = ?1")
        .bind(SHOP.poolSku.id)
        .run();
    }
    expect(await lastNumber("commercial_invoice")).toBe(before);
    const order = await buyer.api.get<{ status: string }>(`/api/web/order/detail?orderNo=${orderNo}`);
    expect(order.body.data.status).toBe("paid");
  });

  it("a stale ship (the order changed since) is refused and takes no number", async () => {
    const { orderNo, totalMinor } = (await orderOf(await customer(), SHOP.sku32)).body.data;
    await paid(orderNo, totalMinor);
    const before = await lastNumber("commercial_invoice");
    const refused = await staff.post(`/api/admin/orders/${orderNo}/ship`, {
      trackingNo: "JD01460000",
      expectedVersion: 1,
    });
    expect(refused.status).toBe(409);
    expect(await lastNumber("commercial_invoice")).toBe(before);
  });
});

describe("an issued document never changes", () => {
  it("its PDF is made once: the same bytes every time, by digest", async () => {
    const { buyer, orderNo } = await shippedOrder();
    const invoice = (await documentsOf(buyer, orderNo)).find((doc) => doc.kind === "commercial_invoice")!;
    const first = await call(invoice.href, { headers: bearer(buyer.token) });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const again = new Uint8Array(await (await call(invoice.href, { headers: bearer(buyer.token) })).arrayBuffer());
    expect(await sha256Hex(again)).toBe(await sha256Hex(bytes));
    const row = await env.DB.prepare("SELECT sha256, byte_size FROM documents WHERE number = ?1")
      .bind(invoice.number)
      .first<{ sha256: string; byte_size: number }>();
    expect(row).toEqual({ sha256: await sha256Hex(bytes), byte_size: bytes.byteLength });
    expect(await env.DOCUMENTS.head(`documents/${row!.sha256}.pdf`)).not.toBeNull();
  });

  it("the database refuses to change or delete it", async () => {
    const { buyer, orderNo } = await shippedOrder();
    const [proforma] = await documentsOf(buyer, orderNo);
    await expect(
      env.DB.prepare("UPDATE documents SET total_minor = 1 WHERE number = ?1").bind(proforma!.number).run(),
    ).rejects.toThrow(/an issued document never changes/);
    await expect(
      env.DB.prepare("DELETE FROM documents WHERE number = ?1").bind(proforma!.number).run(),
    ).rejects.toThrow(/an issued document is kept/);
  });
});

describe("who may download a document", () => {
  it("another buyer is refused (403) and learns nothing; a number that does not exist answers the same", async () => {
    const { buyer, orderNo } = await shippedOrder();
    const [proforma] = await documentsOf(buyer, orderNo);
    const other = await customer();
    const stranger = await call(proforma!.href, { headers: bearer(other.token) });
    const missing = await call(`/api/web/documents/file/PF-${year}-999999`, { headers: bearer(other.token) });
    expect(stranger.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(await stranger.text()).toBe(await missing.text());
    // A visitor reaches none of a buyer's document routes.
    expect((await call(proforma!.href)).status).toBe(401);
    expect((await client().get(`/api/web/documents/list?orderNo=${orderNo}`)).status).toBe(401);
    expect((await client().post("/api/web/documents/proforma", { orderNo })).status).toBe(401);
    const list = await other.api.get(`/api/web/documents/list?orderNo=${orderNo}`);
    expect(list.status).toBe(404);
  });

  it("a mail's signed link works without signing in, until it expires; a changed link is refused", async () => {
    const { buyer, orderNo } = await shippedOrder();
    const [proforma] = await documentsOf(buyer, orderNo);
    const query = await signDocumentLink(env, proforma!.number, buyer.userId);
    const link = `/api/web/documents/signed/${proforma!.number}?${query}`;
    const opened = await call(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");

    const expired = await signDocumentLink(env, proforma!.number, buyer.userId, Date.now() - 31 * 86_400_000);
    const late = await client().get(`/api/web/documents/signed/${proforma!.number}?${expired}`);
    expect(late.status).toBe(403);
    expect(late.body.msg).toBe("This download link has expired. Sign in to download the document from your order.");

    const other = await customer();
    const forged = new URLSearchParams(query);
    forged.set("u", String(other.userId));
    const refused = await client().get(`/api/web/documents/signed/${proforma!.number}?${forged}`);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("This download link is not valid. Check that it was copied completely.");

    // A genuine link opened while another buyer is signed in.
    const elsewhere = await other.api.get(`/api/web/documents/signed/${proforma!.number}?${query}`);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.msg).toBe("This document belongs to another account.");
    const check = await other.api.get<{ state: string }>(`/api/web/documents/check/${proforma!.number}?${query}`);
    expect(check.body.data.state).toBe("other_account");
  });
});

describe("credit notes", () => {
  it("credit part of an invoice, never more than it holds, each numbered and mailed", async () => {
    const { buyer, orderNo, totalMinor } = await shippedOrder();
    const invoice = (await documentsOf(buyer, orderNo)).find((doc) => doc.kind === "commercial_invoice")!;
    const part = await staff.post<DocumentSummary>(`/api/admin/orders/${orderNo}/credit-note`, {
      amountMinor: 10_000,
      reason: "One unit arrived with a cracked front panel",
    });
    expect(part.body.code, part.body.msg).toBe(0);
    expect(part.body.data).toMatchObject({ kind: "credit_note", totalMinor: 10_000, refersTo: invoice.number });
    const tooMuch = await staff.post(`/api/admin/orders/${orderNo}/credit-note`, {
      amountMinor: totalMinor,
      reason: "Everything",
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toContain(
      `At most $${((totalMinor - 10_000) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    const mail = await env.DB.prepare(
      "SELECT payload_json FROM mail_events WHERE kind = 'document_issued' AND json_extract(payload_json, '$.number') = ?1",
    )
      .bind(part.body.data.number)
      .first<string>("payload_json");
    expect(mail).not.toBeNull();
  });

  it("two staff crediting the rest at once: one credit note, the other refused", async () => {
    const { orderNo, totalMinor } = await shippedOrder();
    const [a, b] = await Promise.all([
      staff.post(`/api/admin/orders/${orderNo}/credit-note`, { amountMinor: totalMinor, reason: "Returned" }),
      staff.post(`/api/admin/orders/${orderNo}/credit-note`, { amountMinor: totalMinor, reason: "Returned" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it("an order without an invoice cannot be credited", async () => {
    const { orderNo } = (await orderOf(await customer(), SHOP.proxySku)).body.data;
    const refused = await staff.post(`/api/admin/orders/${orderNo}/credit-note`, { amountMinor: 100, reason: "x" });
    expect(refused.status).toBe(409);
  });
});

describe("the accountant's list", () => {
  it("lists the month's documents and exports them as CSV; the next numbers are shown", async () => {
    const { orderNo } = await shippedOrder();
    const month = new Date().toISOString().slice(0, 7);
    const list = await staff.get<Array<DocumentSummary & { orderNo: string }>>(`/api/admin/documents?month=${month}`);
    const mine = list.body.data.filter((doc) => doc.orderNo === orderNo).map((doc) => doc.kind);
    expect(mine).toEqual(["proforma", "commercial_invoice"]);
    const csv = await call(`/api/admin/documents.csv?month=${month}`, { headers: bearer(staffToken) });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte-order mark first, so spreadsheets read the buyers' names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe(
      "number,kind,issued_at_utc,order_no,buyer,buyer_tax_id,currency,amount,refers_to",
    );
    expect(text).toContain(`,commercial_invoice,`);
    const sequences = await staff.get<Array<{ kind: string; next: string }>>("/api/admin/documents/sequences");
    const next = sequences.body.data.find((row) => row.kind === "commercial_invoice")!.next;
    expect(seqOf(next)).toBe((await lastNumber("commercial_invoice")) + 1);
    const bad = await staff.get(`/api/admin/documents?month=2026-13`);
    expect(bad.status).toBe(400);
  });
});
