import { checkBuyer, type Buyer, type EligibilityRules } from "../../shared/coupons/eligibility";
import { campaignStatus, type OperatorState } from "../../shared/coupons/status";
import type { Campaign, MyCoupon, MyCouponTab } from "../../shared/coupons/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

interface CampaignRow {
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
  new_customers_only: number;
  /** The campaign's products, comma-separated (activity_goods); null: any product. */
  goods_ids: string | null;
  name: string;
  description: string;
  lang: string;
  claim_id: number | null;
  claim_status: number | null;
  claimed_at: number | null;
  used_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The products of campaign `a`, as "3,7" (see goodsIdList). */
const GOODS_IDS = "(SELECT GROUP_CONCAT(goods_id) FROM activity_goods WHERE activity_id = a.id) AS goods_ids";

/** The products of campaign `a` named in language ?2 (else the base one), as JSON `[{ keyId, name, lang }]`. */
const GOODS_NAMED = `(SELECT json_group_array(json_object('keyId', id, 'name', name, 'lang', lang)) FROM (
    SELECT ag.goods_id AS id, COALESCE(gt.name, gb.name, '') AS name,
           CASE WHEN gt.name IS NOT NULL THEN ?2 ELSE '${CONTENT_BASE_LOCALE}' END AS lang
      FROM activity_goods ag
      LEFT JOIN goods_translations gt ON gt.goods_id = ag.goods_id AND gt.lang = ?2
      LEFT JOIN goods_translations gb ON gb.goods_id = ag.goods_id AND gb.lang = '${CONTENT_BASE_LOCALE}'
     WHERE ag.activity_id = a.id ORDER BY ag.goods_id)) AS goods_json`;

function goodsIdList(text: string | null): number[] {
  return text
    ? text
        .split(",")
        .map(Number)
        .sort((a, b) => a - b)
    : [];
}

function rulesOfRow(row: {
  new_customers_only: number;
  min_amount_minor: number;
  goods_ids: string | null;
}): EligibilityRules {
  return {
    newCustomersOnly: row.new_customers_only === 1,
    minAmountMinor: row.min_amount_minor,
    goodsIds: goodsIdList(row.goods_ids),
  };
}

const TRANSLATION = `
  LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.lang = ?2
  LEFT JOIN activity_translations b ON b.activity_id = a.id AND b.lang = '${CONTENT_BASE_LOCALE}'`;

/**
 * Every campaign with its status now and, for a signed-in user (`buyer` known), their record and
 * whether they may claim it.
 */
export async function listCampaigns(
  db: D1Database,
  userId: number | null,
  buyer: Buyer | null,
  locale: Locale,
  now: number,
): Promise<Campaign[]> {
  const { results } = await db
    .prepare(
      `SELECT a.*, ${GOODS_IDS}, ${GOODS_NAMED}, COALESCE(t.name, b.name, '') AS name, COALESCE(t.description, b.description, '') AS description,
              ${servedLangColumn("activity_id")},
              c.id AS claim_id, c.status AS claim_status, c.claimed_at, c.used_at
         FROM activities a ${TRANSLATION}
         LEFT JOIN activity_claims c ON c.activity_id = a.id AND c.user_id = ?1
        ORDER BY a.sort, a.id`,
    )
    .bind(userId ?? -1, locale)
    .all<CampaignRow & { goods_json: string }>();
  return results.map((row) => ({
    keyId: row.id,
    name: row.name,
    description: row.description,
    lang: servedLang(row.lang),
    status: campaignStatus({ state: row.state, startTime: row.start_time, endTime: row.end_time, now }),
    price: row.price_minor,
    activityPrice: row.activity_price_minor,
    minAmount: row.min_amount_minor,
    currency: row.currency,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    quantityTotal: row.quantity_total,
    quantityLeft: row.quantity_left,
    goods: JSON.parse(row.goods_json) as Campaign["goods"],
    newCustomersOnly: row.new_customers_only === 1,
    ineligible: buyer ? checkBuyer(rulesOfRow(row), buyer) : null,
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

export type CampaignRecord = Omit<
  CampaignRow,
  "name" | "description" | "lang" | "claim_id" | "claim_status" | "claimed_at" | "used_at"
> & { rules: EligibilityRules };

export async function findCampaign(db: D1Database, id: number): Promise<CampaignRecord | null> {
  const row = await db
    .prepare(`SELECT a.*, ${GOODS_IDS} FROM activities a WHERE a.id = ?1`)
    .bind(id)
    .first<Omit<CampaignRecord, "rules">>();
  return row ? { ...row, rules: rulesOfRow(row) } : null;
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
 * Claims one coupon, atomically: the claim is only written while the campaign is claimable, and
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
    // Nothing was written; why is read from the state, never from the error's wording.
    if (await findClaim(db, userId, activityId)) return "duplicate";
    const left = await db
      .prepare("SELECT quantity_left FROM activities WHERE id = ?1")
      .bind(activityId)
      .first<{ quantity_left: number }>();
    if (left && left.quantity_left <= 0) return "sold-out";
    throw error;
  }
}

export interface UsableClaim {
  id: number;
  activityId: number;
  name: string;
  priceMinor: number;
  activityPriceMinor: number;
  currency: string;
  /** Who may use it on which order (checked again at checkout). */
  rules: EligibilityRules;
}

/**
 * A claim the user can spend now: theirs, unused, not reserved by another order, and its campaign
 * running (not voided; between start and end).
 */
export async function findUsableClaim(
  db: D1Database,
  userId: number,
  claimId: number,
  locale: Locale,
  now: number,
): Promise<UsableClaim | null> {
  const row = await db
    .prepare(
      `SELECT c.id, a.id AS activityId, COALESCE(t.name, b.name, '') AS name, a.price_minor AS priceMinor,
              a.activity_price_minor AS activityPriceMinor, a.currency, a.min_amount_minor, a.new_customers_only, ${GOODS_IDS}
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
        WHERE c.id = ?3 AND c.user_id = ?1 AND c.status = 0 AND c.order_id IS NULL
          AND a.state <> 'voided' AND a.start_time <= ?4 AND a.end_time > ?4`,
    )
    .bind(userId, locale, claimId, now)
    .first<
      Omit<UsableClaim, "rules"> & { min_amount_minor: number; new_customers_only: number; goods_ids: string | null }
    >();
  if (!row) return null;
  const { min_amount_minor, new_customers_only, goods_ids, ...claim } = row;
  return { ...claim, rules: rulesOfRow({ min_amount_minor, new_customers_only, goods_ids }) };
}

/**
 * The user's coupons on one tab: unused (spendable), used, expired (ended or voided, never used).
 * Each says whether the buyer may still use it at all (`ineligible`).
 */
export async function listMyCoupons(
  db: D1Database,
  userId: number,
  buyer: Buyer,
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
              a.min_amount_minor, a.new_customers_only, ${GOODS_IDS},
              ${servedLangColumn("activity_id")}
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
         LEFT JOIN orders o ON o.id = c.order_id
        WHERE c.user_id = ?1 AND ${where} AND ?3 IS NOT NULL
        ORDER BY c.claimed_at DESC, c.id DESC`,
    )
    .bind(userId, locale, now)
    .all<
      Omit<MyCoupon, "endTime" | "usedAt" | "reserved" | "goodsIds" | "newCustomersOnly" | "ineligible" | "lang"> & {
        endTime: number;
        usedAt: number | null;
        reserved: number;
        min_amount_minor: number;
        new_customers_only: number;
        goods_ids: string | null;
        lang: string;
      }
    >();
  return results.map(({ min_amount_minor, new_customers_only, goods_ids, ...row }) => {
    const rules = rulesOfRow({ min_amount_minor, new_customers_only, goods_ids });
    return {
      ...row,
      endTime: iso(row.endTime),
      usedAt: row.usedAt === null ? null : iso(row.usedAt),
      reserved: row.reserved === 1,
      lang: servedLang(row.lang),
      goodsIds: [...rules.goodsIds],
      newCustomersOnly: rules.newCustomersOnly,
      ineligible: checkBuyer(rules, buyer),
    };
  });
}
