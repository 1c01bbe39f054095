import type { CompanyDetails } from "../../shared/account/company";
import type {
  Address,
  CartLine,
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderStatus,
  OrderSummary,
} from "../../shared/commerce/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { auditStatement, type AuditRecord } from "./audit";

interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  status: OrderStatus;
  currency: string;
  subtotal_minor: number;
  shipping_minor: number;
  discount_minor: number;
  total_minor: number;
  coupon_claim_id: number | null;
  shipping_method_id: number | null;
  shipping_method_name: string;
  address_json: string;
  notes: string;
  tracking_no: string | null;
  carrier: string | null;
  /** The carrier's tracking page of this parcel (from the shipping method's template). */
  tracking_url: string | null;
  /** Bumped by every change: a change asked for on an older version is refused. */
  version: number;
  /** The buyer's purchase order number. */
  po_number: string | null;
  /** The buyer's company when they ordered (CompanyDetails as JSON). */
  company_json: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}

export type OrderRecord = OrderRow;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** "PL" + yymmdd + 6 random digits; the UNIQUE constraint catches the rare collision. */
export function newOrderNo(now: number): string {
  const date = new Date(now).toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return `PL${date}${String(random).padStart(6, "0")}`;
}

/** A line as an order keeps it: what was bought, at which unit price. */
export type OrderedLine = Pick<
  CartLine,
  "productId" | "skuId" | "name" | "specName" | "image" | "unitPriceMinor" | "quantity" | "lineTotalMinor"
>;

