import { Link, NavLink, useLocation } from "react-router";
import { href } from "../../../shared/routes";
import { otherLanguage } from "../ui/language-fallback";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { HeaderActions } from "./header-actions";
import { LanguageSwitcher } from "./language-switcher";
import { SiteSearch } from "./site-search";

/** Brand, navigation entries (linked as `href.navigation` says), search, language, account and cart. */
export function SiteHeader({ variant = "default" }: { variant?: "default" | "home" }) {
  const { LL, locale } = useI18n();
  const root = useRootData();
  const navigation = root?.navigation ?? [];
  const location = useLocation();
  // Entries with an image point at the home page filtered by a category: active on that filter.
  const activeCategory = location.pathname === "/" ? new URLSearchParams(location.search).get("category") : null;
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
        <nav className="site-nav" aria-label={LL.nav.main()}>
          <ul className="container site-nav__list">
            {navigation.map((entry) => (
              <li key={entry.keyId} {...otherLanguage(entry.lang, locale)}>
                {entry.img ? (
                  <Link
                    to={href.navigation(entry)}
                    className={activeCategory === entry.keyId ? "site-nav__link active" : "site-nav__link"}
                    aria-current={activeCategory === entry.keyId ? "page" : undefined}
                  >
                    <img
                      src={entry.img}
                      alt=""
                      width={20}
                      height={20}
                      className="site-nav__icon"
                      loading="lazy"
                      decoding="async"
                    />
                    {entry.name}
                  </Link>
                ) : (
                  <NavLink to={href.navigation(entry)} className="site-nav__link">
                    {entry.name}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
