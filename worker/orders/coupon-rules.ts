import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Buyer, Ineligibility } from "../../shared/coupons/eligibility";
import { formatPrice } from "../../shared/format";
import type { Locale } from "../../shared/locale";
import { hasPaidOrder } from "../db/orders";

/** What the coupon rules need to know of a signed-in buyer. */
export async function buyerOf(db: D1Database, userId: number): Promise<Buyer> {
  return { hasPaidOrder: await hasPaidOrder(db, userId) };
}

/**
 * A refusal that says which rule failed. Claiming is a conflict with the account's state (409);
 * using it on an order that does not qualify is a bad choice for that order (400).
 */
export function couponRefusal(
  LL: TranslationFunctions,
  locale: Locale,
  currency: string,
  ineligible: Ineligibility,
  at: "claim" | "checkout",
): ApiError {
  const status = at === "claim" ? API_CODE.conflict : API_CODE.badRequest;
  const api = LL.messages.couponsAndReviews;
  switch (ineligible.reason) {
    case "newCustomersOnly":
      return new ApiError(status, LL.coupons.notNewCustomer());
    case "products":
      return new ApiError(status, api.productsOnly());
    case "belowMinimum":
      return new ApiError(
        status,
        api.belowMinimum({ minimum: formatPrice(ineligible.minimumMinor, currency, locale) }),
      );
  }
}
