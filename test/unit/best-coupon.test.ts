import { describe, expect, it } from "vitest";
import { bestCoupon, couponSaving } from "../../shared/coupons/best";
import type { MyCoupon } from "../../shared/coupons/types";

const coupon = (claimId: number, patch: Partial<MyCoupon> = {}): MyCoupon => ({
  claimId,
  campaignId: claimId,
  name: `Coupon ${claimId}`,
  description: "",
  lang: "en",
  kind: "amount",
  price: 2_000,
  promoPrice: 0,
  percentOff: null,
  maxDiscount: 0,
  minAmount: 0,
  currency: "USD",
  endTime: "2027-01-01T00:00:00Z",
  status: 0,
  usedAt: null,
  orderNo: null,
  reserved: false,
  productIds: [],
  categoryIds: [],
  newCustomersOnly: false,
  ineligible: null,
  ...patch,
});
const order = { lines: [{ productId: 3, lineTotalMinor: 299_000, categoryIds: [6, 1] }] };

describe("the best claimed coupon for an order", () => {
  it("is the one taking the most off: an amount, a percent held to its cap, a sale value", () => {
    const coupons = [
      coupon(1),
      coupon(2, { kind: "percent", price: 0, percentOff: 10, maxDiscount: 5_000 }),
      coupon(3, { price: 5_000, promoPrice: 6_000 }),
    ];
    expect(coupons.map((item) => couponSaving(item, order))).toEqual([2_000, 5_000, 6_000]);
    expect(bestCoupon(coupons, order)).toEqual({ best: coupons[2], usable: 3 });
  });

  it("leaves out coupons that cannot be used here: reserved, no longer the buyer's, below the minimum, other products", () => {
    const coupons = [
      coupon(1, { price: 9_000, reserved: true, orderNo: "PL1" }),
      coupon(2, { price: 9_000, ineligible: { reason: "newCustomersOnly" } }),
      coupon(3, { price: 9_000, minAmount: 300_000 }),
      coupon(4, { price: 9_000, productIds: [7] }),
      coupon(5, { price: 9_000, categoryIds: [6] }),
    ];
    expect(bestCoupon(coupons, order)).toEqual({ best: coupons[4], usable: 1 });
    expect(bestCoupon(coupons.slice(0, 4), order)).toEqual({ best: null, usable: 0 });
    expect(bestCoupon([], order)).toEqual({ best: null, usable: 0 });
  });

  it("of two as good, takes the one ending first", () => {
    const later = coupon(1, { endTime: "2027-03-01T00:00:00Z" });
    const sooner = coupon(2, { endTime: "2027-02-01T00:00:00Z" });
    expect(bestCoupon([later, sooner], order).best).toBe(sooner);
    expect(bestCoupon([sooner, later], order).best).toBe(sooner);
  });
});
