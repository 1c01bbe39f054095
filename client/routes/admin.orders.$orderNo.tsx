import { Link, useActionData } from "react-router";
import { adminHref } from "../../shared/admin/hrefs";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Route } from "./+types/admin.orders.$orderNo";
import { AdminTime } from "../components/admin/local-time";
import { OrderActions } from "../components/admin/order-actions";
import { providerName } from "../components/admin/provider-name";
import { FormMessage } from "../components/ui/form-message";
import { PageHeader } from "../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../lib/admin-guards";
import { field, readForm } from "../lib/form-data";
import { amountToMinor, formatPrice } from "../../shared/format";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const { orderNo } = args.params;
  if (!/^[A-Z0-9-]{6,32}$/.test(orderNo)) notFound(args.request);
  const order = await args.context.api.get(`/admin/orders/${orderNo}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(args.request);
    return handleStaffError(args, error);
  });
  return { order };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.admin.order.title({ orderNo: args.params.orderNo }), noIndex: true }));

/** Each action goes through the API (and so the order lifecycle), at the version the page showed. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const orderNo = args.params.orderNo;
  const expectedVersion = Number(field(form, "version")) || undefined;
  const api = args.context.api;
  const path = `/admin/orders/${encodeURIComponent(orderNo)}` as const;
  switch (intent) {
    case "paid":
      return runStaffAction(args, intent, () =>
        api.post(`${path}/paid`, {
          amountMinor: amountToMinor(field(form, "amount"), field(form, "currency")),
          expectedVersion,
        }),
      );
    case "ship":
      return runStaffAction(args, intent, () =>
        api.post(`${path}/ship`, {
          trackingNo: field(form, "trackingNo"),
          shippingMethodId: Number(field(form, "shippingMethodId")) || undefined,
          expectedVersion,
        }),
      );
    case "complete":
    case "cancel":
      return runStaffAction(args, intent, () => api.post(`${path}/${intent}`, { expectedVersion }));
    case "note":
      return runStaffAction(args, intent, () => api.post(`${path}/notes`, { body: field(form, "body") }));
    default:
      return runStaffAction(args, intent, () => Promise.reject(new Error("unknown intent")));
  }
}

/** An order as staff see it: lines, customer, address, payments, timeline, notes, and what can be done now. */
export default function AdminOrderPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const O = LL.admin.order;
  const { order } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const stale = answer && !answer.ok && answer.error === LL.commerce.orders.changedMeanwhile();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const address = order.address;
  return (
    <>
      <p>
        <Link to={adminHref.orders()}>← {LL.admin.orders.back()}</Link>
      </p>
      <PageHeader title={O.title({ orderNo: order.orderNo })}>
        <p>
          <span className={`admin-badge admin-badge--${order.status}`} data-testid="order-status">
            {LL.commerce.orders.statuses[order.status]()}
          </span>{" "}
          <span className="admin-muted">
            <AdminTime iso={order.createdAt} /> · {O.version({ version: order.version })}
          </span>
        </p>
      </PageHeader>
      {answer && !answer.ok ? (
        <div className="admin-inline">
          <FormMessage error={answer.error} />
          {stale ? (
            <Link to={adminHref.order(order.orderNo)} className="button" reloadDocument>
              {O.reload()}
            </Link>
          ) : null}
        </div>
      ) : answer?.ok ? (
        <FormMessage success={O.done()} />
      ) : null}
      <div className="admin-grid">
        <div>
          <OrderActions order={order} />
          <section className="admin-card">
            <h2 className="admin-subtitle">{O.lines()}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.id}>
                      <td>
                        {line.name}
                        <br />
                        <span className="admin-muted">{line.specName}</span>
                      </td>
                      <td>
                        {money(line.unitPriceMinor)} × {line.quantity}
                      </td>
                      <td>{money(line.lineTotalMinor)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {LL.admin.orders.total()}
                    </th>
                    <td>
                      <strong>{money(order.totalMinor)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
          <section className="admin-card">
            <h2 className="admin-subtitle">{O.payments()}</h2>
            {order.paymentRecords.length === 0 ? (
              <p className="admin-muted">{O.noPayments()}</p>
            ) : (
              <ul className="admin-list">
                {order.paymentRecords.map((payment) => (
                  <li key={payment.id}>
                    {providerName(LL, payment.provider)} · {formatPrice(payment.amountMinor, payment.currency, locale)}{" "}
                    · {LL.commerce.orders.paymentStatuses[payment.status as "succeeded"]?.() ?? payment.status}
                    <br />
                    <span className="admin-muted">
                      <code>{payment.providerRef}</code> · <AdminTime iso={payment.at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-card">
            <h2 className="admin-subtitle">{O.timeline()}</h2>
            <ol className="admin-timeline">
              {order.history.map((event, index) => (
                <li key={index}>
                  <strong>{LL.commerce.orders.statuses[event.status as "paid"]?.() ?? event.status}</strong>{" "}
                  <span className="admin-muted">
                    <AdminTime iso={event.at} /> · {event.actor}
                  </span>
                  {event.note ? <div>{event.note}</div> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div>
          <section className="admin-card">
            <h2 className="admin-subtitle">{O.customer()}</h2>
            {order.customer.deleted ? (
              <p>{LL.admin.customers.deletedName()}</p>
            ) : (
              <p>
                {order.customer.name}
                <br />
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </p>
            )}
            <h3 className="admin-subtitle">{O.address()}</h3>
            <p>
              {address.recipient || address.phone ? (
                <>
                  {address.recipient} · {address.phone}
                  <br />
                </>
              ) : null}
              {[address.company, address.line1, address.line2, address.city, address.region, address.postalCode]
                .filter(Boolean)
                .join(", ")}
              <br />
              {address.country}
            </p>
            <p className="admin-muted">
              {order.shippingMethodName}
              {order.trackingNo ? (
                <>
                  <br />
                  {O.tracking()}: {order.carrier} ·{" "}
                  {order.trackingUrl?.startsWith("https://") ? (
                    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {order.trackingNo}
                    </a>
                  ) : (
                    order.trackingNo
                  )}
                </>
              ) : null}
            </p>
            {order.notes ? (
              <>
                <h3 className="admin-subtitle">{O.customerNotes()}</h3>
                <p>{order.notes}</p>
              </>
            ) : null}
          </section>
          <section className="admin-card" aria-labelledby="order-notes">
            <h2 className="admin-subtitle" id="order-notes">
              {O.notes()}
            </h2>
            {order.internalNotes.length === 0 ? (
              <p className="admin-muted">{O.noNotes()}</p>
            ) : (
              <ul className="admin-list" data-testid="internal-notes">
                {order.internalNotes.map((note) => (
                  <li key={note.id}>
                    <div className="admin-diff">{note.body}</div>
                    <span className="admin-muted">
                      {note.author} · <AdminTime iso={note.at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
