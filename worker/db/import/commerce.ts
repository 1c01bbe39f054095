import { PURGE } from "../../cache/keys";
import type { ImportCommerce } from "./types";
import { localizedEntries, type ImportPlan } from "./run";

const HOUR_MS = 3_600_000;

/** Shipping methods and coupon campaigns. Campaign windows are relative to the import time. */
export function commerceImport(commerce: ImportCommerce, now: number, name = "commerce"): ImportPlan {
  // Windows move with the clock: re-import once a day so the demo coupons stay in their states.
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    name,
    data: { commerce, day },
    statements: (db) => [
      ...commerce.shippingMethods.flatMap((method) => [
        db
          .prepare(
            `INSERT INTO shipping_methods (id, code, price_minor, currency, min_days, max_days, regions, sort, status)
             VALUES (?1, ?2, ?3, 'USD', ?4, ?5, ?6, ?7, 1)
             ON CONFLICT (id) DO UPDATE SET code = excluded.code, price_minor = excluded.price_minor, min_days = excluded.min_days,
               max_days = excluded.max_days, regions = excluded.regions, sort = excluded.sort, status = 1`,
          )
          .bind(
            method.id,
            method.code,
            method.priceMinor,
            method.minDays,
            method.maxDays,
            JSON.stringify(method.regions),
            method.sort,
          ),
        db.prepare("DELETE FROM shipping_method_translations WHERE method_id = ?1").bind(method.id),
        ...localizedEntries(method.name).map(([lang, methodName]) =>
          db
            .prepare(
              "INSERT INTO shipping_method_translations (method_id, lang, name, description) VALUES (?1, ?2, ?3, ?4)",
            )
            .bind(method.id, lang, methodName, method.description[lang] ?? method.description.en),
        ),
      ]),
      ...commerce.campaigns.flatMap((campaign) => [
        // Claims already made are live state: an import keeps quantity_left of known campaigns.
        db
          .prepare(
            `INSERT INTO activities (id, state, currency, price_minor, activity_price_minor, min_amount_minor, start_time, end_time,
                                     quantity_total, quantity_left, new_customers_only, sort, updated_at)
             VALUES (?1, ?2, 'USD', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
             ON CONFLICT (id) DO UPDATE SET state = excluded.state, price_minor = excluded.price_minor,
               activity_price_minor = excluded.activity_price_minor, min_amount_minor = excluded.min_amount_minor,
               start_time = excluded.start_time, end_time = excluded.end_time,
               new_customers_only = excluded.new_customers_only, sort = excluded.sort, updated_at = excluded.updated_at`,
          )
          .bind(
            campaign.id,
            campaign.state,
            campaign.priceMinor,
            campaign.promoPriceMinor,
            campaign.minAmountMinor,
            now + campaign.startOffsetHours * HOUR_MS,
            now + campaign.endOffsetHours * HOUR_MS,
            campaign.quantityTotal,
            campaign.quantityLeft,
            campaign.newCustomersOnly ? 1 : 0,
            campaign.sort,
            now,
          ),
        db.prepare("DELETE FROM activity_goods WHERE activity_id = ?1").bind(campaign.id),
        ...campaign.productIds.map((productId) =>
          db.prepare("INSERT INTO activity_goods (activity_id, goods_id) VALUES (?1, ?2)").bind(campaign.id, productId),
        ),
        db.prepare("DELETE FROM activity_translations WHERE activity_id = ?1").bind(campaign.id),
        ...localizedEntries(campaign.name).map(([lang, campaignName]) =>
          db
            .prepare("INSERT INTO activity_translations (activity_id, lang, name, description) VALUES (?1, ?2, ?3, ?4)")
            .bind(campaign.id, lang, campaignName, campaign.description[lang] ?? campaign.description.en),
        ),
      ]),
    ],
    invalidates: PURGE.shipping,
  };
}
