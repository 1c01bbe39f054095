import { Hono, type Context } from "hono";
import {
  maskAddress,
  UnsubscribeSchema,
  UnsubscribeTokenSchema,
  type UnsubscribeState,
} from "../../shared/account/unsubscribe";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { readSubscription, unsubscribe } from "../db/mail-subscriptions";
import { verifyUnsubscribeToken, type Subscription } from "../mail/unsubscribe-token";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { readJson, validate } from "./validate";

async function subscriptionOf(c: Context<ApiEnv>, token: string): Promise<Subscription> {
  const subscription = await verifyUnsubscribeToken(c.env, token);
  if (!subscription) throw new ApiError(API_CODE.forbidden, c.var.LL.errors.unsubscribeInvalid());
  return subscription;
}

/**
 * /api/web/mail/*: the unsubscribe link of an optional mail, without signing in (the signed token is
 * the proof). Reading never changes anything: mail scanners open links.
 */
export const mailUnsubscribeApi = new Hono<ApiEnv>();

mailUnsubscribeApi.get("/unsubscribe", validate("query", UnsubscribeTokenSchema), async (c) => {
  const subscription = await subscriptionOf(c, c.req.valid("query").t);
  const state = await readSubscription(c.env.DB, subscription);
  if (!state) throw new ApiError(API_CODE.notFound, c.var.LL.errors.unsubscribeInvalid());
  return ok(c, {
    kind: subscription.kind,
    recipient: maskAddress(state.email),
    subscribed: state.subscribed,
  } satisfies UnsubscribeState);
});

mailUnsubscribeApi.post("/unsubscribe", async (c) => {
  const subscription = await subscriptionOf(c, (await readJson(c, UnsubscribeSchema)).token);
  if (!(await unsubscribe(c.env.DB, subscription, Date.now()))) {
    throw new ApiError(API_CODE.notFound, c.var.LL.errors.unsubscribeInvalid());
  }
  const state = await readSubscription(c.env.DB, subscription);
  return ok(c, {
    kind: subscription.kind,
    recipient: maskAddress(state?.email ?? ""),
    subscribed: false,
  } satisfies UnsubscribeState);
});
