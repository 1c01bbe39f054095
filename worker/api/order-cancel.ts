import type { Context } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { getConfig } from "../env";
import { closeOpenCheckouts } from "../payments/open-checkouts";
import type { AuthedApiEnv } from "./require-user";

/** Seconds a customer is asked to wait when the provider could not be reached. */
const RETRY_AFTER_S = 60;

/**
 * Before an unpaid order is cancelled for its customer (the cancel button, or the pay page finding
 * it past its deadline): its open Stripe checkouts are expired at Stripe first. Throws when it must
 * not be cancelled: a checkout is already paid (409), or Stripe could not be reached (503).
 */
export async function closeCheckoutsBeforeCancel(
  c: Context<AuthedApiEnv>,
  order: { id: number; order_no: string },
): Promise<void> {
  const closing = await closeOpenCheckouts(c.env.DB, getConfig(c.env), order, Date.now());
  if (closing === "paid") throw new ApiError(API_CODE.conflict, c.var.LL.commerce.api.paymentBeingConfirmed());
  if (closing === "unavailable") {
    throw new ApiError(API_CODE.upstream, c.var.LL.commerce.api.cancelProviderFailed(), {
      status: 503,
      retryAfter: RETRY_AFTER_S,
    });
  }
}
