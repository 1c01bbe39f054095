import { Form, Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/customers._index";
import { ConsoleTime } from "../../components/console/local-time";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { pageNumber } from "../../../shared/pagination";

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const page = pageNumber(params.get("page"));
  const customers = await args.context.api
    .get("/admin/customers", { query: { q, page } })
    .catch((error) => handleStaffError(args, error));
  return { customers, q: q ?? "" };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.customers.title(), noIndex: true }));

/** Customers by email or name, newest first; each opens its detail. */
export default function ConsoleCustomersPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const C = LL.console.customers;
  const { customers, q } = loaderData;
  return (
    <>
      <PageHeader title={C.title()} lead={C.count({ count: customers.total })} />
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{C.search()}</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder={C.searchPlaceholder()}
            maxLength={100}
            className="field__input"
          />
        </label>
        <button type="submit" className="button button--primary">
          {C.search()}
        </button>
      </Form>
      {customers.list.length === 0 ? (
        <p className="console-muted">{C.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{C.name()}</th>
                <th scope="col">{C.orders()}</th>
                <th scope="col">{C.status()}</th>
                <th scope="col">{C.joined()}</th>
              </tr>
            </thead>
            <tbody>
              {customers.list.map((customer) => (
                <tr key={customer.id}>
                  <td>
                    {customer.deletedAt ? (
                      <Link to={consoleHref.customer(customer.id)}>{C.deletedName()}</Link>
                    ) : (
                      <>
                        <Link to={consoleHref.customer(customer.id)}>{customer.name}</Link>
                        <br />
                        <span className="console-muted">{customer.email}</span>
                      </>
                    )}
                  </td>
                  <td>{customer.orders}</td>
                  <td>{customer.deletedAt ? C.deletedOn() : customer.locked ? C.locked() : C.active()}</td>
                  <td>
                    <ConsoleTime iso={customer.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={customers.page} total={customers.total} pageSize={customers.pageSize} />
    </>
  );
}
