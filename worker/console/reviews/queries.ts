import { CONTENT_BASE_LOCALE } from "../../../shared/locale";

export interface ConsoleReview {
  id: number;
  productId: number;
  productName: string;
  email: string;
  rating: number;
  body: string;
  visible: boolean;
  hiddenReason: string | null;
  createdAt: string;
}

export interface ReviewFilter {
  visibility?: "visible" | "hidden";
  rating?: number;
  productId?: number;
}

/** The moderation queue: newest first, by visibility, rating and product. */
export async function listConsoleReviews(
  db: D1Database,
  filter: ReviewFilter,
  page: number,
  pageSize: number,
): Promise<{ list: ConsoleReview[]; total: number; page: number; pageSize: number }> {
  const where = `(?1 IS NULL OR r.status = ?1) AND (?2 IS NULL OR r.rating = ?2) AND (?3 IS NULL OR r.goods_id = ?3)`;
  const binds = [
    filter.visibility === undefined ? null : filter.visibility === "visible" ? 1 : 0,
    filter.rating ?? null,
    filter.productId ?? null,
  ];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.goods_id, COALESCE(t.name, '') AS goods_name, u.email, r.rating, r.body, r.status, r.hidden_reason, r.created_at
           FROM reviews r JOIN users u ON u.id = r.user_id
           LEFT JOIN goods_translations t ON t.goods_id = r.goods_id AND t.lang = '${CONTENT_BASE_LOCALE}'
          WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(...binds),
    db.prepare(`SELECT COUNT(*) AS total FROM reviews r WHERE ${where}`).bind(...binds),
  ]);
  type Row = {
    id: number;
    goods_id: number;
    goods_name: string;
    email: string;
    rating: number;
    body: string;
    status: number;
    hidden_reason: string | null;
    created_at: number;
  };
  return {
    list: (rows!.results as Row[]).map((row) => ({
      id: row.id,
      productId: row.goods_id,
      productName: row.goods_name,
      email: row.email,
      rating: row.rating,
      body: row.body,
      visible: row.status === 1,
      hiddenReason: row.hidden_reason,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}
