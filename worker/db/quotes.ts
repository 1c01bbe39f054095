import type {
  ConsoleOffer,
  ConsoleQuoteSummary,
  Offer,
  OfferLine,
  OfferStatus,
  QuotableSku,
  QuoteAttachment,
  QuoteDetail,
  QuoteEvent,
  QuoteItem,
  QuoteMessage,
  QuoteStatus,
  QuoteSummary,
} from "../../shared/commerce/quotes";
import { belowFloor } from "../../shared/commerce/quotes";
import { effectivePrice } from "../../shared/commerce/pricing";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";

/** Now in milliseconds by the database's clock: offers are valid or expired by it, whatever a worker's clock says. */
export const DB_NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";

export interface QuoteRow {
  id: number;
  quote_no: string;
  user_id: number;
  status: QuoteStatus;
  country: string;
  wanted_by: string | null;
  lang: string;
  offer_version: number;
  assignee_id: number | null;
  order_id: number | null;
  awaiting_staff_since: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface OfferRow {
  id: number;
  quote_id: number;
  version: number;
  status: OfferStatus;
  currency: string;
  subtotal_minor: number;
  freight_minor: number;
  freight_label: string;
  total_minor: number;
  valid_until: number;
  notes: string;
  internal_notes: string;
  created_by: string;
  approved_by: string | null;
  approved_at: number | null;
  sent_at: number | null;
  reminded_at: number | null;
  created_at: number;
}

export interface OfferLineRow {
  id: number;
  offer_id: number;
  goods_id: number;
  goods_specs_id: number;
  goods_name: string;
  spec_name: string;
  image: string | null;
  quantity: number;
  list_price_minor: number;
  unit_price_minor: number;
  discount_bp: number;
  net_unit_minor: number;
  line_total_minor: number;
  lead_time_days: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function findQuote(db: D1Database, quoteNo: string): Promise<QuoteRow | null> {
  return db.prepare("SELECT * FROM quotes WHERE quote_no = ?1").bind(quoteNo).first<QuoteRow>();
}

/** The buyer's own quote only. */
export async function findUserQuote(db: D1Database, userId: number, quoteNo: string): Promise<QuoteRow | null> {
  return db
    .prepare("SELECT * FROM quotes WHERE quote_no = ?1 AND user_id = ?2")
    .bind(quoteNo, userId)
    .first<QuoteRow>();
}

export async function findOffer(db: D1Database, quoteId: number, version: number): Promise<OfferRow | null> {
  return db
    .prepare("SELECT * FROM quote_offers WHERE quote_id = ?1 AND version = ?2")
    .bind(quoteId, version)
    .first<OfferRow>();
}

export async function offerLines(db: D1Database, offerId: number): Promise<OfferLineRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM quote_offer_lines WHERE offer_id = ?1 ORDER BY id")
    .bind(offerId)
    .all<OfferLineRow>();
  return results;
}

/** Whether an offer's validity has ended by the database's clock. */
export async function offerLapsed(db: D1Database, offerId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT valid_until <= ${DB_NOW_MS} AS lapsed FROM quote_offers WHERE id = ?1`)
    .bind(offerId)
    .first<{ lapsed: number }>();
  return row?.lapsed === 1;
}

interface SkuRow {
  id: number;
  goods_id: number;
  sku: string;
  name: string;
  spec_name: string;
  image: string | null;
  price_minor: number;
  activity_price_minor: number;
  currency: string;
  stock: number;
  sold: number;
}

const SKU_ROWS = `
  SELECT s.id, s.goods_id, s.sku, COALESCE(t.name, b.name, g.slug) AS name, COALESCE(ot.name, o.name) AS spec_name,
         g.cover_img AS image, s.price_minor, s.activity_price_minor, g.currency, s.stock,
         CASE WHEN g.status = 1 AND s.status = 1 THEN 1 ELSE 0 END AS sold
    FROM goods_specs s
    JOIN goods g ON g.id = s.goods_id
    JOIN spec_options o ON o.id = s.spec_id
    LEFT JOIN spec_option_translations ot ON ot.spec_id = o.id AND ot.lang = ?1
    LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?1
    LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = '${CONTENT_BASE_LOCALE}'`;

/** A SKU as a quote or an offer names it: the product's name in the reader's language, its list price today. */
export interface QuoteSku {
  skuId: number;
  productId: number;
  sku: string;
  name: string;
  specName: string;
  image: string | null;
  /** The list price (a SKU's regular price, before any sale). */
  listPriceMinor: number;
  /** What a cart pays for it today (the sale price while there is one). */
  priceMinor: number;
  currency: string;
  stock: number;
  sold: boolean;
}

function toSku(row: SkuRow): QuoteSku {
  return {
    skuId: row.id,
    productId: row.goods_id,
    sku: row.sku,
    name: row.name,
    specName: row.spec_name,
    image: row.image,
    listPriceMinor: row.price_minor,
    priceMinor: effectivePrice(row.price_minor, row.activity_price_minor),
    currency: row.currency,
    stock: row.stock,
    sold: row.sold === 1,
  };
}

/** The SKUs of these ids (unknown ids are left out). */
export async function quoteSkus(
  db: D1Database,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, QuoteSku>> {
  if (!ids.length) return new Map();
  const { results } = await db
    .prepare(`${SKU_ROWS} WHERE s.id IN (SELECT value FROM json_each(?2))`)
    .bind(locale, JSON.stringify(ids))
    .all<SkuRow>();
  return new Map(results.map((row) => [row.id, toSku(row)]));
}

/** SKUs of sold products whose name or SKU code holds the text, for staff picking lines. */
export async function searchQuotableSkus(db: D1Database, text: string, locale: Locale): Promise<QuotableSku[]> {
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { results } = await db
    .prepare(
      `${SKU_ROWS} WHERE g.status = 1 AND s.status = 1
         AND (?2 = '%%' OR s.sku LIKE ?2 ESCAPE '\\' OR COALESCE(t.name, b.name) LIKE ?2 ESCAPE '\\' OR g.slug LIKE ?2 ESCAPE '\\')
       ORDER BY g.sort, g.id, s.id LIMIT 30`,
    )
    .bind(locale, like)
    .all<SkuRow>();
  return results.map((row) => {
    const sku = toSku(row);
    return {
      skuId: sku.skuId,
      productId: sku.productId,
      sku: sku.sku,
      name: sku.name,
      specName: sku.specName,
      listPriceMinor: sku.listPriceMinor,
      currency: sku.currency,
      stock: sku.stock,
    };
  });
}

interface SummaryRow extends QuoteRow {
  item_count: number;
  first_name: string | null;
  offer_total: number | null;
  offer_currency: string | null;
  offer_valid_until: number | null;
}

const summaryExtras = (locale = "?9") => `
  (SELECT COALESCE(SUM(quantity), 0) FROM quote_items WHERE quote_id = q.id) AS item_count,
  (SELECT COALESCE(t.name, b.name) FROM quote_items i JOIN goods_specs s ON s.id = i.goods_specs_id
     LEFT JOIN goods_translations t ON t.goods_id = s.goods_id AND t.lang = ${locale}
     LEFT JOIN goods_translations b ON b.goods_id = s.goods_id AND b.lang = '${CONTENT_BASE_LOCALE}'
    WHERE i.quote_id = q.id ORDER BY i.id LIMIT 1) AS first_name,
  lo.total_minor AS offer_total, lo.currency AS offer_currency, lo.valid_until AS offer_valid_until`;

const LATEST_OFFER = "LEFT JOIN quote_offers lo ON lo.quote_id = q.id AND lo.version = q.offer_version";

function toSummary(row: SummaryRow): QuoteSummary {
  return {
    quoteNo: row.quote_no,
    status: row.status,
    country: row.country,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    itemCount: row.item_count,
    firstName: row.first_name ?? "",
    offer:
      row.offer_total === null
        ? null
        : {
            version: row.offer_version,
            totalMinor: row.offer_total,
            currency: row.offer_currency ?? "",
            validUntil: iso(row.offer_valid_until ?? 0),
          },
  };
}

/** The buyer's quotes, newest first. */
export async function listUserQuotes(
  db: D1Database,
  userId: number,
  filter: { status?: QuoteStatus; page: number; pageSize: number },
  locale: Locale,
): Promise<{ list: QuoteSummary[]; total: number; page: number; pageSize: number }> {
  const where = "q.user_id = ?1 AND (?2 IS NULL OR q.status = ?2)";
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT q.*, ${summaryExtras("?3")} FROM quotes q ${LATEST_OFFER} WHERE ${where}
          ORDER BY q.created_at DESC, q.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
      )
      .bind(userId, filter.status ?? null, locale),
    db.prepare(`SELECT COUNT(*) AS total FROM quotes q WHERE ${where}`).bind(userId, filter.status ?? null),
  ]);
  return {
    list: (rows!.results as SummaryRow[]).map(toSummary),
    total: (count!.results[0] as { total: number }).total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

function toOffer(row: OfferRow, lines: OfferLineRow[]): Offer {
  return {
    version: row.version,
    status: row.status,
    currency: row.currency,
    lines: lines.map(
      (line): OfferLine => ({
        skuId: line.goods_specs_id,
        productId: line.goods_id,
        name: line.goods_name,
        specName: line.spec_name,
        image: line.image,
        quantity: line.quantity,
        listPriceMinor: line.list_price_minor,
        unitPriceMinor: line.unit_price_minor,
        discountPercent: line.discount_bp / 100,
        netUnitMinor: line.net_unit_minor,
        lineTotalMinor: line.line_total_minor,
        leadTimeDays: line.lead_time_days,
      }),
    ),
    subtotalMinor: row.subtotal_minor,
    freightMinor: row.freight_minor,
    freightLabel: row.freight_label,
    totalMinor: row.total_minor,
    validUntil: iso(row.valid_until),
    notes: row.notes,
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
  };
}

/** Everything of a quote both sides see, and what only staff see (read in one batch). */
async function quoteParts(db: D1Database, quote: QuoteRow, locale: Locale, forStaff: boolean) {
  const [items, messages, offers, lines, events, attachment, order, summary] = await db.batch([
    db.prepare("SELECT goods_specs_id, quantity FROM quote_items WHERE quote_id = ?1 ORDER BY id").bind(quote.id),
    db
      .prepare(
        `SELECT m.id, m.author, m.body, m.created_at,
                CASE WHEN m.author = 'staff' THEN COALESCE(st.name, '') ELSE COALESCE(NULLIF(u.user_name, ''), u.first_name, '') END AS author_name
           FROM quote_messages m JOIN quotes q ON q.id = m.quote_id JOIN users u ON u.id = q.user_id
           LEFT JOIN staff st ON st.id = m.staff_id
          WHERE m.quote_id = ?1 ORDER BY m.created_at, m.id`,
      )
      .bind(quote.id),
    db
      .prepare(
        `SELECT * FROM quote_offers WHERE quote_id = ?1 ${forStaff ? "" : "AND status <> 'pending_approval'"} ORDER BY version DESC`,
      )
      .bind(quote.id),
    db
      .prepare(
        "SELECT l.* FROM quote_offer_lines l JOIN quote_offers o ON o.id = l.offer_id WHERE o.quote_id = ?1 ORDER BY l.id",
      )
      .bind(quote.id),
    db
      .prepare(
        `SELECT e.kind, e.actor, e.detail_json, e.created_at, st.name AS staff_name
           FROM quote_events e LEFT JOIN staff st ON e.actor = 'staff:' || st.id
          WHERE e.quote_id = ?1 ${forStaff ? "" : "AND e.public = 1"} ORDER BY e.created_at, e.id`,
      )
      .bind(quote.id),
    db.prepare("SELECT name, content_type, size_bytes FROM quote_attachments WHERE quote_id = ?1").bind(quote.id),
    db.prepare("SELECT order_no FROM orders WHERE id = ?1").bind(quote.order_id),
    db
      .prepare(`SELECT q.*, ${summaryExtras("?2")} FROM quotes q ${LATEST_OFFER} WHERE q.id = ?1`)
      .bind(quote.id, locale),
  ]);
  const itemRows = items!.results as Array<{ goods_specs_id: number; quantity: number }>;
  const skus = await quoteSkus(
    db,
    itemRows.map((row) => row.goods_specs_id),
    locale,
  );
  const linesByOffer = new Map<number, OfferLineRow[]>();
  for (const line of lines!.results as OfferLineRow[]) {
    linesByOffer.set(line.offer_id, [...(linesByOffer.get(line.offer_id) ?? []), line]);
  }
  const attached = attachment!.results[0] as { name: string; content_type: string; size_bytes: number } | undefined;
  return {
    summary: toSummary(summary!.results[0] as SummaryRow),
    items: itemRows.flatMap((row): QuoteItem[] => {
      const sku = skus.get(row.goods_specs_id);
      return sku
        ? [
            {
              skuId: sku.skuId,
              productId: sku.productId,
              name: sku.name,
              specName: sku.specName,
              image: sku.image,
              quantity: row.quantity,
              listPriceMinor: sku.listPriceMinor,
              currency: sku.currency,
            },
          ]
        : [];
    }),
    messages: (
      messages!.results as Array<{
        id: number;
        author: "buyer" | "staff";
        body: string;
        created_at: number;
        author_name: string;
      }>
    ).map(
      (row): QuoteMessage => ({
        id: row.id,
        author: row.author,
        authorName: row.author_name,
        body: row.body,
        createdAt: iso(row.created_at),
      }),
    ),
    offerRows: (offers!.results as OfferRow[]).map((row) => ({ row, lines: linesByOffer.get(row.id) ?? [] })),
    events: (
      events!.results as Array<{
        kind: string;
        actor: string;
        detail_json: string;
        created_at: number;
        staff_name: string | null;
      }>
    ).map(
      (row): QuoteEvent => ({
        kind: row.kind,
        actor: row.actor.startsWith("customer:")
          ? "buyer"
          : row.actor.startsWith("staff:")
            ? (row.staff_name ?? "staff")
            : row.actor,
        detail: JSON.parse(row.detail_json) as Record<string, unknown>,
        at: iso(row.created_at),
      }),
    ),
    attachment: attached
      ? ({
          name: attached.name,
          contentType: attached.content_type,
          sizeBytes: attached.size_bytes,
        } satisfies QuoteAttachment)
      : null,
    orderNo: ((order!.results[0] as { order_no: string } | undefined)?.order_no ?? null) as string | null,
  };
}

/** A quote as its buyer sees it (pending offers and internal notes left out). */
export async function quoteDetail(db: D1Database, quote: QuoteRow, locale: Locale): Promise<QuoteDetail> {
  const parts = await quoteParts(db, quote, locale, false);
  return {
    ...parts.summary,
    wantedBy: quote.wanted_by,
    items: parts.items,
    messages: parts.messages,
    offers: parts.offerRows.map(({ row, lines }) => toOffer(row, lines)),
    events: parts.events,
    attachment: parts.attachment,
    orderNo: parts.orderNo,
    version: quote.version,
  };
}

/** The staff view's own parts of a quote: offers with internal notes and lines under the floor. */
export async function consoleQuoteParts(db: D1Database, quote: QuoteRow, locale: Locale, floorPercent: number) {
  const parts = await quoteParts(db, quote, locale, true);
  // Who wrote and approved each offer, by name ("staff:3" → the member's name, whatever their status).
  const { results: members } = await db.prepare("SELECT id, name FROM staff").all<{ id: number; name: string }>();
  const names = new Map(members.map((member) => [`staff:${member.id}`, member.name]));
  const nameOf = (label: string) => names.get(label) ?? (label === "staff:operator" ? "operator" : label);
  return {
    ...parts,
    offers: parts.offerRows.map(
      ({ row, lines }): ConsoleOffer => ({
        ...toOffer(row, lines),
        internalNotes: row.internal_notes,
        createdBy: nameOf(row.created_by),
        approvedBy: row.approved_by === null ? null : nameOf(row.approved_by),
        belowFloor: lines
          .filter((line) =>
            belowFloor({ netUnitMinor: line.net_unit_minor, listPriceMinor: line.list_price_minor }, floorPercent),
          )
          .map((line) => line.goods_specs_id),
      }),
    ),
  };
}

interface ConsoleSummaryRow extends SummaryRow {
  email: string;
  buyer_name: string;
  company: string | null;
  assignee_name: string | null;
}

export function toConsoleSummary(row: ConsoleSummaryRow): ConsoleQuoteSummary {
  return {
    ...toSummary(row),
    buyer: { id: row.user_id, email: row.email, name: row.buyer_name },
    company: row.company,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? "" },
    awaitingSince: row.awaiting_staff_since === null ? null : iso(row.awaiting_staff_since),
  };
}

const CONSOLE_SUMMARY = `
  SELECT q.*, ${summaryExtras("'en'")}, u.email,
         TRIM(COALESCE(NULLIF(u.user_name, ''), u.first_name || ' ' || u.last_name)) AS buyer_name,
         cp.legal_name AS company, st.name AS assignee_name
    FROM quotes q ${LATEST_OFFER}
    JOIN users u ON u.id = q.user_id
    LEFT JOIN company_profiles cp ON cp.user_id = q.user_id
    LEFT JOIN staff st ON st.id = q.assignee_id`;

/** One quote's row as the console lists it. */
export async function consoleQuoteSummary(db: D1Database, quoteId: number): Promise<ConsoleQuoteSummary | null> {
  const row = await db.prepare(`${CONSOLE_SUMMARY} WHERE q.id = ?1`).bind(quoteId).first<ConsoleSummaryRow>();
  return row ? toConsoleSummary(row) : null;
}

/**
 * Quotes for staff, filtered; those waiting longest for an answer first, then the rest by age.
 * `assignee`: a staff id, or null for unassigned ones.
 */
export async function listConsoleQuotes(
  db: D1Database,
  filter: {
    status?: QuoteStatus;
    assignee?: number | null;
    country?: string;
    waitingBefore?: number;
    page: number;
    pageSize: number;
  },
): Promise<{ list: ConsoleQuoteSummary[]; total: number; page: number; pageSize: number }> {
  const where = `(?1 IS NULL OR q.status = ?1)
     AND (?2 = 0 OR (?3 IS NULL AND q.assignee_id IS NULL) OR q.assignee_id = ?3)
     AND (?4 IS NULL OR q.country = ?4)
     AND (?5 IS NULL OR COALESCE(q.awaiting_staff_since, q.created_at) <= ?5)`;
  const binds = [
    filter.status ?? null,
    filter.assignee === undefined ? 0 : 1,
    filter.assignee ?? null,
    filter.country ?? null,
    filter.waitingBefore ?? null,
  ];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${CONSOLE_SUMMARY} WHERE ${where}
          ORDER BY q.awaiting_staff_since IS NULL, q.awaiting_staff_since, q.created_at, q.id
          LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
      )
      .bind(...binds),
    db.prepare(`SELECT COUNT(*) AS total FROM quotes q WHERE ${where}`).bind(...binds),
  ]);
  return {
    list: (rows!.results as ConsoleSummaryRow[]).map(toConsoleSummary),
    total: (count!.results[0] as { total: number }).total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The INSERT of a quote's timeline entry, for the batch of its step. */
export function quoteEventStatement(
  db: D1Database,
  event: {
    quoteId: number | { quoteNo: string };
    kind: string;
    actor: string;
    public?: boolean;
    detail?: Record<string, unknown>;
  },
  now: number,
  onlyIf = "1",
): D1PreparedStatement {
  const quoteId = typeof event.quoteId === "number" ? "?1" : "(SELECT id FROM quotes WHERE quote_no = ?1)";
  return db
    .prepare(
      `INSERT INTO quote_events (quote_id, kind, actor, public, detail_json, created_at)
       SELECT ${quoteId}, ?2, ?3, ?4, ?5, ?6 WHERE ${onlyIf}`,
    )
    .bind(
      typeof event.quoteId === "number" ? event.quoteId : event.quoteId.quoteNo,
      event.kind,
      event.actor,
      event.public === false ? 0 : 1,
      JSON.stringify(event.detail ?? {}),
      now,
    );
}
