import { Link, Outlet } from "react-router";
import { href } from "../../shared/routes";
import { useI18n } from "../lib/i18n";
import { useRootData } from "../lib/root-data";

/** Checkout steps: brand and a "secure checkout" note, nothing to wander off to. */
export default function SingleLayout() {
  const { LL } = useI18n();
  const root = useRootData();
  return (
    <div className="layout layout--single" data-layout="single">
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <header className="container slim-bar">
        <Link to={href.home()} className="brand" aria-label={root?.config.siteName}>
          <img src="/images/logo.svg" alt="" width={160} height={40} className="brand__logo" />
        </Link>
        <p className="slim-bar__note">{LL.pages.orderPay.secure()}</p>
      </header>
      <main id="main" className="container container--narrow layout__main">
        <Outlet />
      </main>
    </div>
  );
}
