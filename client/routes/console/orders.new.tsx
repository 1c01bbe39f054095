import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { QUOTE_LIMITS } from "../../../shared/commerce/quotes";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/orders.new";
import { DraftLines, DraftTotals, draftTotals, useDraftLines } from "../../components/console/draft-lines";
import { AddressLine } from "../../components/cart/address-line";
import { DirectionIcon } from "../../components/ui/direction-icon";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { moneyFieldValue } from "../../lib/money-field";
import { seoMeta } from "../../lib/seo";
import { useStaff, useStaffCan } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const chosen = params.get("customer") ?? "";
  const q = params.get("q")?.trim().slice(0, 100) || "";
  const api = args.context.api;
  const failed = (error: unknown): never => handleStaffError(args, error);
  if (/^\d{1,12}$/.test(chosen)) {
    const known = await Promise.all([
      api.get(`/admin/customers/${chosen}`),
      api.get(`/admin/quotes/customers/${chosen}/addresses`),
    ]).catch((error: unknown) => {
      // A customer that is gone is chosen again from the search.
      if (error instanceof ApiError && error.code === API_CODE.notFound) return null;
      return failed(error);
    });
    if (known) {
      const [customer, addresses] = known;
      return {
        q,
        found: null,
        customer,
        addresses,
        // One key per page shown: sending the same form twice makes one order.
        idempotencyKey: crypto.randomUUID(),
        currency: args.context.config.currency,
      };
    }
  }
  const found = q ? await api.get("/admin/customers", { query: { q } }).catch(failed) : null;
  return { q, found, customer: null, addresses: [], idempotencyKey: "", currency: args.context.config.currency };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.quotes.newOrder.title(), noIndex: true }));

/** The order goes through the API; once made, its page opens. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const currency = field(form, "currency");
  const locale = args.context.locale;
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const quantities = all("quantity");
  const prices = all("price");
  const result = await runStaffAction(args, "create", () =>
    args.context.api.post("/admin/orders/create", {
      idempotencyKey: field(form, "idempotencyKey"),
      userId: Number(field(form, "userId")),
      addressId: Number(field(form, "addressId")),
      lines: all("skuId").map((skuId, index) => ({
        skuId: Number(skuId),
        quantity: Number(quantities[index]),
        unitPriceMinor: moneyFieldValue(prices[index] ?? "", currency, locale),
      })),
      freightMinor: moneyFieldValue(field(form, "freight").trim() || "0", currency, locale),
      freightLabel: field(form, "freightLabel"),
      notes: field(form, "notes"),
      poNumber: field(form, "poNumber"),
    }),
  );
  if ("ok" in result && result.ok) throw redirect(consoleHref.order(result.data.orderNo));
  return result;
}

/**
 * An order staff enter for a registered customer (a phone or mail sale): the customer (found by
 * email or name), one of their addresses, SKUs with quantities and prices, freight, notes and a
 * PO number. The buyer gets the order mail and pays on the shop's pay page.
 */
