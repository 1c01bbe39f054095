import type { ShippingMethod } from "../../shared/commerce/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

interface ShippingRow {
  id: number;
  code: string;
  name: string;
  description: string;
  price_minor: number;
  currency: string;
  min_days: number;
  max_days: number;
  regions: string;
  lang: string;
}

function toShippingMethod(row: ShippingRow): ShippingMethod {
  let regions: string[] = ["*"];
  try {
    const parsed = JSON.parse(row.regions) as unknown;
    if (Array.isArray(parsed) && parsed.every((code) => typeof code === "string")) regions = parsed;
  } catch {
    // A malformed region list ships worldwide rather than nowhere.
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    lang: servedLang(row.lang),
    priceMinor: row.price_minor,
    currency: row.currency,
    minDays: row.min_days,
    maxDays: row.max_days,
    regions,
  };
}

const SHIPPING_ROWS = `
  SELECT m.id, m.code, COALESCE(t.name, b.name, m.code) AS name, COALESCE(t.description, b.description, '') AS description,
         m.price_minor, m.currency, m.min_days, m.max_days, m.regions, ${servedLangColumn("method_id")}
    FROM shipping_methods m
    LEFT JOIN shipping_method_translations t ON t.method_id = m.id AND t.lang = ?1
    LEFT JOIN shipping_method_translations b ON b.method_id = m.id AND b.lang = '${CONTENT_BASE_LOCALE}'
   WHERE m.status = 1`;

export async function listShippingMethods(db: D1Database, locale: Locale): Promise<ShippingMethod[]> {
  const { results } = await db.prepare(`${SHIPPING_ROWS} ORDER BY m.sort, m.id`).bind(locale).all<ShippingRow>();
  return results.map(toShippingMethod);
}

export async function getShippingMethod(db: D1Database, id: number, locale: Locale): Promise<ShippingMethod | null> {
  const row = await db.prepare(`${SHIPPING_ROWS} AND m.id = ?2`).bind(locale, id).first<ShippingRow>();
  return row ? toShippingMethod(row) : null;
}

export function shipsTo(method: ShippingMethod, country: string): boolean {
  return method.regions.includes("*") || method.regions.includes(country.toUpperCase());
}
