import { Form, Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { PAYMENT_PROVIDERS, type OrderFilter } from "../../../shared/console/orders";
import { ORDER_STATUSES } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import type { Route } from "./+types/orders._index";
import { ConsoleTime } from "../../components/console/local-time";
import { providerName } from "../../components/console/provider-name";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { pageNumber } from "../../../shared/pagination";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL has them; invalid values are dropped (the API validates them again). */
function filtersOf(url: URL): OrderFilter & { page: number } {
  const params = url.searchParams;
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((value) => value === params.get(name));
  const day = (name: string) => (DAY.test(params.get(name) ?? "") ? params.get(name)! : undefined);
  return {
    status: pick("status", ORDER_STATUSES),
    from: day("from"),
    to: day("to"),
    provider: pick("provider", PAYMENT_PROVIDERS),
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    page: pageNumber(params.get("page")),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const { page, ...filter } = filtersOf(url);
  const orders = await args.context.api
    .get("/admin/orders", { query: { ...filter, page } })
    .catch((error) => handleStaffError(args, error));
  return { orders, filter };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.orders.title(), noIndex: true }));

/** Orders, filtered by status, dates, payment and a search; each opens its detail; the list exports as CSV. */
export default function ConsoleOrdersPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const O = LL.console.orders;
  const { orders, filter } = loaderData;
  const canCreate = useStaffCan("quotes.offer");
  const query = {
    status: filter.status,
    from: filter.from,
    to: filter.to,
    provider: filter.provider,
    q: filter.q,
  };
  return (
    <>
      <PageHeader title={O.title()} lead={O.count({ count: orders.total })}>
        {canCreate ? (
          <p>
            <Link to={consoleHref.newOrder()} className="button button--primary" data-testid="new-order">
              {LL.console.quotes.newOrder.link()}
            </Link>
          </p>
        ) : null}
      </PageHeader>
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{O.status()}</span>
          <select name="status" defaultValue={filter.status ?? ""} className="field__input">
            <option value="">{O.allStatuses()}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LL.commerce.orders.statuses[status]()}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{O.from()}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{O.to()}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{O.provider()}</span>
          <select name="provider" defaultValue={filter.provider ?? ""} className="field__input">
            <option value="">{O.allProviders()}</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {LL.commerce.pay.platforms[provider]()}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{O.search()}</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            placeholder={O.searchPlaceholder()}
            maxLength={100}
            className="field__input"
          />
        </label>
        <div className="console-inline">
          <button type="submit" className="button button--primary">
            {O.filter()}
          </button>
          <a href={consoleHref.ordersCsv(query)} className="button" download>
            {O.export()}
          </a>
        </div>
      </Form>
      {orders.list.length === 0 ? (
        <p className="console-muted">{O.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{O.order()}</th>
                <th scope="col">{O.date()}</th>
                <th scope="col">{O.customer()}</th>
                <th scope="col">{O.status()}</th>
                <th scope="col">{O.total()}</th>
                <th scope="col">{O.provider()}</th>
              </tr>
            </thead>
            <tbody>
              {orders.list.map((order) => (
                <tr key={order.orderNo} data-testid={`order-${order.orderNo}`}>
                  <td>
                    <Link to={consoleHref.order(order.orderNo)}>{order.orderNo}</Link>
                  </td>
                  <td>
                    <ConsoleTime iso={order.createdAt} />
                  </td>
                  <td>
                    {order.customerDeleted ? (
                      LL.console.customers.deletedName()
                    ) : (
                      <>
                        <bdi>{order.customerName}</bdi>
                        <br />
                        <bdi className="console-muted">{order.email}</bdi>
                      </>
                    )}
                  </td>
                  <td>
                    <span className={`console-badge console-badge--${order.status}`}>
                      {LL.commerce.orders.statuses[order.status]()}
                    </span>
                  </td>
                  <td>{formatPrice(order.totalMinor, order.currency, locale)}</td>
                  <td>{order.provider ? providerName(LL, order.provider) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={orders.page} total={orders.total} pageSize={orders.pageSize} />
    </>
  );
}
