import { Form, Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatPrice } from "../../../shared/format";
import { INTL_TAGS } from "../../../shared/locale";
import type { Route } from "./+types/documents";
import { documentsCsvHref, documentsHref, IssuedOn } from "../../components/console/document-parts";
import { DirectionIcon } from "../../components/ui/direction-icon";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "YYYY-MM" of a UTC month, `offset` months from the one given. */
function shiftMonth(month: string, offset: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
}

export async function loader(args: Route.LoaderArgs) {
  // The month asked for, or this one (UTC, as the documents are counted); another value is dropped.
  const asked = new URL(args.request.url).searchParams.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const [documents, sequences] = await Promise.all([
    args.context.api.get("/admin/documents", { query: { month } }),
    args.context.api.get("/admin/documents/sequences"),
  ]).catch((error) => handleStaffError(args, error));
  return { month, documents, sequences };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.invoicing.title(), noIndex: true }));

/**
 * A month's pro-forma invoices, commercial invoices and credit notes for the accountant: each with
 * its order and PDF, the month as CSV, and the number each kind takes next.
 */
export default function ConsoleDocumentsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const D = LL.console.invoicing;
  const { month, documents, sequences } = loaderData;
  const [year, index] = month.split("-").map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(INTL_TAGS[locale], {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.UTC(year, index - 1, 1));
  return (
    <>
      <PageHeader title={D.title()} lead={D.pageLead()} />
      <Form method="get" className="console-filters console-month-picker">
        <label className="field">
          <span className="field__label">{D.month()}</span>
          <input
            type="month"
            name="month"
            defaultValue={month}
            required
            pattern="\d{4}-\d{2}"
            title={D.monthFormat({ example: month })}
            className="field__input"
          />
        </label>
        <div className="console-inline">
          <button type="submit" className="button button--primary">
            {D.show()}
          </button>
          <a href={documentsCsvHref(month)} className="button" download data-testid="documents-csv">
            {D.csv()}
          </a>
        </div>
      </Form>
      <div className="console-month">
        <Link to={documentsHref(shiftMonth(month, -1))} className="back-link">
          <DirectionIcon pointing="back" />
          {D.previous()}
        </Link>
        <h2 className="console-subtitle" data-testid="documents-month">
          {monthName}
        </h2>
        <Link to={documentsHref(shiftMonth(month, 1))} className="back-link">
          {D.next()}
          <DirectionIcon pointing="forward" />
        </Link>
      </div>
      {documents.length === 0 ? (
        <p className="console-muted" data-testid="documents-empty">
          {D.emptyMonth({ month: monthName })}
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table console-stacked" data-testid="documents-table">
            <thead>
              <tr>
                <th scope="col">{D.number()}</th>
                <th scope="col">{D.kind()}</th>
                <th scope="col">{D.issued()}</th>
                <th scope="col">{D.order()}</th>
                <th scope="col">{D.amount()}</th>
                <th scope="col">{D.refersTo()}</th>
                <th scope="col">{D.file()}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.number} data-testid={`document-${doc.number}`}>
                  <td data-label={D.number()}>
                    <bdi dir="ltr">{doc.number}</bdi>
                  </td>
                  <td data-label={D.kind()}>{D.kinds[doc.kind]()}</td>
                  <td data-label={D.issued()}>
                    <IssuedOn iso={doc.issuedAt} />
                  </td>
                  <td data-label={D.order()}>
                    <Link to={consoleHref.order(doc.orderNo)}>
                      <bdi dir="ltr">{doc.orderNo}</bdi>
                    </Link>
                  </td>
                  <td data-label={D.amount()}>{formatPrice(doc.totalMinor, doc.currency, locale)}</td>
                  <td data-label={D.refersTo()}>{doc.refersTo ? <bdi dir="ltr">{doc.refersTo}</bdi> : "—"}</td>
                  <td data-label={D.file()}>
                    <a href={doc.href} download aria-label={D.downloadLabel({ number: doc.number })}>
                      {D.download()}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className="console-card console-next-numbers" aria-labelledby="next-numbers">
        <h2 className="console-subtitle" id="next-numbers">
          {D.nextNumbers()}
        </h2>
        <dl data-testid="next-numbers">
          {sequences.map((sequence) => (
            <div key={sequence.kind}>
              <dt>{D.kinds[sequence.kind]()}</dt>
              <dd>
                <bdi dir="ltr">{sequence.next}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