export interface NewOrder {
  orderNo: string;
  userId: number;
  idempotencyKey: string;
  currency: string;
  lines: OrderedLine[];
  /** The cart lines the order takes (removed with it); none for an offer's or a staff member's order. */
  cartLineIds: number[];
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** null: the freight was agreed (an offer's freight line), not a shipping method's price. */
  shippingMethodId: number | null;
  shippingMethodName: string;
  address: Omit<Address, "id" | "isDefault">;
  notes: string;
  /** The buyer's purchase order number ("" when none). */
  poNumber: string;
  /** The buyer's company as it is now (null: they buy as a person). */
  company: CompanyDetails | null;
  couponClaimId: number | null;
  expiresAt: number;
  /** Who placed it (an order event's actor, "customer:12"). */
  actor: string;
}

/**
 * Everything placing an order writes, as one atomic batch: the order with its price snapshot, its
 * lines, the stock decrements (the CHECK (stock >= 0) aborts the whole batch rather than oversell),
 * the removal of the ordered cart lines, the first status event, and the coupon it uses.
 * The first status event's trigger writes the order's mail.
 * UNIQUE (user_id, idempotency_key) makes a repeated submission fail as a whole, too.
 */
export function placeOrderStatements(db: D1Database, order: NewOrder, now: number): D1PreparedStatement[] {
  const orderId = "(SELECT id FROM orders WHERE order_no = ?1)";
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (order_no, user_id, status, currency, subtotal_minor, shipping_minor, discount_minor, total_minor,
                             coupon_claim_id, shipping_method_id, shipping_method_name, address_json, notes, idempotency_key,
                             created_at, updated_at, expires_at, po_number, company_json)
         VALUES (?1, ?2, 'awaiting_payment', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14, ?15, ?16, ?17)`,
      )
      .bind(
        order.orderNo,
        order.userId,
        order.currency,
        order.subtotalMinor,
        order.shippingMinor,
        order.discountMinor,
        order.totalMinor,
        order.couponClaimId,
        order.shippingMethodId,
        order.shippingMethodName,
        JSON.stringify(order.address),
        order.notes,
        order.idempotencyKey,
        now,
        order.expiresAt,
        order.poNumber || null,
        order.company ? JSON.stringify(order.company) : null,
      ),
    ...order.lines.flatMap((line) => [
      db
        .prepare(
          `INSERT INTO order_lines (order_id, goods_id, goods_specs_id, goods_name, spec_name, image, unit_price_minor, quantity, line_total_minor)
           VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(
          order.orderNo,
          line.productId,
          line.skuId,
          line.name,
          line.specName,
          line.image,
          line.unitPriceMinor,
          line.quantity,
          line.lineTotalMinor,
        ),
      db.prepare("UPDATE goods_specs SET stock = stock - ?2 WHERE id = ?1").bind(line.skuId, line.quantity),
    ]),
    ...(order.cartLineIds.length
      ? [
          db
            .prepare(
              `DELETE FROM cart_lines WHERE user_id = ?1 AND id IN (${order.cartLineIds.map((_, index) => `?${index + 2}`).join(", ")})`,
            )
            .bind(order.userId, ...order.cartLineIds),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO order_events (order_id, status, note, actor, created_at) VALUES (${orderId}, 'awaiting_payment', '', ?3, ?2)`,
      )
      .bind(order.orderNo, now, order.actor),
  ];
  if (order.couponClaimId !== null) {
    // Reserve the coupon for this order; it only counts as used once the order is paid.
    statements.push(
      db
        .prepare(
          `UPDATE activity_claims SET order_id = ${orderId} WHERE id = ?2 AND user_id = ?3 AND status = 0 AND order_id IS NULL`,
        )
        .bind(order.orderNo, order.couponClaimId, order.userId),
      // Guard: an UPDATE that changes nothing does not abort a batch. When the coupon is not now
      // reserved for this order (used or taken meanwhile), this breaks CHECK (status IN (0, 1)),
      // which aborts the whole order.
      db
        .prepare(`UPDATE activity_claims SET status = 2 WHERE id = ?2 AND order_id IS NOT ${orderId}`)
        .bind(order.orderNo, order.couponClaimId),
    );
  }
  return statements;
}

export async function findOrderByIdempotencyKey(db: D1Database, userId: number, key: string): Promise<OrderRow | null> {
  return db
    .prepare("SELECT * FROM orders WHERE user_id = ?1 AND idempotency_key = ?2")
    .bind(userId, key)
    .first<OrderRow>();
}

export async function findOrder(db: D1Database, orderNo: string): Promise<OrderRow | null> {
  return db.prepare("SELECT * FROM orders WHERE order_no = ?1").bind(orderNo).first<OrderRow>();
}

/** Whether the user has ever paid an order (a "new customer" has not). */
export async function hasPaidOrder(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS paid FROM orders WHERE user_id = ?1 AND paid_at IS NOT NULL LIMIT 1")
    .bind(userId)
    .first<{ paid: number }>();
  return row !== null;
}

export async function findOrderById(db: D1Database, id: number): Promise<OrderRow | null> {
  return db.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first<OrderRow>();
}

/** The user's own order only. */
export async function findUserOrder(db: D1Database, userId: number, orderNo: string): Promise<OrderRow | null> {
  return db
    .prepare("SELECT * FROM orders WHERE order_no = ?1 AND user_id = ?2")
    .bind(orderNo, userId)
    .first<OrderRow>();
}

function toSummary(
  row: OrderRow & { item_count: number; line_count: number; first_image: string | null; first_name: string | null },
): OrderSummary {
  return {
    orderNo: row.order_no,
    status: row.status,
    currency: row.currency,
    totalMinor: row.total_minor,
    itemCount: row.item_count,
    createdAt: iso(row.created_at)!,
    expiresAt: row.status === "awaiting_payment" ? iso(row.expires_at) : null,
    firstImage: row.first_image,
    firstName: row.first_name ?? "",
    lineCount: row.line_count,
  };
}

const SUMMARY_EXTRAS = `
  (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS item_count,
  (SELECT COUNT(*) FROM order_lines WHERE order_id = o.id) AS line_count,
  (SELECT image FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) AS first_image,
  (SELECT goods_name FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) AS first_name`;

export async function listOrders(
  db: D1Database,
  userId: number,
  status: OrderStatus | undefined,
  page: number,
  pageSize: number,
): Promise<{ list: OrderSummary[]; total: number; page: number; pageSize: number }> {
  const filter = status ? "AND o.status = ?2" : "AND ?2 IS NULL";
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT o.*, ${SUMMARY_EXTRAS} FROM orders o WHERE o.user_id = ?1 ${filter}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(userId, status ?? null),
    db.prepare(`SELECT COUNT(*) AS total FROM orders o WHERE o.user_id = ?1 ${filter}`).bind(userId, status ?? null),
  ]);
  return {
    list: (rows!.results as Parameters<typeof toSummary>[0][]).map(toSummary),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

interface LineRow {
  id: number;
  goods_id: number;
  goods_specs_id: number;
  goods_name: string;
  spec_name: string;
  image: string | null;
  unit_price_minor: number;
  quantity: number;
  line_total_minor: number;
  reviewed: number;
}

/** An order with its lines, status history and payments (the user's own only). */
export async function getOrderDetail(
  db: D1Database,
  userId: number,
  orderNo: string,
  locale: Locale,
): Promise<OrderDetail | null> {
  const order = await db
    .prepare(
      `SELECT o.*, ${SUMMARY_EXTRAS},
              cr.name AS coupon_name_read, cb.name AS coupon_name_base,
              sr.name AS shipping_name_read, sb.name AS shipping_name_base
         FROM orders o
         LEFT JOIN activity_claims ac ON ac.id = COALESCE(o.coupon_claim_id, o.released_coupon_claim_id)
         LEFT JOIN activity_translations cr ON cr.activity_id = ac.activity_id AND cr.lang = ?3
         LEFT JOIN activity_translations cb ON cb.activity_id = ac.activity_id AND cb.lang = '${CONTENT_BASE_LOCALE}'
         LEFT JOIN shipping_method_translations sr ON sr.method_id = o.shipping_method_id AND sr.lang = ?3
         LEFT JOIN shipping_method_translations sb ON sb.method_id = o.shipping_method_id AND sb.lang = '${CONTENT_BASE_LOCALE}'
        WHERE o.order_no = ?1 AND o.user_id = ?2`,
    )
    .bind(orderNo, userId, locale)
    .first<
      Parameters<typeof toSummary>[0] & {
        coupon_name_read: string | null;
        coupon_name_base: string | null;
        shipping_name_read: string | null;
        shipping_name_base: string | null;
      }
    >();
  if (!order) return null;
  const [lines, events, payments] = await db.batch([
    db
      .prepare(
        `SELECT l.*, EXISTS (SELECT 1 FROM reviews r WHERE r.order_line_id = l.id) AS reviewed
           FROM order_lines l WHERE l.order_id = ?1 ORDER BY l.id`,
      )
      .bind(order.id),
    db
      .prepare("SELECT status, note, created_at FROM order_events WHERE order_id = ?1 ORDER BY created_at, id")
      .bind(order.id),
    // A refund_due payment the operator gave back shows as refunded.
    db
      .prepare(
        `SELECT provider, CASE WHEN status = 'refund_due' AND refunded_at IS NOT NULL THEN 'refunded' ELSE status END AS status, amount_minor, created_at
           FROM payments WHERE order_id = ?1 ORDER BY created_at, id`,
      )
      .bind(order.id),
  ]);
  return {
    ...toSummary(order),
    subtotalMinor: order.subtotal_minor,
    shippingMinor: order.shipping_minor,
    discountMinor: order.discount_minor,
    // The method as it is named today in the reader's language (else the base language); the name
    // kept with the order when the method no longer exists.
    shippingMethodName: order.shipping_name_read ?? order.shipping_name_base ?? order.shipping_method_name,
    shippingMethodLang: order.shipping_name_read ? locale : order.shipping_name_base ? CONTENT_BASE_LOCALE : null,
    address: JSON.parse(order.address_json) as OrderDetail["address"],
    notes: order.notes,
    poNumber: order.po_number,
    trackingNo: order.tracking_no,
    carrier: order.carrier,
    trackingUrl: order.tracking_url,
    paidAt: iso(order.paid_at),
    shippedAt: iso(order.shipped_at),
    completedAt: iso(order.completed_at),
    cancelledAt: iso(order.cancelled_at),
    couponName: order.coupon_name_read ?? order.coupon_name_base,
    couponLang: order.coupon_name_read ? locale : order.coupon_name_base ? CONTENT_BASE_LOCALE : null,
    lines: (lines!.results as LineRow[]).map(
      (line): OrderLine => ({
        id: line.id,
        productId: line.goods_id,
        skuId: line.goods_specs_id,
        name: line.goods_name,
        specName: line.spec_name,
        image: line.image,
        unitPriceMinor: line.unit_price_minor,
        quantity: line.quantity,
        lineTotalMinor: line.line_total_minor,
        reviewed: line.reviewed === 1,
      }),
    ),
    events: (events!.results as Array<{ status: OrderStatus; note: string; created_at: number }>).map(
      (event): OrderEvent => ({ status: event.status, note: event.note, at: iso(event.created_at)! }),
    ),
    payments: (
      payments!.results as Array<{ provider: string; status: string; amount_minor: number; created_at: number }>
    ).map((payment) => ({
      provider: payment.provider,
      status: payment.status,
      amountMinor: payment.amount_minor,
      createdAt: iso(payment.created_at)!,
    })),
  };
}

/** The products of an order (whose cached pages change when its stock moves). */
export async function orderProductIds(db: D1Database, orderId: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT DISTINCT goods_id FROM order_lines WHERE order_id = ?1")
    .bind(orderId)
    .all<{ goods_id: number }>();
  return results.map((row) => row.goods_id);
}

/** A change of an order: who makes it, when, why, and on which version (none: whatever is current). */
export interface OrderChange {
  actor: string;
  now: number;
  note: string;
  expectedVersion?: number;
  /** A staff change's audit row: written in the change's batch, only when the change happens. */
  audit?: AuditRecord;
  /** More statements of the same batch, each guarded to run only when the change happens (a document). */
  also?: D1PreparedStatement[];
}

/**
 * Cancels an unpaid order and gives its stock (and coupon) back, exactly once: the status change,
 * the release and the `stock_released` flag are one batch, and the release only happens while the
 * flag is still down. Returns whether this call cancelled it.
 */
export async function cancelUnpaidOrder(db: D1Database, orderId: number, change: OrderChange): Promise<boolean> {
  const released = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'cancelled' AND stock_released = 0)";
  const [cancelled] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET status = 'cancelled', cancelled_at = ?2, updated_at = ?2, version = version + 1
          WHERE id = ?1 AND status = 'awaiting_payment' AND (?3 IS NULL OR version = ?3) RETURNING id`,
      )
      .bind(orderId, change.now, change.expectedVersion ?? null),
    db
      .prepare(
        `UPDATE goods_specs SET stock = stock + (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = ?1 AND l.goods_specs_id = goods_specs.id)
          WHERE id IN (SELECT goods_specs_id FROM order_lines WHERE order_id = ?1) AND ${released}`,
      )
      .bind(orderId),
    db
      .prepare(`UPDATE activity_claims SET order_id = NULL WHERE order_id = ?1 AND status = 0 AND ${released}`)
      .bind(orderId),
    db
      .prepare(
        `INSERT INTO order_events (order_id, status, note, actor, created_at)
         SELECT ?1, 'cancelled', ?2, ?3, ?4 WHERE ${released}`,
      )
      .bind(orderId, change.note, change.actor, change.now),
    // Payments started for it (a bank transfer announced, a checkout opened) will not complete it.
    db
      .prepare(
        `UPDATE payments SET status = 'cancelled', updated_at = ?2 WHERE order_id = ?1 AND status = 'pending' AND ${released}`,
      )
      .bind(orderId, change.now),
    // The coupon is free again: the UNIQUE coupon_claim_id must let go of it too.
    db
      .prepare(
        `UPDATE orders SET released_coupon_claim_id = coupon_claim_id, coupon_claim_id = NULL
          WHERE id = ?1 AND status = 'cancelled' AND stock_released = 0 AND coupon_claim_id IS NOT NULL`,
      )
      .bind(orderId),
    ...(change.audit ? [auditStatement(db, change.audit, change.now, released.replace("?1", String(orderId)))] : []),
    db.prepare("UPDATE orders SET stock_released = 1 WHERE id = ?1 AND status = 'cancelled'").bind(orderId),
  ]);
  return (cancelled?.results.length ?? 0) > 0;
}

