import { NavLink, Outlet, useLocation, useSearchParams } from "react-router";
import { href } from "../../shared/routes";
import { quoteHref } from "../../shared/commerce/quotes";
import type { Route } from "./+types/account";
import { Breadcrumb, type BreadcrumbItem } from "../components/ui/breadcrumb";
import { requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { loadWithTexts } from "../lib/dictionary";

export function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  return null;
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

/** The account area: where it is (breadcrumb), a section menu beside the current section. */
export default function AccountLayout() {
  const { LL } = useI18n();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const sections = [
    { to: href.accountOrders(), label: LL.pages.account.orders() },
    { to: quoteHref.list(), label: LL.commerce.quotes.nav() },
    { to: href.accountCoupons(), label: LL.pages.account.coupons() },
    { to: href.accountReviews(), label: LL.pages.account.reviews() },
    { to: href.accountSettings(), label: LL.pages.account.settings() },
    // Not in `href`: that table is in every page's first download, and only this menu links here.
    { to: "/account/company", label: LL.account.company.nav() },
  ];
  // A quote's pages (/account/quotes/…) are under the Quotes section.
  const current = sections.find(
    (section) => section.to === pathname || (section.to === quoteHref.list() && pathname.startsWith(`${section.to}/`)),
  );
  const orderNo = current?.to === href.accountOrders() ? params.get("orderNo") : null;
  const quotePage = current?.to === quoteHref.list() ? pathname.slice(`${quoteHref.list()}/`.length) : "";
  const trail: BreadcrumbItem[] = [
    { label: LL.common.home(), to: href.home() },
    { label: LL.pages.account.title(), to: href.account() },
    ...(current ? [current] : []),
    ...(orderNo ? [{ label: LL.commerce.orders.orderNo({ orderNo }), to: `${pathname}?${params}` }] : []),
    ...(quotePage
      ? [
          {
            label:
              quotePage === "new"
                ? LL.commerce.quotes.request.title()
                : LL.commerce.quotes.quoteNo({ quoteNo: quotePage }),
            to: pathname,
          },
        ]
      : []),
  ];
  return (
    <>
      <Breadcrumb items={trail} />
      <div className="account">
        <nav className="account__nav" aria-label={LL.pages.account.title()}>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className="account__link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__body">
          <Outlet />
        </div>
      </div>
    </>
  );
}
