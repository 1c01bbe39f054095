import { INTL_TAGS, type Locale } from "./locale";

const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Currencies whose minor unit is not 1/100. */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3, TND: 3 };

export function minorUnitDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** "$1,299.00", "US$1,299.00" (zh), "1299,00 US$" (es) ... from integer minor units. */
export function formatPrice(amountMinor: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { style: "currency", currency });
    priceFormats.set(key, format);
  }
  return format.format(amountMinor / 10 ** minorUnitDigits(currency));
}

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
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