/**
 * Moves an unpaid order's payment deadline later (never earlier), while it is still within it.
 * Returns whether the order is still awaiting payment with at least that deadline.
 */
export async function extendPaymentDeadline(
  db: D1Database,
  orderId: number,
  deadline: number,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE orders SET expires_at = MAX(expires_at, ?2), updated_at = ?3, version = version + 1
        WHERE id = ?1 AND status = 'awaiting_payment' AND expires_at > ?3 RETURNING id`,
    )
    .bind(orderId, deadline, now)
    .first<{ id: number }>();
  return row !== null;
}

/** Unpaid orders past their deadline (oldest first). */
export async function listExpiredOrders(
  db: D1Database,
  now: number,
  limit = 100,
): Promise<Array<{ id: number; order_no: string }>> {
  const { results } = await db
    .prepare(
      "SELECT id, order_no FROM orders WHERE status = 'awaiting_payment' AND expires_at <= ?1 ORDER BY expires_at LIMIT ?2",
    )
    .bind(now, limit)
    .all<{ id: number; order_no: string }>();
  return results;
}

/**
 * The steps after payment: shipped (with its carrier and tracking number), then completed. Moves the
 * order only from the step before (and, given one, at the expected version), with its event, in one
 * batch. Returns the changed order, or null when it did not move.
 */
export async function advanceOrder(
  db: D1Database,
  orderId: number,
  step: { to: "shipped"; carrier: string; trackingNo: string; trackingUrl: string | null } | { to: "completed" },
  change: OrderChange,
): Promise<OrderRow | null> {
  const version = change.expectedVersion ?? null;
  const [updated] = await db.batch<OrderRow>([
    step.to === "shipped"
      ? db
          .prepare(
            `UPDATE orders SET status = 'shipped', carrier = ?2, tracking_no = ?3, tracking_url = ?6, shipped_at = ?4, updated_at = ?4, version = version + 1
              WHERE id = ?1 AND status = 'paid' AND (?5 IS NULL OR version = ?5) RETURNING *`,
          )
          .bind(orderId, step.carrier, step.trackingNo, change.now, version, step.trackingUrl)
      : db
          .prepare(
            `UPDATE orders SET status = 'completed', completed_at = ?2, updated_at = ?2, version = version + 1
              WHERE id = ?1 AND status = 'shipped' AND (?3 IS NULL OR version = ?3) RETURNING *`,
          )
          .bind(orderId, change.now, version),
    // The event of this move only: the UPDATE just before changed the order (two staff moving it in
    // the same millisecond share `now`, so the time alone does not tell whose batch moved it).
    db
      .prepare(
        `INSERT INTO order_events (order_id, status, note, actor, created_at)
         SELECT id, ?2, ?3, ?4, ?5 FROM orders WHERE id = ?1 AND status = ?2 AND updated_at = ?5 AND changes() = 1`,
      )
      .bind(orderId, step.to, change.note, change.actor, change.now),
    // …and its audit row, when that event was written.
    ...(change.audit ? [auditStatement(db, change.audit, change.now, "changes() = 1")] : []),
    ...(change.also ?? []),
  ]);
  return updated?.results[0] ?? null;
}
