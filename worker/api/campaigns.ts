import { toWireCampaign } from "../../shared/api/legacy/codecs";
import { Hono } from "hono";
import { checkBuyer } from "../../shared/coupons/eligibility";
import { ClaimSchema, MyCouponsQuerySchema } from "../../shared/coupons/schemas";
import { CAMPAIGN_STATUS, campaignStatus } from "../../shared/coupons/status";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { formatDate } from "../../shared/format";
import { claimCoupon, countClaims, findCampaign, listCampaigns, listMyCoupons } from "../db/campaigns";
import { buyerOf, couponRefusal } from "../orders/coupon-rules";
import type { AuthedApiEnv } from "./require-user";
import { requireUser } from "./require-user";
import { optionalUser, type MaybeUserEnv } from "./optional-user";
import { ok } from "./respond";
import { readJson, validate } from "./validate";

/** /api/web/activity/list: coupon campaigns for anyone, with the user's records when signed in. */
export const campaignListApi = new Hono<MaybeUserEnv>();

/** Campaigns with their status; with a session, each carries the user's record (myClaim). Never cached. */
campaignListApi.get("/list", optionalUser, async (c) => {
  const userId = c.var.userId;
  const buyer = userId === null ? null : await buyerOf(c.env.DB, userId);
  return ok(c, (await listCampaigns(c.env.DB, userId, buyer, c.var.locale, Date.now())).map(toWireCampaign));
});

/** /api/web/activity/*: claiming, and the user's coupons. */
export const campaignApi = new Hono<AuthedApiEnv>();

/**
 * Claims a coupon: signed in, up to the campaign's per-user limit, while claimable, while any are
 * left, and when the campaign's rules allow this buyer (new customers only). A refusal says why
 * (not started, paused, expired, withdrawn, already claimed / limit reached, none left, not a new customer).
 */
campaignApi.post("/claim", requireUser, async (c) => {
  const { campaignId } = await readJson(c, ClaimSchema);
  const LL = c.var.LL.messages.couponsAndReviews;
  const now = Date.now();
  const campaign = await findCampaign(c.env.DB, campaignId);
  if (!campaign) throw new ApiError(API_CODE.notFound, LL.campaignNotFound());
  const status = campaignStatus({
    state: campaign.state,
    startTime: campaign.start_time,
    endTime: campaign.end_time,
    now,
  });
  const refusals: Record<number, () => ApiError> = {
    [CAMPAIGN_STATUS.notStarted]: () =>
      new ApiError(API_CODE.conflict, LL.notStarted({ start: formatDate(campaign.start_time, c.var.locale) })),
    [CAMPAIGN_STATUS.paused]: () => new ApiError(API_CODE.conflict, LL.paused()),
    [CAMPAIGN_STATUS.expired]: () => new ApiError(API_CODE.conflict, LL.expired()),
    [CAMPAIGN_STATUS.voided]: () => new ApiError(API_CODE.conflict, LL.voided()),
  };
  if (refusals[status]) throw refusals[status]();
  const limit = campaign.per_user_limit;
  const limitReached = () =>
    new ApiError(API_CODE.conflict, limit === 1 ? LL.alreadyClaimed() : LL.limitReached({ limit }));
  if ((await countClaims(c.env.DB, c.var.userId, campaignId)) >= limit) throw limitReached();
  const ineligible = checkBuyer(campaign.rules, await buyerOf(c.env.DB, c.var.userId));
  if (ineligible) throw couponRefusal(c.var.LL, c.var.locale, campaign.currency, ineligible, "claim");
  const claimed = await claimCoupon(c.env.DB, c.var.userId, campaignId, now);
  if (claimed.result === "limit") throw limitReached();
  if (claimed.result === "sold-out") throw new ApiError(API_CODE.conflict, LL.soldOut());
  if (claimed.result !== "claimed") throw new ApiError(API_CODE.conflict, LL.expired());
  return ok(c, { claimId: claimed.id, status: 0 });
});

campaignApi.get("/mine", requireUser, validate("query", MyCouponsQuerySchema), async (c) => {
  const buyer = await buyerOf(c.env.DB, c.var.userId);
  return ok(c, await listMyCoupons(c.env.DB, c.var.userId, buyer, c.req.valid("query").tab, c.var.locale, Date.now()));
});
