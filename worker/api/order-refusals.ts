import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { OrderStatus } from "../../shared/commerce/types";
import type { Locale } from "../../shared/locale";
import { couponRefusal } from "../orders/coupon-rules";
import type { CancelRefusal } from "../orders/cancel-order";
import type { FulfilRefusal } from "../orders/fulfil-order";
import type { PlaceRefusal } from "../orders/place-order";
import type { TradeField } from "../documents/model";
import { tradeFieldList } from "./document-refusals";

/** Seconds a customer is asked to wait when the payment provider could not be reached. */
const RETRY_AFTER_S = 60;

type Refusal =
  | PlaceRefusal
  | {
      reason: CancelRefusal | FulfilRefusal;
      order?: { status: OrderStatus };
      missingTrade?: { sku: string; missing: TradeField[] };
    };

/**
 * The API's answer to an order step that was refused: the status class (404 no such thing, 409 the
 * order's state does not allow it, 400 a choice that does not fit the order, 503 try again later)
 * and a message in the request's language.
 */
export function orderRefusalError(LL: TranslationFunctions, locale: Locale, refusal: Refusal): ApiError {
  const api = LL.messages.orders;
  const status = () =>
    LL.commerce.orders.statuses["order" in refusal && refusal.order ? refusal.order.status : "paid"]();
  switch (refusal.reason) {
    case "line_not_found":
      return new ApiError(API_CODE.notFound, api.lineNotFound());
    case "address_not_found":
      return new ApiError(API_CODE.notFound, api.addressNotFound());
    case "shipping_not_found":
      return new ApiError(API_CODE.notFound, api.shippingNotFound());
    case "no_longer_sold":
      return new ApiError(API_CODE.conflict, api.noLongerSold({ name: refusal.name }));
    case "out_of_stock":
      return new ApiError(API_CODE.conflict, api.notEnoughStock({ stock: refusal.stock, name: refusal.name }));
    case "shipping_region":
      return new ApiError(
        API_CODE.badRequest,
        api.shippingRegion({ method: refusal.method, country: refusal.country }),
      );
    case "coupon_not_usable":
      return new ApiError(API_CODE.badRequest, LL.messages.couponsAndReviews.couponNotUsable());
    case "coupon_ineligible":
      return couponRefusal(LL, locale, refusal.currency, refusal.ineligible, "checkout");
    case "unknown_country":
      return new ApiError(API_CODE.badRequest, api.unknownCountry({ country: refusal.country }));
    case "not_found":
      return new ApiError(API_CODE.notFound, api.orderNotFound());
    case "stale":
      return new ApiError(API_CODE.conflict, LL.commerce.orders.changedMeanwhile());
    case "not_cancellable":
    case "not_due":
      return new ApiError(API_CODE.conflict, api.orderNotCancellable());
    case "wrong_step":
      return new ApiError(API_CODE.conflict, api.orderWrongStep({ status: status() }));
    case "payment_received":
      return new ApiError(API_CODE.conflict, api.paymentBeingConfirmed());
    case "trade_data_missing":
      return new ApiError(
        API_CODE.badRequest,
        LL.messages.issuedDocuments.tradeDataMissing({
          sku: "missingTrade" in refusal && refusal.missingTrade ? refusal.missingTrade.sku : "",
          fields: tradeFieldList(LL, locale, ("missingTrade" in refusal && refusal.missingTrade?.missing) || []),
        }),
      );
    case "unknown_carrier":
      return new ApiError(API_CODE.badRequest, LL.console.api.unknownCarrier());
    case "provider_unavailable":
      return new ApiError(API_CODE.upstream, api.cancelProviderFailed(), { status: 503, retryAfter: RETRY_AFTER_S });
  }
}
