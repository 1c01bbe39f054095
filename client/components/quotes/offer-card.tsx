import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Offer } from "../../../shared/commerce/quotes";
import { formatDate, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { formatDiscount } from "./quote-time";

/**
 * One version of an offer: each line with its list price, quoted unit price, discount, net unit
 * price, line total and lead time; the freight, the total, its validity and the shop's notes.
 * `children` (accept, decline) go under it. The offer also downloads as a PDF (a plain link).
 */
export function OfferBody({ quoteNo, offer, children }: { quoteNo: string; offer: Offer; children?: ReactNode }) {
  const { LL, locale } = useI18n();
  const O = LL.commerce.quotes.offer;
  const money = (minor: number) => formatPrice(minor, offer.currency, locale);
  return (
    <div className="offer" data-offer-version={offer.version}>
      <p className="muted offer__dates">
        {offer.sentAt ? <span>{O.sentOn({ date: formatDate(offer.sentAt, locale) })}</span> : null}
        <span data-testid="offer-valid-until">{O.validUntil({ date: formatDate(offer.validUntil, locale) })}</span>
      </p>
      <ul className="offer__lines">
        {offer.lines.map((line) => (
          <li key={line.skuId} className="offer-line" data-sku-id={line.skuId}>
            <p className="offer-line__name">
              <Link to={href.product(line.productId)}>
                <bdi>{line.name}</bdi>
              </Link>{" "}
              <span className="muted">
                · <bdi>{line.specName}</bdi>
              </span>
            </p>
            <dl className="offer-line__figures">
              <div>
                <dt>{O.quantity()}</dt>
                <dd>{line.quantity}</dd>
              </div>
              <div>
                <dt>{O.listPrice()}</dt>
                <dd className="amount">{money(line.listPriceMinor)}</dd>
              </div>
              <div>
                <dt>{O.unitPrice()}</dt>
                <dd className="amount">{money(line.unitPriceMinor)}</dd>
              </div>
              <div>
                <dt>{O.discount()}</dt>
                <dd>{formatDiscount(line.discountPercent, locale)}</dd>
              </div>
              <div>
                <dt>{O.netUnit()}</dt>
                <dd className="amount" data-testid="offer-net-unit">
                  {money(line.netUnitMinor)}
                </dd>
              </div>
              <div>
                <dt>{O.leadTime()}</dt>
                <dd>{line.leadTimeDays > 0 ? O.leadDays({ count: line.leadTimeDays }) : O.fromStock()}</dd>
              </div>
              <div className="offer-line__total">
                <dt>{O.lineTotal()}</dt>
                <dd className="amount">{money(line.lineTotalMinor)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="totals offer__totals">
        <dt>{O.subtotal()}</dt>
        <dd className="amount">{money(offer.subtotalMinor)}</dd>
        <dt>
          {O.freight()}
          {offer.freightLabel ? (
            <span className="totals__name">
              <bdi>{offer.freightLabel}</bdi>
            </span>
          ) : null}
        </dt>
        <dd className="amount">{money(offer.freightMinor)}</dd>
        <dt className="totals__total">{O.total()}</dt>
        <dd className="totals__total amount" data-testid="offer-total">
          {money(offer.totalMinor)}
        </dd>
      </dl>
      <p className="offer__pdf">
        <a
          href={`/api/web/quotes/offer.pdf?quoteNo=${encodeURIComponent(quoteNo)}&version=${offer.version}`}
          download
          data-testid="offer-pdf"
        >
          {O.pdf({ version: String(offer.version) })}
        </a>
      </p>
      {offer.notes ? (
        <div className="offer__notes">
          <h4>{O.notes()}</h4>
          <p className="quote-text" dir="auto">
            {offer.notes}
          </p>
        </div>
      ) : null}
      {children}
    </div>
  );
}
