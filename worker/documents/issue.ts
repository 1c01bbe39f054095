import { INVOICE_TRADE_FIELDS, missingTradeData } from "../../shared/catalogue/trade";
import { countryName } from "../../shared/commerce/countries";
import type { Address } from "../../shared/commerce/types";
import { isLocale, type Locale } from "../../shared/locale";
import { auditStatement } from "../db/audit";
import { orderLinesOf, skuFacts, type SkuFacts } from "../db/document-lines";
import { findDocument, issueStatements, orderDocuments, type DocumentRow, type NewDocument } from "../db/documents";
import { findOrder, type OrderRecord } from "../db/orders";
import { getConfig, type Config } from "../env";
import { actorLabel, orderAudit, type Actor, type OrderScope } from "../orders/types";
import { bankDetails, documentContent, type CompanySnapshot } from "./content";
import type { DocumentContent, DocumentLine, TradeField } from "./model";

/** Why a document was not issued. */
export type DocumentRefusal =
  | { reason: "not_found" }
  /** A pro-forma is for an order still awaiting payment. */
  | { reason: "not_unpaid" }
  /** A credit note corrects an invoice: the order has none. */
  | { reason: "not_invoiced" }
  /** More than the invoice still holds (its total less earlier credit notes). */
  | { reason: "credit_exceeds"; remainingMinor: number; currency: string }
  /** A SKU lacks what customs need. */
  | { reason: "trade_data_missing"; sku: string; missing: TradeField[] };

export type DocumentResult = { ok: true; document: DocumentRow } | ({ ok: false } & DocumentRefusal);

