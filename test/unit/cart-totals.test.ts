import { describe, expect, it } from "vitest";
import { cartTotals, lineTotal, subtotal } from "../../shared/commerce/pricing";

const line = (over: Partial<Parameters<typeof cartTotals>[0][number]> = {}) => ({
  selected: true,
  available: true,
  stock: 10,
  quantity: 2,
  lineTotalMinor: lineTotal(1_500, 2),
  ...over,
});

describe("cart totals: what Check out would buy", () => {
  it("counts and sums the selected lines that can be ordered now", () => {
    expect(cartTotals([line(), line({ lineTotalMinor: 700, quantity: 1 })])).toEqual({
      selectedSubtotalMinor: 3_700,
      selectedCount: 2,
    });
  });

  it("leaves out lines not selected, no longer sold, sold out, or wanting more than the stock", () => {
    const left = [
      line({ selected: false }),
      line({ available: false }),
      line({ stock: 0 }),
      line({ quantity: 11, lineTotalMinor: lineTotal(1_500, 11) }),
    ];
    expect(cartTotals([...left, line()])).toEqual({ selectedSubtotalMinor: 3_000, selectedCount: 1 });
  });

  it("an empty cart costs nothing", () => {
    expect(cartTotals([])).toEqual({ selectedSubtotalMinor: 0, selectedCount: 0 });
    expect(subtotal([])).toBe(0);
  });
});
