import { Link, useLocation } from "react-router";
import { displayName } from "../../../shared/account/user";
import { href } from "../../../shared/routes";
import { useCartCount } from "../../lib/cart-count";
import { useI18n } from "../../lib/i18n";
import { useSessionUser } from "../../lib/session";
import { SignOutForm } from "../account/sign-out-form";
import { ELEMENT_SLOT } from "../../lib/rich-text";

/**
 * Account and cart entry points; the user's name appears after hydration (never in SSR HTML). On a
 * phone, sign-out and cart show their icons only, so the greeting, sign-out and cart stay one row.
 */
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
            <Greeting text={LL.nav.hello({ name: ELEMENT_SLOT })} name={displayName(user)} />
          </Link>
          <SignOutForm buttonClassName="header-action header-action--icon header-action--sign-out" compact />
        </>
      ) : (
        <Link to={href.login(here.startsWith("/auth") ? undefined : here)} className="header-action">
          {LL.nav.signIn()}
        </Link>
      )}
      <Link
        to={href.cart()}
        className="header-action header-action--icon header-action--cart"
        aria-label={count > 0 ? LL.nav.cartWithCount({ count }) : undefined}
        data-testid="cart-link"
      >
        {/* Word and count apart: the visible "Cart 2" is then a part of the name "Cart, 2 items". */}
        <span className="header-action__text">{LL.nav.cart()}</span>{" "}
        {count > 0 ? (
          <span className="badge" aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </Link>
    </>
  );
}

/**
 * "Hi, {name}" in one line: a long name is cut with an ellipsis at its own end (in Arabic too, where
 * a Latin name would otherwise lose its start); phones show the name alone.
 */
function Greeting({ text, name }: { text: string; name: string }) {
  const [before, after = ""] = text.split(ELEMENT_SLOT);
  return (
    <span className="header-action__label">
      {before ? <span className="header-action__words">{before}</span> : null}
      <bdi className="header-action__name">{name}</bdi>
      {after ? <span className="header-action__words">{after}</span> : null}
    </span>
  );
}