/** A line as the order holds it. */
interface OrderedLine {
  skuId: number;
  name: string;
  specName: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

/** The document's lines; with trade data (a commercial invoice) or the first SKU lacking it. */
function documentLines(
  lines: readonly OrderedLine[],
  facts: Map<number, SkuFacts>,
  lang: Locale,
  withTrade: boolean,
): { ok: true; lines: DocumentLine[] } | ({ ok: false } & DocumentRefusal) {
  const out: DocumentLine[] = [];
  for (const line of lines) {
    const fact = facts.get(line.skuId);
    const description = line.specName ? `${line.name} — ${line.specName}` : line.name;
    const base: DocumentLine = {
      sku: fact?.sku ?? String(line.skuId),
      description,
      descriptionEn: lang === "en" ? description : (fact?.nameEn ?? description),
      quantity: line.quantity,
      unitMinor: line.unitPriceMinor,
      totalMinor: line.lineTotalMinor,
    };
    if (!withTrade) {
      out.push(base);
      continue;
    }
    const missing = fact ? missingTradeData(fact) : [...INVOICE_TRADE_FIELDS];
    if (!fact || missing.length) {
      return { ok: false, reason: "trade_data_missing", sku: fact?.sku ?? String(line.skuId), missing };
    }
    out.push({
      ...base,
      hsCode: fact.hsCode!,
      origin: fact.originCountry!,
      originName: countryName(fact.originCountry!, "en"),
      netWeightG: fact.netWeightG! * line.quantity,
      grossWeightG: fact.grossWeightG! * line.quantity,
    });
  }
  return { ok: true, lines: out };
}

/** The buyer's e-mail and language. */
async function buyerOf(db: D1Database, userId: number): Promise<{ email: string; locale: Locale }> {
  const row = await db
    .prepare("SELECT email, locale FROM users WHERE id = ?1")
    .bind(userId)
    .first<{ email: string; locale: string }>();
  return { email: row?.email ?? "", locale: row && isLocale(row.locale) ? row.locale : "en" };
}

const companyOfOrder = (order: OrderRecord & { company_json?: string | null }) =>
  order.company_json ? (JSON.parse(order.company_json) as CompanySnapshot) : null;

function orderFigures(order: OrderRecord & { po_number?: string | null }) {
  return {
    orderNo: order.order_no,
    createdAt: order.created_at,
    currency: order.currency,
    poNumber: order.po_number ?? null,
    subtotalMinor: order.subtotal_minor,
    shippingMinor: order.shipping_minor,
    discountMinor: order.discount_minor,
    totalMinor: order.total_minor,
  };
}

/** What a pro-forma says: the order, and how and by when to pay it. */
export function proformaContent(
  config: Config,
  input: {
    lang: Locale;
    order: ReturnType<typeof orderFigures>;
    company: CompanySnapshot | null;
    address: Omit<Address, "id" | "isDefault">;
    email: string;
    lines: DocumentLine[];
    dueAt: number;
  },
): DocumentContent {
  return documentContent({
    kind: "proforma",
    config,
    ...input,
    payment: { reference: input.order.orderNo, dueAt: input.dueAt, bank: bankDetails(config) },
  });
}

/**
 * The pro-forma of an order being placed, for the placing batch: it takes its number only when
 * the order is written (a refused order takes none).
 */
export async function placedOrderProforma(
  scope: OrderScope,
  input: {
    orderNo: string;
    userId: number;
    lang: Locale;
    now: number;
    order: Omit<ReturnType<typeof orderFigures>, "orderNo" | "createdAt">;
    company: CompanySnapshot | null;
    address: Omit<Address, "id" | "isDefault">;
    lines: OrderedLine[];
    dueAt: number;
  },
): Promise<D1PreparedStatement[]> {
  const db = scope.env.DB;
  const [facts, buyer] = await Promise.all([
    skuFacts(
      db,
      input.lines.map((line) => line.skuId),
    ),
    buyerOf(db, input.userId),
  ]);
  const lines = documentLines(input.lines, facts, input.lang, false);
  const content = proformaContent(getConfig(scope.env), {
    lang: input.lang,
    order: { ...input.order, orderNo: input.orderNo, createdAt: input.now },
    company: input.company,
    address: input.address,
    email: buyer.email,
    lines: lines.ok ? lines.lines : [],
    dueAt: input.dueAt,
  });
  return issueStatements(db, {
    orderId: { orderNo: input.orderNo },
    kind: "proforma",
    issuedAt: input.now,
    issuedBy: actorLabel({ kind: "customer", userId: input.userId }),
    content,
    totalMinor: content.totalMinor,
  });
}

/**
 * Issues a new pro-forma of an unpaid order (staff, on request), payable by its current deadline.
 * A buyer asking for one gets the latest instead when its total and deadline still hold.
 */
export async function issueProforma(
  scope: OrderScope,
  input: { orderNo: string; actor: Actor },
): Promise<DocumentResult> {
  const db = scope.env.DB;
  const order = await findOrder(db, input.orderNo);
  if (!order || (input.actor.kind === "customer" && order.user_id !== input.actor.userId)) {
    return { ok: false, reason: "not_found" };
  }
  if (order.status !== "awaiting_payment") return { ok: false, reason: "not_unpaid" };
  const documents = await orderDocuments(db, order.id);
  if (input.actor.kind === "customer") {
    const latest = documents.filter((doc) => doc.kind === "proforma").at(-1);
    if (latest && latest.total_minor === order.total_minor && dueOf(latest) === order.expires_at) {
      return { ok: true, document: latest };
    }
  }
  const ordered = await orderLinesOf(db, order.id);
  const [facts, buyer] = await Promise.all([
    skuFacts(
      db,
      ordered.map((line) => line.skuId),
    ),
    buyerOf(db, order.user_id),
  ]);
  const lang = documentLanguage(documents, buyer.locale);
  const lines = documentLines(ordered, facts, lang, false);
  if (!lines.ok) return lines;
  const now = Date.now();
  const content = proformaContent(getConfig(scope.env), {
    lang,
    order: orderFigures(order),
    company: companyOfOrder(order),
    address: JSON.parse(order.address_json) as Omit<Address, "id" | "isDefault">,
    email: buyer.email,
    lines: lines.lines,
    dueAt: order.expires_at,
  });
  return issueForOrder(scope, order, {
    kind: "proforma",
    content,
    now,
    actor: input.actor,
    onlyIf: `EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND status = 'awaiting_payment')`,
    mail: input.actor.kind !== "customer",
  });
}

/** The payment deadline a pro-forma states. */
const dueOf = (doc: DocumentRow) => (JSON.parse(doc.content_json) as DocumentContent).payment?.dueAt ?? null;

/** The language of an order's documents: the one its first document was issued in, else the buyer's. */
function documentLanguage(documents: readonly DocumentRow[], fallback: Locale): Locale {
  const first = documents[0]?.lang;
  return isLocale(first) ? first : fallback;
}

/** Issues one document of an order in a batch of its own, with its audit row and (optionally) its mail. */
async function issueForOrder(
  scope: OrderScope,
  order: OrderRecord,
  input: {
    kind: NewDocument["kind"];
    content: DocumentContent;
    now: number;
    actor: Actor;
    onlyIf: string;
    mail: boolean;
    totalMinor?: number;
    refersToId?: number;
  },
): Promise<DocumentResult> {
  const db = scope.env.DB;
  const statements = issueStatements(
    db,
    {
      orderId: order.id,
      kind: input.kind,
      issuedAt: input.now,
      issuedBy: actorLabel(input.actor),
      content: input.content,
      totalMinor: input.totalMinor ?? input.content.totalMinor,
      refersToId: input.refersToId ?? null,
    },
    input.onlyIf,
  );
  // Trusted SQL only (integers and a kind from the type): whether this batch issued the document.
  const mine = `FROM documents WHERE order_id = ${order.id} AND kind = '${input.kind}' AND issued_at = ${input.now}`;
  const issued = `EXISTS (SELECT 1 ${mine})`;
  const newNumber = `(SELECT number ${mine} ORDER BY id DESC LIMIT 1)`;
  const audit = orderAudit(input.actor, order.order_no, `issue_${input.kind}`, {}, { kind: input.kind });
  const extra: D1PreparedStatement[] = [];
  if (audit) extra.push(auditStatement(db, { ...audit, after: { kind: input.kind } }, input.now, issued));
  if (input.mail) {
    extra.push(
      db
        .prepare(
          `INSERT INTO mail_events (kind, order_id, user_id, payload_json, created_at)
           SELECT 'document_issued', ?1, ?2, json_object('number', ${newNumber}), ?3 WHERE ${issued}`,
        )
        .bind(order.id, order.user_id, input.now),
    );
  }
  const results = await db.batch<DocumentRow>([...statements, ...extra]);
  const created = results[1]?.results[0];
  if (!created) return { ok: false, reason: input.kind === "proforma" ? "not_unpaid" : "not_invoiced" };
  return { ok: true, document: created };
}

/**
 * The commercial invoice of an order being shipped, for the shipping batch: issued only when that
 * batch moves the order to shipped, and only once per order. Refused before anything is written
 * when a SKU lacks its trade data.
 */
export async function shippedOrderInvoice(
  scope: OrderScope,
  order: OrderRecord,
  shipment: { carrier: string; trackingNo: string; now: number; actor: Actor },
): Promise<{ ok: true; statements: D1PreparedStatement[] } | ({ ok: false } & DocumentRefusal)> {
  const db = scope.env.DB;
  const ordered = await orderLinesOf(db, order.id);
  const [facts, buyer, documents] = await Promise.all([
    skuFacts(
      db,
      ordered.map((line) => line.skuId),
    ),
    buyerOf(db, order.user_id),
    orderDocuments(db, order.id),
  ]);
  const lang = documentLanguage(documents, buyer.locale);
  const lines = documentLines(ordered, facts, lang, true);
  if (!lines.ok) return lines;
  const config = getConfig(scope.env);
  const content = documentContent({
    kind: "commercial_invoice",
    lang,
    config,
    order: orderFigures(order),
    company: companyOfOrder(order),
    address: JSON.parse(order.address_json) as Omit<Address, "id" | "isDefault">,
    email: buyer.email,
    lines: lines.lines,
    shipment: {
      incoterm: config.DOCUMENT_INCOTERM,
      parcels: 1,
      carrier: shipment.carrier,
      trackingNo: shipment.trackingNo,
      netWeightG: lines.lines.reduce((sum, line) => sum + (line.netWeightG ?? 0), 0),
      grossWeightG: lines.lines.reduce((sum, line) => sum + (line.grossWeightG ?? 0), 0),
    },
  });
  const onlyIf = `EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND status = 'shipped' AND shipped_at = ${shipment.now})
    AND NOT EXISTS (SELECT 1 FROM documents WHERE order_id = ${order.id} AND kind = 'commercial_invoice')`;
  return {
    ok: true,
    statements: issueStatements(
      db,
      {
        orderId: order.id,
        kind: "commercial_invoice",
        issuedAt: shipment.now,
        issuedBy: actorLabel(shipment.actor),
        content,
        totalMinor: content.totalMinor,
      },
      onlyIf,
    ),
  };
}

/**
 * Staff give back part or all of an invoiced order: a credit note for the amount, naming the
 * invoice it corrects, mailed to the buyer. Never more than the invoice still holds.
 */
export async function issueCreditNote(
  scope: OrderScope,
  input: { orderNo: string; amountMinor: number; reason: string; actor: Actor },
): Promise<DocumentResult> {
  const db = scope.env.DB;
  const order = await findOrder(db, input.orderNo);
  if (!order) return { ok: false, reason: "not_found" };
  const documents = await orderDocuments(db, order.id);
  const invoice = documents.find((doc) => doc.kind === "commercial_invoice");
  if (!invoice) return { ok: false, reason: "not_invoiced" };
  const credited = documents
    .filter((doc) => doc.kind === "credit_note" && doc.refers_to_id === invoice.id)
    .reduce((sum, doc) => sum + doc.total_minor, 0);
  const remainingMinor = invoice.total_minor - credited;
  if (input.amountMinor > remainingMinor) {
    return { ok: false, reason: "credit_exceeds", remainingMinor, currency: invoice.currency };
  }
  const invoiced = JSON.parse(invoice.content_json) as DocumentContent;
  const now = Date.now();
  const content: DocumentContent = {
    ...invoiced,
    kind: "credit_note",
    shipment: undefined,
    payment: undefined,
    credit: { invoiceNumber: invoice.number, amountMinor: input.amountMinor, reason: input.reason },
  };
  // Credits of the same invoice are summed in the batch: two staff crediting at once cannot exceed it.
  const onlyIf = `(SELECT COALESCE(SUM(total_minor), 0) FROM documents WHERE refers_to_id = ${invoice.id} AND kind = 'credit_note') + ${input.amountMinor} <= ${invoice.total_minor}`;
  const issued = await issueForOrder(scope, order, {
    kind: "credit_note",
    content,
    now,
    actor: input.actor,
    onlyIf,
    mail: true,
    totalMinor: input.amountMinor,
    refersToId: invoice.id,
  });
  if (issued.ok || issued.reason !== "not_invoiced") return issued;
  const after = (await orderDocuments(db, order.id))
    .filter((doc) => doc.kind === "credit_note" && doc.refers_to_id === invoice.id)
    .reduce((sum, doc) => sum + doc.total_minor, 0);
  return {
    ok: false,
    reason: "credit_exceeds",
    remainingMinor: invoice.total_minor - after,
    currency: invoice.currency,
  };
}

/** A document of an order, for a reader who may see it: its buyer (a customer) or staff. */
export async function readableDocument(
  db: D1Database,
  number: string,
  reader: { kind: "customer"; userId: number } | { kind: "staff" },
): Promise<DocumentRow | null> {
  const doc = await findDocument(db, number);
  if (!doc) return null;
  if (reader.kind === "staff") return doc;
  const owner = await db
    .prepare("SELECT user_id FROM orders WHERE id = ?1")
    .bind(doc.order_id)
    .first<number>("user_id");
  return owner === reader.userId ? doc : null;
}
