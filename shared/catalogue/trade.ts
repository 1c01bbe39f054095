import { z } from "zod";
import { rule } from "../api/validation-rules";
import { isCountryCode } from "../commerce/countries";
import { TRADE_LIMITS } from "./trade-limits";

export { TRADE_LIMITS } from "./trade-limits";

/**
 * A SKU's trade data, as customs documents state it: its HS code, country of origin, net and
 * gross weight, and packed size. Each is null until staff know it.
 */
export interface SkuTrade {
  /** 6–10 digits, without dots or spaces ("8517620000"). */
  hsCode: string | null;
  /** ISO 3166-1 alpha-2 ("CN"). */
  originCountry: string | null;
  netWeightG: number | null;
  /** The packed weight: never below the net weight. */
  grossWeightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}

/** One SKU's trade data with its id and code, as the documents read it. */
export interface SkuTradeData extends SkuTrade {
  skuId: number;
  sku: string;
}

export const TRADE_FIELDS = [
  "hsCode",
  "originCountry",
  "netWeightG",
  "grossWeightG",
  "lengthMm",
  "widthMm",
  "heightMm",
] as const satisfies ReadonlyArray<keyof SkuTrade>;
export type TradeField = (typeof TRADE_FIELDS)[number];

/** What a commercial invoice needs of every SKU it lists. */
export const INVOICE_TRADE_FIELDS = [
  "hsCode",
  "originCountry",
  "netWeightG",
  "grossWeightG",
] as const satisfies ReadonlyArray<TradeField>;
export type InvoiceTradeField = (typeof INVOICE_TRADE_FIELDS)[number];

/** A record's trade fields alone (a SKU's, a save's), each one left out as not known. */
export function tradeFieldsOf(record: Partial<SkuTrade>): SkuTrade {
  const {
    hsCode = null,
    originCountry = null,
    netWeightG = null,
    grossWeightG = null,
    lengthMm = null,
    widthMm = null,
    heightMm = null,
  } = record;
  return { hsCode, originCountry, netWeightG, grossWeightG, lengthMm, widthMm, heightMm };
}

/** An HS code as stored: "8517.62 00" → "85176200". */
export function normaliseHsCode(text: string): string {
  return text.replace(/[.\s]/g, "");
}

/** 6–10 digits once dots and spaces are removed. */
export function isHsCode(text: string): boolean {
  const digits = normaliseHsCode(text);
  const { min, max } = TRADE_LIMITS.hsDigits;
  return digits.length >= min && digits.length <= max && /^\d+$/.test(digits);
}

/** The gross weight covers the net weight (or one of them is not known). */
export function grossCoversNet({ netWeightG, grossWeightG }: Partial<SkuTrade>): boolean {
  return typeof netWeightG !== "number" || typeof grossWeightG !== "number" || grossWeightG >= netWeightG;
}

/** The fields a commercial invoice needs that the SKU lacks (none: it can be invoiced). */
export function missingTradeData(sku: Partial<SkuTrade>): InvoiceTradeField[] {
  return INVOICE_TRADE_FIELDS.filter((field) => sku[field] === null || sku[field] === undefined || sku[field] === "");
}

/** The SKUs of a document that lack trade data, each with what it lacks, in the order given. */
export function skusMissingTradeData(
  skus: ReadonlyArray<Partial<SkuTrade> & { sku: string }>,
): Array<{ sku: string; missing: InvoiceTradeField[] }> {
  return skus
    .map((sku) => ({ sku: sku.sku, missing: missingTradeData(sku) }))
    .filter((entry) => entry.missing.length > 0);
}

/** Text to a stored value: "" is not known (null). */
const blankIsNull = (value: string) => value || null;

const HsCodeSchema = z
  .string()
  .max(TRADE_LIMITS.hsLength)
  .transform(normaliseHsCode)
  .refine((digits) => digits === "" || isHsCode(digits), rule("hsCode"))
  .transform(blankIsNull);

const CountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code === "" || isCountryCode(code), rule("country"))
  .transform(blankIsNull);

const whole = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

/** Each trade field: null (or "" for the texts) is not known. */
export const TRADE_FIELD_SCHEMAS = {
  hsCode: HsCodeSchema.nullable(),
  originCountry: CountrySchema.nullable(),
  netWeightG: whole(TRADE_LIMITS.weightG).nullable(),
  grossWeightG: whole(TRADE_LIMITS.weightG).nullable(),
  lengthMm: whole(TRADE_LIMITS.sizeMm).nullable(),
  widthMm: whole(TRADE_LIMITS.sizeMm).nullable(),
  heightMm: whole(TRADE_LIMITS.sizeMm).nullable(),
} satisfies Record<TradeField, z.ZodType>;

/** The refusal of a gross weight below the net weight, on the gross weight. */
export const GROSS_COVERS_NET = { message: rule("grossAtLeastNet"), path: ["grossWeightG"] };

/** A SKU's whole trade data: every field given. */
export const SkuTradeSchema = z.object(TRADE_FIELD_SCHEMAS).refine(grossCoversNet, GROSS_COVERS_NET);
