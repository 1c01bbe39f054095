import { INTL_TAGS, textDirection, type Locale } from "./locale";

const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

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
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { style: "currency", currency });
    priceFormats.set(key, format);
  }
  const amount = amountMinor / 10 ** minorUnitDigits(currency);
  if (textDirection(locale) === "ltr") return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? `${FSI}${part.value}${PDI}` : part.value))
    .join("");
}

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A whole percent ("10%", "10 %", "١٠٪"…) in the request's language. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** A calendar date in the request's language, in UTC so server and browser print the same text. */
export function formatDate(value: number | string | Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

/** "1.2 MB", "340 kB", "1,2 МБ"…: a file size with Intl's byte units, in the request's language. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
