import { Hono, type Context } from "hono";
import { z } from "zod";
import { CampaignSaveSchema } from "../../../shared/console/campaign-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { requestCacheScope } from "../../cache/product-changes";
import { staffChanged } from "../../cache/staff-changes";
import {
  CAMPAIGN_ACTIONS,
  changedTerms,
  getConsoleCampaign,
  listConsoleCampaigns,
  saveCampaign,
  setCampaignState,
  termsOf,
  unknownTargets,
} from "./queries";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/** /api/admin/campaigns: coupon campaigns, their claims and redemptions; pause, resume, void. */
export const consoleCampaignsApi = new Hono<ConsoleApiEnv>();

const IdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

consoleCampaignsApi.get("/", allow("campaigns.write"), async (c) =>
  ok(c, await listConsoleCampaigns(c.env.DB, Date.now())),
);

consoleCampaignsApi.get("/:id", allow("campaigns.write"), validate("param", IdParam), async (c) => {
  const campaign = await getConsoleCampaign(c.env.DB, c.req.valid("param").id, Date.now());
  if (!campaign) throw new ApiError(API_CODE.notFound, c.var.LL.console.editing.api.campaignNotFound());
  return ok(c, campaign);
});

async function save(c: Context<ConsoleApiEnv>, id: number | null) {
  const A = c.var.LL.console.editing.api;
  const body = await readJson(c, CampaignSaveSchema);
  const now = Date.now();
  const before = id === null ? null : await getConsoleCampaign(c.env.DB, id, now);
  if (id !== null && !before) throw new ApiError(API_CODE.notFound, A.campaignNotFound());
  const after = termsOf(body);
  const unknown = await unknownTargets(c.env.DB, body.productIds, body.categoryIds);
  if (unknown.productIds.length) {
    throw new ApiError(API_CODE.badRequest, A.campaignUnknownProducts({ ids: unknown.productIds.join(", ") }));
  }
  if (unknown.categoryIds.length) {
    throw new ApiError(API_CODE.badRequest, A.campaignUnknownCategories({ ids: unknown.categoryIds.join(", ") }));
  }
  const changed = before ? changedTerms(termsOf(before), after) : [];
  const frozen = () =>
    new ApiError(
      API_CODE.conflict,
      A.termsFrozen({
        count: before?.claims || 1,
        terms: changed.map((term) => c.var.LL.console.editing.campaigns.fields[term]()).join(", "),
      }),
    );
  // Buyers claimed under these terms: they cannot change silently (names and descriptions may).
  if (before && before.claims > 0 && changed.length) throw frozen();
  const saved = await saveCampaign(
    c.env.DB,
    id,
    body,
    changed.length > 0,
    {
      actor: auditActor(c),
      entity: "campaign",
      action: id === null ? "create" : "update",
      before: before ? { ...termsOf(before), langs: Object.keys(before.texts) } : {},
      after: { ...after, langs: Object.keys(body.texts) },
    },
    now,
  );
  // A claim landed between the check and the write: nothing was changed.
  if (saved === null) throw frozen();
  await staffChanged(requestCacheScope(c), { kind: "campaign" });
  return ok(c, { id: saved });
}

consoleCampaignsApi.post("/", allow("campaigns.write"), async (c) => save(c, null));

consoleCampaignsApi.post("/:id", allow("campaigns.write"), validate("param", IdParam), async (c) =>
  save(c, c.req.valid("param").id),
);

for (const action of Object.keys(CAMPAIGN_ACTIONS) as Array<keyof typeof CAMPAIGN_ACTIONS>) {
  consoleCampaignsApi.post(`/:id/${action}`, allow("campaigns.write"), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const A = c.var.LL.console.editing.api;
    const before = await getConsoleCampaign(c.env.DB, id, Date.now());
    if (!before) throw new ApiError(API_CODE.notFound, A.campaignNotFound());
    const changed = await setCampaignState(
      c.env.DB,
      id,
      action,
      {
        actor: auditActor(c),
        entity: "campaign",
        entityId: String(id),
        action,
        before: { state: before.state },
        after: { state: CAMPAIGN_ACTIONS[action].to },
      },
      Date.now(),
    );
    if (!changed) {
      throw new ApiError(
        API_CODE.conflict,
        A.campaignStateRefused({ state: c.var.LL.console.editing.campaigns.states[before.state]() }),
      );
    }
    await staffChanged(requestCacheScope(c), { kind: "campaign" });
    return ok(c, { id, state: CAMPAIGN_ACTIONS[action].to });
  });
}
