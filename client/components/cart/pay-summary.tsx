import { Link } from "react-router";
import type { OrderDetail } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { FallbackNotice } from "../ui/language-fallback";
import { AddressLine } from "./address-line";
import { TotalsLabel } from "./totals-label";

/** What is being paid for: the lines, where and how they are shipped, the totals, the order. */
export function PaySummary({ order }: { order: OrderDetail }) {
  const { LL, locale } = useI18n();
  const C = LL.commerce.confirm;
  const O = LL.commerce.orders;
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const { address } = order;
  return (
    <section className="pay__summary" aria-labelledby="pay-summary-title" data-testid="pay-summary">
      <h2 id="pay-summary-title">{LL.commerce.pay.summary()}</h2>
      <FallbackNotice langs={[locale, order.shippingMethodLang ?? locale, order.couponLang ?? locale]} />
      <ul className="checkout__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>
              <bdi>{line.name}</bdi>{" "}
              <span className="muted">
                · <bdi>{line.specName}</bdi>
              </span>
            </span>
            <span>
              {line.quantity} × <bdi className="amount">{money(line.unitPriceMinor)}</bdi> ={" "}
              <strong className="amount">
                <bdi>{money(line.lineTotalMinor)}</bdi>
              </strong>
            </span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>{C.subtotal()}</dt>
        <dd>{money(order.subtotalMinor)}</dd>
        <TotalsLabel label={C.shippingCost()} name={order.shippingMethodName} lang={order.shippingMethodLang} />
        <dd>{money(order.shippingMinor)}</dd>
        {order.discountMinor > 0 ? (
          <>
            <TotalsLabel label={C.discount()} name={order.couponName} lang={order.couponLang} />
            <dd>−{money(order.discountMinor)}</dd>
          </>
        ) : null}
        <dt className="totals__total">{C.total()}</dt>
        <dd className="totals__total">{money(order.totalMinor)}</dd>
      </dl>
      <p>
        <strong>{O.shipTo()}:</strong> <bdi>{address.recipient}</bdi> ·{" "}
        <bdi dir="ltr" className="kept-whole">
          {address.phone}
        </bdi>
        <br />
        <AddressLine address={address} />
      </p>
      <p>
        <Link to={`${href.accountOrders()}?orderNo=${order.orderNo}`}>{LL.commerce.pay.viewOrder()}</Link>
      </p>
    </section>
  );
}
