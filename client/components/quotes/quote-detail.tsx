import { type FormEvent, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { countryName } from "../../../shared/commerce/countries";
import { quoteHref, type Offer, type QuoteDetail, type QuoteEvent } from "../../../shared/commerce/quotes";
import type { Address } from "../../../shared/commerce/types";
import { formatDate, formatFileSize, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { QUOTE_MESSAGE_MAX, QUOTE_REASON_MAX, WITHDRAWABLE } from "../../lib/quotes";
import { ELEMENT_SLOT, withIsolated, withIsolatedCode } from "../../lib/rich-text";
import { AddressFields } from "../cart/address-fields";
import { AddressLine } from "../cart/address-line";
import { DirectionIcon } from "../ui/direction-icon";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { OfferBody } from "./offer-card";
import { QuoteStatusBadge } from "./quote-status";
import { QuoteTime } from "./quote-time";

export type QuoteIntent = "message" | "accept" | "decline" | "withdraw" | "address";

/** What a step on the quote gets back from the page's action (accepting goes to the pay page). */
export interface QuoteStepResult {
  intent: QuoteIntent;
  ok?: boolean;
  error?: string | null;
  /** The id of the address just saved (it becomes the chosen one). */
  addressSaved?: number;
}

/** The API's path of the quote's attachment: a download the session's cookies authorise. */
/** Keys of the fetchers whose success the page reports once their form has gone with the open step. */
const DECLINE_FETCHER = "quote-decline";
const WITHDRAW_FETCHER = "quote-withdraw";

const attachmentHref = (quoteNo: string) => `/api/web/quotes/attachment?quoteNo=${encodeURIComponent(quoteNo)}`;

/**
 * One quote as its buyer sees it: its status and order, the offers (the open one first, with
 * accept and decline; earlier versions folded to compare), what was asked, the messages with a
 * box to ask more, and its history.
 */
export function QuoteDetailView({ quote, addresses }: { quote: QuoteDetail; addresses: Address[] }) {
  const { LL, locale } = useI18n();
  const Q = LL.commerce.quotes;
  const [latest, ...earlier] = quote.offers;
  const open = latest?.status === "sent" && quote.status === "offered" ? latest : null;
  const declined = useFetcher<QuoteStepResult>({ key: DECLINE_FETCHER }).data?.ok;
  const withdrawn = useFetcher<QuoteStepResult>({ key: WITHDRAW_FETCHER }).data?.ok;
  return (
    <>
      <PageHeader title={withIsolatedCode(Q.quoteNo({ quoteNo: ELEMENT_SLOT }), quote.quoteNo)}>
        <p>
          <QuoteStatusBadge status={quote.status} />{" "}
          <span className="muted">{Q.requestedOn({ date: formatDate(quote.createdAt, locale) })}</span>
        </p>
      </PageHeader>
      <FormMessage success={declined ? Q.decline.done() : withdrawn ? Q.withdraw.done() : null} />
      {quote.orderNo ? <OrderNotice orderNo={quote.orderNo} unpaid={quote.status === "accepted"} /> : null}

      <section className="card order-section" aria-labelledby="quote-offers">
        <h2 id="quote-offers">{Q.offer.title()}</h2>
        {latest ? (
          <>
            <OfferHeading offer={latest} />
            {latest.status === "expired" ? (
              <p className="form-message form-message--error">
                {Q.expiredNote({ date: formatDate(latest.validUntil, locale) })}
              </p>
            ) : null}
            <OfferBody quoteNo={quote.quoteNo} offer={latest}>
              {open ? <OfferAnswer quote={quote} offer={open} addresses={addresses} /> : null}
            </OfferBody>
            {earlier.length ? (
              <div className="offer__earlier">
                <h3 className="quote__subheading">{Q.offer.earlier()}</h3>
                {earlier.map((offer) => (
                  <details key={offer.version} className="offer__version" data-testid="earlier-offer">
                    <summary>
                      {Q.offer.version({ version: String(offer.version) })} · {Q.offer.statuses[offer.status]()} ·{" "}
                      <OfferTotal offer={offer} />
                    </summary>
                    <OfferBody quoteNo={quote.quoteNo} offer={offer} />
                  </details>
                ))}
              </div>
            ) : null}
          </>
        ) : (
          <p className="muted" data-testid="no-offer">
            {Q.offer.none()}
          </p>
        )}
      </section>

      <div className="order-columns">
        <RequestSummary quote={quote} />
        <Thread quote={quote} />
      </div>

      <History events={quote.events} />

      {WITHDRAWABLE.has(quote.status) ? <Withdraw /> : null}

      <p>
        <Link to={quoteHref.list()} className="back-link">
          <DirectionIcon pointing="back" />
          {Q.detail.back()}
        </Link>
      </p>
    </>
  );
}

function OfferTotal({ offer }: { offer: Offer }) {
  const { locale } = useI18n();
  return <bdi className="amount">{formatPrice(offer.totalMinor, offer.currency, locale)}</bdi>;
}

function OfferHeading({ offer }: { offer: Offer }) {
  const { LL } = useI18n();
  const O = LL.commerce.quotes.offer;
  return (
    <h3 className="quote__subheading offer__heading" data-testid="latest-offer">
      {O.version({ version: String(offer.version) })}{" "}
      <span className={`status status--offer-${offer.status}`}>{O.statuses[offer.status]()}</span>
    </h3>
  );
}

/** The order the accepted offer became, with its pay page while it is unpaid. */
function OrderNotice({ orderNo, unpaid }: { orderNo: string; unpaid: boolean }) {
  const { LL } = useI18n();
  const D = LL.commerce.quotes.ordered;
  return (
    <div className="card quote-order" data-testid="quote-order">
      <p>{withIsolated(D.placed({ orderNo: ELEMENT_SLOT }), orderNo)}</p>
      <div className="order-actions">
        {unpaid ? (
          <Link to={href.orderPay(orderNo)} className="button button--primary">
            {D.pay()}
          </Link>
        ) : null}
        <Link to={`${href.accountOrders()}?orderNo=${encodeURIComponent(orderNo)}`} className="button">
          {D.view()}
        </Link>
      </div>
    </div>
  );
}

/** Accept (an address in the quote's country, a PO number) or decline (a reason) the open offer. */
function OfferAnswer({ quote, offer, addresses }: { quote: QuoteDetail; offer: Offer; addresses: Address[] }) {
  const { LL, locale } = useI18n();
  const Q = LL.commerce.quotes;
  const hydrated = useHydrated();
  const accept = useFetcher<QuoteStepResult>();
  const decline = useFetcher<QuoteStepResult>({ key: DECLINE_FETCHER });
  const address = useFetcher<QuoteStepResult>();
  const there = addresses.filter((entry) => entry.country === quote.country);
  const saved = address.data?.addressSaved;
  const preferred = there.find((entry) => entry.id === saved) ?? there.find((entry) => entry.isDefault) ?? there[0];
  const [chosen, setChosen] = useState<number | null>(null);
  const addressId = there.some((entry) => entry.id === chosen) ? chosen : (preferred?.id ?? null);
  const country = countryName(quote.country, locale);
  const accepting = accept.state !== "idle";

  const askDecline = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    const confirmed = await confirmDialog({
      title: Q.decline.title(),
      message: Q.decline.confirm(),
      confirmText: Q.decline.submit(),
      cancelText: Q.withdraw.keep(),
      type: "warning",
    });
    if (confirmed) void decline.submit(form);
  };

  return (
    <div className="offer__answer">
      <section className="offer__accept" aria-labelledby="offer-accept">
        <h4 id="offer-accept">{Q.accept.title()}</h4>
        <p className="muted">{Q.accept.lead()}</p>
        <accept.Form method="post" className="form">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="version" value={offer.version} />
          <input type="hidden" name="addressId" value={addressId ?? ""} />
          {there.length ? (
            <fieldset className="choice-list">
              <legend className="field__label">{Q.accept.address()}</legend>
              {there.map((entry) => (
                <label key={entry.id} className={entry.id === addressId ? "choice is-selected" : "choice"}>
                  <input
                    type="radio"
                    name="address"
                    value={entry.id}
                    checked={entry.id === addressId}
                    disabled={!hydrated}
                    onChange={() => setChosen(entry.id)}
                  />
                  <span>
                    <strong>
                      <bdi>{entry.recipient}</bdi>
                    </strong>{" "}
                    ·{" "}
                    <bdi dir="ltr" className="kept-whole">
                      {entry.phone}
                    </bdi>
                    <br />
                    <span className="muted">
                      <AddressLine address={entry} />
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="form-message form-message--error" data-testid="no-address-there">
              {Q.accept.noAddress({ country })}
            </p>
          )}
          <div className="field">
            <label htmlFor="offer-po" className="field__label">
              {LL.commerce.orderDocuments.poNumber()}
            </label>
            <input
              id="offer-po"
              name="poNumber"
              className="field__input"
              maxLength={35}
              autoComplete="off"
              aria-describedby="offer-po-hint"
            />
            <p id="offer-po-hint" className="field__hint">
              {LL.commerce.orderDocuments.poNumberHint()}
            </p>
          </div>
          <p className="field__hint">{Q.accept.couponsNote()}</p>
          <FormMessage error={accept.state === "idle" ? accept.data?.error : null} />
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={addressId === null}
            aria-disabled={accepting || undefined}
            onClick={(event) => accepting && event.preventDefault()}
          >
            {accepting ? Q.accept.accepting() : Q.accept.submit()}
          </button>
        </accept.Form>
        <details className="checkout__new-address" open={there.length === 0}>
          <summary>{Q.accept.addAddress({ country })}</summary>
          <address.Form method="post" className="form">
            <FormMessage error={address.data?.error} />
            <input type="hidden" name="intent" value="address" />
            <AddressFields defaultCountry={quote.country} />
            <button type="submit" className="button" disabled={address.state !== "idle"}>
              {LL.commerce.address.save()}
            </button>
          </address.Form>
        </details>
      </section>
      <section className="offer__decline" aria-labelledby="offer-decline">
        <h4 id="offer-decline">{Q.decline.title()}</h4>
        <decline.Form method="post" className="form" onSubmit={askDecline}>
          <input type="hidden" name="intent" value="decline" />
          <input type="hidden" name="version" value={offer.version} />
          <div className="field">
            <label htmlFor="offer-decline-reason" className="field__label">
              {Q.decline.reason()}
            </label>
            <textarea
              id="offer-decline-reason"
              name="reason"
              className="field__input field__textarea"
              rows={2}
              maxLength={QUOTE_REASON_MAX}
              aria-describedby="offer-decline-hint"
            />
            <p id="offer-decline-hint" className="field__hint">
              {Q.decline.reasonHint()}
            </p>
          </div>
          <FormMessage error={decline.data?.error} />
          <button type="submit" className="button button--danger" disabled={decline.state !== "idle"}>
            {Q.decline.submit()}
          </button>
        </decline.Form>
      </section>
    </div>
  );
}

/** What the buyer asked for: the SKUs, where to, by when, and the file they sent. */
function RequestSummary({ quote }: { quote: QuoteDetail }) {
  const { LL, locale } = useI18n();
  const D = LL.commerce.quotes.detail;
  return (
    <section className="card order-section" aria-labelledby="quote-asked">
      <h2 id="quote-asked">{D.asked()}</h2>
      <ul className="order-lines">
        {quote.items.map((item) => (
          <li key={item.skuId} data-sku-id={item.skuId}>
            {item.image ? <img src={item.image} alt="" width={64} height={48} loading="lazy" /> : null}
            <span className="order-lines__name">
              <Link to={href.product(item.productId)}>
                <bdi>{item.name}</bdi>
              </Link>{" "}
              <span className="muted">
                · <bdi>{item.specName}</bdi>
              </span>
            </span>
            <span>× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <dl className="quote-facts">
        <dt>{D.destination()}</dt>
        <dd>{countryName(quote.country, locale)}</dd>
        <dt>{D.wantedBy()}</dt>
        <dd>{quote.wantedBy ? formatDate(quote.wantedBy, locale) : D.noDate()}</dd>
        {quote.attachment ? (
          <>
            <dt>{D.attachment()}</dt>
            <dd>
              <a href={attachmentHref(quote.quoteNo)} download={quote.attachment.name} data-testid="quote-attachment">
                {withIsolated(
                  D.download({ name: ELEMENT_SLOT, size: formatFileSize(quote.attachment.sizeBytes, locale) }),
                  quote.attachment.name,
                )}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The messages, oldest first, and a box to write one more while the quote is open. */
function Thread({ quote }: { quote: QuoteDetail }) {
  const { LL } = useI18n();
  const D = LL.commerce.quotes.detail;
  const send = useFetcher<QuoteStepResult>();
  const done = send.state === "idle" && send.data?.ok === true;
  // A message sent empties the box: a fresh one replaces it.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (done) setRound((count) => count + 1);
  }, [done]);
  return (
    <section className="card order-section" aria-labelledby="quote-thread">
      <h2 id="quote-thread">{D.thread()}</h2>
      {quote.messages.length ? (
        <ol className="quote-thread">
          {quote.messages.map((message) => (
            <li
              key={message.id}
              className={`quote-message quote-message--${message.author}`}
              data-testid="quote-message"
              data-author={message.author}
            >
              <p className="quote-message__meta">
                <strong>
                  {message.author === "buyer"
                    ? D.you()
                    : withIsolated(D.staff({ name: ELEMENT_SLOT }), message.authorName)}
                </strong>{" "}
                <span className="muted">
                  <QuoteTime iso={message.createdAt} />
                </span>
              </p>
              <p className="quote-text" dir="auto">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{D.noMessages()}</p>
      )}
      <send.Form method="post" className="form" key={round}>
        <input type="hidden" name="intent" value="message" />
        <div className="field">
          <label htmlFor="quote-ask" className="field__label">
            {D.ask()}
          </label>
          <textarea
            id="quote-ask"
            name="body"
            className="field__input field__textarea"
            rows={3}
            required
            maxLength={QUOTE_MESSAGE_MAX}
            aria-describedby="quote-ask-hint"
          />
          <p id="quote-ask-hint" className="field__hint">
            {D.askHint()}
          </p>
        </div>
        <FormMessage error={send.data?.error} success={done ? D.messageSent() : null} />
        <button type="submit" className="button" disabled={send.state !== "idle"}>
          {D.sendMessage()}
        </button>
      </send.Form>
    </section>
  );
}

/** The quote's steps, oldest first, one short line each. */
function History({ events }: { events: QuoteEvent[] }) {
  const { LL } = useI18n();
  const D = LL.commerce.quotes.detail;
  if (!events.length) return null;
  const kinds = D.events;
  const what = (event: QuoteEvent) => {
    const version = String(event.detail.version ?? "");
    const kind = event.kind in kinds ? (event.kind as keyof typeof kinds) : "other";
    return kinds[kind]({ version });
  };
  // The buyer's own steps need no name; the scheduled jobs are the shop.
  const who = (actor: string) => (actor === "cron" || actor === "system" ? D.system() : actor);
  return (
    <details className="card order-section quote-history">
      <summary>
        <h2 className="quote-history__title">{D.history()}</h2>
      </summary>
      <ol className="timeline">
        {events.map((event, index) => (
          <li key={index}>
            <strong>{what(event)}</strong>{" "}
            <span className="muted">
              {event.actor === "buyer" ? null : <>{withIsolated(D.by({ actor: ELEMENT_SLOT }), who(event.actor))} · </>}
              <QuoteTime iso={event.at} />
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Takes the request back while it is still open (asked first). */
function Withdraw() {
  const { LL } = useI18n();
  const W = LL.commerce.quotes.withdraw;
  const withdraw = useFetcher<QuoteStepResult>({ key: WITHDRAW_FETCHER });
  return (
    <withdraw.Form
      method="post"
      className="quote-withdraw"
      onSubmit={async (event) => {
        const form = event.currentTarget;
        event.preventDefault();
        const confirmed = await confirmDialog({
          title: W.submit(),
          message: W.confirm(),
          confirmText: W.submit(),
          cancelText: W.keep(),
          type: "warning",
        });
        if (confirmed) void withdraw.submit(form);
      }}
    >
      <input type="hidden" name="intent" value="withdraw" />
      <FormMessage error={withdraw.data?.error} />
      <button type="submit" className="button button--danger" disabled={withdraw.state !== "idle"}>
        {W.submit()}
      </button>
    </withdraw.Form>
  );
}
