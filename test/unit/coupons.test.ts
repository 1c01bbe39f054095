import { describe, expect, it } from "vitest";
import { canCheckOut, effectivePrice, lineTotal, meetsMinimum, salePrice } from "../../shared/commerce/pricing";
import { couponButton } from "../../shared/coupons/button";
import { checkBuyer, checkEligibility, checkOrder, type EligibilityRules } from "../../shared/coupons/eligibility";
import { reviewerName } from "../../shared/reviews/reviews";
import { CAMPAIGN_STATUS, campaignStatus } from "../../shared/coupons/status";

describe("the coupon button, row by row", () => {
  it.each([1, 2, 3, 4, 5, 0, 6, 99, -1])("status %i with a used record (status 1) → Used, disabled", (status) => {
    expect(couponButton(status, { status: 1 })).toEqual({ label: "used", disabled: true });
  });

  it("1, no record → Not started, enabled; 1, claimed → Claimed, disabled", () => {
    expect(couponButton(1, null)).toEqual({ label: "notStarted", disabled: false });
    expect(couponButton(1, undefined)).toEqual({ label: "notStarted", disabled: false });
    expect(couponButton(1, { status: 0 })).toEqual({ label: "claimed", disabled: true });
  });

  it("2, no record → Claim, enabled; 2, claimed → Unused, disabled", () => {
    expect(couponButton(2, null)).toEqual({ label: "claim", disabled: false });
    expect(couponButton(2, undefined)).toEqual({ label: "claim", disabled: false });
    expect(couponButton(2, { status: 0 })).toEqual({ label: "unused", disabled: true });
  });

  it.each([
    [3, "paused"],
    [4, "expired"],
    [5, "voided"],
  ] as const)("status %i → %s, disabled, with or without an unused record", (status, label) => {
    expect(couponButton(status, null)).toEqual({ label, disabled: true });
    expect(couponButton(status, { status: 0 })).toEqual({ label, disabled: true });
  });

  it.each([0, 6, 42, -3, Number.NaN])("any other status (%s) → Abnormal status, disabled", (status) => {
    expect(couponButton(status, null)).toEqual({ label: "abnormal", disabled: true });
    expect(couponButton(status, { status: 0 })).toEqual({ label: "abnormal", disabled: true });
  });

  it("2, no record, none left → All claimed; not for this user → Not eligible; both disabled", () => {
    const newOnly = { reason: "newCustomersOnly" } as const;
    expect(couponButton(2, null, { quantityLeft: 0, ineligible: null })).toEqual({
      label: "allClaimed",
      disabled: true,
    });
    expect(couponButton(2, null, { quantityLeft: 0, ineligible: newOnly })).toEqual({
      label: "allClaimed",
      disabled: true,
    });
    expect(couponButton(2, null, { quantityLeft: 5, ineligible: newOnly })).toEqual({
      label: "notEligible",
      disabled: true,
    });
    expect(couponButton(2, null, { quantityLeft: 5, ineligible: null })).toEqual({ label: "claim", disabled: false });
    // Already claimed or used: the user's own record still decides.
    expect(couponButton(2, { status: 0 }, { quantityLeft: 0, ineligible: newOnly }).label).toBe("unused");
    expect(couponButton(2, { status: 1 }, { quantityLeft: 0, ineligible: null }).label).toBe("used");
  });

  it("a buyer below the campaign's per-user limit may claim another; at the limit the record decides", () => {
    const two = (userClaims: number) => ({ quantityLeft: 5, ineligible: null, perUserLimit: 2, userClaims });
    expect(couponButton(2, { status: 0 }, two(1))).toEqual({ label: "claim", disabled: false });
    expect(couponButton(2, { status: 1 }, two(1))).toEqual({ label: "claim", disabled: false });
    expect(couponButton(2, { status: 0 }, two(2))).toEqual({ label: "unused", disabled: true });
    expect(couponButton(2, { status: 1 }, two(2))).toEqual({ label: "used", disabled: true });
    expect(couponButton(2, { status: 0 }, { ...two(1), quantityLeft: 0 }).label).toBe("allClaimed");
  });
});

