import { Link } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";

/** Account and cart entry points. */
export function HeaderActions() {
  const { LL } = useI18n();
  return (
    <>
      <Link to={href.login()} className="header-action">
        {LL.nav.signIn()}
      </Link>
      <Link to={href.cart()} className="header-action header-action--cart">
        {LL.nav.cart()}
      </Link>
    </>
  );
}
