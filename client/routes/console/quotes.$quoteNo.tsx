import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { taxIdLabel } from "../../../shared/account/company";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { countryName, isCountryCode } from "../../../shared/commerce/countries";
import { isQuoteNo, OPEN_QUOTE_STATUSES, QUOTE_LIMITS, type ConsoleQuoteDetail } from "../../../shared/commerce/quotes";
import type { OrderStatus } from "../../../shared/commerce/types";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatDate, formatFileSize, formatPrice } from "../../../shared/format";
import type { Route } from "./+types/quotes.$quoteNo";
import { AddressLine } from "../../components/cart/address-line";
import { ConfirmForm } from "../../components/console/confirm-form";
import { percentField } from "../../components/console/draft-lines";
import { isolatedParts, slot } from "../../components/console/isolated-parts";
import { ConsoleTime } from "../../components/console/local-time";
import { OfferEditor } from "../../components/console/offer-editor";
import { OfferHistory, QuoteTimeline, waitingDays } from "../../components/console/quote-parts";
import { DirectionIcon } from "../../components/ui/direction-icon";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { notFound } from "../../lib/guards";
import { useI18n } from "../../lib/i18n";
import { moneyFieldValue } from "../../lib/money-field";
import { seoMeta } from "../../lib/seo";
import { useStaff, useStaffCan } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const { quoteNo } = args.params;
  if (!isQuoteNo(quoteNo)) notFound(args.request);
  const failed = (error: unknown): never => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(args.request);
    return handleStaffError(args, error);
  };
  const [quote, assignees] = await Promise.all([
    args.context.api.get(`/admin/quotes/${quoteNo}`),
    args.context.api.get("/admin/quotes/assignees"),
  ]).catch(failed);
  // The editor's default validity and the waiting time are counted from the server's clock.
  return { quote, assignees, now: Date.now(), shopCurrency: args.context.config.currency };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.quotes.quoteTitle({ quoteNo: args.params.quoteNo }), noIndex: true }));

/** What a step answers: done (and what came of an offer), or the API's refusal; a conflict offers a reload. */
interface StepAnswer {
  ok: boolean;
  intent: string;
  error: string;
  conflict: boolean;
  /** An offer's outcome: its version, and whether it waits for an owner. */
  offer?: { version: number; pending: boolean };
}

async function quoteStep(args: Route.ActionArgs, intent: string, call: () => Promise<unknown>) {
  try {
    const answered = await call();
    const offer = intent === "offer" ? newestOffer(answered as ConsoleQuoteDetail) : undefined;
    return { ok: true, intent, error: "", conflict: false, offer } satisfies StepAnswer;
  } catch (error) {
    if (error instanceof ApiError && error.code !== API_CODE.sessionInvalid && error.code !== API_CODE.unauthorized) {
      const answer: StepAnswer = {
        ok: false,
        intent,
        error: error.message,
        conflict: error.code === API_CODE.conflict,
      };
      return data(answer, { status: error.status });
    }
    return handleStaffError(args, error);
  }
}

/** The newest offer of a quote the API answered. */
function newestOffer(quote: ConsoleQuoteDetail): StepAnswer["offer"] {
  const newest = [...quote.offers].sort((a, b) => b.version - a.version)[0];
  return newest ? { version: newest.version, pending: newest.status === "pending_approval" } : undefined;
}

