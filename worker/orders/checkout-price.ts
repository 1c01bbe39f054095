import { couponDiscount } from "../../shared/coupons/discount";
import type { Ineligibility } from "../../shared/coupons/eligibility";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import type { CartLine, ShippingMethod } from "../../shared/commerce/types";
import { subtotal } from "../../shared/commerce/pricing";
import type { Locale } from "../../shared/locale";
import { findUsableClaim } from "../db/campaigns";
import { buyerOf } from "./coupon-rules";

/** Why a coupon cannot price this order. */
export type CouponRefusal =
  | { reason: "coupon_not_usable" }
  | { reason: "coupon_ineligible"; ineligible: Ineligibility; currency: string };

/**
 * What an order of these lines costs now: the lines' effective prices, the shipping method's price,
 * and the coupon's value when its campaign's rules allow this buyer and this order (checked again
 * here, at preview and at order: the buyer may have paid another order since claiming). Only the
 * lines of the campaign's products and categories count toward its minimum and its discount
 * (shared/coupons/discount.ts); the order stores the discount granted here.
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
  const subtotalMinor = subtotal(input.lines);
  const shippingMinor = input.method?.priceMinor ?? 0;
  let discountMinor = 0;
  let couponName: string | null = null;
  if (input.couponClaimId !== undefined) {
    const claim = await findUsableClaim(db, input.userId, input.couponClaimId, input.locale, Date.now());
    if (!claim) return { ok: false, reason: "coupon_not_usable" };
    if (claim.currency !== currency) return { ok: false, reason: "coupon_not_usable" };
    const verdict = couponDiscount(claim, await buyerOf(db, input.userId), { lines: input.lines });
    if (!verdict.eligible) return { ok: false, reason: "coupon_ineligible", ineligible: verdict, currency };
    discountMinor = verdict.discountMinor;
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
