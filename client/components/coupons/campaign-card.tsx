import { Fragment, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { couponButton } from "../../../shared/coupons/button";
import { CAMPAIGN_STATUS } from "../../../shared/coupons/status";
import type { Campaign } from "../../../shared/coupons/types";
import { formatPrice } from "../../../shared/format";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { api } from "../../lib/api";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSessionUser } from "../../lib/session";
import { otherLanguage, useContentLang } from "../ui/language-fallback";
import { Countdown } from "./countdown";
import { couponValueText } from "./coupon-value";

/** A campaign: its value, condition, what is left, a countdown, and the claim button (shared/coupons/button.ts). */
export function CampaignCard({ campaign, renderedAt }: { campaign: Campaign; renderedAt: number }) {
  const { LL, locale } = useI18n();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const money = (minor: number) => formatPrice(minor, campaign.currency, locale);
  const button = couponButton(campaign.status, campaign.myClaim, campaign);
  const lang = useContentLang(campaign.lang);
  const targets = [
    ...campaign.categories.map((category) => ({ ...category, to: href.category(category.id) })),
    ...campaign.products.map((product) => ({ ...product, to: href.product(product.id) })),
  ];

  async function claim() {
    if (!user) {
      const signIn = await confirmDialog({
        title: LL.purchase.addDialog.title(),
        message: LL.coupons.signInToClaim(),
        confirmText: LL.purchase.addDialog.confirm(),
        cancelText: LL.purchase.addDialog.cancel(),
        type: "warning",
      });
      if (signIn) navigate(href.login(location.pathname));
      return;
    }
    setBusy(true);
    try {
      await api.post("/web/activity/claim", { campaignId: campaign.id });
      notifySuccess(LL.coupons.claimed());
    } catch {
      // The reason (not started, none left...) was shown as a notice.
    } finally {
      setBusy(false);
      void revalidator.revalidate();
    }
  }

  const countdown =
    campaign.status === CAMPAIGN_STATUS.notStarted ? (
      <Countdown
        target={campaign.startTime}
        renderedAt={renderedAt}
        mode="startsIn"
        onEnd={() => void revalidator.revalidate()}
      />
    ) : campaign.status === CAMPAIGN_STATUS.claimable ? (
      <Countdown
        target={campaign.endTime}
        renderedAt={renderedAt}
        mode="endsIn"
        onEnd={() => void revalidator.revalidate()}
      />
    ) : null;

  return (
    <article className="card campaign" data-campaign-id={campaign.id} data-status={campaign.status}>
      <p className="campaign__value">
        {couponValueText(LL, locale, campaign)}
        {campaign.kind === "amount" && campaign.promoPrice > 0 && campaign.promoPrice !== campaign.price ? (
          <s className="muted"> {money(campaign.price)}</s>
        ) : null}
      </p>
      <h2 className="campaign__name" lang={lang} dir={dirForLang(lang)}>
        {campaign.name}
      </h2>
      {campaign.description ? (
        <p className="muted" lang={lang} dir={dirForLang(lang)}>
          {campaign.description}
        </p>
      ) : null}
      <p>
        {campaign.minAmount > 0 ? LL.coupons.minimum({ amount: money(campaign.minAmount) }) : LL.coupons.noMinimum()}
      </p>
      <p className="campaign__meta">
        <span>{LL.coupons.left({ count: campaign.quantityLeft })}</span>
        {countdown}
      </p>
      {campaign.newCustomersOnly ? <p>{LL.coupons.newCustomersOnly()}</p> : null}
      {campaign.perUserLimit > 1 ? <p>{LL.coupons.perCustomer({ limit: campaign.perUserLimit })}</p> : null}
      {targets.length ? (
        <p data-testid="coupon-applies-to">
          {LL.coupons.appliesTo()}{" "}
          {targets.map((target, index) => (
            <Fragment key={target.to}>
              {index ? ", " : ""}
              <Link to={target.to} {...otherLanguage(target.lang, locale)}>
                {target.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <button
        type="button"
        className={button.disabled ? "button" : "button button--primary"}
        disabled={!hydrated || button.disabled || busy}
        data-testid="coupon-button"
        data-label={button.label}
        onClick={claim}
      >
        {LL.coupons.button[button.label]()}
      </button>
      {button.label === "notEligible" && campaign.ineligible?.reason === "newCustomersOnly" ? (
        <p className="campaign__why" data-testid="coupon-ineligible">
          {LL.coupons.ineligibleNewCustomer()}
        </p>
      ) : null}
    </article>
  );
}
