import {
  applyDateShape,
  applyNumberShape,
  type DateShape,
  decimalOf,
  type FormatShapes,
  type NumberShape,
} from "./format-shapes";
import { INTL_TAGS, textDirection, type Locale } from "./locale";

/** Formatters made once per runtime, by kind, language and options (`price|en|USD`, `date|ru`…). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** Currencies whose minor unit is not 1/100. */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3, TND: 3 };

export function minorUnitDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** "12.50" (or "12,50") in a currency → 1250 minor units; anything else → -1 (the API refuses it). */
export function amountToMinor(text: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = text
    .trim()
    .match(digits > 0 ? new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${digits}}))?$`) : /^(\d{1,12})()$/);
  if (!match) return -1;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

/** 1250 minor units → "12.50": a plain amount, as money inputs and CSV files hold it. */
export function minorToAmount(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** Unicode first-strong isolate … pop directional isolate: the text between keeps its own direction. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * "$1,299.00", "US$1,299.00" (zh), "1299,00 US$" (es) ... from integer minor units. On right-to-left
 * pages the currency sign is isolated, so Arabic shows "US$", not "$US" (the "$" would otherwise
 * join the right-to-left text around it).
 */
export function formatPrice(amountMinor: number, currency: string, locale: Locale): string {
  const shape = priceShape(locale, currency);
  const digits = minorUnitDigits(currency);
  if (shape && Number.isSafeInteger(amountMinor) && amountMinor >= 0) {
    const minor = String(amountMinor).padStart(digits + 1, "0");
    const split = minor.length - digits;
    return applyNumberShape(shape, { integer: minor.slice(0, split), fraction: minor.slice(split) });
  }
  const format = priceFormat(locale, currency);
  const amount = amountMinor / 10 ** digits;
  if (textDirection(locale) === "ltr") return format.format(amount);
  return format.formatToParts(amount).map(isolatedCurrency).join("");
}

function isolatedCurrency(part: Intl.NumberFormatPart): string {
  return part.type === "currency" ? `${FSI}${part.value}${PDI}` : part.value;
}

const priceFormat = (locale: Locale, currency: string) =>
  formatter(
    `price|${locale}|${currency}`,
    () => new Intl.NumberFormat(INTL_TAGS[locale], { style: "currency", currency }),
  );

const numberFormat = (locale: Locale) => formatter(`number|${locale}`, () => new Intl.NumberFormat(INTL_TAGS[locale]));

export function formatNumber(value: number, locale: Locale): string {
  const shape = numberShape(locale);
  const decimal = shape ? decimalOf(value) : null;
  if (shape && decimal) return applyNumberShape(shape, decimal);
  return numberFormat(locale).format(value);
}

/** A whole percent ("10%", "10 %", Arabic "10‎%‎" in 0–9 digits…) in the request's language. */
export function formatPercent(percent: number, locale: Locale): string {
  return percentFormat(locale).format(percent / 100);
}

const percentFormat = (locale: Locale) =>
  formatter(
    `percent|${locale}`,
    () => new Intl.NumberFormat(INTL_TAGS[locale], { style: "percent", maximumFractionDigits: 0 }),
  );

/** A calendar date in the request's language, in UTC so server and browser print the same text. */
export function formatDate(value: number | string | Date, locale: Locale): string {
  const date = new Date(value);
  const shape = dateShape(locale);
  const shaped = shape ? applyDateShape(shape, date) : null;
  return shaped ?? dateFormat(locale).format(date);
}

const dateFormat = (locale: Locale) =>
  formatter(
    `date|${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_TAGS[locale], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  );

/**
 * Shapes under the same keys as the formatters: handed over by the server (`adoptFormatShapes`),
 * so a page hydrates without creating an `Intl` formatter, or read from `Intl` on first use where
 * a reader is installed (the worker). null: `Intl` writes it (no reader, or no shape reproduced
 * its output).
 */
const shapes = new Map<string, NumberShape | DateShape | null>();

/** Reads shapes from formatters (format-shapes-read.ts); only the server installs one. */
export interface ShapeReader {
  number(format: Intl.NumberFormat, isolate?: (part: Intl.NumberFormatPart) => string): NumberShape | null;
  date(format: Intl.DateTimeFormat): DateShape | null;
}

let reader: ShapeReader | null = null;

/** Installs the reader: this runtime then writes every price, number and date from shapes. */
export function readFormatShapesWith(next: ShapeReader): void {
  reader = next;
}

function rememberedShape<T extends NumberShape | DateShape>(
  key: string,
  read: (from: ShapeReader) => T | null,
): T | null {
  const known = shapes.get(key) as T | null | undefined;
  if (known !== undefined || !reader) return known ?? null;
  const made = read(reader);
  shapes.set(key, made);
  return made;
}

const priceShape = (locale: Locale, currency: string) =>
  rememberedShape(`price|${locale}|${currency}`, (from) =>
    from.number(priceFormat(locale, currency), textDirection(locale) === "ltr" ? undefined : isolatedCurrency),
  );
const numberShape = (locale: Locale) =>
  rememberedShape(`number|${locale}`, (from) => from.number(numberFormat(locale)));
const dateShape = (locale: Locale) => rememberedShape(`date|${locale}`, (from) => from.date(dateFormat(locale)));
const sizeShape = (locale: Locale, unit: number) =>
  rememberedShape(`size|${locale}|${unit}`, (from) => from.number(sizeFormat(locale, unit)));

/** The shapes of a language's prices (in the given currencies), numbers and dates, for a page to hand over. */
export function formatShapes(locale: Locale, currencies: readonly string[]): FormatShapes {
  const price: Record<string, NumberShape> = {};
  for (const currency of currencies) {
    const found = priceShape(locale, currency);
    if (found) price[currency] = found;
  }
  return { price, number: numberShape(locale) ?? undefined, date: dateShape(locale) ?? undefined };
}

/** Takes over shapes the server read, so this language's formatting needs no `Intl` formatter. */
export function adoptFormatShapes(locale: Locale, handed: FormatShapes): void {
  const adopt = (key: string, found: NumberShape | DateShape | null | undefined) => {
    if (found && !shapes.has(key)) shapes.set(key, found);
  };
  for (const [currency, found] of Object.entries(handed.price)) adopt(`price|${locale}|${currency}`, found);
  adopt(`number|${locale}`, handed.number);
  adopt(`date|${locale}`, handed.date);
  for (const [unit, found] of (handed.size ?? []).entries()) adopt(`size|${locale}|${unit}`, found);
}

const SIZE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

const sizeFormat = (locale: Locale, unit: number) =>
  formatter(
    `size|${locale}|${unit}`,
    () =>
      new Intl.NumberFormat(INTL_TAGS[locale], {
        style: "unit",
        unit: SIZE_UNITS[unit],
        unitDisplay: "short",
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }),
  );

/** "1.2 MB", "340 kB", "1,2 МБ"…: a file size with Intl's byte units, in the request's language. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shape = sizeShape(locale, unit);
  const decimal = shape ? decimalOf(value) : null;
  if (shape && decimal) return applyNumberShape(shape, decimal);
  return sizeFormat(locale, unit).format(value);
}

/** The shapes of file sizes (bytes to gigabytes), for a page that lists files to hand over. */
export function fileSizeShapes(locale: Locale): FormatShapes {
  return { price: {}, size: SIZE_UNITS.map((_, unit) => sizeShape(locale, unit)) };
}
