import type { Context } from "hono";
import { effectivePrice, meetsMinimum } from "../../shared/commerce/pricing";
import { formatPrice } from "../../shared/format";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import type { CartLine, ShippingMethod } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AuthedApiEnv } from "../api/require-user";
import { findUsableClaim } from "../db/coupons";
import { getConfig } from "../env";

/**
 * What an order of these lines costs now: the lines' effective prices, the shipping method's price,
 * and the coupon's value when its minimum-amount condition holds (spec §5: the effective subtotal is
 * at least the minimum amount). The discount never exceeds the subtotal.
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
    // A coupon for one product ("$150 off the SG32-4G") needs that product in the order, and takes
    // off at most what that product costs.
    const eligible =
      claim.goodsId === null ? input.lines : input.lines.filter((line) => line.goodsId === claim.goodsId);
    if (eligible.length === 0) throw new ApiError(API_CODE.badRequest, LL.couponNotUsable());
    const eligibleMinor = eligible.reduce((sum, line) => sum + line.lineTotalMinor, 0);
    if (!meetsMinimum(subtotalMinor, claim.minAmountMinor)) {
      throw new ApiError(
        API_CODE.badRequest,
        LL.belowMinimum({ minimum: formatPrice(claim.minAmountMinor, currency, c.var.locale) }),
      );
    }
    discountMinor = Math.min(eligibleMinor, effectivePrice(claim.priceMinor, claim.activityPriceMinor));
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
