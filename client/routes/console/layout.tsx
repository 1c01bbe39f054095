import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { StaffMe } from "../../../shared/console/types";
import type { Route } from "./+types/layout";
import { ConsoleForbidden } from "../../components/console/forbidden";
import { ConsoleRefused } from "../../components/console/refused";
import { ConsoleShell } from "../../components/console/shell";
import { requireStaffPage } from "../../lib/console-guards";
import { loadWithTexts } from "../../lib/dictionary";
import { seoMeta } from "../../lib/seo";
import { consoleStylesheetLinks } from "../../lib/console-stylesheet";

export async function loader(args: Route.LoaderArgs) {
  return { me: await requireStaffPage(args) };
}

/** The console's texts come with its first page: a storefront visit never downloads them. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const links: Route.LinksFunction = consoleStylesheetLinks;

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.console.title(), noIndex: true }));

/** The console: its own header and section menu (never the shop's), then the section. */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell me={loaderData.me}>
      <Outlet />
    </ConsoleShell>
  );
}

/**
 * A customer gets the no-access page (with its 403). A staff member whose role does not allow the
 * section stays in the console (header and menu) and reads what their role cannot do.
 */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const me = (loaderData as { me?: StaffMe } | undefined)?.me;
  if (!me) return <ConsoleForbidden />;
  return (
    <ConsoleShell me={me}>
      <ConsoleRefused me={me} message={(error.data as { refusal?: string } | null)?.refusal ?? null} />
    </ConsoleShell>
  );
}
