import { effectivePrice, meetsMinimum } from "../../shared/commerce/pricing";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import type { CartLine, ShippingMethod } from "../../shared/commerce/types";
import type { Locale } from "../../shared/locale";
import { findUsableClaim } from "../db/coupons";

/** Why a coupon cannot price this order. */
export type CouponRefusal =
  | { reason: "coupon_not_usable" }
  | { reason: "below_minimum"; minimumMinor: number; currency: string };

/**
 * What an order of these lines costs now: the lines' effective prices, the shipping method's price,
 * and the coupon's value when its minimum-amount condition holds (the effective subtotal is at
 * least the minimum amount). The discount never exceeds the subtotal.
 */
export async function priceCheckout(
  db: D1Database,
  input: {
    userId: number;
    locale: Locale;
    /** The shop's currency, for an order of no lines. */
    currency: string;
    lines: CartLine[];
    method: ShippingMethod | null;
    couponClaimId?: number;
  },
): Promise<{ ok: true; price: CheckoutPrice } | ({ ok: false } & CouponRefusal)> {
  const currency = input.lines[0]?.currency ?? input.currency;
  const subtotalMinor = input.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const shippingMinor = input.method?.priceMinor ?? 0;
  let discountMinor = 0;
  let couponName: string | null = null;
  if (input.couponClaimId !== undefined) {
    const claim = await findUsableClaim(db, input.userId, input.couponClaimId, input.locale, Date.now());
    if (!claim) return { ok: false, reason: "coupon_not_usable" };
    if (claim.currency !== currency) return { ok: false, reason: "coupon_not_usable" };
    // A coupon for one product ("$150 off the SG32-4G") needs that product in the order, and takes
    // off at most what that product costs.
    const eligible =
      claim.goodsId === null ? input.lines : input.lines.filter((line) => line.goodsId === claim.goodsId);
    if (eligible.length === 0) return { ok: false, reason: "coupon_not_usable" };
    const eligibleMinor = eligible.reduce((sum, line) => sum + line.lineTotalMinor, 0);
    if (!meetsMinimum(subtotalMinor, claim.minAmountMinor)) {
      return { ok: false, reason: "below_minimum", minimumMinor: claim.minAmountMinor, currency };
    }
    discountMinor = Math.min(eligibleMinor, effectivePrice(claim.priceMinor, claim.activityPriceMinor));
    couponName = claim.name;
  }
  return {
    ok: true,
    price: {
      currency,
      subtotalMinor,
      shippingMinor,
      discountMinor,
      totalMinor: subtotalMinor - discountMinor + shippingMinor,
      shippingMethodName: input.method?.name ?? null,
      couponClaimId: input.couponClaimId ?? null,
      couponName,
    },
  };
}
