import { Link, useFetcher } from "react-router";
import type { DocumentSummary } from "../../../shared/commerce/documents";
import type { OrderDetail } from "../../../shared/commerce/types";
import { formatDate, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { AddressLine } from "../cart/address-line";
import { DirectionIcon } from "../ui/direction-icon";
import { FormMessage } from "../ui/form-message";
import { FallbackNotice, maybeOtherLanguage } from "../ui/language-fallback";
import { PageHeader } from "../ui/page-header";
import { OrderDocuments } from "./order-documents";
import { OrderTotals } from "./order-totals";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

const REVIEWABLE = new Set(["paid", "shipped", "completed"]);

/** What cancelling the order gets back from the page's action. */
export interface CancelOrderResult {
  cancelled: boolean;
  error: string | null;
}

/** One order: lines, totals, address, payments, status history; pay, cancel or review. */
export function OrderDetailView({ order, documents }: { order: OrderDetail; documents: readonly DocumentSummary[] }) {
  const { LL, locale } = useI18n();
  const O = LL.commerce.orders;
  const C = LL.commerce.confirm;
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const cancel = useFetcher<CancelOrderResult>();
  const address = order.address;
  const platforms = LL.commerce.pay.platforms;
  const statuses = O.paymentStatuses;
  const providerName = (provider: string) =>
    provider in platforms ? platforms[provider as keyof typeof platforms]() : provider;
  const paymentStatus = (status: string) => (status in statuses ? statuses[status as keyof typeof statuses]() : status);
  // Checkouts started and closed unpaid are noise once the order has moved on; a started one
  // matters only while the order awaits payment.
  const payments = order.payments.filter(
    (payment) =>
      payment.status !== "cancelled" && (payment.status !== "pending" || order.status === "awaiting_payment"),
  );
  return (
    <>
      <PageHeader title={withIsolated(O.orderNo({ orderNo: ELEMENT_SLOT }), order.orderNo)}>
        <p>
          <span className={`status status--${order.status}`} data-testid="order-status">
            {O.statuses[order.status]()}
          </span>{" "}
          <span className="muted">{O.placedOn({ date: formatDate(order.createdAt, locale) })}</span>
        </p>
      </PageHeader>
      {/* The coupon and shipping method are named in the reader's language where they are translated. */}
      <FallbackNotice langs={[locale, order.shippingMethodLang ?? locale, order.couponLang ?? locale]} />
      <FormMessage error={cancel.data?.error} success={cancel.data?.cancelled ? O.cancelled() : null} />
      {order.status === "awaiting_payment" ? (
        <div className="order-actions">
          <Link to={href.orderPay(order.orderNo)} className="button button--primary">
            {O.pay()}
          </Link>
          <cancel.Form
            method="post"
            onSubmit={async (event) => {
              const form = event.currentTarget;
              event.preventDefault();
              if (
                await confirmDialog({
                  title: O.cancel(),
                  message: O.cancelConfirm(),
                  confirmText: O.cancel(),
                  cancelText: LL.common.close(),
                  type: "warning",
                })
              ) {
                void cancel.submit(form);
              }
            }}
          >
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <button type="submit" className="button" disabled={cancel.state !== "idle"}>
              {O.cancel()}
            </button>
          </cancel.Form>
        </div>
      ) : null}
      <section className="card order-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{C.items()}</h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id} data-line-id={line.id}>
              {line.image ? <img src={line.image} alt="" width={64} height={48} loading="lazy" /> : null}
              <span className="order-lines__name">
                <Link to={href.product(line.productId)}>
                  <bdi>{line.name}</bdi>
                </Link>{" "}
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
              {REVIEWABLE.has(order.status) && !line.reviewed ? (
                <Link to={`${href.accountReviews()}?line=${line.id}`} className="button button--small">
                  {LL.purchase.reviews.write()}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        <OrderTotals order={order} />
      </section>
      <div className="order-columns">
        <section className="card order-section" aria-labelledby="order-ship">
          <h2 id="order-ship">{O.shipTo()}</h2>
          <p>
            <strong>
              <bdi>{address.recipient}</bdi>
            </strong>{" "}
            ·{" "}
            <bdi dir="ltr" className="kept-whole">
              {address.phone}
            </bdi>
            <br />
            <AddressLine address={address} />
          </p>
          <p>
            {O.method()}:{" "}
            <bdi className="kept-whole" {...maybeOtherLanguage(order.shippingMethodLang, locale)}>
              {order.shippingMethodName}
            </bdi>
          </p>
          {order.trackingNo ? (
            <p>
              {O.tracking()}: {order.carrier ? `${order.carrier} · ` : null}
              {order.trackingUrl?.startsWith("https://") ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                  <strong data-testid="tracking-no">{order.trackingNo}</strong>
                </a>
              ) : (
                <strong data-testid="tracking-no">{order.trackingNo}</strong>
              )}
            </p>
          ) : null}
          {order.poNumber ? (
            <p>
              {LL.commerce.orderDocuments.poNumberShown()}: <bdi>{order.poNumber}</bdi>
            </p>
          ) : null}
          {order.notes ? (
            <p>
              {O.notes()}: {order.notes}
            </p>
          ) : null}
        </section>
        <section className="card order-section" aria-labelledby="order-history">
          <h2 id="order-history">{O.history()}</h2>
          <ol className="timeline">
            {order.events.map((event, index) => (
              <li key={index}>
                <strong>{O.statuses[event.status]()}</strong>{" "}
                <span className="muted">{formatDate(event.at, locale)}</span>
              </li>
            ))}
          </ol>
          {payments.length ? (
            <>
              <h3>{O.payments()}</h3>
              <ul>
                {payments.map((payment, index) => (
                  <li key={index}>
                    {O.paymentStatus({
                      provider: providerName(payment.provider),
                      status: paymentStatus(payment.status),
                    })}{" "}
                    · {money(payment.amountMinor)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <OrderDocuments documents={documents} />
      <p>
        <Link to={href.accountOrders()} className="back-link">
          <DirectionIcon pointing="back" />
          {O.backToOrders()}
        </Link>
      </p>
    </>
  );
}
