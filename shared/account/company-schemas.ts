import { z } from "zod";
import { rule } from "../api/validation-rules";
import { isCountryCode } from "../commerce/countries";
import {
  COMPANY_LIMITS,
  isValidEori,
  isValidTaxId,
  normaliseEori,
  normaliseTaxId,
  PRINTABLE,
  TAX_ID_RULES,
  TAX_KINDS,
} from "./company";

/** Request bodies of the company profile's API (validated at the boundary; types shared with the UI). */

/** One line of text: trimmed, no control characters. */
const line = (max: number) => z.string().trim().max(max).regex(PRINTABLE, rule("plainText"));
const optionalLine = (max: number) => line(max).optional().default("");

/**
 * The company profile as the buyer saves it. `expectedVersion`: the version the form showed (none
 * when creating one); a profile changed since is not overwritten. The output holds the tax ID and
 * EORI normalised, or null when not given.
 */
export const CompanySaveSchema = z
  .object({
    legalName: line(COMPANY_LIMITS.legalName).min(1),
    line1: line(COMPANY_LIMITS.line).min(1),
    line2: optionalLine(COMPANY_LIMITS.line),
    city: line(COMPANY_LIMITS.city).min(1),
    region: optionalLine(COMPANY_LIMITS.region),
    postalCode: optionalLine(COMPANY_LIMITS.postalCode),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code): boolean => isCountryCode(code), rule("country")),
    /** Empty or absent: the company has no tax ID to name. */
    taxKind: z.enum(["", ...TAX_KINDS]).nullish(),
    taxId: line(COMPANY_LIMITS.taxIdTyped).optional().default(""),
    eori: line(COMPANY_LIMITS.eoriTyped).optional().default(""),
    /** Where invoices go when not to the account's email; empty: there. */
    invoiceEmail: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z.email().max(COMPANY_LIMITS.email).optional(),
    ),
    expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((value, ctx) => {
    const kind = value.taxKind || null;
    if (!kind) {
      if (value.taxId) ctx.addIssue({ code: "custom", path: ["taxKind"], message: rule("required") });
    } else if (!value.taxId) {
      ctx.addIssue({ code: "custom", path: ["taxId"], message: rule("required") });
    } else {
      const normalised = normaliseTaxId(kind, value.taxId, value.country);
      if (kind === "other" && normalised.length > COMPANY_LIMITS.otherTaxId) {
        ctx.addIssue({
          code: "too_big",
          origin: "string",
          maximum: COMPANY_LIMITS.otherTaxId,
          inclusive: true,
          path: ["taxId"],
          message: "",
        });
      } else if (kind !== "other" && !isValidTaxId(kind, normalised)) {
        ctx.addIssue({ code: "custom", path: ["taxId"], message: rule(TAX_ID_RULES[kind]) });
      }
    }
    if (value.eori && !isValidEori(normaliseEori(value.eori))) {
      ctx.addIssue({ code: "custom", path: ["eori"], message: rule("eori") });
    }
  })
  .transform(({ taxKind, taxId, eori, invoiceEmail, ...rest }) => {
    const kind = taxKind || null;
    return {
      ...rest,
      taxKind: kind,
      taxId: kind && taxId ? normaliseTaxId(kind, taxId, rest.country) : null,
      eori: eori ? normaliseEori(eori) : null,
      invoiceEmail: invoiceEmail ? invoiceEmail.toLowerCase() : null,
    };
  });
export type CompanySave = z.output<typeof CompanySaveSchema>;
/** The profile as a client sends it. */
export type CompanySaveRequest = z.input<typeof CompanySaveSchema>;

/** A change that names the version it was made on (delete, and staff's verify and unverify). */
export const CompanyVersionSchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const CompanyDeleteSchema = CompanyVersionSchema.partial();
