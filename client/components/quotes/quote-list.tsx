import { Link } from "react-router";
import type { Page } from "../../../shared/catalogue/types";
import { href } from "../../../shared/routes";
import { quoteHref, type QuoteStatus, type QuoteSummary } from "../../../shared/commerce/quotes";
import { formatDate, formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { QUOTE_STATUS_LIST } from "../../lib/quotes";
import { ELEMENT_SLOT, withIsolatedCode } from "../../lib/rich-text";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { QuoteStatusBadge } from "./quote-status";

/** /account/quotes: status tabs (links, so Back works), the quotes of the tab, newest first, pages. */
export function QuoteList({ status, quotes }: { status: QuoteStatus | null; quotes: Page<QuoteSummary> }) {
  const { LL, locale } = useI18n();
  const Q = LL.commerce.quotes;
  const tabs: Array<{ key: QuoteStatus | null; label: string }> = [
    { key: null, label: Q.all() },
    ...QUOTE_STATUS_LIST.map((key) => ({ key, label: Q.statuses[key]() })),
  ];
  return (
    <>
      <PageHeader title={Q.title()}>
        <p>
          <Link to={href.quoteRequest()} className="button button--small">
            {Q.newRequest()}
          </Link>
        </p>
      </PageHeader>
      <nav className="tabs" aria-label={Q.title()}>
        {tabs.map((tab) => (
          <Link
            key={tab.key ?? "all"}
            to={tab.key ? `${quoteHref.list()}?status=${tab.key}` : quoteHref.list()}
            className={tab.key === status ? "tabs__tab is-current" : "tabs__tab"}
            aria-current={tab.key === status ? "page" : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {quotes.list.length ? (
        <ul className="order-cards">
          {quotes.list.map((quote) => (
            <li key={quote.quoteNo} className="card order-card" data-quote-no={quote.quoteNo}>
              <div className="order-card__body">
                <p className="order-card__title">
                  <Link to={quoteHref.quote(quote.quoteNo)} data-testid="quote-name">
                    {withIsolatedCode(Q.quoteNo({ quoteNo: ELEMENT_SLOT }), quote.quoteNo)}
                  </Link>
                  <QuoteStatusBadge status={quote.status} />
                </p>
                <p>
                  <bdi>{quote.firstName}</bdi> · {Q.units({ count: quote.itemCount })}
                </p>
                <p className="muted">{Q.requestedOn({ date: formatDate(quote.createdAt, locale) })}</p>
                <p data-testid="quote-offer">
                  {quote.offer
                    ? Q.offerSummary({
                        amount: formatPrice(quote.offer.totalMinor, quote.offer.currency, locale),
                        date: formatDate(quote.offer.validUntil, locale),
                      })
                    : Q.noOfferYet()}
                </p>
              </div>
              <div className="order-card__actions">
                <Link to={quoteHref.quote(quote.quoteNo)} className="button button--small">
                  {Q.view()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{Q.empty()}</p>
          {status === null ? <p className="muted">{Q.emptyLead()}</p> : null}
        </div>
      )}
      <Pagination page={quotes.page} total={quotes.total} pageSize={quotes.pageSize} />
    </>
  );
}
