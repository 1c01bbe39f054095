import { Link } from "react-router";
import type { Page } from "../../../shared/catalogue/types";
import type { OrderStatus, OrderSummary } from "../../../shared/commerce/types";
import { ORDER_STATUSES } from "../../../shared/commerce/types";
import { formatDate, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";

/** /account/orders: status tabs (links, so Back works), the orders of the tab, pages. */
export function OrderList({ status, orders }: { status: OrderStatus | null; orders: Page<OrderSummary> }) {
  const { LL, locale } = useI18n();
  const O = LL.commerce.orders;
  const tabs: Array<{ key: OrderStatus | null; label: string }> = [
    { key: null, label: O.all() },
    ...ORDER_STATUSES.map((key) => ({ key, label: O.statuses[key]() })),
  ];
  return (
    <>
      <PageHeader title={LL.pages.account.orders()} />
      <nav className="tabs" aria-label={LL.pages.account.orders()}>
        {tabs.map((tab) => (
          <Link
            key={tab.key ?? "all"}
            to={tab.key ? `${href.accountOrders()}?status=${tab.key}` : href.accountOrders()}
            className={tab.key === status ? "tabs__tab is-current" : "tabs__tab"}
            aria-current={tab.key === status ? "page" : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {orders.list.length ? (
        <ul className="order-cards">
          {orders.list.map((order) => (
            <li key={order.orderNo} className="card order-card" data-order-no={order.orderNo}>
              {order.firstImage ? <img src={order.firstImage} alt="" width={80} height={60} loading="lazy" /> : null}
              <div className="order-card__body">
                <p className="order-card__title">
                  {/* Named by what was bought: its first line, and how many more. */}
                  <Link to={`${href.accountOrders()}?orderNo=${order.orderNo}`} data-testid="order-name">
                    {order.firstName}
                    {order.lineCount > 1 ? ` ${O.andMore({ count: order.lineCount - 1 })}` : ""}
                  </Link>
                  <span className={`status status--${order.status}`} data-testid="order-status">
                    {O.statuses[order.status]()}
                  </span>
                </p>
                <p className="muted">
                  {O.orderNo({ orderNo: order.orderNo })} · {O.placedOn({ date: formatDate(order.createdAt, locale) })}{" "}
                  · {O.items({ count: order.itemCount })}
                </p>
                <p>{O.total({ amount: formatPrice(order.totalMinor, order.currency, locale) })}</p>
              </div>
              <div className="order-card__actions">
                {order.status === "awaiting_payment" ? (
                  <Link to={href.orderPay(order.orderNo)} className="button button--primary button--small">
                    {O.pay()}
                  </Link>
                ) : null}
                <Link to={`${href.accountOrders()}?orderNo=${order.orderNo}`} className="button button--small">
                  {O.details()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{O.empty()}</p>
      )}
      <Pagination page={orders.page} total={orders.total} pageSize={orders.pageSize} />
    </>
  );
}
