import { Hono } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { minorUnitDigits } from "../../../shared/format";
import { rule } from "../../../shared/api/validation-rules";
import {
  CreditNoteSchema,
  DocumentMonthQuerySchema,
  DocumentNumberParamSchema,
  monthRange,
} from "../../../shared/commerce/documents";
import { documentSummary } from "../../api/documents";
import { documentRefusalError } from "../../api/document-refusals";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";
import { requestCacheScope } from "../../cache/product-changes";
import { auditStatement } from "../../db/audit";
import { documentsIssued, findDocument, nextNumbers, orderDocuments } from "../../db/documents";
import { findOrder } from "../../db/orders";
import { issueCreditNote, issueProforma } from "../../documents/issue";
import { documentPdf, pdfResponse } from "../../documents/store";
import { csvField } from "../../orders/orders-csv";
import { allow, auditActor, staffActor, type ConsoleApiEnv } from "../access";

const OrderParam = z.object({ orderNo: z.string().regex(/^[A-Z0-9-]{6,32}$/, rule("orderNo")) });

/** Where staff download a document's PDF. */
const CONSOLE_DOCUMENT_PATH = "/api/admin/documents/file/";

/**
 * /api/admin/…: an order's documents (list, a new pro-forma, a credit note, re-send), every
 * document by month for the accountant (JSON and CSV), and the numbers each kind takes next.
 */
export const consoleDocumentsApi = new Hono<ConsoleApiEnv>();

consoleDocumentsApi.get(
  "/orders/:orderNo/documents",
  allow("orders.read"),
  validate("param", OrderParam),
  async (c) => {
    const order = await findOrder(c.env.DB, c.req.valid("param").orderNo);
    if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
    const documents = await orderDocuments(c.env.DB, order.id);
    return ok(
      c,
      documents.map((doc) => documentSummary(doc, CONSOLE_DOCUMENT_PATH)),
    );
  },
);

/** A new pro-forma of an unpaid order (e.g. after its deadline moved), mailed to the buyer. */
consoleDocumentsApi.post(
  "/orders/:orderNo/proforma",
  allow("orders.write"),
  validate("param", OrderParam),
  async (c) => {
    const issued = await issueProforma(requestCacheScope(c), {
      orderNo: c.req.valid("param").orderNo,
      actor: staffActor(c),
    });
    if (!issued.ok) throw documentRefusalError(c.var.LL, c.var.locale, issued);
    return ok(c, documentSummary(issued.document, CONSOLE_DOCUMENT_PATH));
  },
);

/** Part or all of an invoiced order given back: a credit note against its invoice, mailed to the buyer. */
consoleDocumentsApi.post(
  "/orders/:orderNo/credit-note",
  allow("orders.write"),
  validate("param", OrderParam),
  async (c) => {
    const { amountMinor, reason } = await readJson(c, CreditNoteSchema);
    const issued = await issueCreditNote(requestCacheScope(c), {
      orderNo: c.req.valid("param").orderNo,
      amountMinor,
      reason,
      actor: staffActor(c),
    });
    if (!issued.ok) throw documentRefusalError(c.var.LL, c.var.locale, issued);
    return ok(c, documentSummary(issued.document, CONSOLE_DOCUMENT_PATH));
  },
);

/** Mails a document to the buyer again (their invoice address), with a fresh signed link. */
consoleDocumentsApi.post(
  "/documents/:number/resend",
  allow("orders.write"),
  validate("param", DocumentNumberParamSchema),
  async (c) => {
    const doc = await findDocument(c.env.DB, c.req.valid("param").number);
    if (!doc) throw new ApiError(API_CODE.notFound, c.var.LL.messages.issuedDocuments.documentNotFound());
    const now = Date.now();
    const db = c.env.DB;
    await db.batch([
      db
        .prepare(
          `INSERT INTO mail_events (kind, order_id, user_id, payload_json, created_at)
           SELECT 'document_issued', o.id, o.user_id, json_object('number', ?2, 'resent', 1), ?3 FROM orders o WHERE o.id = ?1`,
        )
        .bind(doc.order_id, doc.number, now),
      auditStatement(
        db,
        {
          actor: auditActor(c),
          entity: "order",
          entityId: String(
            (await db
              .prepare("SELECT order_no FROM orders WHERE id = ?1")
              .bind(doc.order_id)
              .first<string>("order_no")) ?? doc.order_id,
          ),
          action: "resend_document",
          before: {},
          after: { document: doc.number },
        },
        now,
      ),
    ]);
    return ok(c, { number: doc.number });
  },
);

consoleDocumentsApi.get(
  "/documents/file/:number",
  allow("orders.read"),
  validate("param", DocumentNumberParamSchema),
  async (c) => {
    const doc = await findDocument(c.env.DB, c.req.valid("param").number);
    if (!doc) throw new ApiError(API_CODE.notFound, c.var.LL.messages.issuedDocuments.documentNotFound());
    return pdfResponse(doc.number, await documentPdf(c.env, doc));
  },
);

/** The number each kind takes next this year. */
consoleDocumentsApi.get("/documents/sequences", allow("orders.read"), async (c) =>
  ok(c, await nextNumbers(c.env.DB, Date.now())),
);

async function monthDocuments(db: D1Database, month: string) {
  const { from, to } = monthRange(month);
  return documentsIssued(db, from, to);
}

/** The documents issued in a month (UTC), in issue order. */
consoleDocumentsApi.get("/documents", allow("orders.read"), validate("query", DocumentMonthQuerySchema), async (c) => {
  const documents = await monthDocuments(c.env.DB, c.req.valid("query").month);
  return ok(
    c,
    documents.map((doc) => ({ ...documentSummary(doc, CONSOLE_DOCUMENT_PATH), orderNo: doc.order_no })),
  );
});

/** The month's documents as CSV for the accountant: one row per document, amounts in major units. */
consoleDocumentsApi.get(
  "/documents.csv",
  allow("orders.read"),
  validate("query", DocumentMonthQuerySchema),
  async (c) => {
    const { month } = c.req.valid("query");
    const documents = await monthDocuments(c.env.DB, month);
    const header = [
      "number",
      "kind",
      "issued_at_utc",
      "order_no",
      "buyer",
      "buyer_tax_id",
      "currency",
      "amount",
      "refers_to",
    ];
    const rows = documents.map((doc) => {
      const content = JSON.parse(doc.content_json) as { buyer: { legalName: string; taxId: string | null } };
      return [
        doc.number,
        doc.kind,
        new Date(doc.issued_at).toISOString(),
        doc.order_no,
        content.buyer.legalName,
        content.buyer.taxId,
        doc.currency,
        (doc.total_minor / 10 ** minorUnitDigits(doc.currency)).toFixed(minorUnitDigits(doc.currency)),
        doc.refers_to_number,
      ].map(csvField);
    });
    const body = `\uFEFF${[header, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="documents-${month}.csv"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
