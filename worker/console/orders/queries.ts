import type { ConsoleOrderDetail, ConsoleOrderRow, OrderActorView, OrderFilter } from "../../../shared/console/orders";
import type { OrderStatus } from "../../../shared/commerce/types";
import type { Locale } from "../../../shared/locale";
import { listCarriers } from "../../db/carriers";
import { getOrderDetail } from "../../db/orders";

const DAY_MS = 86_400_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The WHERE clause of the console's filters and its bindings: only the filters set, so SQLite can
 * use the status and creation-time indexes (a catch-all `?1 IS NULL OR …` clause reads every order).
 * `bind` numbers further values after the filters'. The customer's columns (alias u) are read only
 * when searching by text (`usesCustomer`).
 */
function filterSql(filter: OrderFilter) {
  const binds: unknown[] = [];
  const bind = (value: unknown) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  const conditions: string[] = [];
  if (filter.status) conditions.push(`o.status = ${bind(filter.status)}`);
  if (filter.from) conditions.push(`o.created_at >= ${bind(Date.parse(`${filter.from}T00:00:00Z`))}`);
  if (filter.to) conditions.push(`o.created_at < ${bind(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)}`);
  if (filter.provider) {
    conditions.push(
      `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.provider = ${bind(filter.provider)})`,
    );
  }
  const q = filter.q?.trim() || null;
  // Digits (with or without "PL"): part of an order number, as buyers quote it (its last digits).
  // Only the order numbers are read, in their own narrow index, and the customers not at all.
  const number = q !== null && ORDER_NUMBER_PART.test(q);
  if (q) {
    const like = bind(`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    conditions.push(
      number
        ? `o.id IN (SELECT n.id FROM orders n WHERE n.order_no LIKE ${like} ESCAPE '\\')`
        : `(o.order_no LIKE ${like} ESCAPE '\\' OR u.email LIKE ${like} ESCAPE '\\'
      OR (u.first_name || ' ' || u.last_name) LIKE ${like} ESCAPE '\\' OR u.user_name LIKE ${like} ESCAPE '\\'
      OR json_extract(o.address_json, '$.recipient') LIKE ${like} ESCAPE '\\')`,
    );
  }
  return { conditions, binds, bind, usesCustomer: q !== null && !number };
}

/** Three or more digits, with or without the "PL" of an order number: a search by number. */
const ORDER_NUMBER_PART = /^(?:PL)?\d{3,}$/i;

const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(" AND ")}` : "");

const ROW_COLUMNS = `o.id, o.order_no, o.status, o.currency, o.total_minor, o.created_at, o.paid_at, o.shipped_at,
  o.carrier, o.tracking_no, u.email, u.first_name, u.last_name, u.user_name, u.deleted_at,
  (SELECT p.provider FROM payments p WHERE p.order_id = o.id ORDER BY p.status = 'succeeded' DESC, p.id DESC LIMIT 1) AS provider`;

export interface OrderExportRow {
  id: number;
  order_no: string;
  status: OrderStatus;
  currency: string;
  total_minor: number;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  carrier: string | null;
  tracking_no: string | null;
  email: string;
  first_name: string;
  last_name: string;
  user_name: string;
  deleted_at: number | null;
  provider: string | null;
}

export function customerName(row: Pick<OrderExportRow, "first_name" | "last_name" | "user_name">): string {
  return [row.first_name, row.last_name].filter(Boolean).join(" ") || row.user_name;
}

/**
 * The exact number of orders the filter matches. With no filter or the status alone, the counts
 * kept per status (table order_status_counts, moved by triggers on orders) answer without reading
 * the orders; other filters count the matching orders. Every order has its customer (users are
 * never deleted from under their orders): counting without the join, when no text search needs
 * it, reads the orders' indexes alone.
 */
function countStatement(
  db: D1Database,
  filter: OrderFilter,
  where: string,
  binds: unknown[],
  usesCustomer: boolean,
): D1PreparedStatement {
  const statusOnly = !filter.from && !filter.to && !filter.provider && !filter.q?.trim();
  if (statusOnly && filter.status) {
    return db.prepare("SELECT orders AS total FROM order_status_counts WHERE status = ?1").bind(filter.status);
  }
  if (statusOnly) return db.prepare("SELECT COALESCE(SUM(orders), 0) AS total FROM order_status_counts");
  const from = usesCustomer ? "orders o JOIN users u ON u.id = o.user_id" : "orders o";
  return db.prepare(`SELECT COUNT(*) AS total FROM ${from} ${where}`).bind(...binds);
}

/** One page of the console's order list, newest first. */
export async function listConsoleOrders(
  db: D1Database,
  filter: OrderFilter,
  page: number,
  pageSize: number,
): Promise<{ list: ConsoleOrderRow[]; total: number; page: number; pageSize: number }> {
  const { conditions, binds, usesCustomer } = filterSql(filter);
  const where = whereOf(conditions);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(...binds),
    countStatement(db, filter, where, binds, usesCustomer),
  ]);
  return {
    list: (rows!.results as OrderExportRow[]).map((row) => ({
      orderNo: row.order_no,
      status: row.status,
      currency: row.currency,
      totalMinor: row.total_minor,
      createdAt: iso(row.created_at)!,
      email: row.email,
      customerName: customerName(row),
      customerDeleted: row.deleted_at !== null,
      provider: row.provider,
    })),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

/**
 * The next page of the filtered orders after `after` (newest first, by creation time then id):
 * keyset paging, so each page costs the same however deep the export is.
 */
export async function exportOrdersPage(
  db: D1Database,
  filter: OrderFilter,
  after: { createdAt: number; id: number } | null,
  pageSize: number,
): Promise<OrderExportRow[]> {
  const { conditions, binds, bind } = filterSql(filter);
  if (after) {
    const createdAt = bind(after.createdAt);
    conditions.push(`(o.created_at < ${createdAt} OR (o.created_at = ${createdAt} AND o.id < ${bind(after.id)}))`);
  }
  const { results } = await db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id ${whereOf(conditions)}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize}`,
    )
    .bind(...binds)
    .all<OrderExportRow>();
  return results;
}

const ACTOR = /^(customer|staff|provider):(.+)$/;

/**
 * Names the actors of order events ("customer:3", "staff:1", "staff:operator", "cron",
 * "provider:stripe"): customers and staff by name and email, read in one batch.
 */
export async function namedActors(db: D1Database, actors: string[]): Promise<(actor: string) => OrderActorView> {
  const ids = (kind: string) => [
    ...new Set(
      actors.flatMap((actor) => {
        const match = ACTOR.exec(actor);
        return match?.[1] === kind && /^\d+$/.test(match[2]!) ? [Number(match[2])] : [];
      }),
    ),
  ];
  const customerIds = ids("customer");
  const staffIds = ids("staff");
  const [customers, staff] = await db.batch([
    db
      .prepare(
        "SELECT id, email, first_name, last_name, user_name FROM users WHERE id IN (SELECT value FROM json_each(?1))",
      )
      .bind(JSON.stringify(customerIds)),
    db
      .prepare("SELECT id, email, name FROM staff WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(staffIds)),
  ]);
  const customerById = new Map(
    (customers!.results as Array<{ id: number; email: string } & Parameters<typeof customerName>[0]>).map((row) => [
      row.id,
      { name: customerName(row), email: row.email },
    ]),
  );
  const staffById = new Map(
    (staff!.results as Array<{ id: number; email: string; name: string }>).map((row) => [row.id, row]),
  );
  return (actor) => {
    if (actor === "cron") return { kind: "cron" };
    if (actor === "staff:operator") return { kind: "operator" };
    const match = ACTOR.exec(actor);
    const found =
      match?.[1] === "customer"
        ? customerById.get(Number(match[2]))
        : match?.[1] === "staff"
          ? staffById.get(Number(match[2]))
          : undefined;
    if (match?.[1] === "provider") return { kind: "provider", provider: match[2]! };
    if (found && (match?.[1] === "customer" || match?.[1] === "staff")) {
      return { kind: match[1], name: found.name, email: found.email };
    }
    return { kind: "unknown", label: actor };
  };
}

/** An order as staff see it: the customer's view plus who did what, references, notes and carriers. */
export async function getConsoleOrderDetail(
  db: D1Database,
  orderNo: string,
  locale: Locale,
): Promise<ConsoleOrderDetail | null> {
  const order = await db
    .prepare(
      `SELECT o.id, o.user_id, o.version, o.carrier, o.tracking_url, o.shipping_method_id, u.email, u.first_name, u.last_name, u.user_name,
              u.deleted_at
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.order_no = ?1`,
    )
    .bind(orderNo)
    .first<{
      id: number;
      user_id: number;
      version: number;
      carrier: string | null;
      tracking_url: string | null;
      shipping_method_id: number | null;
      email: string;
      first_name: string;
      last_name: string;
      user_name: string;
      deleted_at: number | null;
    }>();
  if (!order) return null;
  const base = await getOrderDetail(db, order.user_id, orderNo, locale);
  if (!base) return null;
  const [payments, events, notes] = await db.batch([
    db
      .prepare(
        `SELECT id, provider, provider_ref, CASE WHEN status = 'refund_due' AND refunded_at IS NOT NULL THEN 'refunded' ELSE status END AS status,
                amount_minor, currency, created_at FROM payments WHERE order_id = ?1 ORDER BY created_at, id`,
      )
      .bind(order.id),
    db
      .prepare("SELECT status, note, actor, created_at FROM order_events WHERE order_id = ?1 ORDER BY created_at, id")
      .bind(order.id),
    db
      .prepare(
        `SELECT n.id, n.body, n.actor, n.created_at, s.name, s.email FROM order_notes n LEFT JOIN staff s ON s.id = n.staff_id
          WHERE n.order_id = ?1 ORDER BY n.created_at, n.id`,
      )
      .bind(order.id),
  ]);
  const carriers = await listCarriers(db);
  const eventRows = events!.results as Array<{ status: string; note: string; actor: string; created_at: number }>;
  const by = await namedActors(
    db,
    eventRows.map((row) => row.actor),
  );
  return {
    ...base,
    version: order.version,
    carrier: order.carrier,
    trackingUrl: order.tracking_url,
    shippingMethodId: order.shipping_method_id,
    customer: { id: order.user_id, email: order.email, name: customerName(order), deleted: order.deleted_at !== null },
    paymentRecords: (
      payments!.results as Array<{
        id: number;
        provider: string;
        provider_ref: string;
        status: string;
        amount_minor: number;
        currency: string;
        created_at: number;
      }>
    ).map((row) => ({
      id: row.id,
      provider: row.provider,
      providerRef: row.provider_ref,
      status: row.status,
      amountMinor: row.amount_minor,
      currency: row.currency,
      at: iso(row.created_at)!,
    })),
    history: eventRows.map((row) => ({
      status: row.status,
      note: row.note,
      actor: row.actor,
      by: by(row.actor),
      at: iso(row.created_at)!,
    })),
    internalNotes: (
      notes!.results as Array<{
        id: number;
        body: string;
        actor: string;
        created_at: number;
        name: string | null;
        email: string | null;
      }>
    ).map((row) => ({
      id: row.id,
      body: row.body,
      author: row.name ?? row.actor,
      authorEmail: row.email,
      at: iso(row.created_at)!,
    })),
    carriers: carriers.map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      hasTracking: carrier.trackingUrlTemplate !== "",
    })),
  };
}
