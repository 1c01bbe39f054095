import { couponValueOf, type CouponValue } from "../../shared/coupons/discount";
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
  kind: "amount" | "percent";
  percent_off: number | null;
  max_discount_minor: number;
  per_user_limit: number;
  /** The campaign's products, comma-separated (activity_goods); null: none listed. */
  goods_ids: string | null;
  /** The campaign's categories, comma-separated (activity_categories); null: none listed. */
  category_ids: string | null;
  name: string;
  description: string;
  lang: string;
  claim_id: number | null;
  claim_status: number | null;
  claimed_at: number | null;
  used_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The products and the categories of campaign `a`, as "3,7" (see idList). */
const PRODUCT_IDS = `(SELECT GROUP_CONCAT(goods_id) FROM activity_goods WHERE activity_id = a.id) AS goods_ids,
  (SELECT GROUP_CONCAT(category_id) FROM activity_categories WHERE activity_id = a.id) AS category_ids`;

/** The products of campaign `a` named in language ?2 (else the base one), as JSON `[{ id, name, lang }]`. */
const PRODUCT_NAMED = `(SELECT json_group_array(json_object('id', id, 'name', name, 'lang', lang)) FROM (
    SELECT ag.goods_id AS id, COALESCE(gt.name, gb.name, '') AS name,
           CASE WHEN gt.name IS NOT NULL THEN ?2 ELSE '${CONTENT_BASE_LOCALE}' END AS lang
      FROM activity_goods ag
      LEFT JOIN goods_translations gt ON gt.goods_id = ag.goods_id AND gt.lang = ?2
      LEFT JOIN goods_translations gb ON gb.goods_id = ag.goods_id AND gb.lang = '${CONTENT_BASE_LOCALE}'
     WHERE ag.activity_id = a.id ORDER BY ag.goods_id)) AS goods_json`;

/** The categories of campaign `a` named in language ?2 (else the base one), like GOODS_NAMED. */
const CATEGORIES_NAMED = `(SELECT json_group_array(json_object('id', id, 'name', name, 'lang', lang)) FROM (
    SELECT ac.category_id AS id, COALESCE(ct.name, cb.name, '') AS name,
           CASE WHEN ct.name IS NOT NULL THEN ?2 ELSE '${CONTENT_BASE_LOCALE}' END AS lang
      FROM activity_categories ac
      LEFT JOIN category_translations ct ON ct.category_id = ac.category_id AND ct.lang = ?2
      LEFT JOIN category_translations cb ON cb.category_id = ac.category_id AND cb.lang = '${CONTENT_BASE_LOCALE}'
     WHERE ac.activity_id = a.id ORDER BY ac.category_id)) AS categories_json`;

/** The value columns of campaign `a` (see valueOfRow). */
const VALUE_COLUMNS = "a.kind, a.percent_off, a.max_discount_minor, a.price_minor, a.activity_price_minor";

function valueOfRow(row: {
  kind: "amount" | "percent";
  percent_off: number | null;
  max_discount_minor: number;
  price_minor: number;
  activity_price_minor: number;
}): CouponValue {
  return couponValueOf({
    kind: row.kind,
    priceMinor: row.price_minor,
    promoPriceMinor: row.activity_price_minor,
    percentOff: row.percent_off,
    maxDiscountMinor: row.max_discount_minor,
  });
}

