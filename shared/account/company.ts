import type { ValidationRule } from "../api/validation-rules";

/**
 * A buyer's company as their invoices name it, and the rules of its tax IDs: the format (and,
 * where the number has them, the check digits) of each kind, and how a typed number is written
 * down. Pure and without zod (the browser imports it); the request schemas are in
 * company-schemas.ts.
 */

/** The kinds of tax ID a company profile can name. */
export const TAX_KINDS = ["eu_vat", "gb_vat", "cn_uscc", "ru_inn", "br_cnpj", "in_gstin", "us_ein", "other"] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export function isTaxKind(value: unknown): value is TaxKind {
  return typeof value === "string" && (TAX_KINDS as readonly string[]).includes(value);
}

/** What VIES last said of an EU VAT number. */
export const VIES_STATUSES = ["valid", "invalid", "unavailable"] as const;
export type ViesStatus = (typeof VIES_STATUSES)[number];

/** The EU's member states by their ISO 3166-1 codes (Greece is GR here, EL only in VAT numbers). */
// biome-ignore format: a table of codes
export const EU_MEMBER_STATES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
] as const;

const EU: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

export function isEuMemberState(country: string): boolean {
  return EU.has(country);
}

/**
 * What follows the prefix of an EU VAT number, per prefix, as the Commission's VIES documents
 * the member states' formats. EL is Greece; XI is a trader in Northern Ireland.
 */
const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  // A letter at one end or both: A12345678, 12345678Z, X1234567L.
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  // Two check characters (digits or letters, never I or O), then the 9-digit SIREN.
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The prefixes an EU VAT number starts with: the member states (EL for Greece) and XI. */
export const EU_VAT_PREFIXES = Object.keys(EU_VAT_FORMATS);

/** The VAT prefix of a country's traders: EL for Greece, XI for the United Kingdom's (Northern Ireland). */
export function euVatPrefix(country: string): string | null {
  if (country === "GR") return "EL";
  if (country === "GB") return "XI";
  return EU.has(country) ? country : null;
}

/** The kind of tax ID a company in `country` most likely has (the form's first choice). */
export function defaultTaxKind(country: string): TaxKind {
  if (EU.has(country)) return "eu_vat";
  const byCountry: Partial<Record<string, TaxKind>> = {
    GB: "gb_vat",
    CN: "cn_uscc",
    RU: "ru_inn",
    BR: "br_cnpj",
    IN: "in_gstin",
    US: "us_ein",
  };
  return byCountry[country] ?? "other";
}

/** EORI numbers are issued in the EU and the United Kingdom: the form asks for one there. */
export function takesEori(country: string): boolean {
  return EU.has(country) || country === "GB";
}

/** How documents label a kind of tax ID. */
export function taxIdLabel(kind: TaxKind): string {
  switch (kind) {
    case "eu_vat":
    case "gb_vat":
      return "VAT";
    case "cn_uscc":
      return "USCC";
    case "ru_inn":
      return "INN";
    case "br_cnpj":
      return "CNPJ";
    case "in_gstin":
      return "GSTIN";
    case "us_ein":
      return "EIN";
    case "other":
      return "Tax ID";
  }
}

/** Upper case, without the spaces, dots and dashes people type between groups of characters. */
function compact(text: string): string {
  return text.toUpperCase().replace(/[\s.-]/g, "");
}

/**
 * A typed tax ID as stored: upper case, without separators, except where the kind's format keeps
 * them (an EIN's dash). An EU or UK VAT number gets its prefix when typed without one (the
 * prefix of `country`, GR written EL), and an old Belgian number its leading 0.
 */
