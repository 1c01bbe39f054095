import { Form, Link, redirect, useActionData } from "react-router";
import type { ConsoleCampaign } from "../../../shared/console/campaigns";
import { consoleHref } from "../../../shared/console/hrefs";
import { ALL_LOCALES } from "../../../shared/locale";
import type { Route } from "./+types/campaigns.$id";
import {
  CampaignTargetFields,
  CampaignValueFields,
  majorText,
  VoidCampaignForm,
} from "../../components/console/campaign-terms";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { moneyFieldValue } from "../../lib/money-field";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { STATUS_KEYS } from "./campaigns._index";

const DAY_MS = 86_400_000;

function blank(): ConsoleCampaign {
  const start = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS);
  return {
    id: 0,
    name: "",
    state: "active",
    status: 1,
    kind: "amount",
    priceMinor: 0,
    promoPriceMinor: 0,
    percentOff: null,
    maxDiscountMinor: 0,
    minAmountMinor: 0,
    currency: "USD",
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
    quantityTotal: 100,
    quantityLeft: 100,
    newCustomersOnly: false,
    perUserLimit: 1,
    productIds: [],
    categoryIds: [],
    texts: {},
    claims: 0,
    redemptions: 0,
    recentClaims: [],
  };
}

export async function loader(args: Route.LoaderArgs) {
  const id = args.params.id;
  const [campaign, categories] = await Promise.all([
    id === "new"
      ? blank()
      : args.context.api
          .get(`/admin/campaigns/${/^\d{1,12}$/.test(id) ? id : "0"}`)
          .catch((error) => handleStaffError(args, error)),
    args.context.api.get("/goods/category/list").catch((error) => handleStaffError(args, error)),
  ]);
  return { campaign, categories };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: args.data?.campaign.id
      ? LL.console.editing.campaigns.editTitle({ name: args.data.campaign.name })
      : LL.console.editing.campaigns.newTitle(),
    noIndex: true,
  }));

export async function action(args: Route.ActionArgs) {
  const id = args.params.id;
  const form = await readForm(args);
  const intent = field(form, "intent");
  if (intent === "pause" || intent === "resume" || intent === "void") {
    return runStaffAction(args, intent, () => args.context.api.post(`/admin/campaigns/${id}/${intent}`));
  }
  const currency = "USD";
  // Amounts as staff type them in the page's language ("49,99 US$"); empty is none.
  const toMinor = (text: string) => moneyFieldValue(text.trim() || "0", currency, args.context.locale);
  const texts = Object.fromEntries(
    ALL_LOCALES.filter((lang) => field(form, `${lang}.name`).trim()).map((lang) => [
      lang,
      { name: field(form, `${lang}.name`), description: field(form, `${lang}.description`) },
    ]),
  );
  const kind: "amount" | "percent" = field(form, "kind") === "percent" ? "percent" : "amount";
  const body = {
    kind,
    priceMinor: toMinor(field(form, "price")),
    promoPriceMinor: toMinor(field(form, "promoPrice")),
    percentOff: kind === "percent" ? Number(field(form, "percentOff")) || null : null,
    maxDiscountMinor: toMinor(field(form, "maxDiscount")),
    perUserLimit: Number(field(form, "perUserLimit") || "1"),
    categoryIds: form.getAll("categoryIds").map(Number),
    minAmountMinor: toMinor(field(form, "minAmount")),
    startTime: `${field(form, "startTime")}:00Z`,
    endTime: `${field(form, "endTime")}:00Z`,
    quantityTotal: Number(field(form, "quantityTotal")),
    newCustomersOnly: field(form, "newCustomersOnly") === "on",
    productIds: field(form, "productIds")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
    texts: texts as never,
  };
  const result = await runStaffAction(args, "save", () =>
    id === "new"
      ? args.context.api.post("/admin/campaigns", body)
      : args.context.api.post(`/admin/campaigns/${id}`, body),
  );
  if (id === "new" && "ok" in result && result.ok)
    return redirect(consoleHref.campaign((result.data as { id: number }).id));
  return result;
}

const localInput = (iso: string) => iso.slice(0, 16);

