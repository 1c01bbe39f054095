import { z } from "zod";
import { PRINTABLE } from "../account/company";
import { rule } from "../api/validation-rules";
import { MAX_LINE_QUANTITY, PAGINATION } from "../constants";
import { pageQuery } from "../page-query";
import { isCountryCode } from "./countries";
import { endOfDay, QUOTE_LIMITS, QUOTE_NO, QUOTE_STATUSES } from "./quotes";

/** What the quote API accepts, checked at the boundary (the worker's only: pages do not load zod). */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
/** Free text a person writes: printable (no control or direction-override characters), trimmed. */
const prose = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .pipe(z.string().regex(PRINTABLE, rule("plainText")));
/** Several lines of free text: line breaks and tabs are kept, other control characters refused. */
const letter = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().refine((value) => PRINTABLE.test(value.replace(/[\n\t]/g, " ")), rule("plainText")));

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, rule("day"))
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    rule("day"),
  );
/** A day from today (UTC) on. */
const comingDay = day.refine((value) => endOfDay(value) >= Date.now(), rule("notInPast"));

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code): boolean => isCountryCode(code), rule("country"));

export const QuoteNoSchema = z.object({ quoteNo: z.string().regex(QUOTE_NO, rule("quoteNo")) });

/** A buyer's request: SKUs and quantities, where to, by when, what else they want to say, one file. */
export const QuoteRequestSchema = z.object({
  items: z
    .array(z.object({ skuId: id, quantity }))
    .min(1)
    .max(QUOTE_LIMITS.items)
    .refine((items) => new Set(items.map((item) => item.skuId)).size === items.length, rule("skuOnce")),
  country,
  wantedBy: comingDay.optional(),
  message: letter(QUOTE_LIMITS.message).default(""),
  /** A file uploaded first (POST /api/web/quotes/attachments). */
  attachmentId: id.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const QuoteMessageSchema = QuoteNoSchema.extend({
  body: letter(QUOTE_LIMITS.message).pipe(z.string().min(1)),
});

/** Accepting the offer the buyer saw (its version), to one of their addresses. */
export const QuoteAcceptSchema = QuoteNoSchema.extend({
  version: z.number().int().min(1).max(10_000),
  addressId: id,
  poNumber: prose(35).default(""),
});

export const QuoteDeclineSchema = QuoteNoSchema.extend({
  version: z.number().int().min(1).max(10_000),
  reason: prose(QUOTE_LIMITS.reason).default(""),
});

export const QuoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  page: pageQuery,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGINATION.pageSize)
    .transform((size) => Math.min(size, 50)),
});

/** One line of an offer as staff write it. */
const OfferLineSchema = z.object({
  skuId: id,
  quantity,
  unitPriceMinor: z.number().int().min(0).max(1_000_000_000),
  /** Percent off the unit price, up to two decimals (12.5 = 12.5 %). */
  discountPercent: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, rule("twoDecimals"))
    .default(0),
  leadTimeDays: z.number().int().min(0).max(QUOTE_LIMITS.leadTimeDays).default(0),
});

/** An offer (the first, or a revision): the quote's version staff saw is the guard against a change meanwhile. */
export const OfferSendSchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  lines: z
    .array(OfferLineSchema)
    .min(1)
    .max(100)
    .refine((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, rule("skuOnce")),
  freightMinor: z.number().int().min(0).max(1_000_000_000),
  freightLabel: prose(QUOTE_LIMITS.freightLabel).default(""),
  validUntil: comingDay.refine(
    (value) => endOfDay(value) <= Date.now() + QUOTE_LIMITS.validityDays * 86_400_000,
    rule("withinHalfYear"),
  ),
  notes: letter(QUOTE_LIMITS.notes).default(""),
  internalNotes: letter(QUOTE_LIMITS.notes).default(""),
  /** Lines under the price floor: send it to an owner for approval instead of refusing it. */
  requestApproval: z.boolean().default(false),
});
export type OfferSend = z.infer<typeof OfferSendSchema>;

export const QuoteReplySchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  body: letter(QUOTE_LIMITS.message).pipe(z.string().min(1)),
});

export const QuoteAssignSchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** null: nobody. */
  staffId: id.nullable(),
});

export const QuoteStaffDeclineSchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  reason: prose(QUOTE_LIMITS.reason).pipe(z.string().min(1)),
});

export const OfferApproveSchema = z.object({ expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const ConsoleQuoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  /** A staff id, "me" or "none". */
  assignee: z
    .string()
    .regex(/^(?:\d{1,12}|me|none)$/, rule("digits"))
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, rule("country"))
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Only quotes waiting at least this many days. */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
  page: pageQuery,
});

/** An order staff enter for a registered customer (a phone or mail sale), paid through the same pay page. */
export const StaffOrderSchema = z.object({
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, rule("requestKey")),
  userId: id,
  addressId: id,
  lines: z
    .array(z.object({ skuId: id, quantity, unitPriceMinor: z.number().int().min(0).max(1_000_000_000) }))
    .min(1)
    .max(100)
    .refine((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, rule("skuOnce")),
  freightMinor: z.number().int().min(0).max(1_000_000_000),
  freightLabel: prose(QUOTE_LIMITS.freightLabel).default(""),
  notes: prose(500).default(""),
  poNumber: prose(35).default(""),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
