import { Link, Outlet } from "react-router";
import { href } from "../../shared/routes";
import { LanguageSwitcher } from "../components/layout/language-switcher";
import { useI18n } from "../lib/i18n";
import { useRootData } from "../lib/root-data";

/** Campaign pages: no site chrome, only a way back to the shop. */
export default function NothingLayout() {
  const { LL } = useI18n();
  const root = useRootData();
  return (
    <div className="layout layout--nothing" data-layout="nothing">
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <div className="container slim-bar">
        <Link to={href.home()} className="brand" aria-label={root?.config.siteName}>
          <img src="/images/logo.svg" alt="" width={160} height={40} className="brand__logo" />
        </Link>
        <LanguageSwitcher />
      </div>
      <main id="main" className="container layout__main">
        <Outlet />
      </main>
    </div>
  );
}