export default function ConsoleNewOrderPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const N = LL.console.quotes.newOrder;
  const C = LL.console.customers;
  const me = useStaff();
  const canCreate = useStaffCan("quotes.offer");
  const { q, found, customer } = loaderData;
  return (
    <>
      <p>
        <Link to={consoleHref.orders()} className="back-link">
          <DirectionIcon pointing="back" />
          {LL.console.orders.back()}
        </Link>
      </p>
      <PageHeader title={N.title()} lead={N.lead()} />
      {!canCreate ? (
        <p className="console-read-only" data-testid="read-only">
          <strong>{LL.console.readOnly.label()}</strong> {N.readOnly({ role: LL.console.roles[me.role]() })}
        </p>
      ) : customer ? (
        <>
          <section className="console-card" aria-labelledby="new-order-customer" data-testid="new-order-customer">
            <h2 className="console-subtitle" id="new-order-customer">
              {N.customer()}
            </h2>
            <p>
              <Link to={consoleHref.customer(customer.id)}>
                <bdi>{customer.deletedAt ? C.deletedName() : customer.name}</bdi>
              </Link>
              <br />
              <bdi className="console-muted console-wrap">{customer.email}</bdi>
            </p>
            <p>
              <Link to={consoleHref.newOrder()} className="button">
                {N.change()}
              </Link>
            </p>
          </section>
          {customer.deletedAt || customer.locked ? (
            <p className="console-read-only">{customer.deletedAt ? N.deleted() : N.locked()}</p>
          ) : (
            <NewOrderForm key={loaderData.idempotencyKey} data={loaderData} />
          )}
        </>
      ) : (
        <section className="console-card" aria-labelledby="new-order-find">
          <h2 className="console-subtitle" id="new-order-find">
            {N.customer()}
          </h2>
          <Form method="get" className="console-filters" role="search">
            <label className="field">
              <span className="field__label">{N.find()}</span>
              <input
                type="search"
                name="q"
                defaultValue={q}
                placeholder={C.searchPlaceholder()}
                maxLength={100}
                className="field__input"
              />
            </label>
            <div className="console-inline">
              <button type="submit" className="button button--primary">
                {C.search()}
              </button>
            </div>
          </Form>
          {found ? (
            found.list.length === 0 ? (
              <p className="console-muted">{C.none()}</p>
            ) : (
              <ul className="console-choices" data-testid="new-order-customers">
                {found.list.map((row) => (
                  <li key={row.id}>
                    <span>
                      <bdi>{row.deletedAt ? C.deletedName() : row.name}</bdi>
                      <br />
                      <bdi className="console-muted console-wrap">{row.email}</bdi>
                    </span>
                    {row.deletedAt ? null : (
                      <Link
                        to={consoleHref.newOrder({ customer: String(row.id) })}
                        className="button"
                        aria-label={N.chooseLabel({ name: row.name })}
                      >
                        {N.choose()}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </section>
      )}
    </>
  );
}

function NewOrderForm({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { LL, locale } = useI18n();
  const N = LL.console.quotes.newOrder;
  const E = LL.console.quotes.editor;
  const { customer, addresses, currency, idempotencyKey } = data;
  const busy = useNavigation().state !== "idle";
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result && !result.ok ? result : null;
  const draft = useDraftLines(() => []);
  const [freight, setFreight] = useState("");
  const totals = draftTotals(draft.lines, freight, currency, locale);
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  if (!customer) return null;
  return (
    <Form method="post" className="form console-card" data-testid="new-order-form">
      <FormMessage error={answer?.error} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="userId" value={customer.id} />
      <input type="hidden" name="currency" value={currency} />
      <fieldset className="console-fieldset">
        <legend className="console-subtitle">{N.address()}</legend>
        {addresses.length === 0 ? (
          <p className="console-read-only">{N.noAddresses()}</p>
        ) : (
          <ul className="console-choices">
            {addresses.map((address) => (
              <li key={address.id}>
                <label className="console-check">
                  <input
                    type="radio"
                    name="addressId"
                    value={address.id}
                    required
                    defaultChecked={address.id === preferred?.id}
                  />{" "}
                  <span>
                    {address.recipient ? (
                      <>
                        <bdi>{address.recipient}</bdi> · <bdi dir="ltr">{address.phone}</bdi>
                        <br />
                      </>
                    ) : null}
                    <AddressLine address={address} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="console-fieldset">
        <legend className="console-subtitle">{N.lines()}</legend>
        <DraftLines draft={draft} currency={currency} offer={false} floorPercent={null} />
      </fieldset>
      <div className="console-form">
        <label className="field">
          <span className="field__label">{E.freightAmount({ currency })}</span>
          <input
            name="freight"
            inputMode="decimal"
            maxLength={20}
            autoComplete="off"
            value={freight}
            onChange={(event) => setFreight(event.target.value)}
            className="field__input"
          />
        </label>
        <label className="field">
          <span className="field__label">{E.freightLabel()}</span>
          <input
            name="freightLabel"
            maxLength={QUOTE_LIMITS.freightLabel}
            placeholder={E.freightLabelPlaceholder()}
            className="field__input"
          />
        </label>
        <label className="field">
          <span className="field__label">{N.poNumber()}</span>
          <input name="poNumber" maxLength={35} autoComplete="off" className="field__input" />
        </label>
      </div>
      <label className="field">
        <span className="field__label">{N.notes()}</span>
        <textarea name="notes" rows={2} maxLength={500} className="field__input console-textarea" />
      </label>
      <DraftTotals totals={totals} currency={currency} />
      <p className="console-muted">{N.mailHint()}</p>
      <div className="console-inline">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || draft.lines.length === 0 || addresses.length === 0}
        >
          {N.create()}
        </button>
      </div>
    </Form>
  );
}
