/**
 * The rules a schema's checks name instead of an English message: the API says each one in the
 * request's language, with the field's name (worker/api/validate.ts). A schema writes
 * `.regex(pattern, rule("slug"))` or `.refine(check, { message: rule("afterStart"), path })`.
 */
export const VALIDATION_RULES = [
  "required",
  "englishRequired",
  "afterStart",
  "belowCouponValue",
  "belowPrice",
  "moreThanZero",
  "notZero",
  "percentRequired",
  "onePerOption",
  "skuCodeOnce",
  "productOnce",
  "categoryNeedsImage",
  "nothingToChange",
  "quantityOrSelected",
  "atLeastOneProduct",
  "slug",
  "link",
  "skuCode",
  "trackingNo",
  "phone",
  "country",
  "day",
  "plainText",
  "image",
  "orderNo",
  "pageSlug",
  "year",
  "digits",
  "secondFactor",
  "totp",
  "localTime",
  "requestKey",
  "payPalOrder",
  "hsCode",
  "grossAtLeastNet",
  "euVatNumber",
  "gbVatNumber",
  "uscc",
  "inn",
  "cnpj",
  "gstin",
  "ein",
  "eori",
  "documentNumber",
  "month",
  "notInPast",
  "quoteNo",
  "skuOnce",
  "twoDecimals",
  "withinHalfYear",
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

const PREFIX = "rule:";

/** The message a check carries: the rule's name, said in words by the API. */
export function rule(name: ValidationRule): string {
  return `${PREFIX}${name}`;
}

/** The rule a check's message names, or null for any other message. */
export function ruleOf(message: string | undefined): ValidationRule | null {
  if (!message?.startsWith(PREFIX)) return null;
  const name = message.slice(PREFIX.length);
  return (VALIDATION_RULES as readonly string[]).includes(name) ? (name as ValidationRule) : null;
}
