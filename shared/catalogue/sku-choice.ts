import { effectivePrice } from "../commerce/pricing";
import type { ProductSku } from "./types";

/**
 * The query parameters of a product page that hold what the buyer chose, and (`add`) an add to
 * cart the buyer asked for before signing in, done once on coming back.
 */
export const PRODUCT_QUERY = { sku: "sku", quantity: "qty", add: "add" } as const;

/** An add waiting for the sign-in: "cart" or "buy" (Buy now), and a token naming this one request. */
export interface PendingAdd {
  buyNow: boolean;
  token: string;
}

/** The `add` parameter's value for an add to cart (or Buy now) asked for before signing in. */
export function pendingAddValue(buyNow: boolean, token: string): string {
  return `${buyNow ? "buy" : "cart"}.${token}`;
}

/** The add an `add` parameter asks for, or null when it names none (absent or malformed). */
export function readPendingAdd(value: string | null | undefined): PendingAdd | null {
  const match = /^(cart|buy)\.([A-Za-z0-9]{6,40})$/.exec(value ?? "");
  return match ? { buyNow: match[1] === "buy", token: match[2]! } : null;
}

/**
 * The SKU a product page shows: the one named in the URL (`?sku=`) when the product has it, else
 * the cheapest in stock (what the card's "From" price promises), else the first.
 */
export function chooseSku(skus: readonly ProductSku[], requested: number | null | undefined): ProductSku | undefined {
  const named = requested ? skus.find((sku) => sku.id === requested) : undefined;
  if (named) return named;
  let cheapest: ProductSku | undefined;
  for (const sku of skus) {
    if (sku.stock <= 0) continue;
    const price = effectivePrice(sku.priceMinor, sku.promoPriceMinor);
    if (!cheapest || price < effectivePrice(cheapest.priceMinor, cheapest.promoPriceMinor)) cheapest = sku;
  }
  return cheapest ?? skus[0];
}

/** A quantity from the URL (`?qty=`), kept between 1 and what is in stock; 1 when absent or unreadable. */
export function chooseQuantity(raw: string | null | undefined, stock: number): number {
  const wanted = Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1) return 1;
  return Math.max(1, Math.min(wanted, stock));
}
