import { belowFloor, endOfDay, offerLinePrice, offerTotals } from "../../shared/commerce/quotes";
import type { OfferSend, QuoteRequest } from "../../shared/commerce/quote-schemas";
import { isLocale, type Locale } from "../../shared/locale";
import { getAddress } from "../db/addresses";
import { auditStatement, type AuditActor } from "../db/audit";
import { documentYear } from "../db/documents";
import type { OrderRecord } from "../db/orders";
import {
  DB_NOW_MS,
  findOffer,
  findQuote,
  findUserQuote,
  offerLapsed,
  offerLines,
  quoteEventStatement,
  quoteSkus,
  type OfferRow,
  type QuoteRow,
} from "../db/quotes";
import { getConfig } from "../env";
import { placePricedOrder, type PricedRefusal } from "../orders/place-priced-order";
import { actorLabel, type OrderScope } from "../orders/types";

/**
 * A quote's steps. Each one is a single batch: the guarded change (refused as a whole when the
 * quote moved on meanwhile), its timeline entry, its audit row (staff) and its mail.
 */

/** Why a quote step was refused. */
export type QuoteRefusal =
  | { reason: "not_found" | "stale" | "not_open" | "offer_revised" | "offer_expired" | "no_pending_offer" }
  | { reason: "address_not_found" | "attachment_not_found" | "unknown_staff" }
  | { reason: "address_country"; country: string }
  | { reason: "unknown_sku"; skuId: number }
  | { reason: "below_floor"; names: string[] }
  | PricedRefusal;

export type QuoteResult = { ok: true; quote: QuoteRow } | ({ ok: false } & QuoteRefusal);

/** A staff member as quote steps need them: their id (null for the operator), their audit identity and role. */
export interface QuoteStaff {
  staffId: number | null;
  audit: AuditActor;
  role: "owner" | "staff" | "support";
}

const staffLabel = (staff: QuoteStaff) => staff.audit.label.split(" ")[0]!;

/**
 * When the step's guarded UPDATE (the statement before) changed no row, this breaks
 * CHECK (version >= 1) and so aborts the whole batch: a step happens entirely or not at all.
 */
function abortUnlessChanged(db: D1Database, quoteId: number): D1PreparedStatement {
  return db.prepare("UPDATE quotes SET version = 0 WHERE id = ?1 AND changes() = 0").bind(quoteId);
}

/** The mail event of a quote step (its payload names the quote; the composer reads the rest). */
function quoteMail(
  db: D1Database,
  kind: string,
  quote: { id: number } | { idSql: string },
  now: number,
  extra: Record<string, unknown> = {},
): D1PreparedStatement {
  const id = "id" in quote ? String(quote.id) : quote.idSql;
  return db
    .prepare(
      `INSERT INTO mail_events (kind, user_id, payload_json, created_at)
       SELECT ?1, q.user_id, json_patch(json_object('quoteNo', q.quote_no), ?2), ?3 FROM quotes q WHERE q.id = ${id}`,
    )
    .bind(kind, JSON.stringify(extra), now);
}

function audit(
  db: D1Database,
  staff: QuoteStaff,
  quoteNo: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: number,
): D1PreparedStatement {
  return auditStatement(db, { actor: staff.audit, entity: "quote", entityId: quoteNo, action, before, after }, now);
}

async function reread(db: D1Database, quoteId: number): Promise<QuoteRow> {
  const row = await db.prepare("SELECT * FROM quotes WHERE id = ?1").bind(quoteId).first<QuoteRow>();
  if (!row) throw new Error("quote vanished");
  return row;
}

