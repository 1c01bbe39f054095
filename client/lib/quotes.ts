import {
  OFFER_STATUSES,
  OPEN_QUOTE_STATUSES,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  type QuoteStatus,
} from "../../shared/commerce/quotes";
import { MAX_LINE_QUANTITY } from "../../shared/constants";

/** Every quote status, in the order of the status tabs. */
export const QUOTE_STATUS_LIST = QUOTE_STATUSES;

export const OFFER_STATUS_LIST = OFFER_STATUSES;

/** Statuses in which the buyer can still take the request back. */
export const WITHDRAWABLE: ReadonlySet<QuoteStatus> = new Set<QuoteStatus>(OPEN_QUOTE_STATUSES);

export const QUOTE_MESSAGE_MAX = QUOTE_LIMITS.message;
export const QUOTE_REASON_MAX = QUOTE_LIMITS.reason;
export const QUOTE_ITEMS_MAX = QUOTE_LIMITS.items;

export function isQuoteStatus(value: string | null): value is QuoteStatus {
  return (QUOTE_STATUS_LIST as readonly string[]).includes(value ?? "");
}

export interface WantedItem {
  skuId: number;
  quantity: number;
}

/**
 * The items of `href.quoteRequest` ("12x20,13x5") back as SKUs and quantities: malformed parts
 * are left out, a SKU named twice is asked for once with the quantities added, and quantities
 * stay within what a line may hold.
 */
export function parseQuoteItems(raw: string | null): WantedItem[] {
  const items = new Map<number, number>();
  for (const part of (raw ?? "").split(",")) {
    const match = /^(\d{1,15})x(\d{1,6})$/.exec(part.trim());
    if (!match) continue;
    const skuId = Number(match[1]);
    const quantity = Number(match[2]);
    if (!Number.isSafeInteger(skuId) || skuId < 1 || quantity < 1) continue;
    if (!items.has(skuId) && items.size >= QUOTE_ITEMS_MAX) continue;
    items.set(skuId, Math.min(MAX_LINE_QUANTITY, (items.get(skuId) ?? 0) + quantity));
  }
  return [...items].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/** The items as the form posts them ("12x20,13x5"), the format `parseQuoteItems` reads. */
export function formatQuoteItems(items: readonly WantedItem[]): string {
  return items.map((item) => `${item.skuId}x${item.quantity}`).join(",");
}
