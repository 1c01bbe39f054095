import { data, Link, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import type { Route } from "./+types/orders.$orderNo";
import { ConsoleTime } from "../../components/console/local-time";
import { OrderActions } from "../../components/console/order-actions";
import { DOCUMENT_INTENTS, OrderDocuments } from "../../components/console/order-documents";
import { providerName } from "../../components/console/provider-name";
import { ActorName } from "../../components/console/actor-name";
import { AddressLine } from "../../components/cart/address-line";
import { OrderTotals } from "../../components/orders/order-totals";
import { DirectionIcon } from "../../components/ui/direction-icon";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { formatPrice, minorUnitDigits } from "../../../shared/format";
import { parseMoneyInput } from "../../../shared/money-input";
import { notFound } from "../../lib/guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

/** An order number: upper-case letters, digits and dashes. */
function isOrderNo(value: string): value is Uppercase<string> {
  return /^[A-Z0-9-]{6,32}$/.test(value);
}

export async function loader(args: Route.LoaderArgs) {
  const { orderNo } = args.params;
  if (!isOrderNo(orderNo)) notFound(args.request);
  const failed = (error: unknown): never => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(args.request);
    return handleStaffError(args, error);
  };
  const [order, documents] = await Promise.all([
    args.context.api.get(`/admin/orders/${orderNo}`).catch(failed),
    args.context.api.get(`/admin/orders/${orderNo}/documents`).catch(failed),
  ]);
  return { order, documents };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.order.title({ orderNo: args.params.orderNo }), noIndex: true }));

