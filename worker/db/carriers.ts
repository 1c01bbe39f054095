import { CONTENT_BASE_LOCALE } from "../../shared/locale";

/** A shipping method as the carrier of a parcel: its name and tracking page. */
export interface Carrier {
  id: number;
  code: string;
  name: string;
  /** The carrier's tracking page, "{trackingNo}" standing for the number; "" when it has none. */
  trackingUrlTemplate: string;
}

const SELECT = `SELECT m.id, m.code, COALESCE(t.name, m.code) AS name, m.tracking_url_template
  FROM shipping_methods m LEFT JOIN shipping_method_translations t ON t.method_id = m.id AND t.lang = '${CONTENT_BASE_LOCALE}'`;

type Row = { id: number; code: string; name: string; tracking_url_template: string };
const toCarrier = (row: Row): Carrier => ({
  id: row.id,
  code: row.code,
  name: row.name,
  trackingUrlTemplate: row.tracking_url_template,
});

export async function listCarriers(db: D1Database): Promise<Carrier[]> {
  const { results } = await db.prepare(`${SELECT} ORDER BY m.sort, m.id`).all<Row>();
  return results.map(toCarrier);
}

export async function findCarrier(db: D1Database, id: number): Promise<Carrier | null> {
  const row = await db.prepare(`${SELECT} WHERE m.id = ?1`).bind(id).first<Row>();
  return row ? toCarrier(row) : null;
}

/** The parcel's tracking link, or null when the carrier has no tracking page. */
export function trackingUrl(carrier: Carrier | null, trackingNo: string): string | null {
  if (!carrier?.trackingUrlTemplate) return null;
  return carrier.trackingUrlTemplate.replaceAll("{trackingNo}", encodeURIComponent(trackingNo));
}