/** Every step goes through the API at the quote's version the page showed. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const api = args.context.api;
  const path = `/admin/quotes/${encodeURIComponent(args.params.quoteNo)}` as const;
  const expectedVersion = Number(field(form, "expectedVersion"));
  switch (intent) {
    case "reply":
      return quoteStep(args, intent, () => api.post(`${path}/reply`, { body: field(form, "body"), expectedVersion }));
    case "assign": {
      const staffId = field(form, "staffId");
      return quoteStep(args, intent, () =>
        api.post(`${path}/assign`, { expectedVersion, staffId: staffId ? Number(staffId) : null }),
      );
    }
    case "offer": {
      const currency = field(form, "currency");
      const locale = args.context.locale;
      const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
      const quantities = all("quantity");
      const prices = all("price");
      const discounts = all("discount");
      const leadTimes = all("leadTime");
      const lines = all("skuId").map((skuId, index) => ({
        skuId: Number(skuId),
        quantity: Number(quantities[index]),
        unitPriceMinor: moneyFieldValue(prices[index] ?? "", currency, locale),
        discountPercent: percentField(discounts[index] ?? ""),
        leadTimeDays: Number(leadTimes[index] || 0),
      }));
      return quoteStep(args, intent, () =>
        api.post(`${path}/offer`, {
          expectedVersion,
          lines,
          freightMinor: moneyFieldValue(field(form, "freight").trim() || "0", currency, locale),
          freightLabel: field(form, "freightLabel"),
          validUntil: field(form, "validUntil"),
          notes: field(form, "notes"),
          internalNotes: field(form, "internalNotes"),
          requestApproval: field(form, "requestApproval") === "on",
        }),
      );
    }
    case "approve":
      return quoteStep(args, intent, () => api.post(`${path}/approve`, { expectedVersion }));
    case "decline":
      return quoteStep(args, intent, () =>
        api.post(`${path}/decline`, { expectedVersion, reason: field(form, "reason") }),
      );
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * A quote as staff work it: the buyer and their company, what they asked, the thread and a reply,
 * the assignee, every offer version, the offer editor, and declining the request.
 */
