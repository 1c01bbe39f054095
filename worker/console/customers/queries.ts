import type { ConsoleCustomerDetail, ConsoleCustomerRow } from "../../../shared/console/customers";
import { CONTENT_BASE_LOCALE } from "../../../shared/locale";
import { companyRow, toCompanyProfile } from "../../db/company-profiles";

const iso = (ms: number) => new Date(ms).toISOString();

interface CustomerRow {
  id: number;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  status: number;
  created_at: number;
  deleted_at: number | null;
  orders: number;
}

const COLUMNS = `u.id, u.email, u.user_name, u.first_name, u.last_name, u.status, u.created_at, u.deleted_at,
  (SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id) AS orders`;

function toRow(row: CustomerRow): ConsoleCustomerRow {
  return {
    id: row.id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.user_name,
    locked: row.status !== 1,
    deletedAt: row.deleted_at === null ? null : iso(row.deleted_at),
    createdAt: iso(row.created_at),
    orders: row.orders,
  };
}

/** Customers, newest first; `q` matches part of the email or name. */
export async function listCustomers(
  db: D1Database,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ list: ConsoleCustomerRow[]; total: number; page: number; pageSize: number }> {
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = `(?1 IS NULL OR u.email LIKE ?1 ESCAPE '\\' OR (u.first_name || ' ' || u.last_name) LIKE ?1 ESCAPE '\\' OR u.user_name LIKE ?1 ESCAPE '\\')`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM users u WHERE ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(like),
    db.prepare(`SELECT COUNT(*) AS total FROM users u WHERE ${where}`).bind(like),
  ]);
  return {
    list: (rows!.results as CustomerRow[]).map(toRow),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

export async function getCustomerDetail(
  db: D1Database,
  id: number,
  now: number,
): Promise<ConsoleCustomerDetail | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users u WHERE u.id = ?1`).bind(id).first<CustomerRow>();
  if (!row) return null;
  const company = await companyRow(db, id);
  const [sessions, orders, addresses, coupons, reviews, verifier] = await db.batch([
    db
      .prepare(
        "SELECT COUNT(DISTINCT family_id) AS n FROM refresh_tokens WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2",
      )
      .bind(id, now),
    db
      .prepare(
        "SELECT order_no, status, total_minor, currency, created_at FROM orders WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 20",
      )
      .bind(id),
    db
      .prepare(
        "SELECT id, recipient, city, country, is_default FROM addresses WHERE user_id = ?1 ORDER BY is_default DESC, id",
      )
      .bind(id),
    db
      .prepare(
        `SELECT c.activity_id, COALESCE(t.name, '') AS name, c.status, c.claimed_at FROM activity_claims c
           LEFT JOIN activity_translations t ON t.activity_id = c.activity_id AND t.lang = '${CONTENT_BASE_LOCALE}'
          WHERE c.user_id = ?1 ORDER BY c.claimed_at DESC`,
      )
      .bind(id),
    db
      .prepare(
        "SELECT id, goods_id, rating, body, status, created_at FROM reviews WHERE user_id = ?1 ORDER BY created_at DESC",
      )
      .bind(id),
    // Who verified the company: "staff:3" names member 3 (the operator's token has no name).
    db.prepare("SELECT name FROM staff WHERE 'staff:' || id = ?1").bind(company?.verified_by ?? ""),
  ]);
  return {
    ...toRow(row),
    openSessions: (sessions!.results[0] as { n: number }).n,
    recentOrders: (
      orders!.results as Array<{
        order_no: string;
        status: string;
        total_minor: number;
        currency: string;
        created_at: number;
      }>
    ).map((order) => ({
      orderNo: order.order_no,
      status: order.status,
      totalMinor: order.total_minor,
      currency: order.currency,
      createdAt: iso(order.created_at),
    })),
    addresses: (
      addresses!.results as Array<{ id: number; recipient: string; city: string; country: string; is_default: number }>
    ).map((address) => ({
      id: address.id,
      recipient: address.recipient,
      city: address.city,
      country: address.country,
      isDefault: address.is_default === 1,
    })),
    coupons: (coupons!.results as Array<{ activity_id: number; name: string; status: number; claimed_at: number }>).map(
      (claim) => ({
        campaignId: claim.activity_id,
        name: claim.name,
        used: claim.status === 1,
        claimedAt: iso(claim.claimed_at),
      }),
    ),
    reviews: (
      reviews!.results as Array<{
        id: number;
        goods_id: number;
        rating: number;
        body: string;
        status: number;
        created_at: number;
      }>
    ).map((review) => ({
      id: review.id,
      productId: review.goods_id,
      rating: review.rating,
      body: review.body,
      visible: review.status === 1,
      createdAt: iso(review.created_at),
    })),
    company: company
      ? {
          ...toCompanyProfile(company),
          verifiedByName: (verifier!.results[0] as { name: string } | undefined)?.name ?? null,
        }
      : null,
  };
}
