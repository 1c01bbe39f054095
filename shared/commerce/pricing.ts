/**
 * Spec §5 "Coupon price": the effective price is the activity price when it is greater than zero,
 * else the original price; a minimum-amount condition holds when the effective price is at least
 * the minimum amount. The same rule prices SKUs on sale, coupon values and order subtotals, in
 * the API and in the UI alike.
 */
export function effectivePrice(priceMinor: number, activityPriceMinor: number | null | undefined): number {
  return activityPriceMinor && activityPriceMinor > 0 ? activityPriceMinor : priceMinor;
}

export function meetsMinimum(effectivePriceMinor: number, minimumAmountMinor: number): boolean {
  return effectivePriceMinor >= minimumAmountMinor;
}

/** A cart line that can go into an order now: still sold, and as many in stock as it wants. */
export function canCheckOut(line: { available: boolean; stock: number; quantity: number }): boolean {
  return line.available && line.stock > 0 && line.quantity <= line.stock;
}

/** A line total: unit price × quantity, in minor units. */
export function lineTotal(unitPriceMinor: number, quantity: number): number {
  return unitPriceMinor * quantity;
}