export function normaliseTaxId(kind: TaxKind, typed: string, country?: string): string {
  switch (kind) {
    case "eu_vat": {
      let value = compact(typed);
      if (value.startsWith("GR")) value = `EL${value.slice(2)}`;
      const prefix = value.slice(0, 2);
      if (!EU_VAT_FORMATS[prefix]) {
        const own = country ? euVatPrefix(country) : null;
        if (own) value = `${own}${value}`;
      }
      // Belgian numbers gained a leading 0 in 2007; a 9-digit one is the same number.
      if (/^BE\d{9}$/.test(value)) value = `BE0${value.slice(2)}`;
      return value;
    }
    case "gb_vat": {
      const value = compact(typed);
      return value.startsWith("GB") ? value : `GB${value}`;
    }
    case "br_cnpj":
      return compact(typed).replace(/\//g, "");
    case "us_ein": {
      const digits = compact(typed);
      return /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : typed.trim().toUpperCase();
    }
    case "other":
      return typed.trim().replace(/\s+/g, " ").toUpperCase();
    default:
      return compact(typed);
  }
}

/** GB 32100-2015: the 31 characters of a Unified Social Credit Code (no I, O, S, V, Z). */
const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

function validUscc(value: string): boolean {
  if (!/^[0-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(value[i]!) * USCC_WEIGHTS[i]!;
  return USCC_CHARS[(31 - (sum % 31)) % 31] === value[17];
}

/** An INN's check digit: the weighted sum of the digits before it, mod 11, mod 10. */
function innDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return (sum % 11) % 10;
}

/** 10 digits (an organisation) or 12 (a person or sole trader), with their check digits. */
function validInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) return innDigit(value, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(value[9]);
  if (!/^\d{12}$/.test(value)) return false;
  return (
    innDigit(value, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(value[10]) &&
    innDigit(value, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(value[11])
  );
}

/** A CNPJ check digit, modulo 11 with weights 2–9 from the right; a character counts as its code less 48. */
function cnpjDigit(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(chars.length - 1 - i) - 48) * ((i % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * 14 characters ending in two check digits. Since July 2026 the first 12 may be letters too (the
 * alphanumeric CNPJ); the check digits are computed the same way for both.
 */
function validCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const first = cnpjDigit(value.slice(0, 12));
  return first === Number(value[12]) && cnpjDigit(value.slice(0, 13)) === Number(value[13]);
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * 15 characters: a state code (01–38, 97 other territory, 99 centre jurisdiction), the holder's
 * PAN, the registration's number in that state, Z, and a Luhn mod 36 check character.
 */
function validGstin(value: string): boolean {
  if (!/^(?:0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{3}[ABCFGHJLPTK][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value))
    return false;
  if (value.slice(7, 11) === "0000") return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(value[i]!) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] === value[14];
}

/** HMRC's check of a 9-digit VAT number (and a 12-digit branch's first 9): modulus 97, old or new style. */
function gbChecks(digits: string): boolean {
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * weights[i]!;
  return sum % 97 === 0 || sum % 97 === 42;
}

/** GB and 9 or 12 digits; GBGD and a government department (000–499); GBHA and a health authority (500–999). */
function validGbVat(value: string): boolean {
  if (/^GBGD[0-4]\d{2}$/.test(value) || /^GBHA[5-9]\d{2}$/.test(value)) return true;
  const match = /^GB(\d{9})(\d{3})?$/.exec(value);
  return match !== null && gbChecks(match[1]!);
}

/** No control characters, and none of the invisible marks that reorder text (a document would lie). */
export const PRINTABLE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

export function isPrintable(text: string): boolean {
  return PRINTABLE.test(text);
}

/** Whether a normalised tax ID (normaliseTaxId) is one of its kind. */
export function isValidTaxId(kind: TaxKind, value: string): boolean {
  switch (kind) {
    case "eu_vat": {
      const format = EU_VAT_FORMATS[value.slice(0, 2)];
      return format?.test(value.slice(2)) === true;
    }
    case "gb_vat":
      return validGbVat(value);
    case "cn_uscc":
      return validUscc(value);
    case "ru_inn":
      return validInn(value);
    case "br_cnpj":
      return validCnpj(value);
    case "in_gstin":
      return validGstin(value);
    case "us_ein":
      return /^\d{2}-\d{7}$/.test(value) && !value.startsWith("00");
    case "other":
      return value.length >= 1 && value.length <= 30 && isPrintable(value);
  }
}

/** The prefixes an EORI number starts with: the EU's member states (Greece GR), GB and XI. */
const EORI_PREFIXES = [...EU_MEMBER_STATES, "GB", "XI"];
const EORI = new RegExp(`^(?:${EORI_PREFIXES.join("|")})[A-Z0-9]{1,15}$`);

/** An EORI number as stored: upper case, without spaces, dots or dashes. */
export function normaliseEori(typed: string): string {
  return compact(typed);
}

export function isValidEori(value: string): boolean {
  return EORI.test(value);
}

/** The country code and number VIES is asked about (an EU VAT number without its prefix). */
export function viesQuery(vatNumber: string): { countryCode: string; vatNumber: string } {
  return { countryCode: vatNumber.slice(0, 2), vatNumber: vatNumber.slice(2) };
}

/** The rule a tax ID of each kind breaks, said with an example of the kind. */
export const TAX_ID_RULES: Record<Exclude<TaxKind, "other">, ValidationRule> = {
  eu_vat: "euVatNumber",
  gb_vat: "gbVatNumber",
  cn_uscc: "uscc",
  ru_inn: "inn",
  br_cnpj: "cnpj",
  in_gstin: "gstin",
  us_ein: "ein",
};

export const COMPANY_LIMITS = {
  legalName: 200,
  line: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  /** What a tax ID may be typed as, separators included. */
  taxIdTyped: 40,
  otherTaxId: 30,
  eoriTyped: 30,
  email: 254,
} as const;

/** The address and identity fields of a profile, as stored. */
export interface CompanyDetails {
  legalName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  taxKind: TaxKind | null;
  /** Normalised (normaliseTaxId); null without a tax ID. */
  taxId: string | null;
  eori: string | null;
  invoiceEmail: string | null;
}

/** A buyer's company profile as the buyer, staff and the documents read it. */
export interface CompanyProfile extends CompanyDetails {
  /** What VIES said of the EU VAT number, and when; null when it is no EU VAT number or was never asked. */
  vies: { status: ViesStatus; name: string | null; checkedAt: string | null } | null;
  /** Staff checked the company by hand: when, and who (an audit actor label such as "staff:3"). */
  verified: { at: string; by: string } | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
