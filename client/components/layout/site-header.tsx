import { Link } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { HeaderActions } from "./header-actions";
import { LanguageSwitcher } from "./language-switcher";
import { SiteNav } from "./site-nav";
import { SiteSearch } from "./site-search";

/** Brand, navigation entries (linked as `href.navigation` says), search, language, account and cart. */
export function SiteHeader({ variant = "default" }: { variant?: "default" | "home" }) {
  const { LL } = useI18n();
  const root = useRootData();
  const navigation = root?.navigation ?? [];
  return (
    <header className={`site-header site-header--${variant}`}>
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <div className="container site-header__bar">
        <Link to={href.home()} className="brand" aria-label={root?.config.siteName}>
          <img src="/images/logo.svg" alt="" width={160} height={40} className="brand__logo" />
        </Link>
        <SiteSearch className="site-header__search" />
        <div className="site-header__actions">
          <LanguageSwitcher />
          <HeaderActions />
        </div>
      </div>
      {navigation.length > 0 ? (
        // Measured again from scratch when the entries change (another language, a staff edit).
        <SiteNav key={navigation.map((entry) => `${entry.id}:${entry.name}`).join("|")} entries={navigation} />
      ) : null}
    </header>
  );
}
