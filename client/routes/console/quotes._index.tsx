import { Form, Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { countryName, countryOptions, isCountryCode } from "../../../shared/commerce/countries";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../shared/commerce/quotes";
import { formatPrice } from "../../../shared/format";
import { pageNumber } from "../../../shared/pagination";
import type { Route } from "./+types/quotes._index";
import { ConsoleTime } from "../../components/console/local-time";
import { waitingDays } from "../../components/console/quote-parts";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

interface QuoteFilter {
  status?: QuoteStatus;
  /** A staff id, "me" or "none". */
  assignee?: string;
  country?: string;
  olderThanDays?: number;
}

/** The filters as the URL has them; invalid values are dropped (the API validates them again). */
function filtersOf(url: URL): QuoteFilter & { page: number } {
  const params = url.searchParams;
  const status = QUOTE_STATUSES.find((value) => value === params.get("status"));
  const assignee = params.get("assignee") ?? "";
  const country = (params.get("country") ?? "").toUpperCase();
  const days = params.get("olderThanDays") ?? "";
  return {
    status,
    assignee: /^(?:\d{1,12}|me|none)$/.test(assignee) ? assignee : undefined,
    country: isCountryCode(country) ? country : undefined,
    olderThanDays: /^\d{1,4}$/.test(days) && Number(days) <= 3650 ? Number(days) : undefined,
    page: pageNumber(params.get("page")),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { page, ...filter } = filtersOf(new URL(args.request.url));
  const [quotes, assignees] = await Promise.all([
    args.context.api.get("/admin/quotes", { query: { ...filter, page } }),
    args.context.api.get("/admin/quotes/assignees"),
  ]).catch((error) => handleStaffError(args, error));
  // "How long waiting" is counted from the server's clock, so both renders say the same.
  return { quotes, assignees, filter, now: Date.now() };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.quotes.title(), noIndex: true }));

/** Requests for a quote, oldest unanswered first, filtered by status, assignee, country and waiting time. */
export default function ConsoleQuotesPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const Q = LL.console.quotes;
  const { quotes, assignees, filter, now } = loaderData;
  return (
    <>
      <PageHeader title={Q.title()} lead={Q.count({ count: quotes.total })} />
      <Form method="get" className="console-filters" role="search" data-testid="quote-filters">
        <label className="field">
          <span className="field__label">{Q.status()}</span>
          <select name="status" defaultValue={filter.status ?? ""} className="field__input">
            <option value="">{Q.allStatuses()}</option>
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {Q.statuses[status]()}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{Q.assignee()}</span>
          <select name="assignee" defaultValue={filter.assignee ?? ""} className="field__input">
            <option value="">{Q.anyone()}</option>
            <option value="me">{Q.me()}</option>
            <option value="none">{Q.unassigned()}</option>
            {assignees.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{Q.country()}</span>
          <select name="country" defaultValue={filter.country ?? ""} className="field__input">
            <option value="">{Q.allCountries()}</option>
            {countryOptions(locale).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{Q.olderThan()}</span>
          <input
            type="number"
            name="olderThanDays"
            min={0}
            max={3650}
            defaultValue={filter.olderThanDays ?? ""}
            className="field__input"
          />
        </label>
        <div className="console-inline">
          <button type="submit" className="button button--primary">
            {Q.filter()}
          </button>
        </div>
      </Form>
      {quotes.list.length === 0 ? (
        <p className="console-muted">{Q.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table console-stacked" data-testid="quotes-table">
            <thead>
              <tr>
                <th scope="col">{Q.quote()}</th>
                <th scope="col">{Q.buyer()}</th>
                <th scope="col">{Q.country()}</th>
                <th scope="col">{Q.status()}</th>
                <th scope="col">{Q.assignee()}</th>
                <th scope="col">{Q.waiting()}</th>
                <th scope="col">{Q.latestOffer()}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.list.map((quote) => {
                const days = waitingDays(quote.awaitingSince, now);
                return (
                  <tr key={quote.quoteNo} data-testid={`quote-${quote.quoteNo}`}>
                    <td data-label={Q.quote()}>
                      <Link to={consoleHref.quote(quote.quoteNo)} className="kept-whole">
                        {quote.quoteNo}
                      </Link>
                      <br />
                      <span className="console-muted">
                        {Q.units({ count: quote.itemCount })} · <bdi>{quote.firstName}</bdi>
                      </span>
                    </td>
                    <td data-label={Q.buyer()}>
                      {quote.company ? (
                        <>
                          <bdi>{quote.company}</bdi>
                          <br />
                        </>
                      ) : null}
                      <bdi>{quote.buyer.name}</bdi>
                      <br />
                      <bdi className="console-muted console-wrap">{quote.buyer.email}</bdi>
                    </td>
                    <td data-label={Q.country()}>
                      {isCountryCode(quote.country) ? countryName(quote.country, locale) : <bdi>{quote.country}</bdi>}
                    </td>
                    <td data-label={Q.status()}>
                      <span className={`console-badge console-badge--quote-${quote.status}`}>
                        {Q.statuses[quote.status]()}
                      </span>
                    </td>
                    <td data-label={Q.assignee()}>
                      {quote.assignee ? <bdi>{quote.assignee.name}</bdi> : <span className="console-muted">—</span>}
                    </td>
                    <td data-label={Q.waiting()} data-testid="quote-waiting">
                      {quote.awaitingSince && days !== null ? (
                        <>
                          <strong>{days === 0 ? Q.waitingToday() : Q.waitingDays({ count: days })}</strong>
                          <br />
                          <span className="console-muted">
                            <ConsoleTime iso={quote.awaitingSince} />
                          </span>
                        </>
                      ) : (
                        <span className="console-muted">{Q.answered()}</span>
                      )}
                    </td>
                    <td data-label={Q.latestOffer()}>
                      {quote.offer ? (
                        <>
                          {formatPrice(quote.offer.totalMinor, quote.offer.currency, locale)}
                          <br />
                          <span className="console-muted">{Q.offerVersion({ version: quote.offer.version })}</span>
                        </>
                      ) : (
                        <span className="console-muted">{Q.noOffer()}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={quotes.page} total={quotes.total} pageSize={quotes.pageSize} />
    </>
  );
}
