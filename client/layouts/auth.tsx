import { Link, Outlet } from "react-router";
import { href } from "../../shared/routes";
import { LanguageSwitcher } from "../components/layout/language-switcher";
import { useI18n } from "../lib/i18n";
import { useRootData } from "../lib/root-data";

/** Sign-in and account forms: a centred card. */
export default function AuthLayout() {
  const { LL } = useI18n();
  const root = useRootData();
  return (
    <div className="layout layout--auth" data-layout="auth">
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <main id="main" className="auth-card">
        <Link to={href.home()} className="brand auth-card__brand" aria-label={root?.config.siteName}>
          <img src="/images/logo.svg" alt="" width={160} height={40} className="brand__logo" />
        </Link>
        <Outlet />
        <nav className="auth-card__links" aria-label={LL.footer.support()}>
          <Link to={href.userAgreement()}>{LL.footer.userAgreement()}</Link>
          <LanguageSwitcher />
        </nav>
      </main>
    </div>
  );
}