describe("eligibility rules of a campaign", () => {
  const rules = (patch: Partial<EligibilityRules> = {}): EligibilityRules => ({
    newCustomersOnly: false,
    minAmountMinor: 0,
    productIds: [],
    categoryIds: [],
    ...patch,
  });
  const order = (...lines: Array<[productId: number, lineTotalMinor: number]>) => ({
    lines: lines.map(([productId, lineTotalMinor]) => ({ productId: productId, lineTotalMinor })),
  });
  const newcomer = { hasPaidOrder: false };
  const returning = { hasPaidOrder: true };

  it("new customers only: refuses a buyer with a paid order, at claim and at checkout", () => {
    expect(checkBuyer(rules({ newCustomersOnly: true }), returning)).toEqual({ reason: "newCustomersOnly" });
    expect(checkBuyer(rules({ newCustomersOnly: true }), newcomer)).toBeNull();
    expect(checkBuyer(rules(), returning)).toBeNull();
    expect(checkEligibility(rules({ newCustomersOnly: true }), returning, order([1, 500]))).toEqual({
      eligible: false,
      reason: "newCustomersOnly",
    });
  });

  it("products: needs one of them in the order and applies to their lines only; none listed: any product", () => {
    const forTwo = rules({ productIds: [2, 3] });
    expect(checkEligibility(forTwo, newcomer, order([1, 500]))).toEqual({
      eligible: false,
      reason: "products",
      productIds: [2, 3],
      categoryIds: [],
    });
    expect(checkEligibility(forTwo, newcomer, order([1, 500], [3, 120], [2, 80]))).toEqual({
      eligible: true,
      appliesToMinor: 200,
    });
    expect(checkEligibility(rules(), newcomer, order([1, 500], [3, 120]))).toEqual({
      eligible: true,
      appliesToMinor: 620,
    });
  });

  it("minimum amount: only the eligible lines count toward it, reached exactly is enough", () => {
    const minimum = rules({ minAmountMinor: 600, productIds: [3] });
    // 500 of other products do not help product 3's lines reach 600.
    expect(checkEligibility(minimum, newcomer, order([1, 500], [3, 599]))).toEqual({
      eligible: false,
      reason: "belowMinimum",
      minimumMinor: 600,
    });
    expect(checkEligibility(minimum, newcomer, order([1, 500], [3, 600]))).toEqual({
      eligible: true,
      appliesToMinor: 600,
    });
    expect(checkEligibility(rules({ minAmountMinor: 600 }), newcomer, order([1, 500], [3, 100]))).toEqual({
      eligible: true,
      appliesToMinor: 600,
    });
  });

  it("categories: a line counts when its product's category or one above it is listed, besides listed products", () => {
    const gateways = rules({ categoryIds: [10] });
    const line = (productId: number, lineTotalMinor: number, categoryIds: number[]) => ({
      productId: productId,
      lineTotalMinor,
      categoryIds,
    });
    // Product 1 sits in sub-category 11 of category 10; product 2 in category 20.
    const mixed = { lines: [line(1, 300, [11, 10]), line(2, 700, [20])] };
    expect(checkEligibility(gateways, newcomer, mixed)).toEqual({ eligible: true, appliesToMinor: 300 });
    expect(checkEligibility(gateways, newcomer, { lines: [line(2, 700, [20])] })).toEqual({
      eligible: false,
      reason: "products",
      productIds: [],
      categoryIds: [10],
    });
    expect(checkEligibility(rules({ categoryIds: [10], productIds: [2] }), newcomer, mixed)).toEqual({
      eligible: true,
      appliesToMinor: 1_000,
    });
  });

  it("says the first rule that fails: buyer, then products, then minimum", () => {
    const all = rules({ newCustomersOnly: true, productIds: [9], minAmountMinor: 10_000 });
    expect(checkEligibility(all, returning, order([1, 5]))).toMatchObject({ reason: "newCustomersOnly" });
    expect(checkEligibility(all, newcomer, order([1, 5]))).toMatchObject({ reason: "products" });
    expect(checkEligibility(all, newcomer, order([9, 5]))).toMatchObject({ reason: "belowMinimum" });
    expect(checkOrder(all, order([9, 10_000]))).toEqual({ ineligible: null, appliesToMinor: 10_000 });
  });
});

