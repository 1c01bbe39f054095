import { activityStatus, type OperatorState } from "../../shared/coupons/status";
import type { Activity, MyCoupon, MyCouponTab } from "../../shared/coupons/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

interface ActivityRow {
  id: number;
  state: OperatorState;
  currency: string;
  price_minor: number;
  activity_price_minor: number;
  min_amount_minor: number;
  start_time: number;
  end_time: number;
  quantity_total: number;
  quantity_left: number;
  goods_id: number | null;
  name: string;
  description: string;
  lang: string;
  claim_id: number | null;
  claim_status: number | null;
  claimed_at: number | null;
  used_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

const TRANSLATION = `
  LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.lang = ?2
  LEFT JOIN activity_translations b ON b.activity_id = a.id AND b.lang = '${CONTENT_BASE_LOCALE}'`;

/** Every activity with its status now and, for a signed-in user, their record. */
export async function listActivities(
  db: D1Database,
  userId: number | null,
  locale: Locale,
  now: number,
): Promise<Activity[]> {
  const { results } = await db
    .prepare(
      `SELECT a.*, COALESCE(t.name, b.name, '') AS name, COALESCE(t.description, b.description, '') AS description,
              ${servedLangColumn("activity_id")},
              c.id AS claim_id, c.status AS claim_status, c.claimed_at, c.used_at
         FROM activities a ${TRANSLATION}
         LEFT JOIN activity_claims c ON c.activity_id = a.id AND c.user_id = ?1
        ORDER BY a.sort, a.id`,
    )
    .bind(userId ?? -1, locale)
    .all<ActivityRow>();
  return results.map((row) => ({
    keyId: row.id,
    name: row.name,
    description: row.description,
    lang: servedLang(row.lang),
    status: activityStatus({ state: row.state, startTime: row.start_time, endTime: row.end_time, now }),
    price: row.price_minor,
    activityPrice: row.activity_price_minor,
    minAmount: row.min_amount_minor,
    currency: row.currency,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    quantityTotal: row.quantity_total,
    quantityLeft: row.quantity_left,
    goodsId: row.goods_id,
    activityUserResp:
      row.claim_id === null
        ? null
        : {
            keyId: row.claim_id,
            status: row.claim_status ?? 0,
            claimedAt: iso(row.claimed_at!),
            usedAt: row.used_at === null ? null : iso(row.used_at),
          },
  }));
}

export async function findActivity(
  db: D1Database,
  id: number,
): Promise<Omit<
  ActivityRow,
  "name" | "description" | "lang" | "claim_id" | "claim_status" | "claimed_at" | "used_at"
> | null> {
  return db.prepare("SELECT * FROM activities WHERE id = ?1").bind(id).first();
}

export async function findClaim(
  db: D1Database,
  userId: number,
  activityId: number,
): Promise<{ id: number; status: number } | null> {
  return db
    .prepare("SELECT id, status FROM activity_claims WHERE user_id = ?1 AND activity_id = ?2")
    .bind(userId, activityId)
    .first();
}

const CLAIMABLE = "state = 'active' AND start_time <= ?3 AND end_time > ?3";

/**
 * Claims one coupon, atomically: the claim is only written while the activity is claimable, and
 * the decrement of `quantity_left` in the same batch hits the CHECK (quantity_left >= 0) when none
 * are left, aborting both. UNIQUE (activity_id, user_id) stops a second claim by the same user.
 * Returns "claimed", or why not.
 */
export async function claimCoupon(
  db: D1Database,
  userId: number,
  activityId: number,
  now: number,
): Promise<"claimed" | "duplicate" | "sold-out" | "not-claimable"> {
  try {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO activity_claims (activity_id, user_id, status, claimed_at)
           SELECT ?1, ?2, 0, ?3 WHERE EXISTS (SELECT 1 FROM activities WHERE id = ?1 AND ${CLAIMABLE}) RETURNING id`,
        )
        .bind(activityId, userId, now),
      db
        .prepare(
          `UPDATE activities SET quantity_left = quantity_left - 1, updated_at = ?2
            WHERE id = ?1 AND state = 'active' AND start_time <= ?2 AND end_time > ?2`,
        )
        .bind(activityId, now),
    ]);
    return inserted?.results.length ? "claimed" : "not-claimable";
  } catch (error) {
    const message = String(error);
    if (/UNIQUE constraint failed: activity_claims/.test(message)) return "duplicate";
    if (/CHECK constraint failed/.test(message)) return "sold-out";
    throw error;
  }
}

export interface UsableClaim {
  id: number;
  activityId: number;
  name: string;
  priceMinor: number;
  activityPriceMinor: number;
  minAmountMinor: number;
  currency: string;
  /** A coupon for one product applies only to orders containing it. */
  goodsId: number | null;
}

/**
 * A claim the user can spend now: theirs, unused, not reserved by another order, and its activity
 * running (not voided; between start and end).
 */
export async function findUsableClaim(
  db: D1Database,
  userId: number,
  claimId: number,
  locale: Locale,
  now: number,
): Promise<UsableClaim | null> {
  return db
    .prepare(
      `SELECT c.id, a.id AS activityId, COALESCE(t.name, b.name, '') AS name, a.price_minor AS priceMinor,
              a.activity_price_minor AS activityPriceMinor, a.min_amount_minor AS minAmountMinor, a.currency,
              a.goods_id AS goodsId
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
        WHERE c.id = ?3 AND c.user_id = ?1 AND c.status = 0 AND c.order_id IS NULL
          AND a.state <> 'voided' AND a.start_time <= ?4 AND a.end_time > ?4`,
    )
    .bind(userId, locale, claimId, now)
    .first<UsableClaim>();
}

/** The user's coupons on one tab: unused (spendable), used, expired (ended or voided, never used). */
export async function listMyCoupons(
  db: D1Database,
  userId: number,
  tab: MyCouponTab,
  locale: Locale,
  now: number,
): Promise<MyCoupon[]> {
  const where = {
    unused: "c.status = 0 AND a.state <> 'voided' AND a.end_time > ?3",
    used: "c.status = 1",
    expired: "c.status = 0 AND (a.state = 'voided' OR a.end_time <= ?3)",
  }[tab];
  const { results } = await db
    .prepare(
      `SELECT c.id AS claimId, a.id AS activityId, COALESCE(t.name, b.name, '') AS name, COALESCE(t.description, b.description, '') AS description,
              a.price_minor AS price, a.activity_price_minor AS activityPrice, a.min_amount_minor AS minAmount, a.currency,
              a.end_time AS endTime, c.status, c.used_at AS usedAt, o.order_no AS orderNo, (c.order_id IS NOT NULL AND c.status = 0) AS reserved,
              ${servedLangColumn("activity_id")}
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
         LEFT JOIN orders o ON o.id = c.order_id
        WHERE c.user_id = ?1 AND ${where} AND ?3 IS NOT NULL
        ORDER BY c.claimed_at DESC, c.id DESC`,
    )
    .bind(userId, locale, now)
    .all<
      Omit<MyCoupon, "endTime" | "usedAt" | "reserved" | "lang"> & {
        endTime: number;
        usedAt: number | null;
        reserved: number;
        lang: string;
      }
    >();
  return results.map((row) => ({
    ...row,
    endTime: iso(row.endTime),
    usedAt: row.usedAt === null ? null : iso(row.usedAt),
    reserved: row.reserved === 1,
    lang: servedLang(row.lang),
  }));
}