/** Each action goes through the API (and so the order lifecycle), at the version the page showed. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const orderNo = args.params.orderNo;
  const expectedVersion = Number(field(form, "version")) || undefined;
  const api = args.context.api;
  const path = `/admin/orders/${encodeURIComponent(orderNo)}` as const;
  switch (intent) {
    case "paid": {
      // The amount as staff typed it, read in the page's language; one that is no amount is
      // answered here, in words, before the API is asked.
      const typed = field(form, "amount");
      const amount = parseMoneyInput(typed, field(form, "currency"), args.context.locale);
      if (!amount.ok) {
        return data({ ok: false, intent, error: "", amount: { reason: amount.reason, typed } } as const, {
          status: 400,
        });
      }
      return runStaffAction(args, intent, () =>
        api.post(`${path}/paid`, { amountMinor: amount.minor, expectedVersion }),
      );
    }
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
    case "proforma":
      return runStaffAction(args, intent, () => api.post(`${path}/proforma`, {}));
    case "credit-note": {
      // The amount credited, read like a transfer's; one that is no amount or not above 0 is answered here.
      const typed = field(form, "amount");
      const amount = parseMoneyInput(typed, field(form, "currency"), args.context.locale);
      if (!amount.ok || amount.minor <= 0) {
        const reason = amount.ok ? "not_positive" : amount.reason;
        return data({ ok: false, intent, error: "", amount: { reason, typed } } as const, { status: 400 });
      }
      return runStaffAction(args, intent, () =>
        api.post(`${path}/credit-note`, { amountMinor: amount.minor, reason: field(form, "reason") }),
      );
    }
    default:
      return runStaffAction(args, intent, () => Promise.reject(new Error("unknown intent")));
  }
}

/** An order as staff see it: lines, customer, address, payments, timeline, notes, and what can be done now. */
export default function ConsoleOrderPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const O = LL.console.order;
  const { order, documents } = loaderData;
  const result = useActionData<typeof action>();
  const answered = result && "ok" in result ? result : null;
  // A document's issue is answered in the documents block; every other step at the top.
  const documentAnswer = answered && DOCUMENT_INTENTS.includes(answered.intent) ? answered : null;
  const answer = documentAnswer ? null : answered;
  const stale = answer && !answer.ok && answer.error === LL.commerce.orders.changedMeanwhile();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const address = order.address;
  const amountProblem = answer && !answer.ok && "amount" in answer ? answer.amount : null;
  const example = money(order.totalMinor);
  const error = amountProblem
    ? amountProblem.reason === "negative"
      ? O.amountNegative()
      : amountProblem.reason === "too_precise"
        ? O.amountTooPrecise({ currency: order.currency, digits: minorUnitDigits(order.currency), example })
        : O.amountUnreadable({ amount: amountProblem.typed, example })
    : answer && !answer.ok
      ? answer.error
      : null;
  const done: Record<string, () => string> = {
    paid: () => O.transferConfirmed({ amount: money(order.totalMinor) }),
    ship: () => O.shipped({ trackingNo: order.trackingNo ?? "" }),
    complete: () => O.completed(),
    cancel: () => O.cancelled(),
    note: () => O.noteAdded(),
  };
  return (
    <>
      <p>
        <Link to={consoleHref.orders()} className="back-link">
          <DirectionIcon pointing="back" />
          {LL.console.orders.back()}
        </Link>
      </p>
      <PageHeader title={O.title({ orderNo: order.orderNo })}>
        <p>
          <span className={`console-badge console-badge--${order.status}`} data-testid="order-status">
            {LL.commerce.orders.statuses[order.status]()}
          </span>{" "}
          <span className="console-muted">
            <ConsoleTime iso={order.createdAt} /> · {O.version({ version: order.version })}
          </span>
        </p>
      </PageHeader>
      {error ? (
        <div className="console-inline">
          <FormMessage error={error} />
          {stale ? (
            <Link to={consoleHref.order(order.orderNo)} className="button" reloadDocument>
              {O.reload()}
            </Link>
          ) : null}
        </div>
      ) : answer?.ok ? (
        <FormMessage success={(done[answer.intent] ?? O.done)()} />
      ) : null}
      <div className="console-grid">
        <div>
          <OrderActions order={order} />
          <section className="console-card">
            <h2 className="console-subtitle">{O.lines()}</h2>
            <ul className="console-lines" data-testid="order-lines">
              {order.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    <bdi>{line.name}</bdi>
                    <br />
                    <bdi className="console-muted">{line.specName}</bdi>
                  </span>
                  <span className="console-lines__amount">
                    {line.quantity} × {money(line.unitPriceMinor)} = <strong>{money(line.lineTotalMinor)}</strong>
                  </span>
                </li>
              ))}
            </ul>
            <OrderTotals order={order} />
          </section>
          <section className="console-card">
            <h2 className="console-subtitle">{O.payments()}</h2>
            {order.paymentRecords.length === 0 ? (
              <p className="console-muted">{O.noPayments()}</p>
            ) : (
              <ul className="console-list">
                {order.paymentRecords.map((payment) => (
                  <li key={payment.id}>
                    {providerName(LL, payment.provider)} · {formatPrice(payment.amountMinor, payment.currency, locale)}{" "}
                    · {LL.commerce.orders.paymentStatuses[payment.status as "succeeded"]?.() ?? payment.status}
                    <br />
                    <span className="console-muted">
                      <code dir="ltr">{payment.providerRef}</code> · <ConsoleTime iso={payment.at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <OrderDocuments order={order} documents={documents} answer={documentAnswer} />
          <section className="console-card">
            <h2 className="console-subtitle">{O.timeline()}</h2>
            <ol className="console-timeline" data-testid="order-timeline">
              {order.history.map((event, index) => (
                <li key={index}>
                  <strong>{LL.commerce.orders.statuses[event.status as "paid"]?.() ?? event.status}</strong>{" "}
                  <span className="console-muted">
                    <ConsoleTime iso={event.at} /> · <ActorName actor={event.by} />
                  </span>
                  {event.note ? (
                    // A payment's note is its provider ("bank"), said by name; others (a tracking number) as written.
                    <div dir="auto">{event.status === "paid" ? providerName(LL, event.note) : event.note}</div>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div>
          <section className="console-card">
            <h2 className="console-subtitle">{O.customer()}</h2>
            {order.customer.deleted ? (
              <p>{LL.console.customers.deletedName()}</p>
            ) : (
              <p>
                <bdi>{order.customer.name}</bdi>
                <br />
                <a href={`mailto:${order.customer.email}`} dir="ltr">
                  {order.customer.email}
                </a>
              </p>
            )}
            <h3 className="console-subtitle">{O.address()}</h3>
            <p data-testid="order-address">
              {address.recipient || address.phone ? (
                <>
                  <bdi>{address.recipient}</bdi> · <bdi dir="ltr">{address.phone}</bdi>
                  <br />
                </>
              ) : null}
              <AddressLine address={address} />
            </p>
            <p className="console-muted">
              <bdi>{order.shippingMethodName}</bdi>
              {order.trackingNo ? (
                <>
                  <br />
                  {O.tracking()}: {order.carrier ? <bdi>{order.carrier}</bdi> : null} ·{" "}
                  {order.trackingUrl?.startsWith("https://") ? (
                    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                      {order.trackingNo}
                    </a>
                  ) : (
                    <bdi dir="ltr">{order.trackingNo}</bdi>
                  )}
                </>
              ) : null}
            </p>
            {order.notes ? (
              <>
                <h3 className="console-subtitle">{O.customerNotes()}</h3>
                <p dir="auto">{order.notes}</p>
              </>
            ) : null}
          </section>
          <section className="console-card" aria-labelledby="order-notes">
            <h2 className="console-subtitle" id="order-notes">
              {O.notes()}
            </h2>
            {order.internalNotes.length === 0 ? (
              <p className="console-muted">{O.noNotes()}</p>
            ) : (
              <ul className="console-list" data-testid="internal-notes">
                {order.internalNotes.map((note) => (
                  <li key={note.id}>
                    <div className="console-diff" dir="auto">
                      {note.body}
                    </div>
                    <span className="console-muted">
                      <bdi>{note.author}</bdi>
                      {note.authorEmail ? (
                        <>
                          {" "}
                          (<bdi>{note.authorEmail}</bdi>)
                        </>
                      ) : null}{" "}
                      · <ConsoleTime iso={note.at} />
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
