import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { adoptFormatShapes, formatShapes } from "../shared/format";
import { LOCALE_TAGS, textDirection, type Locale } from "../shared/locale";
import type { NavigationEntry } from "../shared/catalogue/types";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./components/errors/not-found-page";
import { ServerErrorPage } from "./components/errors/server-error-page";
import { DataFailedNotice } from "./components/ui/data-failed-notice";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SessionEffects } from "./components/layout/session-effects";
import { ToastArea } from "./components/ui/toast-area";
import { useBuildCheck } from "./lib/build-check";
import { trackDataFailures } from "./lib/data-failures";
import { useMarkHydrated } from "./lib/hydration";
import { I18nProvider } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { useRootData, type RootData } from "./lib/root-data";
import { seoMeta } from "./lib/seo";
import { InlineStylesheet } from "./lib/stylesheet";

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  // A failed list fetch yields an empty list: the header has fewer entries, and the page says so.
  const failures = trackDataFailures(context);
  const [navigation, textOverrides] = await Promise.all([
    context.api.get("/navigation/list").catch(failures.fallback<NavigationEntry[]>([])),
    context.textOverrides(),
  ]);
  return {
    locale: context.locale,
    config: context.config,
    navigation,
    dataFailed: failures.failed,
    textOverrides,
    formats: formatShapes(context.locale, [context.config.currency]),
  };
}

/** Language, config and navigation only change with a full reload (the language switch reloads). */
export function shouldRevalidate() {
  return false;
}

/**
 * Error pages render in this route's boundary, so it names them (in the page's language) and
 * keeps them out of search indexes; other pages' own meta replaces this.
 */
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    if (!args.error) return {};
    const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    return { title: notFound ? LL.errors.notFoundTitle() : LL.errors.serverPageTitle(), noIndex: true };
  });

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/favicon.svg" },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  // An error page says what failed itself.
  const routeError = useRouteError();
  const locale: Locale = data?.locale ?? "en";
  // Before any price or date below is written: the browser hydrates without an Intl formatter.
  if (data?.formats) adoptFormatShapes(locale, data.formats);
  useBuildCheck(data?.config.buildCheckIntervalMs);
  useMarkHydrated();
  return (
    <html lang={LOCALE_TAGS[locale]} dir={textDirection(locale)} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <InlineStylesheet />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} overrides={data?.textOverrides}>
          {data?.dataFailed && !routeError ? <DataFailedNotice /> : null}
          <NavigationProgress />
          {children}
          <ToastArea />
          <SessionEffects />
        </I18nProvider>
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** /sms is kept alive: its scroll position is remembered per query, however the user gets back. */
function scrollKey(location: { pathname: string; search: string; key: string }): string {
  return location.pathname === "/sms" ? location.pathname + location.search : location.key;
}

export default function App() {
  return <Outlet />;
}

/**
 * Unknown paths and bad ids: the not-found page (no layout). Data that could not be loaded: the
 * notice with a retry. Anything else: the 500 page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    // The page's data could not be loaded (unavailable, not missing).
    return (
      <main className="error-page" id="main">
        <DataFailedNotice />
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    const path =
      typeof error.data === "object" && error.data && "path" in error.data ? String(error.data.path) : undefined;
    return <NotFoundPage path={path} />;
  }
  return <ServerErrorPage error={error} />;
}