function idList(text: string | null): number[] {
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
  category_ids: string | null;
}): EligibilityRules {
  return {
    newCustomersOnly: row.new_customers_only === 1,
    minAmountMinor: row.min_amount_minor,
    productIds: idList(row.goods_ids),
    categoryIds: idList(row.category_ids),
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
      `SELECT a.*, ${PRODUCT_IDS}, ${PRODUCT_NAMED}, ${CATEGORIES_NAMED}, COALESCE(t.name, b.name, '') AS name,
              COALESCE(t.description, b.description, '') AS description, ${servedLangColumn("activity_id")},
              c.id AS claim_id, c.status AS claim_status, c.claimed_at, c.used_at,
              (SELECT COUNT(*) FROM activity_claims WHERE activity_id = a.id AND user_id = ?1) AS user_claims
         FROM activities a ${TRANSLATION}
         LEFT JOIN activity_claims c ON c.id = (
           SELECT id FROM activity_claims WHERE activity_id = a.id AND user_id = ?1 ORDER BY status = 0 DESC, id DESC LIMIT 1)
        ORDER BY a.sort, a.id`,
    )
    .bind(userId ?? -1, locale)
    .all<CampaignRow & { goods_json: string; categories_json: string; user_claims: number }>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    lang: servedLang(row.lang),
    status: campaignStatus({ state: row.state, startTime: row.start_time, endTime: row.end_time, now }),
    kind: row.kind,
    price: row.price_minor,
    promoPrice: row.activity_price_minor,
    percentOff: row.percent_off,
    maxDiscount: row.max_discount_minor,
    minAmount: row.min_amount_minor,
    currency: row.currency,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    quantityTotal: row.quantity_total,
    quantityLeft: row.quantity_left,
    products: JSON.parse(row.goods_json) as Campaign["products"],
    categories: JSON.parse(row.categories_json) as Campaign["categories"],
    newCustomersOnly: row.new_customers_only === 1,
    perUserLimit: row.per_user_limit,
    userClaims: row.user_claims,
    ineligible: buyer ? checkBuyer(rulesOfRow(row), buyer) : null,
    myClaim:
      row.claim_id === null
        ? null
        : {
            id: row.claim_id,
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
    .prepare(`SELECT a.*, ${PRODUCT_IDS} FROM activities a WHERE a.id = ?1`)
    .bind(id)
    .first<Omit<CampaignRecord, "rules">>();
  return row ? { ...row, rules: rulesOfRow(row) } : null;
}

/** How many coupons of a campaign the user claimed. */
export async function countClaims(db: D1Database, userId: number, campaignId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM activity_claims WHERE user_id = ?1 AND activity_id = ?2")
    .bind(userId, campaignId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const CLAIMABLE = "state = 'active' AND start_time <= ?3 AND end_time > ?3";
/** The user's claims of campaign ?1 so far. */
const USER_CLAIMS = "(SELECT COUNT(*) FROM activity_claims WHERE activity_id = ?1 AND user_id = ?2)";

/**
 * Claims one coupon, atomically (D1 runs a batch as one transaction, one at a time): the claim is
 * written only while the campaign is claimable and the user has fewer than its per-user limit,
 * numbered next after theirs (UNIQUE (activity_id, user_id, claim_no) stops two claims taking one
 * place); the decrement of `quantity_left` runs only when the claim was written, and hits the
 * CHECK (quantity_left >= 0) when none are left, aborting both. Returns "claimed" and its id, or why not.
 */
export async function claimCoupon(
  db: D1Database,
  userId: number,
  campaignId: number,
  now: number,
): Promise<{ result: "claimed"; id: number } | { result: "limit" | "sold-out" | "not-claimable" }> {
  try {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO activity_claims (activity_id, user_id, claim_no, status, claimed_at)
           SELECT ?1, ?2, COALESCE((SELECT MAX(claim_no) FROM activity_claims WHERE activity_id = ?1 AND user_id = ?2), 0) + 1, 0, ?3
            WHERE EXISTS (SELECT 1 FROM activities WHERE id = ?1 AND ${CLAIMABLE} AND per_user_limit > ${USER_CLAIMS})
           RETURNING id`,
        )
        .bind(campaignId, userId, now),
      db
        .prepare(
          `UPDATE activities SET quantity_left = quantity_left - 1, updated_at = ?2
            WHERE id = ?1 AND changes() = 1 AND state = 'active' AND start_time <= ?2 AND end_time > ?2`,
        )
        .bind(campaignId, now),
    ]);
    const id = (inserted?.results[0] as { id: number } | undefined)?.id;
    if (id !== undefined) return { result: "claimed", id };
  } catch (error) {
    // Nothing was written; why is read from the state, never from the error's wording.
    const left = await db
      .prepare("SELECT quantity_left FROM activities WHERE id = ?1")
      .bind(campaignId)
      .first<{ quantity_left: number }>();
    if (left && left.quantity_left <= 0) return { result: "sold-out" };
    throw error;
  }
  const campaign = await db
    .prepare("SELECT per_user_limit FROM activities WHERE id = ?1")
    .bind(campaignId)
    .first<{ per_user_limit: number }>();
  if (campaign && (await countClaims(db, userId, campaignId)) >= campaign.per_user_limit) return { result: "limit" };
  return { result: "not-claimable" };
}

export interface UsableClaim {
  id: number;
  campaignId: number;
  name: string;
  currency: string;
  /** What it takes off. */
  value: CouponValue;
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
      `SELECT c.id, a.id AS campaignId, COALESCE(t.name, b.name, '') AS name, a.currency, ${VALUE_COLUMNS},
              a.min_amount_minor, a.new_customers_only, ${PRODUCT_IDS}
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
        WHERE c.id = ?3 AND c.user_id = ?1 AND c.status = 0 AND c.order_id IS NULL
          AND a.state <> 'voided' AND a.start_time <= ?4 AND a.end_time > ?4`,
    )
    .bind(userId, locale, claimId, now)
    .first<
      Pick<UsableClaim, "id" | "campaignId" | "name" | "currency"> &
        Parameters<typeof valueOfRow>[0] &
        Parameters<typeof rulesOfRow>[0]
    >();
  if (!row) return null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: row.name,
    currency: row.currency,
    value: valueOfRow(row),
    rules: rulesOfRow(row),
  };
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
      `SELECT c.id AS claimId, a.id AS campaignId, COALESCE(t.name, b.name, '') AS name, COALESCE(t.description, b.description, '') AS description,
              a.kind, a.price_minor AS price, a.activity_price_minor AS promoPrice, a.percent_off AS percentOff,
              a.max_discount_minor AS maxDiscount, a.min_amount_minor AS minAmount, a.currency,
              a.end_time AS endTime, c.status, c.used_at AS usedAt, o.order_no AS orderNo, (c.order_id IS NOT NULL AND c.status = 0) AS reserved,
              a.min_amount_minor, a.new_customers_only, ${PRODUCT_IDS},
              ${servedLangColumn("activity_id")}
         FROM activity_claims c JOIN activities a ON a.id = c.activity_id ${TRANSLATION}
         LEFT JOIN orders o ON o.id = c.order_id
        WHERE c.user_id = ?1 AND ${where} AND ?3 IS NOT NULL
        ORDER BY c.claimed_at DESC, c.id DESC`,
    )
    .bind(userId, locale, now)
    .all<
      Omit<
        MyCoupon,
        "endTime" | "usedAt" | "reserved" | "productIds" | "categoryIds" | "newCustomersOnly" | "ineligible" | "lang"
      > & {
        endTime: number;
        usedAt: number | null;
        reserved: number;
        min_amount_minor: number;
        new_customers_only: number;
        goods_ids: string | null;
        category_ids: string | null;
        lang: string;
      }
    >();
  return results.map(({ min_amount_minor, new_customers_only, goods_ids: product_ids, category_ids, ...row }) => {
    const rules = rulesOfRow({ min_amount_minor, new_customers_only, goods_ids: product_ids, category_ids });
    return {
      ...row,
      endTime: iso(row.endTime),
      usedAt: row.usedAt === null ? null : iso(row.usedAt),
      reserved: row.reserved === 1,
      lang: servedLang(row.lang),
      productIds: [...rules.productIds],
      categoryIds: [...rules.categoryIds],
      newCustomersOnly: rules.newCustomersOnly,
      ineligible: checkBuyer(rules, buyer),
    };
  });
}
