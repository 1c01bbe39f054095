/** One row of essentialDetails / packagingDelivery / parameters. */
export interface KeyValueRow {
  key: string;
  value: string;
  compareFlag?: boolean;
}

/**
 * These fields arrive as JSON text (the legacy API's format). Anything malformed — bad JSON, not a list, rows
 * without a string key and value — yields nothing for that row or list, never an exception.
 */
export function parseKeyValueList(text: unknown): KeyValueRow[] {
  if (typeof text !== "string" || !text.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const rows: KeyValueRow[] = [];
  for (const item of parsed) {
    if (typeof item !== "object" || item === null) continue;
    const { key, value, compareFlag } = item as Record<string, unknown>;
    if (typeof key !== "string" || !key.trim()) continue;
    if (typeof value !== "string" && typeof value !== "number") continue;
    rows.push(compareFlag === true ? { key, value: String(value), compareFlag: true } : { key, value: String(value) });
  }
  return rows;
}
