import type { AccountExport } from "../../shared/account/privacy";
import { CONTENT_BASE_LOCALE } from "../../shared/locale";
import { companyOf } from "../db/company-profiles";

/**
 * Where each table that holds something of a customer goes in their export, or why it stays out.
 * The schema test walks the database (every table referring to users, and every table referring
 * to those) and fails on a table this list does not name, so a new table keyed to a customer must
 * be exported or left out here on purpose.
 */
export const EXPORT_COVERAGE: Record<string, { section: string } | { omitted: string }> = {
  users: { section: "account" },
  addresses: { section: "addresses" },
  cart_lines: { section: "cart" },
  orders: { section: "orders" },
  order_lines: { section: "orders[].lines" },
  order_events: { section: "orders[].events" },
  payments: { section: "orders[].payments" },
  payment_events: { section: "orders[].paymentNotices" },
  reviews: { section: "reviews" },
  activity_claims: { section: "couponClaims" },
  mail_events: { section: "mail.events" },
  mail_deliveries: { section: "mail.events[].deliveries" },
  mail_outbox: { section: "mail.outbox" },
  user_devices: { section: "devices" },
  refresh_tokens: { section: "sessions" },
  password_resets: { section: "passwordResets" },
  audit_log: { section: "accountHistory" },
  company_profiles: { section: "company" },
  documents: { section: "orders[].documents" },
  document_sequences: { omitted: "the shop's counters of document numbers, no one's data" },
  order_notes: {
    omitted: "the staff's internal notes on an order: the shop's working notes, never shown to customers",
  },
  staff: { omitted: "staff members' own accounts (its email column), not customers" },
  quotes: { section: "quotes" },
  quote_items: { section: "quotes[].items" },
  quote_messages: { section: "quotes[].messages" },
  quote_offers: { section: "quotes[].offers" },
  quote_offer_lines: { section: "quotes[].offers[].lines" },
  quote_attachments: { section: "quotes[].attachment" },
  quote_events: { section: "quotes[].events" },
};

const iso = (ms: number) => new Date(ms).toISOString();

/** An order event's actor as the customer reads it: "customer", "staff" (no member named), "cron", "provider:…". */
function actorKind(actor: string): string {
  if (actor.startsWith("customer:")) return "customer";
  if (actor.startsWith("staff:")) return "staff";
  return actor;
}

type Row = Record<string, unknown>;
const rows = (result: D1Result | undefined) => (result?.results ?? []) as Row[];
const text = (value: unknown) => String(value ?? "");
const num = (value: unknown) => Number(value);
const time = (value: unknown) => iso(Number(value));
const timeOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(Number(value)));

/**
 * Everything the shop holds about one customer, as one JSON document (null: no such account).
 * Secrets (the password hash, token and link hashes, device ids) are never part of it.
 */
