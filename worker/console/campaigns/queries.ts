import type { ConsoleCampaign, ConsoleCampaignRow } from "../../../shared/console/campaigns";
import type { CampaignSave } from "../../../shared/console/campaign-schemas";
import { campaignStatus } from "../../../shared/coupons/status";
import { isLocale } from "../../../shared/locale";
import { auditStatement, type AuditRecord } from "../../db/audit";

interface Row {
  id: number;
  name: string | null;
  state: ConsoleCampaignRow["state"];
  kind: ConsoleCampaignRow["kind"];
  price_minor: number;
  activity_price_minor: number;
  percent_off: number | null;
  max_discount_minor: number;
  per_user_limit: number;
  min_amount_minor: number;
  currency: string;
  start_time: number;
  end_time: number;
  quantity_total: number;
  quantity_left: number;
  new_customers_only: number;
  goods_ids: string | null;
  category_ids: string | null;
  claims: number;
  redemptions: number;
}

const SELECT = `SELECT a.*, (SELECT name FROM activity_translations WHERE activity_id = a.id AND lang = 'en') AS name,
       (SELECT GROUP_CONCAT(goods_id) FROM activity_goods WHERE activity_id = a.id) AS goods_ids,
       (SELECT GROUP_CONCAT(category_id) FROM activity_categories WHERE activity_id = a.id) AS category_ids,
       (SELECT COUNT(*) FROM activity_claims WHERE activity_id = a.id) AS claims,
       (SELECT COUNT(*) FROM activity_claims WHERE activity_id = a.id AND status = 1) AS redemptions
  FROM activities a`;

const idList = (text: string | null) => (text ?? "").split(",").filter(Boolean).map(Number);

function toRow(row: Row, now: number): ConsoleCampaignRow {
  return {
    id: row.id,
    name: row.name ?? `#${row.id}`,
    state: row.state,
    status: campaignStatus({ state: row.state, startTime: row.start_time, endTime: row.end_time, now }),
    kind: row.kind,
    priceMinor: row.price_minor,
    promoPriceMinor: row.activity_price_minor,
    percentOff: row.percent_off,
    maxDiscountMinor: row.max_discount_minor,
    currency: row.currency,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
    quantityTotal: row.quantity_total,
    quantityLeft: row.quantity_left,
    claims: row.claims,
    redemptions: row.redemptions,
  };
}

export async function listConsoleCampaigns(db: D1Database, now: number): Promise<ConsoleCampaignRow[]> {
  const { results } = await db.prepare(`${SELECT} ORDER BY a.sort, a.id DESC`).all<Row>();
  return results.map((row) => toRow(row, now));
}

