import type { OrderDetail } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { TotalsLabel } from "../cart/totals-label";

/**
 * How an order's total was reached: items, shipping, the discount with its coupon, the total. The
 * buyer's order page and the console's show the same rows.
 */
export function OrderTotals({
  order,
}: {
  order: Pick<
    OrderDetail,
    "currency" | "subtotalMinor" | "shippingMinor" | "discountMinor" | "totalMinor" | "couponName" | "couponLang"
  >;
}) {
  const { LL, locale } = useI18n();
  const C = LL.commerce.confirm;
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  return (
    <dl className="totals" data-testid="order-totals">
      <dt>{C.subtotal()}</dt>
      <dd>{money(order.subtotalMinor)}</dd>
      <dt>{C.shippingCost()}</dt>
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
  );
}
