import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { formatPrice } from "../../shared/format";
import type { Locale } from "../../shared/locale";
import type { DocumentRefusal } from "../documents/issue";
import type { TradeField } from "../documents/model";

/** "HS code, country of origin" in the reader's language. */
export function tradeFieldList(LL: TranslationFunctions, locale: Locale, missing: readonly TradeField[]): string {
  const names = missing.map((field) => LL.messages.issuedDocuments[field]());
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}

/**
 * The API's answer to a document that was not issued: 404 no such order, 409 the order's state
 * does not allow it, 400 an amount the invoice cannot take or a SKU without its trade data.
 */
export function documentRefusalError(LL: TranslationFunctions, locale: Locale, refusal: DocumentRefusal): ApiError {
  const D = LL.messages.issuedDocuments;
  switch (refusal.reason) {
    case "not_found":
      return new ApiError(API_CODE.notFound, LL.messages.orders.orderNotFound());
    case "not_unpaid":
      return new ApiError(API_CODE.conflict, D.notUnpaid());
    case "not_invoiced":
      return new ApiError(API_CODE.conflict, D.notInvoiced());
    case "credit_exceeds":
      return new ApiError(
        API_CODE.badRequest,
        D.creditExceeds({ amount: formatPrice(refusal.remainingMinor, refusal.currency, locale) }),
      );
    case "trade_data_missing":
      return new ApiError(
        API_CODE.badRequest,
        D.tradeDataMissing({ sku: refusal.sku, fields: tradeFieldList(LL, locale, refusal.missing) }),
      );
  }
}
