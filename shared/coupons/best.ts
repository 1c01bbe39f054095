import { couponValueOf, discountOn } from "./discount";
import { checkOrder, type OrderLines, rulesOf } from "./eligibility";
import type { MyCoupon } from "./types";

/** What a claimed coupon would take off these lines, or null when it cannot be used on them. */
export function couponSaving(coupon: MyCoupon, order: OrderLines): number | null {
  // Reserved by another unpaid order, or no longer the buyer's to use (a new-customer coupon after a paid order).
  if (coupon.reserved || coupon.ineligible) return null;
  const verdict = checkOrder(rulesOf(coupon), order);
  if (verdict.ineligible) return null;
  const value = couponValueOf({
    kind: coupon.kind,
    priceMinor: coupon.price,
    promoPriceMinor: coupon.promoPrice,
    percentOff: coupon.percentOff,
    maxDiscountMinor: coupon.maxDiscount,
  });
  const saving = discountOn(value, verdict.appliesToMinor);
  return saving > 0 ? saving : null;
}

/**
 * The claimed coupon that takes the most off these lines (of two as good, the one ending first, so
 * the other keeps), and how many could be used at all. The server prices the order again.
 */
export function bestCoupon(coupons: readonly MyCoupon[], order: OrderLines): { best: MyCoupon | null; usable: number } {
  let best: { coupon: MyCoupon; saving: number } | null = null;
  let usable = 0;
  for (const coupon of coupons) {
    const saving = couponSaving(coupon, order);
    if (saving === null) continue;
    usable += 1;
    const better =
      !best ||
      saving > best.saving ||
      (saving === best.saving && Date.parse(coupon.endTime) < Date.parse(best.coupon.endTime));
    if (better) best = { coupon, saving };
  }
  return { best: best?.coupon ?? null, usable };
}
