import type { TradeField } from "../catalogue/trade";
import { ALL_LOCALES } from "../locale";

/** A SKU's trade data by its column: the HS code, the origin's ISO code, grams and millimetres. */
export const CATALOGUE_TRADE_COLUMNS = {
  hs_code: "hsCode",
  origin_country: "originCountry",
  net_weight_g: "netWeightG",
  gross_weight_g: "grossWeightG",
  length_mm: "lengthMm",
  width_mm: "widthMm",
  height_mm: "heightMm",
} as const satisfies Record<string, TradeField>;
export type CatalogueTradeColumn = keyof typeof CATALOGUE_TRADE_COLUMNS;

/**
 * The catalogue as CSV, one row per SKU: the product's fields repeat on each of its SKU rows.
 * Prices are decimal amounts in the product's currency; `stock` is informative for existing SKUs
 * (their stock changes by adjustments) and the starting stock of a new SKU (empty `sku_id`). An
 * empty trade cell is not known; a file without the trade columns leaves the SKUs' trade data as is.
 */
export const CATALOGUE_CSV_COLUMNS = [
  "goods_id",
  "sku_id",
  "slug",
  "category_id",
  "published",
  "sort",
  "sku",
  "spec_id",
  "price",
  "sale_price",
  "low_stock_threshold",
  "sold",
  "stock",
  "hs_code",
  "origin_country",
  "net_weight_g",
  "gross_weight_g",
  "length_mm",
  "width_mm",
  "height_mm",
  ...ALL_LOCALES.flatMap((lang) => [`name_${lang}`, `summary_${lang}`]),
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** One parsed record and the line of the file it starts on (1 = the header). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF; a
 * leading byte-order mark is skipped. An unterminated quote is an error at its line.
 */
export function parseCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; line: number } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) return { ok: false, line: recordLine };
  if (field !== "" || fields.length) endRecord();
  return { ok: true, records };
}

/** A field as exported: text a spreadsheet would run as a formula was prefixed with an apostrophe. */
export function csvText(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