/** A campaign's terms and names; pause, resume, void; who claimed it and which orders used it. */
export default function ConsoleCampaignPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const C = LL.console.editing.campaigns;
  const F = C.fields;
  const { campaign, categories } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const isNew = campaign.id === 0;
  const actions = (
    [
      ["pause", campaign.state === "active"],
      ["resume", campaign.state === "paused"],
      ["void", campaign.state !== "voided"],
    ] as const
  ).filter(([, allowed]) => allowed && !isNew);
  return (
    <>
      <PageHeader title={isNew ? C.newTitle() : C.editTitle({ name: campaign.name })}>
        {isNew ? null : (
          <p className="page-header__lead" data-testid="campaign-status">
            {C.statuses[STATUS_KEYS[campaign.status] ?? "expired"]()} ·{" "}
            {C.claimsLine({
              claims: campaign.claims,
              redemptions: campaign.redemptions,
              left: campaign.quantityLeft,
              total: campaign.quantityTotal,
            })}
          </p>
        )}
      </PageHeader>
      <p className="console-actions">
        <Link to={consoleHref.campaigns()}>{C.back()}</Link>
      </p>
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={answer?.ok ? C.saved() : null} />
      {actions.length ? (
        <div className="console-inline">
          {actions.map(([action]) =>
            action === "void" ? (
              <VoidCampaignForm key={action} />
            ) : (
              <Form key={action} method="post">
                <input type="hidden" name="intent" value={action} />
                <button type="submit" className="button">
                  {C[action]()}
                </button>
              </Form>
            ),
          )}
        </div>
      ) : null}
      {campaign.claims > 0 ? <p className="console-callout">{C.frozenNote()}</p> : null}
      {/* Keyed by campaign: after "new" is saved (or another campaign opens) the fields show the stored terms. */}
      <Form key={campaign.id} method="post" className="console-editor console-card" data-testid="campaign-form">
        <CampaignValueFields campaign={campaign} />
        <div className="console-editor__fields">
          <label className="field">
            <span className="field__label">{F.minAmountMinor()}</span>
            <input
              name="minAmount"
              inputMode="decimal"
              defaultValue={majorText(campaign.minAmountMinor, campaign.currency)}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{F.quantityTotal()}</span>
            <input
              name="quantityTotal"
              type="number"
              min={1}
              required
              defaultValue={campaign.quantityTotal}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{F.startTime()} (UTC)</span>
            <input
              name="startTime"
              type="datetime-local"
              required
              defaultValue={localInput(campaign.startTime)}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{F.endTime()} (UTC)</span>
            <input
              name="endTime"
              type="datetime-local"
              required
              defaultValue={localInput(campaign.endTime)}
              className="field__input"
            />
          </label>
        </div>
        <CampaignTargetFields campaign={campaign} categories={categories} />
        <label className="field field--inline">
          <input type="checkbox" name="newCustomersOnly" defaultChecked={campaign.newCustomersOnly} />
          <span>{F.newCustomersOnly()}</span>
        </label>
        {ALL_LOCALES.map((lang) => {
          const text = campaign.texts[lang];
          return (
            <details key={lang} open={lang === "en" || undefined} className="console-language" data-lang={lang}>
              <summary>
                {LL.language[lang]()} {text || lang === "en" ? "" : `— ${C.fallback()}`}
              </summary>
              <label className="field">
                <span className="field__label">{C.name()}</span>
                <input
                  name={`${lang}.name`}
                  required={lang === "en"}
                  defaultValue={text?.name ?? ""}
                  maxLength={120}
                  lang={lang}
                  dir="auto"
                  className="field__input"
                />
              </label>
              <label className="field">
                <span className="field__label">{C.description()}</span>
                <textarea
                  name={`${lang}.description`}
                  defaultValue={text?.description ?? ""}
                  rows={2}
                  maxLength={1000}
                  lang={lang}
                  dir="auto"
                  className="field__input"
                />
              </label>
            </details>
          );
        })}
        <button type="submit" name="intent" value="save" className="button button--primary">
          {C.save()}
        </button>
      </Form>
      {isNew ? null : (
        <section className="console-card" aria-labelledby="recent-claims">
          <h2 id="recent-claims" className="console-subtitle">
            {C.recentClaims()}
          </h2>
          {campaign.recentClaims.length === 0 ? (
            <p className="console-muted">{C.noClaims()}</p>
          ) : (
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{C.buyer()}</th>
                    <th scope="col">{C.claimedAt()}</th>
                    <th scope="col">{C.usedIn()}</th>
                  </tr>
                </thead>
                <tbody>
                  {campaign.recentClaims.map((claim) => (
                    <tr key={`${claim.email}-${claim.claimedAt}`}>
                      <td>
                        <bdi>{claim.email}</bdi>
                      </td>
                      <td>
                        <ConsoleTime iso={claim.claimedAt} />
                      </td>
                      <td>
                        {claim.orderNo ? (
                          <Link to={consoleHref.order(claim.orderNo)}>{claim.orderNo}</Link>
                        ) : (
                          C.notUsed()
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
