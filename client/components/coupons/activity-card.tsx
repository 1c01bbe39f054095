import { Fragment, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { effectivePrice } from "../../../shared/commerce/pricing";
import { couponButton } from "../../../shared/coupons/button";
import { ACTIVITY_STATUS } from "../../../shared/coupons/status";
import type { Activity } from "../../../shared/coupons/types";
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

/** A coupon: its value, condition, what is left, a countdown, and the spec §4 button. */
export function ActivityCard({ activity, renderedAt }: { activity: Activity; renderedAt: number }) {
  const { LL, locale } = useI18n();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const money = (minor: number) => formatPrice(minor, activity.currency, locale);
  const button = couponButton(activity.status, activity.activityUserResp, activity);
  const value = effectivePrice(activity.price, activity.activityPrice);
  const lang = useContentLang(activity.lang);

  async function claim() {
    if (!user) {
      const signIn = await confirmDialog({
        title: LL.commerce.addDialog.title(),
        message: LL.coupons.signInToClaim(),
        confirmText: LL.commerce.addDialog.confirm(),
        cancelText: LL.commerce.addDialog.cancel(),
        type: "warning",
      });
      if (signIn) navigate(href.login(location.pathname));
      return;
    }
    setBusy(true);
    try {
      await api.post("/web/activity/claim", { activityId: activity.keyId });
      notifySuccess(LL.coupons.claimed());
    } catch {
      // The reason (not started, none left...) was shown as a notice.
    } finally {
      setBusy(false);
      void revalidator.revalidate();
    }
  }

  const countdown =
    activity.status === ACTIVITY_STATUS.notStarted ? (
      <Countdown
        target={activity.startTime}
        renderedAt={renderedAt}
        mode="startsIn"
        onEnd={() => void revalidator.revalidate()}
      />
    ) : activity.status === ACTIVITY_STATUS.claimable ? (
      <Countdown
        target={activity.endTime}
        renderedAt={renderedAt}
        mode="endsIn"
        onEnd={() => void revalidator.revalidate()}
      />
    ) : null;

  return (
    <article className="card activity" data-activity-id={activity.keyId} data-status={activity.status}>
      <p className="activity__value">
        {LL.coupons.off({ amount: money(value) })}
        {activity.activityPrice > 0 && activity.activityPrice !== activity.price ? (
          <s className="muted"> {money(activity.price)}</s>
        ) : null}
      </p>
      <h2 className="activity__name" lang={lang} dir={dirForLang(lang)}>
        {activity.name}
      </h2>
      {activity.description ? (
        <p className="muted" lang={lang} dir={dirForLang(lang)}>
          {activity.description}
        </p>
      ) : null}
      <p>
        {activity.minAmount > 0 ? LL.coupons.minimum({ amount: money(activity.minAmount) }) : LL.coupons.noMinimum()}
      </p>
      <p className="activity__meta">
        <span>{LL.coupons.left({ count: activity.quantityLeft })}</span>
        {countdown}
      </p>
      {activity.newCustomersOnly ? <p>{LL.coupons.newCustomersOnly()}</p> : null}
      {activity.goods.length ? (
        <p>
          {LL.coupons.appliesTo()}{" "}
          {activity.goods.map((goods, index) => (
            <Fragment key={goods.keyId}>
              {index ? ", " : ""}
              <Link to={href.product(goods.keyId)} {...otherLanguage(goods.lang, locale)}>
                {goods.name}
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
      {button.label === "notEligible" && activity.ineligible?.reason === "newCustomersOnly" ? (
        <p className="activity__why" data-testid="coupon-ineligible">
          {LL.coupons.ineligibleNewCustomer()}
        </p>
      ) : null}
    </article>
  );
}
