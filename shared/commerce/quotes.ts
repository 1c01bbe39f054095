import type { CompanyProfile } from "../account/company";
import type { Address, OrderSummary } from "./types";

/**
 * Quotes: a buyer asks for a price for quantities and a destination, staff answer with offers
 * (versioned: only the latest can be accepted), and an accepted offer becomes an order at its prices.
 * This module holds the rules and shapes both sides use (no zod: pages import it); the API's input
 * schemas are in quote-schemas.ts.
 */

/**
 * requested: waiting for an offer · offered: an offer is open · accepted: its order awaits payment ·
 * ordered: that order is paid · declined: the buyer (or the shop) said no · withdrawn: the buyer
 * took the request back · expired: the offer's validity ended.
 */
export const QUOTE_STATUSES = [
  "requested",
  "offered",
  "accepted",
  "ordered",
  "declined",
  "withdrawn",
  "expired",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Steps that can still change the quote (an offer can come, be accepted, declined or withdrawn). */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ["requested", "offered"];

export const OFFER_STATUSES = [
  "pending_approval",
  "sent",
  "superseded",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Limits of what a request and an offer may hold. */
export const QUOTE_LIMITS = {
  items: 50,
  message: 5000,
  notes: 5000,
  freightLabel: 120,
  reason: 1000,
  leadTimeDays: 365,
  /** An offer is valid for at most this many days from today. */
  validityDays: 180,
  attachmentBytes: 10_000_000,
} as const;

/** The buyer's quote pages (kept out of the shop-wide `href`: only the pages that link to quotes load them). */
export const quoteHref = {
  list: () => "/account/quotes",
  quote: (quoteNo: string) => `/account/quotes/${encodeURIComponent(quoteNo)}`,
};

/** The number a quote is known by: Q-2026-000123. */
export const QUOTE_NO = /^Q-\d{4}-\d{6}$/;

/**
 * A line's price after its discount: hundredths of a percent off the unit price, rounded half up
 * to a minor unit; the line's total is that times the quantity.
 */
export function offerLinePrice(line: { unitPriceMinor: number; discountBp: number; quantity: number }): {
  netUnitMinor: number;
  lineTotalMinor: number;
} {
  const netUnitMinor = Math.round((line.unitPriceMinor * (10_000 - line.discountBp)) / 10_000);
  return { netUnitMinor, lineTotalMinor: netUnitMinor * line.quantity };
}

/** The lines' sum and the total with freight. */
export function offerTotals(
  lines: ReadonlyArray<{ unitPriceMinor: number; discountBp: number; quantity: number }>,
  freightMinor: number,
): { subtotalMinor: number; totalMinor: number } {
  const subtotalMinor = lines.reduce((sum, line) => sum + offerLinePrice(line).lineTotalMinor, 0);
  return { subtotalMinor, totalMinor: subtotalMinor + freightMinor };
}

/**
 * Whether a line's price lies under the floor (a percentage of its list price) and so needs an
 * owner's approval before it is sent.
 */
export function belowFloor(line: { netUnitMinor: number; listPriceMinor: number }, floorPercent: number): boolean {
  return line.netUnitMinor * 100 < line.listPriceMinor * floorPercent;
}

/** The last instant of a validity day (YYYY-MM-DD), in UTC. */
export function endOfDay(day: string): number {
  return Date.parse(`${day}T23:59:59.999Z`);
}

/** What the buyer asked for, one SKU. */
export interface QuoteItem {
  skuId: number;
  productId: number;
  name: string;
  specName: string;
  image: string | null;
  quantity: number;
  /** Its list price today (the buyer's starting point; quoted prices are in the offers). */
  listPriceMinor: number;
  currency: string;
}

export interface QuoteMessage {
  id: number;
  author: "buyer" | "staff";
  /** The buyer's name, or the staff member's. */
  authorName: string;
  body: string;
  createdAt: string;
}

export interface OfferLine {
  skuId: number;
  productId: number;
  name: string;
  specName: string;
  image: string | null;
  quantity: number;
  listPriceMinor: number;
  unitPriceMinor: number;
  discountPercent: number;
  netUnitMinor: number;
  lineTotalMinor: number;
  leadTimeDays: number;
}

export interface Offer {
  version: number;
  status: OfferStatus;
  currency: string;
  lines: OfferLine[];
  subtotalMinor: number;
  freightMinor: number;
  freightLabel: string;
  totalMinor: number;
  /** The last instant it can be accepted. */
  validUntil: string;
  notes: string;
  sentAt: string | null;
}

export interface QuoteEvent {
  kind: string;
  /** "buyer", a staff member's name, "system". */
  actor: string;
  detail: Record<string, unknown>;
  at: string;
}

export interface QuoteSummary {
  quoteNo: string;
  status: QuoteStatus;
  country: string;
  createdAt: string;
  updatedAt: string;
  /** Units asked for, and the first product's name. */
  itemCount: number;
  firstName: string;
  /** The latest offer's total and validity (null: none sent yet). */
  offer: { version: number; totalMinor: number; currency: string; validUntil: string } | null;
}

export interface QuoteAttachment {
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** A quote as its buyer sees it: offers newest first, pending approvals and internal notes left out. */
export interface QuoteDetail extends QuoteSummary {
  wantedBy: string | null;
  items: QuoteItem[];
  messages: QuoteMessage[];
  offers: Offer[];
  events: QuoteEvent[];
  attachment: QuoteAttachment | null;
  orderNo: string | null;
  version: number;
}

/** What uploading a file for a request answers. */
export interface UploadedAttachment extends QuoteAttachment {
  id: number;
}

/** An offer as staff see it: with its internal notes, who wrote and approved it, and its lines under the floor. */
export interface ConsoleOffer extends Offer {
  internalNotes: string;
  createdBy: string;
  approvedBy: string | null;
  /** SKU ids of the lines under the price floor. */
  belowFloor: number[];
}

export interface ConsoleQuoteSummary extends QuoteSummary {
  buyer: { id: number; email: string; name: string };
  company: string | null;
  assignee: { id: number; name: string } | null;
  /** Since when the buyer waits for an answer (null: nothing waits). */
  awaitingSince: string | null;
}

export interface ConsoleQuoteDetail extends Omit<ConsoleQuoteSummary, never> {
  wantedBy: string | null;
  items: QuoteItem[];
  messages: QuoteMessage[];
  offers: ConsoleOffer[];
  events: QuoteEvent[];
  attachment: QuoteAttachment | null;
  orderNo: string | null;
  version: number;
  companyProfile: CompanyProfile | null;
  pastOrders: OrderSummary[];
  addresses: Address[];
  /** The price floor, in percent of a line's list price. */
  floorPercent: number;
}

/** A SKU staff can put in an offer or an order (GET /api/admin/quotes/skus?q=). */
export interface QuotableSku {
  skuId: number;
  productId: number;
  sku: string;
  name: string;
  specName: string;
  listPriceMinor: number;
  currency: string;
  stock: number;
}

/** A staff member a quote can be assigned to (GET /api/admin/quotes/assignees). */
export interface QuoteAssignee {
  id: number;
  name: string;
  role: string;
}

/** Whether a text is a quote number (the console's paths are typed by it). */
export function isQuoteNo(value: string): value is `Q-${string}` {
  return QUOTE_NO.test(value);
}