export async function exportAccount(
  db: D1Database,
  userId: number,
  now: number,
  shop: string,
): Promise<AccountExport | null> {
  const user = await db.prepare("SELECT * FROM users WHERE id = ?1").bind(userId).first<Row>();
  if (!user) return null;
  const email = text(user.email);
  const ordersOf = "SELECT id FROM orders WHERE user_id = ?1";
  const results = await db.batch([
    db.prepare("SELECT * FROM addresses WHERE user_id = ?1 ORDER BY id").bind(userId),
    db.prepare("SELECT * FROM cart_lines WHERE user_id = ?1 ORDER BY id").bind(userId),
    db.prepare("SELECT * FROM orders WHERE user_id = ?1 ORDER BY created_at, id").bind(userId),
    db.prepare(`SELECT * FROM order_lines WHERE order_id IN (${ordersOf}) ORDER BY id`).bind(userId),
    db.prepare(`SELECT * FROM order_events WHERE order_id IN (${ordersOf}) ORDER BY created_at, id`).bind(userId),
    db.prepare(`SELECT * FROM payments WHERE order_id IN (${ordersOf}) ORDER BY created_at, id`).bind(userId),
    db.prepare(`SELECT * FROM payment_events WHERE order_id IN (${ordersOf}) ORDER BY received_at, id`).bind(userId),
    db
      .prepare(
        `SELECT r.*, o.order_no FROM reviews r JOIN order_lines l ON l.id = r.order_line_id JOIN orders o ON o.id = l.order_id
          WHERE r.user_id = ?1 ORDER BY r.created_at, r.id`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT c.*, COALESCE(t.name, '') AS campaign, o.order_no FROM activity_claims c
           LEFT JOIN activity_translations t ON t.activity_id = c.activity_id AND t.lang = '${CONTENT_BASE_LOCALE}'
           LEFT JOIN orders o ON o.id = c.order_id
          WHERE c.user_id = ?1 ORDER BY c.claimed_at, c.id`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT e.id, e.kind, e.status, e.created_at, e.done_at, o.order_no FROM mail_events e
           LEFT JOIN orders o ON o.id = e.order_id
          WHERE e.user_id = ?1 OR e.order_id IN (${ordersOf}) ORDER BY e.created_at, e.id`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT d.* FROM mail_deliveries d
          WHERE d.event_id IN (SELECT id FROM mail_events WHERE user_id = ?1) ORDER BY d.id`,
      )
      .bind(userId),
    db
      .prepare("SELECT kind, subject, body_text, created_at FROM mail_outbox WHERE lower(recipient) = ?1 ORDER BY id")
      .bind(email.toLowerCase()),
    db.prepare("SELECT * FROM user_devices WHERE user_id = ?1 ORDER BY first_seen_at, id").bind(userId),
    db
      .prepare(
        `SELECT MIN(created_at) AS started_at, MAX(created_at) AS renewed_at, MAX(expires_at) AS expires_at,
                MAX(revoked_at) AS revoked_at
           FROM refresh_tokens WHERE user_id = ?1 GROUP BY family_id ORDER BY started_at`,
      )
      .bind(userId),
    db.prepare("SELECT * FROM password_resets WHERE user_id = ?1 ORDER BY created_at, id").bind(userId),
    db
      .prepare("SELECT action, at FROM audit_log WHERE entity = 'customer' AND entity_id = ?1 ORDER BY at, id")
      .bind(String(userId)),
    db
      .prepare(
        `SELECT order_id, number, kind, issued_at, total_minor, currency FROM documents
          WHERE order_id IN (${ordersOf}) ORDER BY issued_at, id`,
      )
      .bind(userId),
  ]);
  const [
    addresses,
    cart,
    orders,
    lines,
    events,
    payments,
    notices,
    reviews,
    claims,
    mailEvents,
    deliveries,
    outbox,
    devices,
    sessions,
    resets,
    history,
    documents,
  ] = results.map(rows);
  const byOrder = (list: Row[]) => {
    const map = new Map<number, Row[]>();
    for (const row of list) map.set(num(row.order_id), [...(map.get(num(row.order_id)) ?? []), row]);
    return (orderId: unknown) => map.get(num(orderId)) ?? [];
  };
  const linesOf = byOrder(lines!);
  const eventsOf = byOrder(events!);
  const paymentsOf = byOrder(payments!);
  const noticesOf = byOrder(notices!);
  const documentsOf = byOrder(documents!);
  const deliveriesOf = (eventId: unknown) => deliveries!.filter((row) => num(row.event_id) === num(eventId));
  const status = user.deleted_at !== null ? "deleted" : num(user.status) === 1 ? "active" : "locked";
  return {
    format: "account-export",
    version: 1,
    shop,
    exportedAt: iso(now),
    account: {
      id: num(user.id),
      email,
      userName: text(user.user_name),
      firstName: text(user.first_name),
      lastName: text(user.last_name),
      language: text(user.locale),
      status,
      createdAt: time(user.created_at),
      updatedAt: time(user.updated_at),
      deletedAt: timeOrNull(user.deleted_at),
      weakPassword: num(user.weak_password) === 1,
      mail: { newSignIn: num(user.mail_new_sign_in) === 1 },
    },
    addresses: addresses!.map((row) => ({
      recipient: text(row.recipient),
      phone: text(row.phone),
      company: text(row.company),
      country: text(row.country),
      region: text(row.region),
      city: text(row.city),
      line1: text(row.line1),
      line2: text(row.line2),
      postalCode: text(row.postal_code),
      isDefault: num(row.is_default) === 1,
      createdAt: time(row.created_at),
      updatedAt: time(row.updated_at),
    })),
    cart: cart!.map((row) => ({
      productId: num(row.goods_id),
      skuId: num(row.goods_specs_id),
      quantity: num(row.quantity),
      selected: num(row.selected) === 1,
      addedAt: time(row.created_at),
    })),
    orders: orders!.map((order) => ({
      orderNo: text(order.order_no),
      status: text(order.status),
      currency: text(order.currency),
      subtotalMinor: num(order.subtotal_minor),
      shippingMinor: num(order.shipping_minor),
      discountMinor: num(order.discount_minor),
      totalMinor: num(order.total_minor),
      shippingMethod: text(order.shipping_method_name),
      address: JSON.parse(text(order.address_json) || "{}") as Record<string, unknown>,
      notes: text(order.notes),
      poNumber: (order.po_number as string | null) ?? null,
      trackingNo: (order.tracking_no as string | null) ?? null,
      carrier: (order.carrier as string | null) ?? null,
      trackingUrl: (order.tracking_url as string | null) ?? null,
      createdAt: time(order.created_at),
      expiresAt: time(order.expires_at),
      paidAt: timeOrNull(order.paid_at),
      shippedAt: timeOrNull(order.shipped_at),
      completedAt: timeOrNull(order.completed_at),
      cancelledAt: timeOrNull(order.cancelled_at),
      lines: linesOf(order.id).map((line) => ({
        productId: num(line.goods_id),
        skuId: num(line.goods_specs_id),
        name: text(line.goods_name),
        specName: text(line.spec_name),
        unitPriceMinor: num(line.unit_price_minor),
        quantity: num(line.quantity),
        lineTotalMinor: num(line.line_total_minor),
      })),
      payments: paymentsOf(order.id).map((payment) => ({
        provider: text(payment.provider),
        reference: text(payment.provider_ref),
        status: text(payment.status),
        amountMinor: num(payment.amount_minor),
        currency: text(payment.currency),
        createdAt: time(payment.created_at),
        refundedAt: timeOrNull(payment.refunded_at),
        refundNote: (payment.refund_note as string | null) ?? null,
      })),
      documents: documentsOf(order.id).map((doc) => ({
        number: text(doc.number),
        kind: text(doc.kind),
        issuedAt: time(doc.issued_at),
        totalMinor: num(doc.total_minor),
        currency: text(doc.currency),
      })),
      paymentNotices: noticesOf(order.id).map((notice) => ({
        provider: text(notice.provider),
        eventId: text(notice.event_id),
        type: text(notice.event_type),
        receivedAt: time(notice.received_at),
      })),
      events: eventsOf(order.id).map((event) => ({
        status: text(event.status),
        note: text(event.note),
        by: actorKind(text(event.actor)),
        at: time(event.created_at),
      })),
    })),
    reviews: reviews!.map((review) => ({
      productId: num(review.goods_id),
      orderNo: text(review.order_no),
      rating: num(review.rating),
      body: text(review.body),
      visible: num(review.status) === 1,
      hiddenReason: (review.hidden_reason as string | null) ?? null,
      createdAt: time(review.created_at),
      updatedAt: time(review.updated_at),
    })),
    couponClaims: claims!.map((claim) => ({
      campaignId: num(claim.activity_id),
      campaign: text(claim.campaign),
      claimNo: num(claim.claim_no),
      used: num(claim.status) === 1,
      orderNo: (claim.order_no as string | null) ?? null,
      claimedAt: time(claim.claimed_at),
      usedAt: timeOrNull(claim.used_at),
    })),
    mail: {
      // Staff alerts about the customer's orders are the shop's own mail, not theirs.
      events: mailEvents!
        .filter((event) => !text(event.kind).startsWith("staff_"))
        .map((event) => ({
          kind: text(event.kind),
          orderNo: (event.order_no as string | null) ?? null,
          status: text(event.status),
          createdAt: time(event.created_at),
          doneAt: timeOrNull(event.done_at),
          deliveries: deliveriesOf(event.id).map((delivery) => ({
            recipient: text(delivery.recipient),
            status: text(delivery.status),
            sentAt: timeOrNull(delivery.sent_at),
          })),
        })),
      outbox: outbox!.map((mail) => ({
        kind: text(mail.kind),
        subject: text(mail.subject),
        // A reset mail's link may still be live: a file kept on a disk must not hold it.
        text: text(mail.kind) === "password_reset" ? "" : text(mail.body_text),
        createdAt: time(mail.created_at),
      })),
    },
    devices: devices!.map((device) => ({
      userAgent: text(device.user_agent),
      firstSeenAt: time(device.first_seen_at),
      lastSeenAt: time(device.last_seen_at),
    })),
    sessions: sessions!.map((session) => ({
      startedAt: time(session.started_at),
      lastRenewedAt: time(session.renewed_at),
      expiresAt: time(session.expires_at),
      endedAt: timeOrNull(session.revoked_at),
    })),
    passwordResets: resets!.map((reset) => ({
      requestedAt: time(reset.created_at),
      expiresAt: time(reset.expires_at),
      usedAt: timeOrNull(reset.used_at),
    })),
    accountHistory: history!.map((entry) => ({ action: text(entry.action), at: time(entry.at) })),
    company: await companyOf(db, userId),
    quotes: await exportQuotes(db, userId),
  };
}

/** The customer's quotes: offers waiting for an owner's approval and staff's internal notes stay out. */
async function exportQuotes(db: D1Database, userId: number): Promise<AccountExport["quotes"]> {
  const quotesOf = "SELECT id FROM quotes WHERE user_id = ?1";
  const [quotes, items, messages, offers, lines, attachments, events] = (
    await db.batch([
      db.prepare("SELECT * FROM quotes WHERE user_id = ?1 ORDER BY created_at, id").bind(userId),
      db.prepare(`SELECT * FROM quote_items WHERE quote_id IN (${quotesOf}) ORDER BY id`).bind(userId),
      db.prepare(`SELECT * FROM quote_messages WHERE quote_id IN (${quotesOf}) ORDER BY created_at, id`).bind(userId),
      db
        .prepare(
          `SELECT * FROM quote_offers WHERE quote_id IN (${quotesOf}) AND status <> 'pending_approval' ORDER BY version`,
        )
        .bind(userId),
      db
        .prepare(
          `SELECT l.* FROM quote_offer_lines l JOIN quote_offers o ON o.id = l.offer_id WHERE o.quote_id IN (${quotesOf}) ORDER BY l.id`,
        )
        .bind(userId),
      db.prepare("SELECT * FROM quote_attachments WHERE user_id = ?1 AND quote_id IS NOT NULL").bind(userId),
      db
        .prepare(`SELECT * FROM quote_events WHERE quote_id IN (${quotesOf}) AND public = 1 ORDER BY created_at, id`)
        .bind(userId),
    ])
  ).map(rows);
  const of = (list: Row[], key: string) => (id: unknown) => list.filter((row) => num(row[key]) === num(id));
  const itemsOf = of(items!, "quote_id");
  const messagesOf = of(messages!, "quote_id");
  const offersOf = of(offers!, "quote_id");
  const linesOf = of(lines!, "offer_id");
  const eventsOf = of(events!, "quote_id");
  return quotes!.map((quote) => {
    const file = attachments!.find((row) => num(row.quote_id) === num(quote.id));
    return {
      quoteNo: text(quote.quote_no),
      status: text(quote.status),
      country: text(quote.country),
      wantedBy: (quote.wanted_by as string | null) ?? null,
      createdAt: time(quote.created_at),
      items: itemsOf(quote.id).map((item) => ({ skuId: num(item.goods_specs_id), quantity: num(item.quantity) })),
      messages: messagesOf(quote.id).map((message) => ({
        from: text(message.author),
        body: text(message.body),
        at: time(message.created_at),
      })),
      offers: offersOf(quote.id).map((offer) => ({
        version: num(offer.version),
        status: text(offer.status),
        currency: text(offer.currency),
        freightMinor: num(offer.freight_minor),
        totalMinor: num(offer.total_minor),
        validUntil: time(offer.valid_until),
        notes: text(offer.notes),
        lines: linesOf(offer.id).map((line) => ({
          name: text(line.goods_name),
          specName: text(line.spec_name),
          quantity: num(line.quantity),
          netUnitMinor: num(line.net_unit_minor),
          lineTotalMinor: num(line.line_total_minor),
        })),
      })),
      attachment: file
        ? { name: text(file.name), contentType: text(file.content_type), sizeBytes: num(file.size_bytes) }
        : null,
      events: eventsOf(quote.id).map((event) => ({
        kind: text(event.kind),
        by: actorKind(text(event.actor)),
        at: time(event.created_at),
      })),
    };
  });
}
