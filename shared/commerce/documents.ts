import { z } from "zod";
import { PRINTABLE } from "../account/company";
import { rule } from "../api/validation-rules";
import { OrderNoSchema } from "./schemas";

export const DOCUMENT_KIND_NAMES = ["proforma", "commercial_invoice", "credit_note"] as const;
export type DocumentKindName = (typeof DOCUMENT_KIND_NAMES)[number];

/** An issued document as a buyer or staff see it in a list. */
export interface DocumentSummary {
  number: string;
  kind: DocumentKindName;
  issuedAt: string;
  totalMinor: number;
  currency: string;
  /** A credit note: the invoice it corrects. */
  refersTo: string | null;
  /** Where its PDF downloads (same origin; the reader's own sign-in). */
  href: string;
}

export const DocumentNumberSchema = z.string().regex(/^(PF|INV|CN)-\d{4}-\d{6}$/, rule("documentNumber"));

export const DocumentNumberParamSchema = z.object({ number: DocumentNumberSchema });

/** A signed download link's query: whose document, until when, and its signature. */
export const DocumentLinkQuerySchema = z.object({
  u: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  e: z.coerce.number().int().positive().max(99_999_999_999),
  s: z.string().regex(/^[0-9a-f]{64}$/, rule("documentNumber")),
});

export const OrderDocumentsQuerySchema = OrderNoSchema;

/** Staff give back part or all of an invoiced order: the amount credited and why. */
export const CreditNoteSchema = z.object({
  amountMinor: z.number().int().positive().max(1_000_000_000),
  reason: z.string().trim().min(1).max(300).regex(PRINTABLE, rule("plainText")),
  expectedVersion: z.number().int().positive().optional(),
});

/** The documents issued in one calendar month (UTC), for the accountant. */
export const DocumentMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, rule("month")),
});

/** The first instant of a month "YYYY-MM" and of the month after (UTC). */
export function monthRange(month: string): { from: number; to: number } {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return { from: Date.UTC(year, index - 1, 1), to: Date.UTC(year, index, 1) };
}

/** A document's signed link from a mail: the page checks it, then downloads the PDF. */
export const documentLinkHref = (number: string, query: URLSearchParams) => `/documents/${number}?${query}`;

/** The PDF a signed link downloads. */
export const documentSignedFileHref = (number: string, query: URLSearchParams) =>
  `/api/web/documents/signed/${number}?${query}`;
