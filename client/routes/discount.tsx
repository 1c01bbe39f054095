import type { Route } from "./+types/discount";
import { CampaignCard } from "../components/coupons/campaign-card";
import { FallbackNotice } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { loadWithTexts } from "../lib/dictionary";

export async function loader({ context }: Route.LoaderArgs) {
  // With a session the list carries the user's own records (claimed, used).
  // A failure reaches the error boundary (a readable page), never an empty list that looks real.
  const campaigns = await context.api.get("/web/activity/list");
  return { campaigns, renderedAt: Date.now() };
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.discount.title(), description: LL.pages.discount.lead() }));

/** /discount (layout nothing, title Discount): every coupon campaign with its button and countdown. */
export default function DiscountPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return (
    <>
      <PageHeader title={LL.pages.discount.title()} lead={LL.pages.discount.lead()} />
      <FallbackNotice langs={loaderData.campaigns.map((campaign) => campaign.lang)} />
      {loaderData.campaigns.length ? (
        <ul className="campaign-grid">
          {loaderData.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} renderedAt={loaderData.renderedAt} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{LL.coupons.noCampaigns()}</p>
      )}
    </>
  );
}
