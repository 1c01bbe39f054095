import { Link } from "react-router";
import type { MyCouponTab } from "../../shared/coupons/types";
import { formatDate, formatPrice } from "../../shared/format";
import { href } from "../../shared/routes";
import type { Route } from "./+types/account.coupons";
import { couponValueText } from "../components/coupons/coupon-value";
import { FallbackNotice, otherLanguage } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { ELEMENT_SLOT, withIsolated } from "../lib/rich-text";

const TABS: readonly MyCouponTab[] = ["unused", "used", "expired"];

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const raw = new URL(args.request.url).searchParams.get("tab");
  const tab = (TABS as readonly string[]).includes(raw ?? "") ? (raw as MyCouponTab) : "unused";
  const coupons = await args.context.api
    .get("/web/activity/mine", { query: { tab } })
    .catch((error) => handleSessionError(args, error));
  return { tab, coupons };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.account.coupons(), noIndex: true }));

/** /account/coupons: unused, used and expired coupons. */
export default function AccountCouponsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const { tab, coupons } = loaderData;
  return (
    <>
      <PageHeader title={LL.pages.account.coupons()} />
      <nav className="tabs" aria-label={LL.pages.account.coupons()}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={`${href.accountCoupons()}?tab=${key}`}
            className={key === tab ? "tabs__tab is-current" : "tabs__tab"}
            aria-current={key === tab ? "page" : undefined}
          >
            {LL.coupons.tabs[key]()}
          </Link>
        ))}
      </nav>
      <FallbackNotice langs={coupons.map((coupon) => coupon.lang)} />
      {coupons.length ? (
        <ul className="coupon-list">
          {coupons.map((coupon) => {
            const money = (minor: number) => formatPrice(minor, coupon.currency, locale);
            return (
              <li
                key={coupon.claimId}
                className="card coupon"
                data-claim-id={coupon.claimId}
                data-campaign-id={coupon.campaignId}
              >
                <p className="campaign__value">{couponValueText(LL, locale, coupon)}</p>
                <h2 className="campaign__name" {...otherLanguage(coupon.lang, locale)}>
                  {coupon.name}
                </h2>
                <p>
                  {coupon.minAmount > 0
                    ? LL.coupons.minimum({ amount: money(coupon.minAmount) })
                    : LL.coupons.noMinimum()}
                </p>
                {tab === "used" && coupon.usedAt ? (
                  <p className="muted">
                    {withIsolated(
                      LL.coupons.usedOn({ date: formatDate(coupon.usedAt, locale), orderNo: ELEMENT_SLOT }),
                      coupon.orderNo ?? "",
                    )}
                  </p>
                ) : (
                  <p className="muted">{LL.coupons.validUntil({ date: formatDate(coupon.endTime, locale) })}</p>
                )}
                {coupon.newCustomersOnly ? <p>{LL.coupons.newCustomersOnly()}</p> : null}
                {coupon.reserved && coupon.orderNo ? (
                  <p className="muted">
                    {withIsolated(LL.coupons.reservedFor({ orderNo: ELEMENT_SLOT }), coupon.orderNo)}
                  </p>
                ) : null}
                {tab === "unused" && coupon.ineligible?.reason === "newCustomersOnly" ? (
                  <p className="campaign__why">{LL.coupons.notNewCustomer()}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{LL.coupons.empty()}</p>
          <Link to={href.discount()} className="button">
            {LL.coupons.getMore()}
          </Link>
        </div>
      )}
    </>
  );
}
