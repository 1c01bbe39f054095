import type { TranslationFunctions } from "../../locales/i18n-types";
import { ruleOf } from "./validation-rules";
import { formatNumber, formatPrice } from "../format";
import { isLocale, type Locale } from "../locale";

/** What zod says about one bad value (the parts of its issue read here). */
export interface ValidationIssue {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  keys?: string[];
}

type FieldName = keyof TranslationFunctions["messages"]["validation"]["fields"];

/** Amount fields (integer minor units): their limits are said as money. */
const MONEY_FIELD = /Minor$/;

/**
 * The field an issue is about, by the name its form gives it: "Price (row 2)", "Name (Spanish)".
 * null: the field has no name (it is then called "Value").
 */
export function fieldLabel(LL: TranslationFunctions, locale: Locale, path: ReadonlyArray<PropertyKey>): string | null {
  const V = LL.messages.validation;
  const names = V.fields as Record<string, (() => string) | undefined>;
  let name: string | null = null;
  let row: number | null = null;
  let language: Locale | null = null;
  for (const segment of path) {
    if (typeof segment === "number" || /^\d+$/.test(String(segment))) {
      // The first list's row: a SKU, a section, a change.
      row ??= Number(segment) + 1;
    } else if (isLocale(segment)) {
      language = segment;
    } else if (names[String(segment)]) {
      name = String(segment);
    }
  }
  if (!name && !language) return null;
  let label = name ? names[name]!() : V.fields.text();
  if (language) label = V.inLanguage({ field: label, language: languageName(language, locale) });
  if (row !== null) label = V.inRow({ field: label, row: formatNumber(row, locale) });
  return label;
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

function languageName(language: Locale, locale: Locale): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "language" });
    languageNames.set(locale, names);
  }
  return names.of(language) ?? language;
}

/**
 * Whether the value at `path` was left out of what was sent. A path that cannot be followed (a
 * schema that split or reshaped the value first) counts as sent.
 */
function leftOut(input: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return false;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value === undefined;
}

/**
 * One issue as a sentence in the request's language: the field by its name and the rule in plain
 * words, never zod's own English. `currency` writes the limits of amounts; `label` names the field
 * where its form's name is not the one to say (a CSV file's column).
 */
export function describeIssue(
  LL: TranslationFunctions,
  locale: Locale,
  issue: ValidationIssue,
  input: unknown,
  currency: string,
  label?: string,
): string {
  const V = LL.messages.validation;
  const field = label ?? fieldLabel(LL, locale, issue.path) ?? V.someValue();
  const key = [...issue.path].reverse().find((segment) => typeof segment === "string") as FieldName | undefined;
  const limit = (value: number | bigint | undefined) =>
    key && MONEY_FIELD.test(key)
      ? formatPrice(Number(value ?? 0), currency, locale)
      : formatNumber(Number(value ?? 0), locale);
  const named = ruleOf(issue.message);
  if (named) return V.rules[named]({ field });
  switch (issue.code) {
    case "invalid_type": {
      if (leftOut(input, issue.path)) return V.required({ field });
      if (issue.expected === "int") return V.wholeNumber({ field });
      if (issue.expected === "number" || issue.expected === "bigint") return V.number({ field });
      if (issue.expected === "string") return V.text({ field });
      if (issue.expected === "boolean") return V.flag({ field });
      if (issue.expected === "array") return V.list({ field });
      return V.shape({ field });
    }
    case "too_small": {
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? V.empty({ field }) : V.shortest({ field, min: limit(issue.minimum) });
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return Number(issue.minimum) <= 1 ? V.oneEntry({ field }) : V.fewest({ field, min: limit(issue.minimum) });
      }
      return issue.inclusive === false
        ? V.moreThan({ field, min: limit(issue.minimum) })
        : V.atLeast({ field, min: limit(issue.minimum) });
    }
    case "too_big": {
      if (issue.origin === "string") return V.longest({ field, max: limit(issue.maximum) });
      if (issue.origin === "array" || issue.origin === "set") return V.most({ field, max: limit(issue.maximum) });
      return issue.inclusive === false
        ? V.lessThan({ field, max: limit(issue.maximum) })
        : V.atMost({ field, max: limit(issue.maximum) });
    }
    case "invalid_format": {
      if (issue.format === "email") return V.email({ field });
      if (issue.format === "url") return V.url({ field });
      if (issue.format === "datetime" || issue.format === "date") return V.dateTime({ field });
      return V.notValid({ field });
    }
    case "invalid_value":
      return V.choice({ field });
    case "not_multiple_of":
      return V.wholeNumber({ field });
    case "unrecognized_keys":
      return V.unknownFields({ field, keys: (issue.keys ?? []).join(", ") });
    case "invalid_union":
      return V.shape({ field });
    default:
      return V.notValid({ field });
  }
}
