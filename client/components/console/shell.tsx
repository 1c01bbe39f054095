import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { roleAllows, type Permission } from "../../../shared/console/roles";
import type { StaffMe } from "../../../shared/console/types";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { documentsHref } from "./document-parts";

/**
 * The console's frame: its own header and section menu (never the shop's), listing only the
 * sections the member's role may open, around the page (or the refusal of one).
 */
export function ConsoleShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { LL } = useI18n();
  const N = LL.console.nav;
  const sections: Array<{ to: string; label: string; permission: Permission; end?: boolean }> = [
    { to: consoleHref.dashboard(), label: N.dashboard(), permission: "orders.read", end: true },
    { to: consoleHref.orders(), label: N.orders(), permission: "orders.read" },
    { to: consoleHref.quotes(), label: LL.console.quotes.nav(), permission: "quotes.read" },
    { to: consoleHref.refunds(), label: N.refunds(), permission: "orders.read" },
    { to: documentsHref(), label: LL.console.invoicing.nav(), permission: "orders.read" },
    { to: consoleHref.customers(), label: N.customers(), permission: "customers.read" },
    { to: consoleHref.reviews(), label: N.reviews(), permission: "reviews.write" },
    { to: consoleHref.media(), label: LL.console.editing.nav.media(), permission: "content.write" },
    { to: consoleHref.content(), label: LL.console.editing.nav.content(), permission: "content.write" },
    { to: consoleHref.campaigns(), label: LL.console.editing.nav.campaigns(), permission: "campaigns.write" },
    { to: consoleHref.products(), label: LL.console.catalogue.nav.products(), permission: "catalog.read" },
    { to: consoleHref.categories(), label: LL.console.structure.nav.categories(), permission: "catalog.read" },
    { to: consoleHref.navigation(), label: LL.console.structure.nav.navigation(), permission: "catalog.read" },
    { to: consoleHref.specOptions(), label: LL.console.structure.nav.specOptions(), permission: "catalog.read" },
    { to: consoleHref.catalogueImport(), label: LL.console.catalogue.nav.csv(), permission: "catalog.read" },
    { to: consoleHref.audit(), label: N.audit(), permission: "audit.read" },
    { to: consoleHref.staff(), label: N.staff(), permission: "staff.manage" },
    { to: consoleHref.outbox(), label: LL.console.mailPage.nav(), permission: "mail" },
    { to: consoleHref.tokens(), label: N.tokens(), permission: "self" },
  ];
  return (
    <div className="layout console" data-layout="console">
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <header className="admin__header">
        <Link to={consoleHref.dashboard()} className="admin__brand">
          <img src="/images/logo.svg" alt="" width={120} height={30} />
          <span>{LL.console.title()}</span>
        </Link>
        <p className="admin__who" data-testid="staff-who">
          {N.signedInAs({ name: me.name, role: LL.console.roles[me.role]() })}
        </p>
        <Form method="post" action={consoleHref.signOut()} className="admin__sign-out">
          <button type="submit" className="button">
            {N.signOut()}
          </button>
        </Form>
      </header>
      <nav className="admin__nav" aria-label={N.label()}>
        <ul>
          {sections
            .filter((section) => roleAllows(me.role, section.permission))
            .map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className="admin__link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          <li>
            <Link to={href.home()} className="admin__link admin__link--shop" reloadDocument>
              {N.shop()}
            </Link>
          </li>
        </ul>
      </nav>
      <main id="main" className="admin__main">
        {children}
      </main>
    </div>
  );
}
