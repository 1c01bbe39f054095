import { minorUnitDigits } from "./format";
import { ALL_LOCALES, INTL_TAGS, type Locale } from "./locale";

/**
 * An amount as staff type it ("$3,985.00", "3.985,00 $", "3 985,00", "US$ 3.985,00", "3985") →
 * integer minor units. The reader's language says which of "." and "," is the decimal separator
 * (learnt from Intl's formatToParts); the currency's sign or code, spaces, bidirectional marks and
 * Arabic-Indic digits are accepted.
 */
export type MoneyInput =
  | { ok: true; minor: number }
  | { ok: false; reason: "empty" | "not_amount" | "negative" | "too_precise" | "too_large" };

/** Twelve whole digits: far above any order, well inside a safe integer in minor units. */
const MAX_WHOLE_DIGITS = 12;

interface Separators {
  decimal: string;
  group: string;
}

const separators = new Map<Locale, Separators>();

/** The language's decimal and group separators, as Intl writes 12,345.6. */
export function numberSeparators(locale: Locale): Separators {
  let known = separators.get(locale);
  if (!known) {
    const parts = new Intl.NumberFormat(INTL_TAGS[locale]).formatToParts(12_345.6);
    known = {
      decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
      group: parts.find((part) => part.type === "group")?.value ?? ",",
    };
    separators.set(locale, known);
  }
  return known;
}

const currencyTexts = new Map<string, string[]>();

/** How the currency is written in any of the languages ("$", "US$", "$US", "USD"…), longest first. */
function currencyForms(currency: string): string[] {
  let forms = currencyTexts.get(currency);
  if (!forms) {
    const found = new Set<string>([currency]);
    for (const locale of ALL_LOCALES) {
      for (const currencyDisplay of ["symbol", "narrowSymbol"] as const) {
        const parts = new Intl.NumberFormat(INTL_TAGS[locale], {
          style: "currency",
          currency,
          currencyDisplay,
        }).formatToParts(1);
        for (const part of parts) if (part.type === "currency") found.add(part.value);
      }
    }
    forms = [...found].sort((a, b) => b.length - a.length);
    currencyTexts.set(currency, forms);
  }
  return forms;
}

/** Bidirectional marks and isolates that copied amounts carry (LRM, RLM, ALM, LRE…PDI). */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Spaces that group digits: ordinary, no-break, narrow no-break, thin; and the apostrophes of "3'985". */
const GROUP_SPACES = /[\s\u00a0\u2009\u202f'’]+/g;
const MINUS = /^[-\u2212\u2012\u2013]|[-\u2212\u2012\u2013]$/;

/** Arabic-Indic digits as 0–9; the Arabic decimal and thousands signs as the language's decimal and a space. */
function latinDigits(text: string, decimal: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, decimal)
    .replace(/\u066c/g, " ");
}

/** "3,985,000": groups of exactly three digits after the first one to three. */
function isGrouped(text: string, separator: string): boolean {
  const parts = text.split(separator);
  return parts.length > 1 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

/**
 * Which of "." and "," is the decimal point, if any. Both present: the last one ("3,985.00",
 * "3.985,00"). One of them: the language's decimal point is one; any other groups thousands when
 * it can ("3,985" in English, "3.985" in Spanish), else it is the decimal point ("3985.00" in French).
 */
function decimalMarkOf(text: string, decimal: string): string | null | undefined {
  const dots = text.split(".").length - 1;
  const commas = text.split(",").length - 1;
  if (dots && commas) return text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
  if (!dots && !commas) return null;
  const mark = dots ? "." : ",";
  const grouped = isGrouped(text.replace(/ /g, ""), mark);
  if (dots + commas > 1) return grouped ? null : undefined;
  if (mark === decimal || !grouped) return mark;
  return null;
}

/** Parses an amount typed in `locale` for `currency`; see MoneyInput. */
export function parseMoneyInput(text: string, currency: string, locale: Locale): MoneyInput {
  const { decimal } = numberSeparators(locale);
  let rest = latinDigits(text.normalize("NFKC"), decimal).replace(BIDI_MARKS, "").trim();
  if (!rest) return { ok: false, reason: "empty" };
  const upper = rest.toUpperCase();
  const form = currencyForms(currency).find((candidate) => upper.includes(candidate.toUpperCase()));
  if (form) {
    const at = upper.indexOf(form.toUpperCase());
    rest = `${rest.slice(0, at)} ${rest.slice(at + form.length)}`;
  }
  // Spaces only ever group digits.
  rest = rest.replace(GROUP_SPACES, " ").trim();
  if (MINUS.test(rest)) return { ok: false, reason: "negative" };
  if (!/^\d[\d., ]*$|^[.,]\d+$/.test(rest)) return { ok: false, reason: "not_amount" };
  const mark = decimalMarkOf(rest, decimal);
  if (mark === undefined) return { ok: false, reason: "not_amount" };
  const at = mark ? rest.lastIndexOf(mark) : rest.length;
  const fraction = rest.slice(at + 1);
  let whole = rest.slice(0, at).trim();
  if (!/^\d*$/.test(fraction)) return { ok: false, reason: "not_amount" };
  const group = mark === "." ? "," : mark === "," ? "." : /[.,]/.exec(whole)?.[0];
  if (group && whole.includes(group)) {
    whole = whole.replace(/ /g, "");
    if (!isGrouped(whole, group)) return { ok: false, reason: "not_amount" };
    whole = whole.split(group).join("");
  }
  if (whole.includes(" ")) {
    if (!isGrouped(whole, " ")) return { ok: false, reason: "not_amount" };
    whole = whole.replace(/ /g, "");
  }
  if (!/^\d*$/.test(whole)) return { ok: false, reason: "not_amount" };
  const digits = minorUnitDigits(currency);
  if (fraction.length > digits) return { ok: false, reason: "too_precise" };
  const significant = whole.replace(/^0+/, "");
  if (significant.length > MAX_WHOLE_DIGITS) return { ok: false, reason: "too_large" };
  return { ok: true, minor: Number(significant || "0") * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0") };
}
