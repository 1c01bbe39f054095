import { describe, expect, it } from "vitest";
import { couponDiscount, couponValueOf, discountOn } from "../../shared/coupons/discount";
import type { EligibilityRules } from "../../shared/coupons/eligibility";

const rules = (patch: Partial<EligibilityRules> = {}): EligibilityRules => ({
  newCustomersOnly: false,
  minAmountMinor: 0,
  productIds: [],
  categoryIds: [],
  ...patch,
});
const percent = (value: number, capMinor = 0) => ({ kind: "percent" as const, percent: value, capMinor });
const buyer = { hasPaidOrder: false };

describe("a coupon's discount", () => {
  it("an amount coupon takes off its value, never more than the eligible lines cost", () => {
    expect(discountOn({ kind: "amount", amountMinor: 2_500 }, 10_000)).toBe(2_500);
    expect(discountOn({ kind: "amount", amountMinor: 2_500 }, 1_999)).toBe(1_999);
  });

  it("a percent coupon rounds half up to a whole minor unit", () => {
    expect(discountOn(percent(10), 10_000)).toBe(1_000);
    // 15 % of 19.99 is 2.9985 → 3.00; 10 % of 0.05 is 0.005 → 0.01; 10 % of 0.04 is 0.004 → 0.00.
    expect(discountOn(percent(15), 1_999)).toBe(300);
    expect(discountOn(percent(10), 5)).toBe(1);
    expect(discountOn(percent(10), 4)).toBe(0);
    // 33 % of 1.50 is 0.495 → 0.50 (half up), of 1.49 0.4917 → 0.49.
    expect(discountOn(percent(33), 150)).toBe(50);
    expect(discountOn(percent(33), 149)).toBe(49);
    // Large orders stay exact (integers, no floating-point drift).
    expect(discountOn(percent(90), 99_999_999)).toBe(89_999_999);
  });

  it("a cap holds a percent coupon to at most that much; no cap (0) lets it grow", () => {
    expect(discountOn(percent(10, 5_000), 100_000)).toBe(5_000);
    expect(discountOn(percent(10, 5_000), 40_000)).toBe(4_000);
    expect(discountOn(percent(10, 0), 1_000_000)).toBe(100_000);
  });

  it("the value of stored terms: amount uses the sale value when set; percent keeps its percent and cap", () => {
    const terms = { priceMinor: 5_000, promoPriceMinor: 0, percentOff: null, maxDiscountMinor: 0 };
    expect(couponValueOf({ kind: "amount", ...terms })).toEqual({ kind: "amount", amountMinor: 5_000 });
    expect(couponValueOf({ kind: "amount", ...terms, promoPriceMinor: 4_000 })).toEqual({
      kind: "amount",
      amountMinor: 4_000,
    });
    expect(couponValueOf({ kind: "percent", ...terms, percentOff: 12, maxDiscountMinor: 900 })).toEqual(
      percent(12, 900),
    );
  });

  it("only eligible lines count, toward the minimum and the discount", () => {
    const lines = [
      { productId: 1, lineTotalMinor: 60_000, categoryIds: [5, 1] },
      { productId: 2, lineTotalMinor: 40_000, categoryIds: [7] },
    ];
    const gateways = { value: percent(10), rules: rules({ categoryIds: [1], minAmountMinor: 50_000 }) };
    expect(couponDiscount(gateways, buyer, { lines })).toEqual({
      eligible: true,
      appliesToMinor: 60_000,
      discountMinor: 6_000,
    });
    // The whole order is 100,000 but its eligible lines only 60,000: below a 70,000 minimum.
    const higher = { ...gateways, rules: rules({ categoryIds: [1], minAmountMinor: 70_000 }) };
    expect(couponDiscount(higher, buyer, { lines })).toEqual({
      eligible: false,
      reason: "belowMinimum",
      minimumMinor: 70_000,
    });
    expect(couponDiscount({ value: percent(10), rules: rules({ productIds: [9] }) }, buyer, { lines })).toMatchObject({
      eligible: false,
      reason: "products",
    });
    expect(couponDiscount({ value: percent(10), rules: rules() }, buyer, { lines })).toMatchObject({
      discountMinor: 10_000,
    });
  });
});
