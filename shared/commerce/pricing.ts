/**
 * The effective price: the activity (sale) price when it is greater than zero, else the price. The
 * one rule for SKUs on sale, coupon values and order subtotals, in the API and the UI alike; the
 * catalogue writer stores each product's lowest effective price for sorting listings by price.
 * A minimum-amount condition holds when the effective price is at least the minimum amount.
 */
export function effectivePrice(priceMinor: number, promoPriceMinor: number | null | undefined): number {
  return promoPriceMinor && promoPriceMinor > 0 ? promoPriceMinor : priceMinor;
}

/** The sale price to show next to a list price: the effective price when it is lower, else null. */
export function salePrice(priceMinor: number, effectivePriceMinor: number): number | null {
  return effectivePriceMinor > 0 && effectivePriceMinor < priceMinor ? effectivePriceMinor : null;
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

/** The sum of some lines' totals, in minor units. */
export function subtotal(lines: ReadonlyArray<{ lineTotalMinor: number }>): number {
  return lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
}

/**
 * What "Check out" would buy: the selected lines that can be ordered now, how many, and their
 * subtotal. The cart the server answers and the cart the page shows while changes are on their way
 * are both totalled by it.
 */
export function cartTotals(
  lines: ReadonlyArray<{
    selected: boolean;
    available: boolean;
    stock: number;
    quantity: number;
    lineTotalMinor: number;
  }>,
): { selectedSubtotalMinor: number; selectedCount: number } {
  const selected = lines.filter((line) => line.selected && canCheckOut(line));
  return { selectedSubtotalMinor: subtotal(selected), selectedCount: selected.length };
}
