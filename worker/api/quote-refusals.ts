import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { countryName } from "../../shared/commerce/countries";
import type { Locale } from "../../shared/locale";
import { getConfig, type Env } from "../env";
import type { QuoteRefusal } from "../quotes/quote-steps";

/**
 * The API's answer to a refused quote step: 404 no such thing, 409 the quote's state does not
 * allow it (or it changed meanwhile), 400 a choice that does not fit, in the request's language.
 */
export function quoteRefusalError(LL: TranslationFunctions, locale: Locale, env: Env, refusal: QuoteRefusal): ApiError {
  const m = LL.messages.quotes;
  switch (refusal.reason) {
    case "not_found":
      return new ApiError(API_CODE.notFound, m.notFound());
    case "stale":
      return new ApiError(API_CODE.conflict, m.stale());
    case "not_open":
      return new ApiError(API_CODE.conflict, m.notOpen());
    case "offer_revised":
      return new ApiError(API_CODE.conflict, m.offerRevised());
    case "offer_expired":
      return new ApiError(API_CODE.conflict, m.offerExpired());
    case "no_pending_offer":
      return new ApiError(API_CODE.conflict, m.noPendingOffer());
    case "address_not_found":
      return new ApiError(API_CODE.notFound, LL.messages.orders.addressNotFound());
    case "address_country":
      return new ApiError(API_CODE.badRequest, m.addressCountry({ country: countryName(refusal.country, locale) }));
    case "attachment_not_found":
      return new ApiError(API_CODE.badRequest, m.attachmentNotFound());
    case "unknown_staff":
      return new ApiError(API_CODE.badRequest, m.unknownStaff());
    case "unknown_sku":
      return new ApiError(API_CODE.badRequest, m.unknownSku({ skuId: refusal.skuId }));
    case "below_floor":
      return new ApiError(
        API_CODE.forbidden,
        m.belowFloor({ percent: getConfig(env).QUOTE_PRICE_FLOOR_PERCENT, names: refusal.names.join(", ") }),
      );
    case "no_longer_sold":
      return new ApiError(API_CODE.conflict, m.notSold({ name: refusal.name }));
    case "out_of_stock":
      return new ApiError(
        API_CODE.conflict,
        LL.messages.orders.notEnoughStock({ stock: refusal.stock, name: refusal.name }),
      );
  }
}
