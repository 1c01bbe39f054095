import type { OrderFilter } from "../../shared/console/orders";
import { minorUnitDigits } from "../../shared/format";
import { customerName, exportOrdersPage, type OrderExportRow } from "../console/orders/queries";

/** Orders read from D1 per pull of the stream: memory stays one page, whatever the export's size. */
export const EXPORT_PAGE_SIZE = 500;

const HEADER = [
  "order_no",
  "created_at",
  "status",
  "email",
  "customer",
  "currency",
  "total",
  "payment",
  "paid_at",
  "shipped_at",
  "carrier",
  "tracking_no",
];

/**
 * One CSV field (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function csvLine(row: OrderExportRow): string {
  const digits = minorUnitDigits(row.currency);
  return [
    row.order_no,
    iso(row.created_at),
    row.status,
    row.email,
    customerName(row),
    row.currency,
    (row.total_minor / 10 ** digits).toFixed(digits),
    row.provider,
    iso(row.paid_at),
    iso(row.shipped_at),
    row.carrier,
    row.tracking_no,
  ]
    .map(csvField)
    .join(",");
}

/**
 * The filtered orders as a CSV stream: each pull reads the next page (keyset, newest first) and
 * sends it, so the answer starts with the first page and the rest is read as the client takes it.
 */
export function streamOrdersCsv(
  db: D1Database,
  filter: OrderFilter,
  pageSize = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { createdAt: number; id: number } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          // A byte-order mark so spreadsheet programs read the names as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${HEADER.join(",")}\r\n`));
        }
        const rows = await exportOrdersPage(db, filter, after, pageSize);
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map((row) => `${csvLine(row)}\r\n`).join("")));
          const last = rows[rows.length - 1]!;
          after = { createdAt: last.created_at, id: last.id };
        }
        if (rows.length < pageSize) controller.close();
      },
    },
    // Pull one page only when the one before has been taken.
    { highWaterMark: 0 },
  );
}