/** Runs a step's batch; a batch refused by its guard answers why, from the quote as it is now. */
async function runStep(
  db: D1Database,
  quote: QuoteRow,
  statements: D1PreparedStatement[],
  why: (now: QuoteRow) => QuoteRefusal["reason"],
): Promise<QuoteResult> {
  try {
    await db.batch(statements);
  } catch (error) {
    const fresh = await db.prepare("SELECT * FROM quotes WHERE id = ?1").bind(quote.id).first<QuoteRow>();
    if (!fresh) return { ok: false, reason: "not_found" };
    if (fresh.version !== quote.version) return { ok: false, reason: why(fresh) } as { ok: false } & QuoteRefusal;
    throw error;
  }
  return { ok: true, quote: await reread(db, quote.id) };
}

/**
 * A buyer's request: it takes the next quote number of the year (no gaps: taken in the batch that
 * writes the quote), its items, the first message, the uploaded file, and mails the buyer and the
 * alerted staff.
 */
export async function requestQuote(
  scope: OrderScope,
  input: { userId: number; locale: Locale; request: QuoteRequest },
): Promise<QuoteResult> {
  const db = scope.env.DB;
  const { request } = input;
  const skus = await quoteSkus(
    db,
    request.items.map((item) => item.skuId),
    input.locale,
  );
  for (const item of request.items) {
    const sku = skus.get(item.skuId);
    if (!sku) return { ok: false, reason: "unknown_sku", skuId: item.skuId };
    if (!sku.sold) return { ok: false, reason: "no_longer_sold", name: sku.name };
  }
  if (request.attachmentId !== undefined) {
    const file = await db
      .prepare("SELECT id FROM quote_attachments WHERE id = ?1 AND user_id = ?2 AND quote_id IS NULL")
      .bind(request.attachmentId, input.userId)
      .first();
    if (!file) return { ok: false, reason: "attachment_not_found" };
  }
  const now = Date.now();
  const year = documentYear(now);
  const quoteId = `(SELECT id FROM quotes WHERE quote_no = 'Q-${year}-' || printf('%06d', (SELECT last_number FROM document_sequences WHERE kind = 'quote' AND year = ${year})))`;
  const actor = actorLabel({ kind: "customer", userId: input.userId });
  const statements = [
    db
      .prepare(
        `INSERT INTO document_sequences (kind, year, last_number) VALUES ('quote', ?1, 1)
         ON CONFLICT (kind, year) DO UPDATE SET last_number = last_number + 1`,
      )
      .bind(year),
    db
      .prepare(
        `INSERT INTO quotes (quote_no, user_id, status, country, wanted_by, lang, awaiting_staff_since, created_at, updated_at)
         SELECT ?7 || printf('%06d', last_number), ?2, 'requested', ?3, ?4, ?5, ?6, ?6, ?6
           FROM document_sequences WHERE kind = 'quote' AND year = ?1 RETURNING *`,
      )
      // The prefix is bound as text: a number bound would be written as a real ("2026.0").
      .bind(year, input.userId, request.country, request.wantedBy ?? null, input.locale, now, `Q-${year}-`),
    ...request.items.map((item) =>
      db
        .prepare(`INSERT INTO quote_items (quote_id, goods_specs_id, quantity) VALUES (${quoteId}, ?1, ?2)`)
        .bind(item.skuId, item.quantity),
    ),
    ...(request.message
      ? [
          db
            .prepare(
              `INSERT INTO quote_messages (quote_id, author, body, created_at) VALUES (${quoteId}, 'buyer', ?1, ?2)`,
            )
            .bind(request.message, now),
        ]
      : []),
    ...(request.attachmentId !== undefined
      ? [
          db
            .prepare(
              `UPDATE quote_attachments SET quote_id = ${quoteId} WHERE id = ?1 AND user_id = ?2 AND quote_id IS NULL`,
            )
            .bind(request.attachmentId, input.userId),
          // Taken by another request meanwhile: the whole request is refused (the CHECK fails).
          db
            .prepare("UPDATE quote_attachments SET size_bytes = 0 WHERE id = ?1 AND changes() = 0")
            .bind(request.attachmentId),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO quote_events (quote_id, kind, actor, detail_json, created_at) VALUES (${quoteId}, 'requested', ?1, '{}', ?2)`,
      )
      .bind(actor, now),
    quoteMail(db, "quote_received", { idSql: quoteId }, now),
    quoteMail(db, "staff_quote_requested", { idSql: quoteId }, now),
  ];
  let written: D1Result[];
  try {
    written = await db.batch(statements);
  } catch (error) {
    if (request.attachmentId !== undefined) {
      const file = await db
        .prepare("SELECT quote_id FROM quote_attachments WHERE id = ?1")
        .bind(request.attachmentId)
        .first<{ quote_id: number | null }>();
      if (file?.quote_id !== null) return { ok: false, reason: "attachment_not_found" };
    }
    throw error;
  }
  // The quote this batch wrote (two requests in the same millisecond each get their own).
  const row = written[1]?.results[0] as QuoteRow | undefined;
  if (!row) throw new Error("quote not written");
  return { ok: true, quote: row };
}

/**
 * A message in a quote's thread. The buyer's marks the quote as waiting for staff (since the
 * first unanswered one) and alerts them; staff's answers it and mails the buyer.
 */
export async function postQuoteMessage(
  scope: OrderScope,
  input: { quoteNo: string; body: string; expectedVersion?: number } & (
    | { by: "buyer"; userId: number }
    | { by: "staff"; staff: QuoteStaff }
  ),
): Promise<QuoteResult> {
  const db = scope.env.DB;
  const quote =
    input.by === "buyer" ? await findUserQuote(db, input.userId, input.quoteNo) : await findQuote(db, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  if (input.expectedVersion !== undefined && input.expectedVersion !== quote.version)
    return { ok: false, reason: "stale" };
  const now = Date.now();
  const buyer = input.by === "buyer";
  const actor = buyer ? actorLabel({ kind: "customer", userId: input.userId }) : staffLabel(input.staff);
  const statements = [
    db
      .prepare(
        `UPDATE quotes SET version = version + 1, updated_at = ?3,
                awaiting_staff_since = ${buyer ? "COALESCE(awaiting_staff_since, ?3)" : "NULL"}
          WHERE id = ?1 AND version = ?2`,
      )
      .bind(quote.id, quote.version, now),
    abortUnlessChanged(db, quote.id),
    db
      .prepare("INSERT INTO quote_messages (quote_id, author, staff_id, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(quote.id, input.by, buyer ? null : input.staff.staffId, input.body, now),
    quoteEventStatement(db, { quoteId: quote.id, kind: buyer ? "buyer_message" : "staff_message", actor }, now),
    quoteMail(db, buyer ? "staff_quote_message" : "quote_reply", quote, now),
    ...(buyer ? [] : [audit(db, input.staff, quote.quote_no, "reply", {}, { length_chars: input.body.length }, now)]),
  ];
  return runStep(db, quote, statements, () => "stale");
}

/** Assigns the quote to a member (or to nobody). */
export async function assignQuote(
  scope: OrderScope,
  input: { quoteNo: string; expectedVersion: number; assigneeId: number | null; staff: QuoteStaff },
): Promise<QuoteResult> {
  const db = scope.env.DB;
  const quote = await findQuote(db, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  if (quote.version !== input.expectedVersion) return { ok: false, reason: "stale" };
  if (input.assigneeId !== null) {
    const member = await db
      .prepare("SELECT id FROM staff WHERE id = ?1 AND status = 'active'")
      .bind(input.assigneeId)
      .first();
    if (!member) return { ok: false, reason: "unknown_staff" };
  }
  const now = Date.now();
  return runStep(
    db,
    quote,
    [
      db
        .prepare(
          "UPDATE quotes SET assignee_id = ?3, version = version + 1, updated_at = ?4 WHERE id = ?1 AND version = ?2",
        )
        .bind(quote.id, quote.version, input.assigneeId, now),
      abortUnlessChanged(db, quote.id),
      quoteEventStatement(
        db,
        {
          quoteId: quote.id,
          kind: "assigned",
          actor: staffLabel(input.staff),
          public: false,
          detail: { staffId: input.assigneeId },
        },
        now,
      ),
      audit(
        db,
        input.staff,
        quote.quote_no,
        "assign",
        { assigneeId: quote.assignee_id },
        { assigneeId: input.assigneeId },
        now,
      ),
    ],
    () => "stale",
  );
}

/**
 * Staff write an offer: the first, or a revision (each version kept; the buyer can accept only the
 * latest sent). Lines under the price floor need an owner: an owner's own send approves them; a
 * staff member's is refused, or waits for an owner when they ask for approval.
 */
export async function sendOffer(
  scope: OrderScope,
  input: { quoteNo: string; offer: OfferSend; staff: QuoteStaff; locale: Locale },
): Promise<QuoteResult & { pending?: boolean }> {
  const db = scope.env.DB;
  const { offer, staff } = input;
  const quote = await findQuote(db, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  if (quote.version !== offer.expectedVersion) return { ok: false, reason: "stale" };
  if (quote.status !== "requested" && quote.status !== "offered") return { ok: false, reason: "not_open" };
  // Lines are named in the buyer's language (the quote's), whoever writes the offer.
  const skus = await quoteSkus(
    db,
    offer.lines.map((line) => line.skuId),
    isLocale(quote.lang) ? quote.lang : input.locale,
  );
  const floor = getConfig(scope.env).QUOTE_PRICE_FLOOR_PERCENT;
  const lines = [];
  for (const line of offer.lines) {
    const sku = skus.get(line.skuId);
    if (!sku) return { ok: false, reason: "unknown_sku", skuId: line.skuId };
    const discountBp = Math.round(line.discountPercent * 100);
    const priced = offerLinePrice({ unitPriceMinor: line.unitPriceMinor, discountBp, quantity: line.quantity });
    lines.push({ ...line, sku, discountBp, ...priced });
  }
  const under = lines.filter((line) =>
    belowFloor({ netUnitMinor: line.netUnitMinor, listPriceMinor: line.sku.listPriceMinor }, floor),
  );
  const isOwner = staff.role === "owner";
  if (under.length && !isOwner && !offer.requestApproval) {
    return {
      ok: false,
      reason: "below_floor",
      names: under.map((line) => `${line.sku.name} ${line.sku.specName}`.trim()),
    };
  }
  const pending = under.length > 0 && !isOwner;
  const totals = offerTotals(lines, offer.freightMinor);
  const last = await db
    .prepare("SELECT COALESCE(MAX(version), 0) AS last FROM quote_offers WHERE quote_id = ?1")
    .bind(quote.id)
    .first<{ last: number }>();
  const version = (last?.last ?? 0) + 1;
  const now = Date.now();
  const label = staffLabel(staff);
  const currency = lines[0]!.sku.currency;
  const revision = quote.offer_version > 0;
  const offerId = `(SELECT id FROM quote_offers WHERE quote_id = ${quote.id} AND version = ${version})`;
  const statements = [
    db
      .prepare(
        pending
          ? "UPDATE quotes SET version = version + 1, updated_at = ?3 WHERE id = ?1 AND version = ?2 AND status IN ('requested', 'offered')"
          : `UPDATE quotes SET version = version + 1, updated_at = ?3, status = 'offered', offer_version = ?4, awaiting_staff_since = NULL
              WHERE id = ?1 AND version = ?2 AND status IN ('requested', 'offered')`,
      )
      .bind(quote.id, quote.version, now, ...(pending ? [] : [version])),
    abortUnlessChanged(db, quote.id),
    // A new version replaces an offer waiting for approval; a sent one replaces the open offer too.
    db
      .prepare(
        `UPDATE quote_offers SET status = 'superseded' WHERE quote_id = ?1 AND status IN (${pending ? "'pending_approval'" : "'pending_approval', 'sent'"})`,
      )
      .bind(quote.id),
    db
      .prepare(
        `INSERT INTO quote_offers (quote_id, version, status, currency, subtotal_minor, freight_minor, freight_label, total_minor,
                                   valid_until, notes, internal_notes, created_by, approved_by, approved_at, sent_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
      )
      .bind(
        quote.id,
        version,
        pending ? "pending_approval" : "sent",
        currency,
        totals.subtotalMinor,
        offer.freightMinor,
        offer.freightLabel,
        totals.totalMinor,
        endOfDay(offer.validUntil),
        offer.notes,
        offer.internalNotes,
        label,
        under.length && isOwner ? label : null,
        under.length && isOwner ? now : null,
        pending ? null : now,
        now,
      ),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO quote_offer_lines (offer_id, goods_id, goods_specs_id, goods_name, spec_name, image, quantity,
                                          list_price_minor, unit_price_minor, discount_bp, net_unit_minor, line_total_minor, lead_time_days)
           VALUES (${offerId}, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(
          line.sku.productId,
          line.sku.skuId,
          line.sku.name,
          line.sku.specName,
          line.sku.image,
          line.quantity,
          line.sku.listPriceMinor,
          line.unitPriceMinor,
          line.discountBp,
          line.netUnitMinor,
          line.lineTotalMinor,
          line.leadTimeDays,
        ),
    ),
    quoteEventStatement(
      db,
      {
        quoteId: quote.id,
        kind: pending ? "offer_awaiting_approval" : revision ? "offer_revised" : "offer_sent",
        actor: label,
        public: !pending,
        detail: { version, totalMinor: totals.totalMinor, currency },
      },
      now,
    ),
    audit(
      db,
      staff,
      quote.quote_no,
      pending ? "offer_for_approval" : "send_offer",
      { offerVersion: quote.offer_version },
      { offerVersion: version, totalMinor: totals.totalMinor, belowFloor: under.map((line) => line.skuId) },
      now,
    ),
    ...(pending ? [] : [quoteMail(db, revision ? "quote_revised" : "quote_offered", quote, now, { version })]),
  ];
  const result = await runStep(db, quote, statements, (fresh) =>
    fresh.status === "requested" || fresh.status === "offered" ? "stale" : "not_open",
  );
  return result.ok ? { ...result, pending } : result;
}

/** An owner approves the offer waiting for approval: it is sent as a staff member's offer would be. */
export async function approveOffer(
  scope: OrderScope,
  input: { quoteNo: string; expectedVersion: number; staff: QuoteStaff },
): Promise<QuoteResult> {
  const db = scope.env.DB;
  const quote = await findQuote(db, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  if (quote.version !== input.expectedVersion) return { ok: false, reason: "stale" };
  if (quote.status !== "requested" && quote.status !== "offered") return { ok: false, reason: "not_open" };
  const offer = await db
    .prepare("SELECT * FROM quote_offers WHERE quote_id = ?1 AND status = 'pending_approval'")
    .bind(quote.id)
    .first<OfferRow>();
  if (!offer) return { ok: false, reason: "no_pending_offer" };
  const now = Date.now();
  const label = staffLabel(input.staff);
  const revision = quote.offer_version > 0;
  return runStep(
    db,
    quote,
    [
      db
        .prepare(
          `UPDATE quotes SET version = version + 1, updated_at = ?3, status = 'offered', offer_version = ?4, awaiting_staff_since = NULL
            WHERE id = ?1 AND version = ?2 AND status IN ('requested', 'offered')`,
        )
        .bind(quote.id, quote.version, now, offer.version),
      abortUnlessChanged(db, quote.id),
      db
        .prepare("UPDATE quote_offers SET status = 'superseded' WHERE quote_id = ?1 AND status = 'sent'")
        .bind(quote.id),
      db
        .prepare(
          "UPDATE quote_offers SET status = 'sent', approved_by = ?2, approved_at = ?3, sent_at = ?3 WHERE id = ?1 AND status = 'pending_approval'",
        )
        .bind(offer.id, label, now),
      quoteEventStatement(
        db,
        {
          quoteId: quote.id,
          kind: revision ? "offer_revised" : "offer_sent",
          actor: label,
          detail: { version: offer.version, approved: true },
        },
        now,
      ),
      audit(
        db,
        input.staff,
        quote.quote_no,
        "approve_offer",
        { offerVersion: quote.offer_version },
        { offerVersion: offer.version },
        now,
      ),
      quoteMail(db, revision ? "quote_revised" : "quote_offered", quote, now, { version: offer.version }),
    ],
    (fresh) => (fresh.status === "requested" || fresh.status === "offered" ? "stale" : "not_open"),
  );
}

/**
 * Closes an open quote without an order: the buyer declines the latest offer or withdraws the
 * request, or the shop declines it (with the reason the buyer is told).
 */
export async function closeQuote(
  scope: OrderScope,
  input: { quoteNo: string; reason: string } & (
    | { by: "buyer"; userId: number; outcome: "declined"; version: number }
    | { by: "buyer"; userId: number; outcome: "withdrawn" }
    | { by: "staff"; staff: QuoteStaff; expectedVersion: number }
  ),
): Promise<QuoteResult> {
  const db = scope.env.DB;
  const quote =
    input.by === "buyer" ? await findUserQuote(db, input.userId, input.quoteNo) : await findQuote(db, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  if (input.by === "staff" && quote.version !== input.expectedVersion) return { ok: false, reason: "stale" };
  if (quote.status !== "requested" && quote.status !== "offered") return { ok: false, reason: "not_open" };
  const declineOffer = input.by === "buyer" && input.outcome === "declined";
  if (declineOffer) {
    if (quote.status !== "offered") return { ok: false, reason: "not_open" };
    if (input.version !== quote.offer_version) return { ok: false, reason: "offer_revised" };
  }
  const status = input.by === "buyer" ? input.outcome : "declined";
  const now = Date.now();
  const actor = input.by === "buyer" ? actorLabel({ kind: "customer", userId: input.userId }) : staffLabel(input.staff);
  const kind = input.by === "staff" ? "declined_by_shop" : status;
  return runStep(
    db,
    quote,
    [
      db
        .prepare(
          `UPDATE quotes SET status = ?3, version = version + 1, updated_at = ?4, awaiting_staff_since = NULL
            WHERE id = ?1 AND version = ?2 AND status IN ('requested', 'offered') ${declineOffer ? "AND offer_version = ?5" : "AND ?5 IS NOT NULL"}`,
        )
        .bind(quote.id, quote.version, status, now, quote.offer_version),
      abortUnlessChanged(db, quote.id),
      db
        .prepare("UPDATE quote_offers SET status = ?2 WHERE quote_id = ?1 AND status IN ('sent', 'pending_approval')")
        .bind(quote.id, declineOffer ? "declined" : "withdrawn"),
      quoteEventStatement(
        db,
        { quoteId: quote.id, kind, actor, detail: input.reason ? { reason: input.reason } : {} },
        now,
      ),
      ...(input.by === "staff"
        ? [
            audit(
              db,
              input.staff,
              quote.quote_no,
              "decline",
              { status: quote.status },
              { status, reason: input.reason },
              now,
            ),
            quoteMail(db, "quote_declined", quote, now, { reason: input.reason }),
          ]
        : [quoteMail(db, `staff_quote_${status}`, quote, now, { reason: input.reason })]),
    ],
    (fresh) =>
      fresh.offer_version !== quote.offer_version
        ? "offer_revised"
        : fresh.status === quote.status
          ? "stale"
          : "not_open",
  );
}

/** Why the latest offer cannot be accepted now (null: it can). */
async function acceptRefusal(db: D1Database, quote: QuoteRow, version: number, offer: OfferRow | null) {
  if (quote.status === "expired") return "offer_expired" as const;
  if (quote.status !== "offered" || !offer) return "not_open" as const;
  if (version !== quote.offer_version || offer.status !== "sent") return "offer_revised" as const;
  if (await offerLapsed(db, offer.id)) return "offer_expired" as const;
  return null;
}

/**
 * The buyer accepts the latest offer: it becomes an order at the offered prices, through the same
 * batch as a cart order (stock taken and checked there), to one of their addresses in the quote's
 * country. The same offer accepted twice (two tabs, a retry) gives one order; an offer revised or
 * lapsed (by the database's clock) before the batch runs is refused, never ordered.
 */
export async function acceptOffer(
  scope: OrderScope,
  input: { quoteNo: string; userId: number; version: number; addressId: number; poNumber: string; locale: Locale },
): Promise<{ ok: true; order: OrderRecord } | ({ ok: false } & QuoteRefusal)> {
  const db = scope.env.DB;
  const quote = await findUserQuote(db, input.userId, input.quoteNo);
  if (!quote) return { ok: false, reason: "not_found" };
  const idempotencyKey = `quote-${quote.quote_no}`;
  if (quote.order_id !== null) {
    const accepted = await findOffer(db, quote.id, quote.offer_version);
    const order = await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(quote.order_id).first<OrderRecord>();
    if (order && accepted?.version === input.version) return { ok: true, order };
    return { ok: false, reason: "not_open" };
  }
  const offer = await findOffer(db, quote.id, quote.offer_version);
  const refused = await acceptRefusal(db, quote, input.version, offer);
  if (refused) return { ok: false, reason: refused };
  const address = await getAddress(db, input.userId, input.addressId);
  if (!address) return { ok: false, reason: "address_not_found" };
  if (address.country !== quote.country) return { ok: false, reason: "address_country", country: quote.country };
  const lines = await offerLines(db, offer!.id);
  const { id: _id, isDefault: _default, ...addressSnapshot } = address;
  const now = Date.now();
  const actor = actorLabel({ kind: "customer", userId: input.userId });
  const orderIdSql = "(SELECT id FROM orders WHERE order_no = ?2)";
  return placePricedOrder<QuoteRefusal>(scope, {
    userId: input.userId,
    locale: input.locale,
    idempotencyKey,
    currency: offer!.currency,
    lines: lines.map((line) => ({
      productId: line.goods_id,
      skuId: line.goods_specs_id,
      name: line.goods_name,
      specName: line.spec_name,
      image: line.image,
      unitPriceMinor: line.net_unit_minor,
      quantity: line.quantity,
      lineTotalMinor: line.line_total_minor,
    })),
    freightMinor: offer!.freight_minor,
    freightLabel: offer!.freight_label,
    address: addressSnapshot,
    notes: "",
    poNumber: input.poNumber,
    actor: { kind: "customer", userId: input.userId },
    with: (orderNo) => [
      // The offer must still be the latest, sent and valid by the database's clock as the order is written.
      db
        .prepare(
          `UPDATE quotes SET status = 'accepted', order_id = ${orderIdSql}, version = version + 1, updated_at = ?3
            WHERE id = ?1 AND status = 'offered' AND offer_version = ?4
              AND EXISTS (SELECT 1 FROM quote_offers o WHERE o.quote_id = ?1 AND o.version = ?4 AND o.status = 'sent' AND o.valid_until > ${DB_NOW_MS})`,
        )
        .bind(quote.id, orderNo, now, input.version),
      abortUnlessChanged(db, quote.id),
      db.prepare("UPDATE quote_offers SET status = 'accepted' WHERE id = ?1").bind(offer!.id),
      quoteEventStatement(
        db,
        { quoteId: quote.id, kind: "accepted", actor, detail: { version: input.version, orderNo } },
        now,
      ),
      quoteMail(db, "staff_quote_accepted", quote, now, { version: input.version, orderNo }),
    ],
    explain: async () => {
      const fresh = await reread(db, quote.id);
      const latest = await findOffer(db, quote.id, fresh.offer_version);
      const why = await acceptRefusal(db, fresh, input.version, latest);
      return why ? { ok: false, reason: why } : null;
    },
  });
}

/** Due offers by the database's clock: reminders two days before the end, then expiry. */
const DAY_MS = 86_400_000;
const REMINDER_MS = 2 * DAY_MS;

/**
 * The cron's quote work: offers whose validity ended expire (the quote with them; the buyer is
 * mailed), and offers ending within two days get their one reminder (none for an offer sent less
 * than a day ago: its own mail says how long it holds). Each step is one statement
 * set in one batch, so a quote is never expired without its mail nor mailed twice.
 */
export async function expireQuotes(env: OrderScope["env"]): Promise<{ expired: number; reminded: number }> {
  const db = env.DB;
  const now = Date.now();
  const due = `SELECT q.id FROM quotes q JOIN quote_offers o ON o.quote_id = q.id AND o.version = q.offer_version
                WHERE q.status = 'offered' AND o.status = 'sent' AND o.valid_until <= ${DB_NOW_MS}`;
  const remind = `SELECT o.id FROM quote_offers o JOIN quotes q ON q.id = o.quote_id AND q.offer_version = o.version
                   WHERE q.status = 'offered' AND o.status = 'sent' AND o.reminded_at IS NULL
                     AND o.valid_until > ${DB_NOW_MS} AND o.valid_until <= ${DB_NOW_MS} + ${REMINDER_MS}
                     AND o.sent_at <= ${DB_NOW_MS} - ${DAY_MS}`;
  const [expiredMail, , , , reminded] = await db.batch([
    db
      .prepare(
        `INSERT INTO mail_events (kind, user_id, payload_json, created_at)
         SELECT 'quote_expired', q.user_id, json_object('quoteNo', q.quote_no, 'version', q.offer_version), ?1
           FROM quotes q WHERE q.id IN (${due})`,
      )
      .bind(now),
    db
      .prepare(
        `INSERT INTO quote_events (quote_id, kind, actor, detail_json, created_at)
         SELECT id, 'expired', 'cron', json_object('version', offer_version), ?1 FROM quotes WHERE id IN (${due})`,
      )
      .bind(now),
    db
      .prepare(
        `UPDATE quote_offers SET status = 'expired'
          WHERE status = 'sent' AND id IN (SELECT o.id FROM quote_offers o JOIN quotes q ON q.id = o.quote_id AND o.version = q.offer_version
                                             WHERE q.id IN (${due}))`,
      )
      .bind(),
    db
      .prepare(
        `UPDATE quotes SET status = 'expired', version = version + 1, updated_at = ?1
          WHERE id IN (SELECT q.id FROM quotes q JOIN quote_offers o ON o.quote_id = q.id AND o.version = q.offer_version
                        WHERE q.status = 'offered' AND o.status = 'expired')`,
      )
      .bind(now),
    db
      .prepare(
        `INSERT INTO mail_events (kind, user_id, payload_json, created_at)
         SELECT 'quote_reminder', q.user_id, json_object('quoteNo', q.quote_no, 'version', o.version), ?1
           FROM quote_offers o JOIN quotes q ON q.id = o.quote_id WHERE o.id IN (${remind})`,
      )
      .bind(now),
    db.prepare(`UPDATE quote_offers SET reminded_at = ?1 WHERE id IN (${remind})`).bind(now),
  ]);
  return { expired: expiredMail!.meta.changes ?? 0, reminded: reminded!.meta.changes ?? 0 };
}
