import { Link, useLocation } from "react-router";
import { displayName } from "../../../shared/account/user";
import { href } from "../../../shared/routes";
import { useCartCount } from "../../lib/cart-count";
import { useI18n } from "../../lib/i18n";
import { useSessionUser } from "../../lib/session";
import { SignOutForm } from "../account/sign-out-form";

/** Account and cart entry points; the user's name appears after hydration (never in SSR HTML). */
export function HeaderActions() {
  const { LL } = useI18n();
  const user = useSessionUser();
  const count = useCartCount();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <>
      {user ? (
        <>
          <Link
            to={href.account()}
            className="header-action header-action--account"
            title={LL.nav.hello({ name: displayName(user) })}
            data-testid="account-link"
          >
            <span className="header-action__label">{LL.nav.hello({ name: displayName(user) })}</span>
          </Link>
          <SignOutForm buttonClassName="header-action" />
        </>
      ) : (
        <Link to={href.login(here.startsWith("/auth") ? undefined : here)} className="header-action">
          {LL.nav.signIn()}
        </Link>
      )}
      <Link
        to={href.cart()}
        className="header-action header-action--cart"
        aria-label={count > 0 ? LL.nav.cartWithCount({ count }) : undefined}
        data-testid="cart-link"
      >
        {LL.nav.cart()}
        {count > 0 ? (
          <span className="badge" aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </Link>
    </>
  );
}
