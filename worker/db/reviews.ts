import type { MyReview, PendingReview, PublicReview, ReviewPage } from "../../shared/reviews/reviews";
import { reviewerName } from "../../shared/reviews/reviews";
import { auditStatement, type AuditRecord } from "./audit";

const iso = (ms: number) => new Date(ms).toISOString();

/** Paid (or later) orders are purchases; awaiting-payment and cancelled ones are not. */
const BOUGHT = "o.status IN ('paid', 'shipped', 'completed')";

/** Visible reviews of a product, newest first, with the product's average and count. */
export async function listProductReviews(
  db: D1Database,
  productId: number,
  page: number,
  pageSize: number,
  anonymous: string,
  /** The author of a review whose account was deleted. */
  deletedCustomer: string,
): Promise<ReviewPage> {
  const [rows, stats] = await db.batch([
    db
      .prepare(
        // A user name that is just the email's local part (sign-up without a name) is not
        // published: it is part of the address.
        `SELECT r.id, r.rating, r.body, r.created_at, r.updated_at, u.first_name, u.last_name, u.deleted_at,
                CASE WHEN lower(u.user_name) = lower(substr(u.email, 1, instr(u.email, '@') - 1)) THEN '' ELSE u.user_name END AS user_name
           FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.goods_id = ?1 AND r.status = 1
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(productId),
    db.prepare("SELECT rating_sum, rating_count FROM goods WHERE id = ?1").bind(productId),
  ]);
  const stat = stats!.results[0] as { rating_sum: number; rating_count: number } | undefined;
  const count = stat?.rating_count ?? 0;
  return {
    average: count ? Math.round(((stat?.rating_sum ?? 0) / count) * 10) / 10 : null,
    count,
    total: count,
    page,
    pageSize,
    list: (
      rows!.results as Array<{
        id: number;
        rating: number;
        body: string;
        created_at: number;
        updated_at: number;
        first_name: string;
        last_name: string;
        user_name: string;
        deleted_at: number | null;
      }>
    ).map(
      (row): PublicReview => ({
        id: row.id,
        rating: row.rating,
        body: row.body,
        author:
          row.deleted_at === null
            ? reviewerName(row.first_name, row.last_name, row.user_name, anonymous)
            : deletedCustomer,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        verified: true,
      }),
    ),
  };
}

/** An order line the user bought (its order is paid or later), or null. */
export async function findPurchasedLine(
  db: D1Database,
  userId: number,
  orderLineId: number,
): Promise<{ id: number; goods_id: number } | null> {
  return db
    .prepare(
      `SELECT l.id, l.goods_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.id = ?1 AND o.user_id = ?2 AND ${BOUGHT}`,
    )
    .bind(orderLineId, userId)
    .first();
}

/** Keeps goods.rating_sum / rating_count in step with the visible reviews of one product. */
function refreshRatingStatement(db: D1Database, productId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE goods SET rating_sum = (SELECT COALESCE(SUM(rating), 0) FROM reviews WHERE goods_id = ?1 AND status = 1),
                        rating_count = (SELECT COUNT(*) FROM reviews WHERE goods_id = ?1 AND status = 1)
        WHERE id = ?1`,
    )
    .bind(productId);
}

/**
 * Writes the user's review of an order line (one per line: a second save edits it). A review the
 * operator hid is not changed: null.
 */
export async function saveReview(
  db: D1Database,
  review: { userId: number; productId: number; orderLineId: number; rating: number; body: string },
  now: number,
): Promise<number | null> {
  const [saved] = await db.batch([
    db
      .prepare(
        `INSERT INTO reviews (user_id, goods_id, order_line_id, rating, body, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6)
         ON CONFLICT (order_line_id) DO UPDATE SET rating = excluded.rating, body = excluded.body, updated_at = excluded.updated_at
           WHERE reviews.user_id = excluded.user_id AND reviews.status = 1
         RETURNING id`,
      )
      .bind(review.userId, review.productId, review.orderLineId, review.rating, review.body, now),
    refreshRatingStatement(db, review.productId),
  ]);
  return (saved!.results[0] as { id: number } | undefined)?.id ?? null;
}

export async function findUserReview(
  db: D1Database,
  userId: number,
  id: number,
): Promise<{ id: number; goods_id: number; status: number } | null> {
  return db.prepare("SELECT id, goods_id, status FROM reviews WHERE id = ?1 AND user_id = ?2").bind(id, userId).first();
}

export async function deleteReview(db: D1Database, id: number, productId: number): Promise<void> {
  await db.batch([db.prepare("DELETE FROM reviews WHERE id = ?1").bind(id), refreshRatingStatement(db, productId)]);
}

/**
 * Staff moderation: a hidden review leaves the product page and its average; the reason is shown
 * to its author. A staff change's audit row is written in the same batch, when the review changed.
 */
export async function setReviewVisibility(
  db: D1Database,
  id: number,
  visible: boolean,
  options: {
    reason?: string | null;
    audit?: (before: { visible: boolean; reason: string | null }) => AuditRecord;
  } = {},
): Promise<{ goods_id: number } | null> {
  const review = await db
    .prepare("SELECT goods_id, status, hidden_reason FROM reviews WHERE id = ?1")
    .bind(id)
    .first<{ goods_id: number; status: number; hidden_reason: string | null }>();
  if (!review) return null;
  const now = Date.now();
  const reason = visible ? null : (options.reason ?? null);
  await db.batch([
    db
      .prepare(
        "UPDATE reviews SET status = ?2, hidden_reason = ?3 WHERE id = ?1 AND (status != ?2 OR hidden_reason IS NOT ?3)",
      )
      .bind(id, visible ? 1 : 0, reason),
    ...(options.audit
      ? [
          auditStatement(
            db,
            options.audit({ visible: review.status === 1, reason: review.hidden_reason }),
            now,
            "changes() = 1",
          ),
        ]
      : []),
    refreshRatingStatement(db, review.goods_id),
  ]);
  return review;
}

/** The user's reviews (hidden ones too, marked) and the bought lines still waiting for one. */
export async function listMyReviews(
  db: D1Database,
  userId: number,
): Promise<{ reviews: MyReview[]; pending: PendingReview[] }> {
  const [reviews, pending] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.order_line_id, o.order_no, r.goods_id, l.goods_name, l.image, r.rating, r.body, r.status, r.hidden_reason, r.updated_at
           FROM reviews r JOIN order_lines l ON l.id = r.order_line_id JOIN orders o ON o.id = l.order_id
          WHERE r.user_id = ?1 ORDER BY r.updated_at DESC, r.id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT l.id, o.order_no, l.goods_id, l.goods_name, l.image
           FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.user_id = ?1 AND ${BOUGHT} AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_line_id = l.id)
          ORDER BY o.created_at DESC, l.id`,
      )
      .bind(userId),
  ]);
  return {
    reviews: (
      reviews!.results as Array<{
        id: number;
        order_line_id: number;
        order_no: string;
        goods_id: number;
        goods_name: string;
        image: string | null;
        rating: number;
        body: string;
        status: number;
        hidden_reason: string | null;
        updated_at: number;
      }>
    ).map((row) => ({
      id: row.id,
      orderLineId: row.order_line_id,
      orderNo: row.order_no,
      productId: row.goods_id,
      productName: row.goods_name,
      image: row.image,
      rating: row.rating,
      body: row.body,
      hidden: row.status === 0,
      hiddenReason: row.status === 0 ? row.hidden_reason : null,
      updatedAt: iso(row.updated_at),
    })),
    pending: (
      pending!.results as Array<{
        id: number;
        order_no: string;
        goods_id: number;
        goods_name: string;
        image: string | null;
      }>
    ).map((row) => ({
      orderLineId: row.id,
      orderNo: row.order_no,
      productId: row.goods_id,
      productName: row.goods_name,
      image: row.image,
    })),
  };
}