export default function ConsoleQuotePage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const Q = LL.console.quotes;
  const { quote, assignees, now, shopCurrency } = loaderData;
  const me = useStaff();
  const canReply = useStaffCan("quotes.reply");
  const canOffer = useStaffCan("quotes.offer");
  const busy = useNavigation().state !== "idle";
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? (result as StepAnswer) : null;
  const open = OPEN_QUOTE_STATUSES.includes(quote.status);
  const currency = quote.offers[0]?.currency ?? quote.items[0]?.currency ?? shopCurrency;
  const money = (minor: number, code = currency) => formatPrice(minor, code, locale);
  const days = waitingDays(quote.awaitingSince, now);
  const done = (step: StepAnswer): string => {
    switch (step.intent) {
      case "reply":
        return Q.done.replied();
      case "assign":
        return Q.done.assigned();
      case "offer":
        return step.offer?.pending
          ? Q.done.pending({ version: step.offer.version })
          : Q.done.sent({ version: step.offer?.version ?? 0 });
      case "approve":
        return Q.done.approved();
      case "decline":
        return Q.done.declined();
      default:
        return Q.done.saved();
    }
  };
  return (
    <>
      <p>
        <Link to={consoleHref.quotes()} className="back-link">
          <DirectionIcon pointing="back" />
          {Q.back()}
        </Link>
      </p>
      <PageHeader title={Q.quoteTitle({ quoteNo: quote.quoteNo })}>
        <p>
          <span className={`console-badge console-badge--quote-${quote.status}`} data-testid="quote-status">
            {Q.statuses[quote.status]()}
          </span>{" "}
          <span className="console-muted">
            <ConsoleTime iso={quote.createdAt} /> · {Q.quoteVersion({ version: quote.version })}
            {quote.awaitingSince && days !== null
              ? ` · ${days === 0 ? Q.waitingToday() : Q.waitingDays({ count: days })}`
              : ""}
          </span>
        </p>
        {quote.orderNo ? (
          <p>
            {isolatedParts(Q.becameOrder({ orderNo: slot("order") }), {
              order: <Link to={consoleHref.order(quote.orderNo)}>{quote.orderNo}</Link>,
            })}
          </p>
        ) : null}
      </PageHeader>
      {answer && !answer.ok ? (
        <div className="console-inline">
          <FormMessage error={answer.error} />
          {answer.conflict ? (
            <Link to={consoleHref.quote(quote.quoteNo)} className="button" reloadDocument>
              {Q.reload()}
            </Link>
          ) : null}
        </div>
      ) : answer?.ok ? (
        <FormMessage success={done(answer)} />
      ) : null}
      <div className="console-grid">
        <div>
          <section className="console-card" aria-labelledby="quote-asked" data-testid="quote-asked">
            <h2 className="console-subtitle" id="quote-asked">
              {Q.asked()}
            </h2>
            <ul className="console-lines">
              {quote.items.map((item) => (
                <li key={item.skuId}>
                  <span>
                    <bdi>{item.name}</bdi>
                    <br />
                    <bdi className="console-muted">{item.specName}</bdi>
                  </span>
                  <span className="console-lines__amount">
                    {item.quantity} × {money(item.listPriceMinor, item.currency)}
                  </span>
                </li>
              ))}
            </ul>
            <p>
              {Q.destination()}:{" "}
              {isCountryCode(quote.country) ? countryName(quote.country, locale) : <bdi>{quote.country}</bdi>}
              <br />
              {Q.wantedBy()}: {quote.wantedBy ? formatDate(quote.wantedBy, locale) : Q.noDate()}
            </p>
            {quote.attachment ? (
              <p>
                {Q.attachment()}:{" "}
                <a
                  href={`/api/admin/quotes/${encodeURIComponent(quote.quoteNo)}/attachment`}
                  download={quote.attachment.name}
                  data-testid="quote-attachment"
                >
                  <bdi>{quote.attachment.name}</bdi>
                </a>{" "}
                <span className="console-muted">({formatFileSize(quote.attachment.sizeBytes, locale)})</span>
              </p>
            ) : null}
          </section>
          <section className="console-card" aria-labelledby="quote-thread">
            <h2 className="console-subtitle" id="quote-thread">
              {Q.thread()}
            </h2>
            {quote.messages.length === 0 ? (
              <p className="console-muted">{Q.noMessages()}</p>
            ) : (
              <ol className="console-thread" data-testid="quote-thread">
                {quote.messages.map((message) => (
                  <li key={message.id} className={`console-thread__message console-thread__message--${message.author}`}>
                    <p className="console-muted">
                      <strong>
                        <bdi>{message.authorName}</bdi>
                      </strong>{" "}
                      ({message.author === "buyer" ? Q.fromBuyer() : Q.fromStaff()}) ·{" "}
                      <ConsoleTime iso={message.createdAt} />
                    </p>
                    <div className="console-diff" dir="auto">
                      {message.body}
                    </div>
                  </li>
                ))}
              </ol>
            )}
            {canReply ? (
              <Form
                method="post"
                className="form console-note-form"
                key={quote.messages.length}
                data-testid="reply-form"
              >
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="expectedVersion" value={quote.version} />
                <label className="field">
                  <span className="field__label">{Q.reply()}</span>
                  <textarea
                    name="body"
                    required
                    rows={4}
                    maxLength={QUOTE_LIMITS.message}
                    className="field__input console-textarea"
                  />
                </label>
                <p className="field__hint">{Q.replyHint()}</p>
                <button type="submit" className="button button--primary" disabled={busy}>
                  {Q.sendReply()}
                </button>
              </Form>
            ) : null}
          </section>
          <OfferHistory
            quoteNo={quote.quoteNo}
            offers={quote.offers}
            quoteVersion={quote.version}
            floorPercent={quote.floorPercent}
          />
          {open && canOffer ? (
            // Started again only when an offer is added: a reply or an assignment keeps what is typed.
            <OfferEditor key={newestOffer(quote)?.version ?? 0} quote={quote} currency={currency} now={now} />
          ) : open ? (
            <p className="console-read-only" data-testid="read-only">
              <strong>{LL.console.readOnly.label()}</strong> {Q.readOnly({ role: LL.console.roles[me.role]() })}
            </p>
          ) : null}
          {open && canOffer ? (
            <section className="console-card" aria-labelledby="quote-decline" data-testid="quote-decline">
              <h2 className="console-subtitle" id="quote-decline">
                {Q.decline.title()}
              </h2>
              <p className="console-muted">{Q.decline.lead()}</p>
              <ConfirmForm
                label={Q.decline.submit()}
                question={{
                  title: Q.decline.title(),
                  message: Q.decline.confirm(),
                  confirmText: Q.decline.submit(),
                  cancelText: LL.common.close(),
                }}
              >
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="expectedVersion" value={quote.version} />
                <label className="field console-decline-reason">
                  <span className="field__label">{Q.decline.reason()}</span>
                  <textarea
                    name="reason"
                    required
                    rows={2}
                    maxLength={QUOTE_LIMITS.reason}
                    className="field__input console-textarea"
                  />
                </label>
              </ConfirmForm>
            </section>
          ) : null}
        </div>
        <div>
          <section className="console-card" aria-labelledby="quote-buyer" data-testid="quote-buyer">
            <h2 className="console-subtitle" id="quote-buyer">
              {Q.buyer()}
            </h2>
            <p>
              <Link to={consoleHref.customer(quote.buyer.id)}>
                <bdi>{quote.buyer.name}</bdi>
              </Link>
              <br />
              <a href={`mailto:${quote.buyer.email}`} dir="ltr" className="console-wrap">
                {quote.buyer.email}
              </a>
            </p>
            <CompanyFacts company={quote.companyProfile} />
          </section>
          {canReply ? (
            <section className="console-card" aria-labelledby="quote-assign">
              <h2 className="console-subtitle" id="quote-assign">
                {Q.assignee()}
              </h2>
              <Form method="post" className="console-form" data-testid="assign-form">
                <input type="hidden" name="intent" value="assign" />
                <input type="hidden" name="expectedVersion" value={quote.version} />
                <label className="field">
                  <span className="field__label">{Q.assignTo()}</span>
                  <select
                    name="staffId"
                    defaultValue={quote.assignee?.id ?? ""}
                    className="field__input"
                    key={quote.version}
                  >
                    <option value="">{Q.unassigned()}</option>
                    {assignees.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.id === me.id ? Q.meNamed({ name: member.name }) : member.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="button" disabled={busy}>
                  {Q.assign()}
                </button>
              </Form>
            </section>
          ) : null}
          <section className="console-card" aria-labelledby="quote-addresses">
            <h2 className="console-subtitle" id="quote-addresses">
              {Q.addresses()}
            </h2>
            {quote.addresses.length === 0 ? (
              <p className="console-muted">{Q.noAddresses()}</p>
            ) : (
              <ul className="console-list">
                {quote.addresses.map((address) => (
                  <li key={address.id}>
                    {address.recipient ? (
                      <>
                        <bdi>{address.recipient}</bdi>
                        <br />
                      </>
                    ) : null}
                    <AddressLine address={address} />
                    {address.isDefault ? ` · ${LL.console.customers.isDefault()}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="console-card" aria-labelledby="quote-orders">
            <h2 className="console-subtitle" id="quote-orders">
              {Q.pastOrders()}
            </h2>
            {quote.pastOrders.length === 0 ? (
              <p className="console-muted">{Q.noOrders()}</p>
            ) : (
              <ul className="console-list" data-testid="quote-past-orders">
                {quote.pastOrders.map((order) => (
                  <li key={order.orderNo}>
                    <Link to={consoleHref.order(order.orderNo)}>{order.orderNo}</Link> ·{" "}
                    {LL.commerce.orders.statuses[order.status as OrderStatus]?.() ?? order.status} ·{" "}
                    {money(order.totalMinor, order.currency)} · <ConsoleTime iso={order.createdAt} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <QuoteTimeline events={quote.events} />
        </div>
      </div>
    </>
  );
}

/** The buyer's company as invoices name it: legal name, country, tax ID, what VIES said, staff's check. */
function CompanyFacts({ company }: { company: ConsoleQuoteDetail["companyProfile"] }) {
  const { LL, locale } = useI18n();
  const C = LL.console.customers;
  const Q = LL.console.quotes;
  if (!company) return <p className="console-muted">{C.noCompany()}</p>;
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
  return (
    <>
      <h3 className="console-subtitle">{C.company()}</h3>
      <ul className="console-list" data-testid="quote-company">
        <li>
          <strong>
            <bdi>{company.legalName}</bdi>
          </strong>
          <br />
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
          <li data-status={vies?.status}>
            {C.vies()}: {viesText}
          </li>
        ) : null}
        <li>
          {company.verified
            ? isolatedParts(Q.companyVerified({ date: slot("date") }), {
                date: <ConsoleTime iso={company.verified.at} />,
              })
            : C.notVerified()}
        </li>
      </ul>
    </>
  );
}
