import { dropProductCaches } from "../cache/product-changes";
import { cancelUnpaidOrder, listExpiredOrders, orderGoodsIds } from "../db/orders";
import { getConfig, type Env } from "../env";
import { closeOpenCheckouts } from "../payments/open-checkouts";

/** Orders looked at per round, and rounds per run (a backlog is worked off, not left for later). */
const ROUND_SIZE = 100;
const MAX_ROUNDS = 20;

/**
 * The cron job: unpaid orders past their deadline are cancelled and their stock (and coupons)
 * released. Each order is its own batch, so one failure does not hold up the others. A run keeps
 * going while full rounds of orders fall due (up to MAX_ROUNDS × ROUND_SIZE), so a backlog larger
 * than one round is not left waiting for the next run; orders that fail are not retried in the run.
 * An order's open Stripe Checkout Sessions are expired at Stripe before it is cancelled; an order
 * with a paid session (its webhook is on its way), or whose sessions Stripe could not close, is
 * skipped in this run and looked at again in the next.
 */
export async function expireUnpaidOrders(env: Env, now: number = Date.now()): Promise<number> {
  const config = getConfig(env);
  let expired = 0;
  let stripeDown = false;
  const released = new Set<number>();
  const failed = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = (await listExpiredOrders(env.DB, now, ROUND_SIZE + failed.size)).filter(
      (order) => !failed.has(order.id),
    );
    for (const order of due) {
      try {
        const closing = await closeOpenCheckouts(env.DB, config, order, Date.now(), { stripeDown });
        // One unanswered call is enough: the run does not wait on Stripe for every further order.
        if (closing === "unavailable") stripeDown = true;
        if (closing !== "clear") {
          failed.add(order.id);
          continue;
        }
        if (await cancelUnpaidOrder(env.DB, order.id, "payment deadline passed", now)) {
          expired++;
          for (const goodsId of await orderGoodsIds(env.DB, order.id)) released.add(goodsId);
        }
      } catch (error) {
        failed.add(order.id);
        console.error(
          JSON.stringify({ level: "error", msg: "order expiry failed", orderNo: order.order_no, error: String(error) }),
        );
      }
    }
    if (due.length < ROUND_SIZE) break;
  }
  // The released stock shows on those products' pages.
  await dropProductCaches({ env }, released);
  console.log(JSON.stringify({ level: "info", msg: "unpaid orders expired", expired, skipped: failed.size }));
  return expired;
}