export async function getConsoleCampaign(db: D1Database, id: number, now: number): Promise<ConsoleCampaign | null> {
  const [campaign, texts, claims] = await db.batch([
    db.prepare(`${SELECT} WHERE a.id = ?1`).bind(id),
    db.prepare("SELECT lang, name, description FROM activity_translations WHERE activity_id = ?1").bind(id),
    db
      .prepare(
        `SELECT u.email, c.claimed_at, c.used_at, o.order_no FROM activity_claims c JOIN users u ON u.id = c.user_id
           LEFT JOIN orders o ON o.id = c.order_id WHERE c.activity_id = ?1 ORDER BY c.claimed_at DESC, c.id DESC LIMIT 50`,
      )
      .bind(id),
  ]);
  const row = campaign!.results[0] as Row | undefined;
  if (!row) return null;
  const byLang: ConsoleCampaign["texts"] = {};
  for (const text of texts!.results as Array<{ lang: string; name: string; description: string }>) {
    if (isLocale(text.lang)) byLang[text.lang] = { name: text.name, description: text.description };
  }
  return {
    ...toRow(row, now),
    minAmountMinor: row.min_amount_minor,
    newCustomersOnly: row.new_customers_only === 1,
    perUserLimit: row.per_user_limit,
    productIds: idList(row.goods_ids),
    categoryIds: idList(row.category_ids),
    texts: byLang,
    recentClaims: (
      claims!.results as Array<{ email: string; claimed_at: number; used_at: number | null; order_no: string | null }>
    ).map((claim) => ({
      email: claim.email,
      claimedAt: new Date(claim.claimed_at).toISOString(),
      usedAt: claim.used_at === null ? null : new Date(claim.used_at).toISOString(),
      orderNo: claim.order_no,
    })),
  };
}

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The terms buyers claim under: everything but the names and descriptions. */
export function termsOf(
  campaign: Pick<
    ConsoleCampaign,
    | "kind"
    | "priceMinor"
    | "promoPriceMinor"
    | "percentOff"
    | "maxDiscountMinor"
    | "minAmountMinor"
    | "startTime"
    | "endTime"
    | "quantityTotal"
    | "perUserLimit"
    | "newCustomersOnly"
    | "productIds"
    | "categoryIds"
  >,
) {
  return {
    kind: campaign.kind,
    priceMinor: campaign.priceMinor,
    promoPriceMinor: campaign.promoPriceMinor,
    percentOff: campaign.percentOff,
    maxDiscountMinor: campaign.maxDiscountMinor,
    minAmountMinor: campaign.minAmountMinor,
    startTime: Date.parse(campaign.startTime),
    endTime: Date.parse(campaign.endTime),
    quantityTotal: campaign.quantityTotal,
    perUserLimit: campaign.perUserLimit,
    newCustomersOnly: campaign.newCustomersOnly,
    productIds: sorted(campaign.productIds),
    categoryIds: sorted(campaign.categoryIds),
  };
}

export type CampaignTerms = ReturnType<typeof termsOf>;

