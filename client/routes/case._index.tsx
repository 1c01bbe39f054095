import { PUBLIC_PAGE } from "../../shared/page-cache";
import type { Page } from "../../shared/catalogue/types";
import type { CaseSummary } from "../../shared/content/types";
import { href } from "../../shared/routes";
import type { Route } from "./+types/case._index";
import { CaseCard } from "../components/content/case-card";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { FallbackNotice } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { Pagination } from "../components/ui/pagination";
import { pageParam } from "../../shared/pagination";
import { withPage } from "../lib/content-paths";
import { trackDataFailures } from "../lib/data-failures";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  // A failed list fetch yields an empty list, and the page says so.
  const failures = trackDataFailures(context);
  const cases = await context.api
    .get("/case/list", { query: { page } })
    .catch(failures.fallback<Page<CaseSummary>>({ list: [], total: 0, page, pageSize: 0 }));
  return { cases, dataFailed: failures.failed };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    const page = args.loaderData?.cases.page ?? 1;
    return {
      title: page > 1 ? `${LL.sections.case.title()} · ${LL.common.page({ page })}` : LL.sections.case.title(),
      description: LL.sections.case.description(),
      canonicalPath: withPage(href.cases(), page),
    };
  });

export default function CaseIndex({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { cases, dataFailed } = loaderData;
  // The first cover is the page's largest image above the fold: loaded at once, not lazily.
  const firstCover = cases.list.findIndex((entry) => entry.cover);
  return (
    <>
      <Breadcrumb
        items={[
          { label: LL.common.home(), to: href.home() },
          { label: LL.pages.case.title(), to: href.cases() },
        ]}
      />
      <PageHeader title={LL.sections.case.title()} lead={LL.sections.case.description()} />
      <FallbackNotice langs={cases.list.map((item) => item.lang)} />
      {dataFailed ? (
        <DataFailedNotice />
      ) : cases.list.length > 0 ? (
        <ul className="content-list">
          {cases.list.map((item, index) => (
            <li key={item.id}>
              <CaseCard item={item} priority={index === firstCover} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{LL.content.case.empty()}</p>
      )}
      <Pagination page={cases.page} total={cases.total} pageSize={cases.pageSize} />
    </>
  );
}
