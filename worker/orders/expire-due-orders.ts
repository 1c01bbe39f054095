import { dropProductCaches } from "../cache/product-changes";
import { listExpiredOrders } from "../db/orders";
import type { Env } from "../env";
import { expireOrder } from "./cancel-order";

/** Orders looked at per round, and rounds per run (a backlog is worked off, not left for later). */
const ROUND_SIZE = 100;
const MAX_ROUNDS = 20;

/**
 * The cron job: unpaid orders past their deadline are expired (expireOrder: stock and coupons
 * released, cached pages refreshed, as a customer's cancel does). Each order is its own batch, so
 * one failure does not hold up the others. A run keeps going while full rounds of orders fall due
 * (up to MAX_ROUNDS × ROUND_SIZE); orders that fail are not retried in the run. An order with a paid
 * Stripe session (settled from Stripe's answer), or whose sessions Stripe could not close, is
 * skipped in this run and looked at again in the next; once Stripe does not answer, it is not
 * asked again in the run.
 */
export async function expireUnpaidOrders(env: Env, now: number = Date.now()): Promise<number> {
  let expired = 0;
  let stripeDown = false;
  const failed = new Set<number>();
  // The products whose stock came back, purged from the caches once at the end of the run.
  const released = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = (await listExpiredOrders(env.DB, now, ROUND_SIZE + failed.size)).filter(
      (order) => !failed.has(order.id),
    );
    for (const order of due) {
      try {
        const result = await expireOrder(
          { env, collect: released },
          { orderNo: order.order_no, actor: { kind: "cron" } },
          { now, stripeDown },
        );
        if (result.ok) {
          expired++;
          continue;
        }
        // One unanswered call is enough: the run does not wait on Stripe for every further order.
        if (result.reason === "provider_unavailable") stripeDown = true;
        // Cancelled meanwhile (by its customer): nothing left to do. Otherwise: the next run.
        if (result.reason !== "not_cancellable") failed.add(order.id);
      } catch (error) {
        failed.add(order.id);
        console.error(
          JSON.stringify({ level: "error", msg: "order expiry failed", orderNo: order.order_no, error: String(error) }),
        );
      }
    }
    if (due.length < ROUND_SIZE) break;
  }
  await dropProductCaches({ env }, released);
  console.log(JSON.stringify({ level: "info", msg: "unpaid orders expired", expired, skipped: failed.size }));
  return expired;
}
