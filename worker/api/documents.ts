import { Hono } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import {
  DocumentLinkQuerySchema,
  DocumentNumberParamSchema,
  OrderDocumentsQuerySchema,
  type DocumentSummary,
} from "../../shared/commerce/documents";
import { OrderNoSchema } from "../../shared/commerce/schemas";
import { requestCacheScope } from "../cache/product-changes";
import { orderDocuments, type DocumentRow } from "../db/documents";
import { findUserOrder } from "../db/orders";
import { issueProforma, readableDocument } from "../documents/issue";
import { checkDocumentLink } from "../documents/links";
import type { DocumentContent } from "../documents/model";
import { documentPdf, pdfResponse } from "../documents/store";
import { documentRefusalError } from "./document-refusals";
import { optionalUser, type MaybeUserEnv } from "./optional-user";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson, validate } from "./validate";

/** A document as a list shows it; its PDF downloads from `base` + its number. */
export function documentSummary(doc: DocumentRow, base: string): DocumentSummary {
  const content = JSON.parse(doc.content_json) as DocumentContent;
  return {
    number: doc.number,
    kind: doc.kind,
    issuedAt: new Date(doc.issued_at).toISOString(),
    totalMinor: doc.total_minor,
    currency: doc.currency,
    refersTo: content.credit?.invoiceNumber ?? null,
    href: `${base}${doc.number}`,
  };
}

/** Where a buyer's own documents download (the gateway adds their sign-in). */
export const BUYER_DOCUMENT_PATH = "/api/web/documents/file/";

/** Signed mail links: the PDF to whoever holds a genuine, unexpired link, unless another buyer is signed in. */
export const signedDocumentsApi = new Hono<MaybeUserEnv>();
signedDocumentsApi.use(optionalUser);

/** What a signed link would answer, for the page that explains a refused one. */
signedDocumentsApi.get(
  "/check/:number",
  validate("param", DocumentNumberParamSchema),
  validate("query", DocumentLinkQuerySchema),
  async (c) => {
    const { number } = c.req.valid("param");
    const { u, e, s } = c.req.valid("query");
    const state = await checkDocumentLink(c.env, { number, userId: u, expires: e, signature: s });
    const signedIn = c.var.userId;
    return ok(c, { state: state === "ok" && signedIn !== null && signedIn !== u ? "other_account" : state });
  },
);

signedDocumentsApi.get(
  "/signed/:number",
  validate("param", DocumentNumberParamSchema),
  validate("query", DocumentLinkQuerySchema),
  async (c) => {
    const { number } = c.req.valid("param");
    const { u, e, s } = c.req.valid("query");
    const D = c.var.LL.messages.issuedDocuments;
    const state = await checkDocumentLink(c.env, { number, userId: u, expires: e, signature: s });
    if (state === "invalid") throw new ApiError(API_CODE.forbidden, D.linkInvalid());
    if (state === "expired") throw new ApiError(API_CODE.forbidden, D.linkExpired());
    if (c.var.userId !== null && c.var.userId !== u) throw new ApiError(API_CODE.forbidden, D.otherAccount());
    const doc = await readableDocument(c.env.DB, number, { kind: "customer", userId: u });
    if (!doc) throw new ApiError(API_CODE.forbidden, D.linkInvalid());
    return pdfResponse(doc.number, await documentPdf(c.env, doc));
  },
);

/** /api/web/documents/*: a buyer's documents of their orders. */
export const documentsApi = new Hono<AuthedApiEnv>();

documentsApi.get("/list", requireUser, validate("query", OrderDocumentsQuerySchema), async (c) => {
  const order = await findUserOrder(c.env.DB, c.var.userId, c.req.valid("query").orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  const documents = await orderDocuments(c.env.DB, order.id);
  return ok(
    c,
    documents.map((doc) => documentSummary(doc, BUYER_DOCUMENT_PATH)),
  );
});

/** The pro-forma of an unpaid order: the latest when it still states the order's total and deadline, else a new one. */
documentsApi.post("/proforma", requireUser, async (c) => {
  const { orderNo } = await readJson(c, OrderNoSchema);
  const issued = await issueProforma(requestCacheScope(c), {
    orderNo,
    actor: { kind: "customer", userId: c.var.userId },
  });
  if (!issued.ok) throw documentRefusalError(c.var.LL, c.var.locale, issued);
  return ok(c, documentSummary(issued.document, BUYER_DOCUMENT_PATH));
});

/**
 * A document's PDF for its signed-in buyer. Another buyer's document and one that does not exist
 * answer alike (403), so numbers cannot be probed.
 */
documentsApi.get("/file/:number", requireUser, validate("param", DocumentNumberParamSchema), async (c) => {
  const { number } = c.req.valid("param");
  const doc = await readableDocument(c.env.DB, number, { kind: "customer", userId: c.var.userId });
  if (!doc) throw new ApiError(API_CODE.forbidden, c.var.LL.messages.forbidden());
  return pdfResponse(doc.number, await documentPdf(c.env, doc));
});
