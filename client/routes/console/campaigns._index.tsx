import { Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { CAMPAIGN_STATUS } from "../../../shared/coupons/status";
import { formatPercent, formatPrice } from "../../../shared/format";
import type { Route } from "./+types/campaigns._index";
import { ConsoleTime } from "../../components/console/local-time";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const campaigns = await args.context.api.get("/admin/campaigns").catch((error) => handleStaffError(args, error));
  return { campaigns };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.editing.campaigns.title(), noIndex: true }));

/** The status names by the number buyers see. */
export const STATUS_KEYS = Object.fromEntries(
  Object.entries(CAMPAIGN_STATUS).map(([key, value]) => [value, key]),
) as Record<number, keyof typeof CAMPAIGN_STATUS>;

/** Every campaign with its status, value, window and what buyers did with it. */
export default function ConsoleCampaignsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const C = LL.console.editing.campaigns;
  return (
    <>
      <PageHeader title={C.title()} lead={C.lead()} />
      <p className="console-actions">
        <Link to={consoleHref.campaign("new")} className="button button--primary">
          {C.newCampaign()}
        </Link>
      </p>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{C.columns.name()}</th>
              <th scope="col">{C.columns.status()}</th>
              <th scope="col">{C.columns.value()}</th>
              <th scope="col">{C.columns.window()}</th>
              <th scope="col">{C.columns.claimed()}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.campaigns.map((campaign) => (
              <tr key={campaign.id} data-campaign={campaign.id}>
                <td>
                  <Link to={consoleHref.campaign(campaign.id)} lang="en" dir="auto">
                    {campaign.name}
                  </Link>
                </td>
                <td>{C.statuses[STATUS_KEYS[campaign.status] ?? "expired"]()}</td>
                <td>
                  <bdi>
                    {campaign.kind === "amount"
                      ? formatPrice(campaign.priceMinor, campaign.currency, locale)
                      : campaign.maxDiscountMinor > 0
                        ? C.percentValueCapped({
                            percent: formatPercent(campaign.percentOff ?? 0, locale),
                            cap: formatPrice(campaign.maxDiscountMinor, campaign.currency, locale),
                          })
                        : C.percentValue({ percent: formatPercent(campaign.percentOff ?? 0, locale) })}
                  </bdi>
                </td>
                <td>
                  <ConsoleTime iso={campaign.startTime} /> – <ConsoleTime iso={campaign.endTime} />
                </td>
                <td>
                  {C.claimsLine({
                    claims: campaign.claims,
                    redemptions: campaign.redemptions,
                    left: campaign.quantityLeft,
                    total: campaign.quantityTotal,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