describe("activityStatus: the listed status from the operator's state and the clock", () => {
  const start = Date.UTC(2026, 0, 10);
  const end = Date.UTC(2026, 0, 20);
  const at = (state: "active" | "paused" | "voided", now: number) =>
    campaignStatus({ state, startTime: start, endTime: end, now });

  it("voided and paused win over the clock", () => {
    for (const now of [start - 1, start, start + 1, end - 1, end, end + 1]) {
      expect(at("voided", now)).toBe(CAMPAIGN_STATUS.voided);
      expect(at("paused", now)).toBe(CAMPAIGN_STATUS.paused);
    }
  });

  it("not started before the start, claimable from the start until just before the end, expired at and after the end", () => {
    expect(at("active", start - 1)).toBe(CAMPAIGN_STATUS.notStarted);
    expect(at("active", start)).toBe(CAMPAIGN_STATUS.claimable);
    expect(at("active", start + 86_400_000)).toBe(CAMPAIGN_STATUS.claimable);
    expect(at("active", end - 1)).toBe(CAMPAIGN_STATUS.claimable);
    expect(at("active", end)).toBe(CAMPAIGN_STATUS.expired);
    expect(at("active", end + 1)).toBe(CAMPAIGN_STATUS.expired);
  });

  it("uses the legacy site's numbers", () => {
    expect(CAMPAIGN_STATUS).toEqual({ notStarted: 1, claimable: 2, paused: 3, expired: 4, voided: 5 });
  });
});

describe("coupon price: the activity price when > 0", () => {
  it("the activity price wins when it is greater than zero, else the original price", () => {
    expect(effectivePrice(5000, 6000)).toBe(6000);
    expect(effectivePrice(5000, 1)).toBe(1);
    expect(effectivePrice(5000, 0)).toBe(5000);
    expect(effectivePrice(5000, null)).toBe(5000);
    expect(effectivePrice(5000, undefined)).toBe(5000);
    expect(effectivePrice(5000, -100)).toBe(5000);
  });

  it("shows a sale price only when the effective price is below the list price", () => {
    expect(salePrice(5000, 4500)).toBe(4500);
    expect(salePrice(5000, 5000)).toBeNull();
    expect(salePrice(5000, 0)).toBeNull();
  });

  it("the minimum holds at or above the minimum amount, fails below it", () => {
    expect(meetsMinimum(30_000, 30_000)).toBe(true);
    expect(meetsMinimum(30_001, 30_000)).toBe(true);
    expect(meetsMinimum(29_999, 30_000)).toBe(false);
    expect(meetsMinimum(0, 0)).toBe(true);
  });

  it("a line total is unit price × quantity", () => {
    expect(lineTotal(12_345, 3)).toBe(37_035);
  });
});

describe("which cart lines can be checked out", () => {
  it("a line still sold, with as many in stock as it wants", () => {
    expect(canCheckOut({ available: true, stock: 5, quantity: 5 })).toBe(true);
    expect(canCheckOut({ available: true, stock: 5, quantity: 1 })).toBe(true);
    expect(canCheckOut({ available: true, stock: 2, quantity: 3 })).toBe(false);
    expect(canCheckOut({ available: true, stock: 0, quantity: 1 })).toBe(false);
    expect(canCheckOut({ available: false, stock: 9, quantity: 1 })).toBe(false);
  });
});

describe("reviewerName: first name and last initial only", () => {
  it("shortens the last name to an upper-case initial", () => {
    expect(reviewerName("Ada", "Lovelace", "", "A customer")).toBe("Ada L.");
    expect(reviewerName("  Grace ", " hopper", "", "A customer")).toBe("Grace H.");
  });

  it("falls back to the first word of the user name, then to the fallback", () => {
    expect(reviewerName("", "", "Demo Buyer", "A customer")).toBe("Demo");
    expect(reviewerName("", "Turing", "Alan M", "A customer")).toBe("Alan T.");
    expect(reviewerName("Linus", "", "", "A customer")).toBe("Linus");
    expect(reviewerName("", "", "", "A customer")).toBe("A customer");
    expect(reviewerName(" ", "Lovelace", "  ", "A customer")).toBe("A customer");
  });
});
