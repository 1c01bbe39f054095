import type { Context } from "hono";
import { effectivePrice } from "../../shared/commerce/pricing";
import { checkEligibility } from "../../shared/coupons/eligibility";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import type { CartLine, ShippingMethod } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AuthedApiEnv } from "../api/require-user";
import { findUsableClaim } from "../db/coupons";
import { getConfig } from "../env";
import { buyerOf, couponRefusal } from "./coupon-rules";

/**
 * What an order of these lines costs now: the lines' effective prices, the shipping method's price,
 * and the coupon's value when its campaign's rules allow this buyer and this order (checked again
 * here, at preview and at order: the buyer may have paid another order since claiming). A coupon
 * for some products takes off at most what those lines cost; never more than the subtotal.
 */
export async function priceCheckout(
  c: Context<AuthedApiEnv>,
  input: { lines: CartLine[]; method: ShippingMethod | null; couponClaimId?: number },
): Promise<CheckoutPrice> {
  const currency = input.lines[0]?.currency ?? getConfig(c.env).CURRENCY;
  const subtotalMinor = input.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const shippingMinor = input.method?.priceMinor ?? 0;
  let discountMinor = 0;
  let couponName: string | null = null;
  if (input.couponClaimId !== undefined) {
    const claim = await findUsableClaim(c.env.DB, c.var.userId, input.couponClaimId, c.var.locale, Date.now());
    const LL = c.var.LL.coupons.api;
    if (!claim) throw new ApiError(API_CODE.badRequest, LL.couponNotUsable());
    if (claim.currency !== currency) throw new ApiError(API_CODE.badRequest, LL.couponNotUsable());
    const verdict = checkEligibility(claim.rules, await buyerOf(c.env.DB, c.var.userId), { lines: input.lines });
    if (!verdict.eligible) throw couponRefusal(c.var.LL, c.var.locale, currency, verdict, "checkout");
    discountMinor = Math.min(verdict.appliesToMinor, effectivePrice(claim.priceMinor, claim.activityPriceMinor));
    couponName = claim.name;
  }
  return {
    currency,
    subtotalMinor,
    shippingMinor,
    discountMinor,
    totalMinor: subtotalMinor - discountMinor + shippingMinor,
    shippingMethodName: input.method?.name ?? null,
    couponClaimId: input.couponClaimId ?? null,
    couponName,
  };
}
