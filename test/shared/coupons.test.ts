import { describe, expect, it } from "vitest";
import { canCheckOut, effectivePrice, lineTotal, meetsMinimum, salePrice } from "../../shared/commerce/pricing";
import { couponButton } from "../../shared/coupons/button";
import { reviewerName } from "../../shared/coupons/reviews";
import { ACTIVITY_STATUS, activityStatus } from "../../shared/coupons/status";

describe("the coupon button of spec §4, row by row", () => {
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
});

describe("activityStatus: the listed status from the operator's state and the clock", () => {
  const start = Date.UTC(2026, 0, 10);
  const end = Date.UTC(2026, 0, 20);
  const at = (state: "active" | "paused" | "voided", now: number) =>
    activityStatus({ state, startTime: start, endTime: end, now });

  it("voided and paused win over the clock", () => {
    for (const now of [start - 1, start, start + 1, end - 1, end, end + 1]) {
      expect(at("voided", now)).toBe(ACTIVITY_STATUS.voided);
      expect(at("paused", now)).toBe(ACTIVITY_STATUS.paused);
    }
  });

  it("not started before the start, claimable from the start until just before the end, expired at and after the end", () => {
    expect(at("active", start - 1)).toBe(ACTIVITY_STATUS.notStarted);
    expect(at("active", start)).toBe(ACTIVITY_STATUS.claimable);
    expect(at("active", start + 86_400_000)).toBe(ACTIVITY_STATUS.claimable);
    expect(at("active", end - 1)).toBe(ACTIVITY_STATUS.claimable);
    expect(at("active", end)).toBe(ACTIVITY_STATUS.expired);
    expect(at("active", end + 1)).toBe(ACTIVITY_STATUS.expired);
  });

  it("uses the spec's numbers", () => {
    expect(ACTIVITY_STATUS).toEqual({ notStarted: 1, claimable: 2, paused: 3, expired: 4, voided: 5 });
  });
});

describe("coupon price (spec §5)", () => {
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
