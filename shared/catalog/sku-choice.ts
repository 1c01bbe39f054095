import { effectivePrice } from "../commerce/pricing";
import type { GoodsSku } from "./types";

/** The query parameters of a product page that hold what the buyer chose. */
export const PRODUCT_QUERY = { sku: "sku", quantity: "qty" } as const;

/**
 * The SKU a product page shows: the one named in the URL (`?sku=`) when the product has it, else
 * the cheapest in stock (what the card's "From" price promises), else the first.
 */
export function chooseSku(skus: readonly GoodsSku[], requested: number | null | undefined): GoodsSku | undefined {
  const named = requested ? skus.find((sku) => sku.keyId === requested) : undefined;
  if (named) return named;
  let cheapest: GoodsSku | undefined;
  for (const sku of skus) {
    if (sku.stock <= 0) continue;
    const price = effectivePrice(sku.priceMinor, sku.activityPriceMinor);
    if (!cheapest || price < effectivePrice(cheapest.priceMinor, cheapest.activityPriceMinor)) cheapest = sku;
  }
  return cheapest ?? skus[0];
}

/** A quantity from the URL (`?qty=`), kept between 1 and what is in stock; 1 when absent or unreadable. */
export function chooseQuantity(raw: string | null | undefined, stock: number): number {
  const wanted = Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1) return 1;
  return Math.max(1, Math.min(wanted, stock));
}
