import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { DeletionResult } from "../privacy/delete-account";

/** Seconds staff are asked to wait when the payment provider could not be reached. */
const RETRY_AFTER_S = 60;

/**
 * A refused account deletion as the API's answer, in the reader's words: the customer's own
 * request, or a staff member's on the console (who may cancel unpaid orders with it).
 */
export function deletionRefused(
  LL: TranslationFunctions,
  result: Extract<DeletionResult, { ok: false }>,
  reader: "customer" | "staff",
): ApiError {
  const orderNos = (result.orderNos ?? []).join(", ");
  const conflict = (message: string) => new ApiError(API_CODE.conflict, message);
  const M = LL.messages.privacy;
  const S = LL.console.api;
  switch (result.reason) {
    case "not_found":
      return reader === "customer"
        ? new ApiError(API_CODE.sessionInvalid, LL.errors.sessionExpired())
        : new ApiError(API_CODE.notFound, S.customerNotFound());
    case "already_deleted":
      return conflict(reader === "customer" ? M.alreadyDeleted() : S.customerDeleted());
    case "unpaid_orders":
      return conflict(reader === "customer" ? M.unpaidOrders({ orderNos }) : S.deleteUnpaid({ orderNos }));
    case "orders_in_progress":
      return conflict(reader === "customer" ? M.ordersInProgress({ orderNos }) : S.deleteInProgress({ orderNos }));
    case "refund_due":
      return conflict(reader === "customer" ? M.refundDue({ orderNos }) : S.deleteRefundDue({ orderNos }));
    case "cancel_refused": {
      if (result.cancelRefusal === "provider_unavailable") {
        const reason = LL.messages.orders.cancelProviderFailed();
        return new ApiError(API_CODE.upstream, S.deleteCancelRefused({ orderNo: orderNos, reason }), {
          status: 503,
          retryAfter: RETRY_AFTER_S,
        });
      }
      const reason =
        result.cancelRefusal === "payment_received"
          ? LL.messages.orders.paymentBeingConfirmed()
          : LL.messages.orders.orderNotCancellable();
      return conflict(S.deleteCancelRefused({ orderNo: orderNos, reason }));
    }
  }
}
