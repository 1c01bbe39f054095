import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { customerExportPath } from "../../../shared/account/privacy";
import { consoleHref } from "../../../shared/console/hrefs";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import type { OrderStatus } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import type { Route } from "./+types/customers.$id";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { confirmDialog } from "../../lib/confirm-dialog";
import { field, readForm } from "../../lib/form-data";
import { notFound } from "../../lib/guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { ReadOnlyNotice } from "../../components/console/read-only-notice";
import { countryName, isCountryCode } from "../../../shared/commerce/countries";
import { taxIdLabel } from "../../../shared/account/company";
import type { ConsoleCustomerDetail } from "../../../shared/console/customers";
import { isolatedParts, slot } from "../../components/console/isolated-parts";

export async function loader(args: Route.LoaderArgs) {
  if (!/^\d{1,15}$/.test(args.params.id)) notFound(args.request);
  const customer = await args.context.api.get(`/admin/customers/${args.params.id}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(args.request);
    return handleStaffError(args, error);
  });
  return { customer };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: args.data?.customer.deletedAt
      ? LL.console.customers.deletedName()
      : (args.data?.customer.name ?? LL.console.customers.title()),
    noIndex: true,
  }));

const ACTIONS = ["lock", "unlock", "sign-out", "reset-link"] as const;

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const id = encodeURIComponent(args.params.id);
  if (intent === "delete") {
    return runStaffAction(args, intent, () =>
      args.context.api.post(`/admin/customers/${id}/delete`, {
        email: field(form, "email"),
        cancelUnpaid: field(form, "cancelUnpaid") === "on",
      }),
    );
  }
  if (intent === "company-verify" || intent === "company-unverify") {
    return runStaffAction(args, intent, () =>
      args.context.api.post(`/admin/customers/${id}/company/${intent.slice("company-".length)}`, {
        expectedVersion: Number(field(form, "expectedVersion")),
      }),
    );
  }
  const known = (ACTIONS as readonly string[]).includes(intent);
  return runStaffAction(args, intent, () =>
    known ? args.context.api.post(`/admin/customers/${id}/${intent}`, {}) : Promise.reject(new Error("unknown intent")),
  );
}

/**
 * A customer: orders, addresses, coupons, reviews; lock or unlock sign-in, reset link, sign out
 * everywhere; their privacy requests (download their data, delete the account).
 */
export default function ConsoleCustomerPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const C = LL.console.customers;
  const { customer } = loaderData;
  const deleted = customer.deletedAt !== null;
  const canWrite = useStaffCan("customers.write") && !deleted;
  const canExport = useStaffCan("customers.export");
  const canDelete = useStaffCan("customers.delete") && !deleted;
  const canOrder = useStaffCan("quotes.offer") && !deleted && !customer.locked;
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const doneMessage = (intent: string) =>
    intent === "reset-link"
      ? C.resetSent()
      : intent === "lock"
        ? C.lockedDone()
        : intent === "unlock"
          ? C.unlockedDone()
          : intent === "delete"
            ? C.deletedDone()
            : intent === "company-verify"
              ? C.verifiedDone()
              : intent === "company-unverify"
                ? C.unverifiedDone()
                : C.signedOutDone();
  return (
    <>
      <p>
        <Link to={consoleHref.customers()}>← {C.back()}</Link>
      </p>
      <PageHeader title={deleted ? C.deletedName() : customer.name} lead={deleted ? undefined : customer.email}>
        <p className="console-muted" data-testid="customer-status">
          {customer.deletedAt ? (
            <>
              {C.deletedOn()} <ConsoleTime iso={customer.deletedAt} />
            </>
          ) : (
            <>
              {customer.locked ? C.locked() : C.active()} · {C.sessions({ count: customer.openSessions })}
            </>
          )}
        </p>
        {canOrder ? (
          <p>
            <Link
              to={consoleHref.newOrder({ customer: String(customer.id) })}
              className="button button--primary"
              data-testid="customer-new-order"
            >
              {LL.console.quotes.newOrder.forCustomer()}
            </Link>
          </p>
        ) : null}
      </PageHeader>
      <FormMessage
        error={answer && !answer.ok ? answer.error : null}
        success={answer?.ok ? doneMessage(answer.intent) : null}
      />
      {canWrite ? null : <ReadOnlyNotice page="customer" />}
      {canWrite ? (
        <Form
          method="post"
          className="console-inline console-card"
          onSubmit={async (event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value !== "lock") return;
            event.preventDefault();
            const confirmed = await confirmDialog({
              title: C.lock(),
              message: C.lockConfirm(),
              confirmText: C.lock(),
              cancelText: LL.common.close(),
              type: "warning",
            });
            if (confirmed) void submit(submitter, { method: "post" });
          }}
        >
          {customer.locked ? (
            <button type="submit" name="intent" value="unlock" className="button" disabled={busy}>
              {C.unlock()}
            </button>
          ) : (
            <button type="submit" name="intent" value="lock" className="button button--danger" disabled={busy}>
              {C.lock()}
            </button>
          )}
          <button type="submit" name="intent" value="sign-out" className="button" disabled={busy}>
            {C.signOut()}
          </button>
          {customer.locked ? null : (
            <button type="submit" name="intent" value="reset-link" className="button" disabled={busy}>
              {C.resetLink()}
            </button>
          )}
        </Form>
      ) : null}
      <CompanyBlock company={customer.company} canWrite={canWrite} busy={busy} />
      <div className="console-grid">
        <section className="console-card">
          <h2 className="console-subtitle">{C.recentOrders()}</h2>
          {customer.recentOrders.length === 0 ? (
            <p className="console-muted">{C.empty()}</p>
          ) : (
            <ul className="console-list">
              {customer.recentOrders.map((order) => (
                <li key={order.orderNo}>
                  <Link to={consoleHref.order(order.orderNo)}>{order.orderNo}</Link> ·{" "}
                  {LL.commerce.orders.statuses[order.status as OrderStatus]?.() ?? order.status} ·{" "}
                  {formatPrice(order.totalMinor, order.currency, locale)} · <ConsoleTime iso={order.createdAt} />
                </li>
              ))}
            </ul>
          )}
          <h2 className="console-subtitle">{C.reviews()}</h2>
          {customer.reviews.length === 0 ? (
            <p className="console-muted">{C.empty()}</p>
          ) : (
            <ul className="console-list">
              {customer.reviews.map((review) => (
                <li key={review.id}>
                  {LL.console.reviews.stars({ rating: review.rating })} ·{" "}
                  {review.visible ? LL.console.reviews.visible() : LL.console.reviews.hidden()}
                  <div className="console-diff">{review.body}</div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="console-card">
          <h2 className="console-subtitle">{C.addresses()}</h2>
          {customer.addresses.length === 0 ? (
            <p className="console-muted">{C.empty()}</p>
          ) : (
            <ul className="console-list">
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  <bdi>{address.recipient}</bdi>, <bdi>{address.city}</bdi>,{" "}
                  {isCountryCode(address.country) ? countryName(address.country, locale) : <bdi>{address.country}</bdi>}
                  {address.isDefault ? ` · ${C.isDefault()}` : ""}
                </li>
              ))}
            </ul>
          )}
          <h2 className="console-subtitle">{C.coupons()}</h2>
          {customer.coupons.length === 0 ? (
            <p className="console-muted">{C.empty()}</p>
          ) : (
            <ul className="console-list">
              {customer.coupons.map((coupon) => (
                <li key={coupon.campaignId}>
                  <bdi>{coupon.name}</bdi> · {coupon.used ? C.used() : C.unused()}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {canExport || canDelete ? (
        <section className="console-card" aria-labelledby="customer-privacy" data-testid="customer-privacy">
          <h2 className="console-subtitle" id="customer-privacy">
            {C.privacy()}
          </h2>
          {canExport ? (
            <>
              <p className="console-muted">{C.exportLead()}</p>
              <p>
                <a className="button" href={customerExportPath(customer.id)} download data-testid="customer-export">
                  {C.export()}
                </a>
              </p>
            </>
          ) : null}
          {canDelete ? (
            <Form
              method="post"
              onSubmit={async (event) => {
                const form = event.currentTarget;
                event.preventDefault();
                const confirmed = await confirmDialog({
                  title: C.deleteTitle(),
                  message: C.deleteConfirm(),
                  confirmText: C.deleteButton(),
                  cancelText: LL.common.close(),
                  type: "warning",
                });
                if (confirmed) void submit(form, { method: "post" });
              }}
            >
              <h3 className="console-subtitle">{C.deleteTitle()}</h3>
              <p className="console-muted">{C.deleteLead()}</p>
              <p className="console-muted">{C.deleteRule()}</p>
              <input type="hidden" name="intent" value="delete" />
              <div className="console-form">
                <label className="field">
                  <span className="field__label">{C.deleteEmail()}</span>
                  <input
                    className="field__input"
                    name="email"
                    type="email"
                    required
                    autoComplete="off"
                    maxLength={320}
                    dir="ltr"
                  />
                </label>
                <label className="console-check">
                  <input type="checkbox" name="cancelUnpaid" /> {C.cancelUnpaid()}
                </label>
                <button type="submit" className="button button--danger" disabled={busy}>
                  {C.deleteButton()}
                </button>
              </div>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The customer's company as invoices will name it, what VIES said of its VAT number, and staff's check. */
function CompanyBlock({
  company,
  canWrite,
  busy,
}: {
  company: ConsoleCustomerDetail["company"];
  canWrite: boolean;
  busy: boolean;
}) {
  const { LL, locale } = useI18n();
  const C = LL.console.customers;
  if (!company) {
    return (
      <section className="console-card" aria-labelledby="customer-company" data-testid="customer-company">
        <h2 className="console-subtitle" id="customer-company">
          {C.company()}
        </h2>
        <p className="console-muted">{C.noCompany()}</p>
      </section>
    );
  }
  const vies = company.vies;
  const checked = (iso: string | null) => (iso ? <ConsoleTime iso={iso} /> : "");
  const viesText = !vies
    ? null
    : vies.status === "valid"
      ? vies.name
        ? isolatedParts(C.viesValid({ name: slot("name"), date: slot("date") }), {
            name: vies.name,
            date: checked(vies.checkedAt),
          })
        : isolatedParts(C.viesValidNoName({ date: slot("date") }), { date: checked(vies.checkedAt) })
      : vies.status === "invalid"
        ? isolatedParts(C.viesInvalid({ date: slot("date") }), { date: checked(vies.checkedAt) })
        : C.viesUnavailable();
  const address = [company.line1, company.line2, company.postalCode, company.city, company.region].filter(Boolean);
  return (
    <section className="console-card" aria-labelledby="customer-company" data-testid="customer-company">
      <h2 className="console-subtitle" id="customer-company">
        {C.company()}
      </h2>
      <ul className="console-list">
        <li>
          <strong>
            <bdi>{company.legalName}</bdi>
          </strong>
        </li>
        <li>
          <bdi>{address.join(", ")}</bdi>,{" "}
          {isCountryCode(company.country) ? countryName(company.country, locale) : <bdi>{company.country}</bdi>}
        </li>
        {company.taxKind && company.taxId ? (
          <li>
            {C.taxId({ label: taxIdLabel(company.taxKind) })}:{" "}
            <bdi dir="ltr" className="kept-whole">
              {company.taxId}
            </bdi>
          </li>
        ) : null}
        {viesText ? (
          <li data-testid="customer-company-vies" data-status={vies?.status}>
            {C.vies()}: {viesText}
          </li>
        ) : null}
        {company.eori ? (
          <li>
            {C.eori()}: <bdi dir="ltr">{company.eori}</bdi>
          </li>
        ) : null}
        {company.invoiceEmail ? (
          <li>
            {C.invoiceEmail()}: <bdi dir="ltr">{company.invoiceEmail}</bdi>
          </li>
        ) : null}
        <li data-testid="customer-company-verified">
          {company.verified
            ? isolatedParts(C.verified({ name: slot("name"), date: slot("date") }), {
                name: company.verifiedByName ?? company.verified.by,
                date: <ConsoleTime iso={company.verified.at} />,
              })
            : C.notVerified()}
        </li>
      </ul>
      {canWrite ? (
        <Form method="post" className="console-inline">
          <input type="hidden" name="expectedVersion" value={company.version} />
          {company.verified ? (
            <button type="submit" name="intent" value="company-unverify" className="button" disabled={busy}>
              {C.unverify()}
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="company-verify"
              className="button button--primary"
              disabled={busy}
            >
              {C.verify()}
            </button>
          )}
        </Form>
      ) : null}
    </section>
  );
}