/** Which terms differ between two versions (empty: only names or descriptions changed). */
export function changedTerms(before: CampaignTerms, after: CampaignTerms): Array<keyof CampaignTerms> {
  return (Object.keys(before) as Array<keyof CampaignTerms>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The listed products and categories that do not exist (both empty: all exist). */
export async function unknownTargets(
  db: D1Database,
  productIds: readonly number[],
  categoryIds: readonly number[],
): Promise<{ productIds: number[]; categoryIds: number[] }> {
  const [product, categories] = await db.batch<{ id: number }>([
    db.prepare("SELECT id FROM goods WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(productIds)),
    db
      .prepare("SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(categoryIds)),
  ]);
  const missing = (ids: readonly number[], found: Array<{ id: number }> | undefined) => {
    const known = new Set((found ?? []).map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  };
  return { productIds: missing(productIds, product?.results), categoryIds: missing(categoryIds, categories?.results) };
}

/** No claim yet on the campaign `id` names (SQL): the guard of every statement that changes terms. */
const unclaimed = (id: string) => `NOT EXISTS (SELECT 1 FROM activity_claims WHERE activity_id = ${id})`;

/**
 * A new campaign's id inside its batch: the batch is one transaction, so the newest campaign is
 * the one its first statement inserted, whatever other saves run around it.
 */
const NEW_CAMPAIGN = "(SELECT MAX(id) FROM activities)";

/**
 * Writes a campaign: a new one (id null), or new terms of one nobody claimed yet, or only its
 * names and descriptions. A new campaign takes its id as its row is inserted, so saves of new
 * campaigns at the same moment each get their own. The terms' statements are guarded in SQL by
 * "no claim", so a claim that lands between the check and the write makes the whole batch change
 * nothing; the audit row is written only when the campaign row changed. Returns the id, or null
 * when a claim got there first.
 */
export async function saveCampaign(
  db: D1Database,
  id: number | null,
  save: CampaignSave,
  termsChange: boolean,
  audit: Omit<AuditRecord, "entityId">,
  now: number,
): Promise<number | null> {
  // Statements name the campaign in SQL; ?1 is its id when it has one.
  const campaign = id === null ? NEW_CAMPAIGN : "?1";
  const target = id ?? 0;
  const guard = id !== null && termsChange ? unclaimed(campaign) : "1";
  const statements: D1PreparedStatement[] = [];
  if (id === null) {
    statements.push(
      db
        .prepare(
          `INSERT INTO activities (state, currency, price_minor, activity_price_minor, min_amount_minor, start_time, end_time,
                                   quantity_total, quantity_left, new_customers_only, kind, percent_off, max_discount_minor,
                                   per_user_limit, sort, updated_at)
           VALUES ('active', 'USD', ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?11, ?12, 0, ?13) RETURNING id`,
        )
        .bind(target, ...termValues(save), now),
    );
  } else {
    statements.push(
      termsChange
        ? db
            .prepare(
              `UPDATE activities SET price_minor = ?2, activity_price_minor = ?3, min_amount_minor = ?4, start_time = ?5,
                      end_time = ?6, quantity_total = ?7, quantity_left = ?7, new_customers_only = ?8, kind = ?9,
                      percent_off = ?10, max_discount_minor = ?11, per_user_limit = ?12, updated_at = ?13
                WHERE id = ?1 AND ${unclaimed("?1")}`,
            )
            .bind(target, ...termValues(save), now)
        : db.prepare("UPDATE activities SET updated_at = ?2 WHERE id = ?1").bind(target, now),
    );
  }
  statements.push(
    auditStatement(
      db,
      { ...audit, entityId: String(target) },
      now,
      "changes() = 1",
      id === null ? `CAST(${NEW_CAMPAIGN} AS TEXT)` : "?5",
    ),
  );
  // A new campaign has no targets or texts yet to replace.
  const replace = (table: string) => {
    if (id !== null)
      statements.push(db.prepare(`DELETE FROM ${table} WHERE activity_id = ?1 AND ${guard}`).bind(target));
  };
  if (id === null || termsChange) {
    replace("activity_goods");
    for (const productId of sorted(save.productIds)) {
      statements.push(
        db
          .prepare(`INSERT INTO activity_goods (activity_id, goods_id) SELECT ${campaign}, ?2 WHERE ${guard}`)
          .bind(target, productId),
      );
    }
    replace("activity_categories");
    for (const categoryId of sorted(save.categoryIds)) {
      statements.push(
        db
          .prepare(`INSERT INTO activity_categories (activity_id, category_id) SELECT ${campaign}, ?2 WHERE ${guard}`)
          .bind(target, categoryId),
      );
    }
  }
  replace("activity_translations");
  for (const [lang, text] of Object.entries(save.texts)) {
    statements.push(
      db
        .prepare(
          `INSERT INTO activity_translations (activity_id, lang, name, description) SELECT ${campaign}, ?2, ?3, ?4 WHERE ${guard}`,
        )
        .bind(target, lang, text.name, text.description),
    );
  }
  const results = await db.batch<{ id: number }>(statements);
  if (id === null) return results[0]!.results[0]!.id;
  return (results[0]?.meta.changes ?? 0) === 1 ? id : null;
}

function termValues(save: CampaignSave) {
  return [
    save.priceMinor,
    save.promoPriceMinor,
    save.minAmountMinor,
    Date.parse(save.startTime),
    Date.parse(save.endTime),
    save.quantityTotal,
    save.newCustomersOnly ? 1 : 0,
    save.kind,
    save.percentOff,
    save.maxDiscountMinor,
    save.perUserLimit,
  ] as const;
}

/** Operator states each action moves from, and to. */
export const CAMPAIGN_ACTIONS = {
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  void: { from: ["active", "paused"], to: "voided" },
} as const;

/** Pauses, resumes or voids a campaign from the states that allow it, with its audit row. */
export async function setCampaignState(
  db: D1Database,
  id: number,
  action: keyof typeof CAMPAIGN_ACTIONS,
  audit: AuditRecord,
  now: number,
): Promise<boolean> {
  const { from, to } = CAMPAIGN_ACTIONS[action];
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE activities SET state = ?2, updated_at = ?3 WHERE id = ?1 AND state IN (${from.map((s) => `'${s}'`).join(", ")})`,
      )
      .bind(id, to, now),
    auditStatement(db, audit, now, "changes() = 1"),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}
