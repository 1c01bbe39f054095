import { Form, useNavigation } from "react-router";
import type { ConsoleOffer, QuoteEvent } from "../../../shared/commerce/quotes";
import { formatDate, formatNumber, formatPercent, formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { useStaffCan } from "../../lib/staff";
import { ConsoleTime } from "./local-time";

const DAY_MS = 86_400_000;

/** Whole days a buyer has waited since `since`, counted at `now`; null when nothing waits. */
export function waitingDays(since: string | null, now: number): number | null {
  if (!since) return null;
  const at = Date.parse(since);
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((now - at) / DAY_MS));
}

/**
 * Every offer version sent or waiting, newest first: its lines (list price, price, discount, net
 * price, lead time; those under the floor marked), freight, totals, validity, notes to the buyer
 * and internal ones, who wrote and who approved it. An owner approves a waiting one here.
 */
export function OfferHistory({
  quoteNo,
  offers,
  quoteVersion,
  floorPercent,
}: {
  quoteNo: string;
  offers: readonly ConsoleOffer[];
  quoteVersion: number;
  floorPercent: number;
}) {
  const { LL, locale } = useI18n();
  const Q = LL.console.quotes;
  const O = Q.offers;
  const canApprove = useStaffCan("quotes.approve");
  const busy = useNavigation().state !== "idle";
  const sorted = [...offers].sort((a, b) => b.version - a.version);
  return (
    <section className="console-card" aria-labelledby="quote-offers" data-testid="quote-offers">
      <h2 className="console-subtitle" id="quote-offers">
        {O.title()}
      </h2>
      {sorted.length === 0 ? <p className="console-muted">{O.none()}</p> : null}
      {sorted.map((offer) => {
        const money = (minor: number) => formatPrice(minor, offer.currency, locale);
        return (
          <article
            key={offer.version}
            className="console-offer"
            data-testid={`offer-${offer.version}`}
            aria-labelledby={`offer-${offer.version}-title`}
          >
            <header className="console-offer__head">
              <h3 className="console-subtitle" id={`offer-${offer.version}-title`}>
                {O.version({ version: offer.version })}
              </h3>
              <span className={`console-badge console-badge--offer-${offer.status}`} data-testid="offer-status">
                {Q.offerStatuses[offer.status]()}
              </span>
            </header>
            <p className="console-muted">
              {O.createdBy({ name: offer.createdBy })}
              {offer.approvedBy ? ` · ${O.approvedBy({ name: offer.approvedBy })}` : ""}
              {offer.sentAt ? (
                <>
                  {" · "}
                  {O.sent()} <ConsoleTime iso={offer.sentAt} />
                </>
              ) : null}
              {" · "}
              {O.validUntil({ date: formatDate(offer.validUntil, locale) })}
            </p>
            <ul className="console-lines">
              {offer.lines.map((line) => {
                const under = offer.belowFloor.includes(line.skuId);
                return (
                  <li key={line.skuId} data-testid={`offer-line-${line.skuId}`}>
                    <span>
                      <bdi>{line.name}</bdi>
                      <br />
                      <bdi className="console-muted">{line.specName}</bdi>
                      <br />
                      <span className="console-muted">
                        {O.listPrice({ price: money(line.listPriceMinor) })}
                        {line.discountPercent
                          ? ` · ${O.discount({ price: money(line.unitPriceMinor), percent: Q.percent({ value: formatNumber(line.discountPercent, locale) }) })}`
                          : ""}
                        {line.leadTimeDays ? ` · ${O.leadTime({ count: line.leadTimeDays })}` : ""}
                      </span>
                      {under ? (
                        <>
                          <br />
                          <span className="console-badge console-badge--under-floor">
                            {Q.editor.underFloor({ percent: formatPercent(floorPercent, locale) })}
                          </span>
                        </>
                      ) : null}
                    </span>
                    <span className="console-lines__amount">
                      {line.quantity} × {money(line.netUnitMinor)} = <strong>{money(line.lineTotalMinor)}</strong>
                    </span>
                  </li>
                );
              })}
            </ul>
            <dl className="console-totals">
              <dt>{Q.editor.subtotal()}</dt>
              <dd>{money(offer.subtotalMinor)}</dd>
              <dt>{offer.freightLabel ? <bdi>{offer.freightLabel}</bdi> : Q.editor.freight()}</dt>
              <dd>{money(offer.freightMinor)}</dd>
              <dt>{Q.editor.total()}</dt>
              <dd data-testid="offer-total">
                <strong>{money(offer.totalMinor)}</strong>
              </dd>
            </dl>
            {offer.notes ? (
              <>
                <h4 className="console-offer__label">{Q.editor.notes()}</h4>
                <p className="console-diff" dir="auto">
                  {offer.notes}
                </p>
              </>
            ) : null}
            {offer.internalNotes ? (
              <>
                <h4 className="console-offer__label">{Q.editor.internalNotes()}</h4>
                <p className="console-diff" dir="auto" data-testid="offer-internal-notes">
                  {offer.internalNotes}
                </p>
              </>
            ) : null}
            <p>
              <a
                href={`/api/admin/quotes/${encodeURIComponent(quoteNo)}/offers/${offer.version}/pdf`}
                download
                data-testid="offer-pdf"
              >
                {O.pdf()}
              </a>
            </p>
            {offer.status === "pending_approval" ? (
              canApprove ? (
                <Form method="post" className="console-inline">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="expectedVersion" value={quoteVersion} />
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {O.approve()}
                  </button>
                </Form>
              ) : (
                <p className="console-read-only">{O.waitsForOwner()}</p>
              )
            ) : null}
          </article>
        );
      })}
    </section>
  );
}

/** A step of the quote's timeline in words: the kinds the console knows, others as recorded. */
export function QuoteTimeline({ events }: { events: readonly QuoteEvent[] }) {
  const { LL } = useI18n();
  const T = LL.console.quotes.timeline;
  const kinds = T.kinds as Record<string, (() => string) | undefined>;
  return (
    <section className="console-card" aria-labelledby="quote-timeline">
      <h2 className="console-subtitle" id="quote-timeline">
        {T.title()}
      </h2>
      {events.length === 0 ? (
        <p className="console-muted">{T.none()}</p>
      ) : (
        <ol className="console-timeline" data-testid="quote-timeline">
          {events.map((event, index) => {
            const version = typeof event.detail.version === "number" ? event.detail.version : null;
            const reason = typeof event.detail.reason === "string" ? event.detail.reason : "";
            return (
              <li key={index}>
                <strong>{kinds[event.kind]?.() ?? event.kind}</strong>
                {version !== null ? ` · ${LL.console.quotes.offers.version({ version })}` : ""}{" "}
                <span className="console-muted">
                  <ConsoleTime iso={event.at} /> ·{" "}
                  {event.actor === "buyer" ? (
                    T.buyer()
                  ) : event.actor === "system" || event.actor === "cron" ? (
                    T.system()
                  ) : (
                    <bdi>{event.actor}</bdi>
                  )}
                </span>
                {reason ? (
                  <div className="console-diff" dir="auto">
                    {reason}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
