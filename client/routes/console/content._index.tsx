import { Link } from "react-router";
import { CONTENT_KINDS, type ContentKind } from "../../../shared/console/content";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/content._index";
import { ConsoleTime } from "../../components/console/local-time";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const asked = new URL(args.request.url).searchParams.get("kind");
  const kind: ContentKind = CONTENT_KINDS.includes(asked as ContentKind) ? (asked as ContentKind) : "blog";
  const rows = await args.context.api.get(`/admin/content/${kind}`).catch((error) => handleStaffError(args, error));
  return { kind, rows };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.editing.content.title(), noIndex: true }));

/** Posts, case studies, articles and pages by kind, newest first; drafts and scheduled ones marked. */
export default function ConsoleContentPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const T = LL.console.editing.content;
  const { kind, rows } = loaderData;
  return (
    <>
      <PageHeader title={T.title()} lead={T.lead()} />
      <nav className="console-actions" aria-label={T.title()}>
        {CONTENT_KINDS.map((each) => (
          <Link
            key={each}
            to={consoleHref.content(each)}
            className={each === kind ? "button button--primary" : "button"}
            aria-current={each === kind ? "page" : undefined}
          >
            {T.kinds[each]()}
          </Link>
        ))}
        {kind !== "page" ? (
          <Link to={consoleHref.contentItem(kind, "new")} className="button">
            {T.newItem()}
          </Link>
        ) : null}
      </nav>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{T.columns.title()}</th>
              <th scope="col">{T.columns.status()}</th>
              <th scope="col">{T.columns.published()}</th>
              <th scope="col">{T.columns.langs()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-content={`${row.kind}-${row.id}`}>
                <td>
                  <Link to={consoleHref.contentItem(row.kind, row.id)} lang="en" dir="auto">
                    {row.title}
                  </Link>
                </td>
                <td>
                  {row.draft ? T.statuses.draft() : row.scheduled ? T.statuses.scheduled() : T.statuses.published()}
                </td>
                <td>{row.publishedAt ? <ConsoleTime iso={row.publishedAt} /> : "—"}</td>
                <td>{row.langs.join(" ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
