import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { DocumentSummary } from "../../../shared/commerce/documents";
import type { ConsoleOrderDetail } from "../../../shared/console/orders";
import { formatPrice, minorUnitDigits } from "../../../shared/format";
import { api } from "../../lib/api";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useStaff, useStaffCan } from "../../lib/staff";
import { FormMessage } from "../ui/form-message";
import { TextField } from "../ui/text-field";
import { IssuedOn } from "./document-parts";

/** The order page's form posts that issue a document (answered in this block, not at the top). */
export const DOCUMENT_INTENTS: readonly string[] = ["proforma", "credit-note"];

/** What the order page's action answered to one of DOCUMENT_INTENTS. */
export type DocumentAnswer =
  | { ok: true; intent: string; data: unknown }
  | { ok: false; intent: string; error: string; amount?: { reason: string; typed: string } };

/**
 * An order's pro-forma invoices, commercial invoice and credit notes, each to download or mail to
 * the buyer again; a new pro-forma while the order awaits payment, and a credit note against its
 * invoice once it has one. A role that may only read orders sees the list and the downloads.
 */
export function OrderDocuments({
  order,
  documents,
  answer,
}: {
  order: ConsoleOrderDetail;
  documents: DocumentSummary[];
  answer: DocumentAnswer | null;
}) {
  const { LL, locale } = useI18n();
  const D = LL.console.invoicing;
  const me = useStaff();
  const canWrite = useStaffCan("orders.write");
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const [sending, setSending] = useState<string | null>(null);
  const money = (minor: number, currency = order.currency) => formatPrice(minor, currency, locale);
  const invoice = documents.find((doc) => doc.kind === "commercial_invoice");
  const credited = documents
    .filter((doc) => doc.kind === "credit_note" && doc.refersTo === invoice?.number)
    .reduce((sum, doc) => sum + doc.totalMinor, 0);
  const remaining = invoice ? invoice.totalMinor - credited : 0;

  /**
   * Re-sending calls the API from the browser: it changes nothing the page shows, so the toast is
   * its whole answer (a refusal is the API client's own notice).
   */
  async function resend(number: string) {
    setSending(number);
    try {
      await api.post(`/admin/documents/${encodeURIComponent(number)}/resend`);
      notifySuccess(D.resent({ number }));
    } catch {
      // The API client has shown why.
    } finally {
      setSending(null);
    }
  }

  const problem = answer && !answer.ok ? answer : null;
  const amountProblem = problem?.intent === "credit-note" ? problem.amount : undefined;
  const example = money(remaining > 0 ? remaining : order.totalMinor);
  const creditError = amountProblem
    ? amountProblem.reason === "negative" || amountProblem.reason === "not_positive"
      ? D.creditNotPositive()
      : amountProblem.reason === "too_precise"
        ? D.creditTooPrecise({ currency: order.currency, digits: minorUnitDigits(order.currency), example })
        : D.creditUnreadable({ amount: amountProblem.typed, example })
    : problem?.intent === "credit-note"
      ? problem.error
      : null;
  // A document the action issued (its intent says which kind it is).
  const issued = answer?.ok ? (answer.data as DocumentSummary) : null;

  return (
    <section className="console-card" aria-labelledby="order-documents" data-testid="order-documents">
      <h2 className="console-subtitle" id="order-documents">
        {D.title()}
      </h2>
      {issued ? (
        <FormMessage
          success={
            issued.kind === "credit_note"
              ? D.creditIssued({ number: issued.number, amount: money(issued.totalMinor, issued.currency) })
              : D.proformaIssued({ number: issued.number })
          }
        />
      ) : problem?.intent === "proforma" ? (
        <FormMessage error={problem.error} />
      ) : null}
      {documents.length === 0 ? (
        <p className="console-muted">{D.none()}</p>
      ) : (
        <ul className="console-documents">
          {documents.map((doc) => (
            <li key={doc.number} data-testid={`document-${doc.number}`} data-kind={doc.kind}>
              <span>
                <strong>{D.kinds[doc.kind]()}</strong>{" "}
                <bdi dir="ltr" className="console-documents__number">
                  {doc.number}
                </bdi>
                <br />
                <span className="console-muted">
                  <IssuedOn iso={doc.issuedAt} /> · {money(doc.totalMinor, doc.currency)}
                  {doc.refersTo ? (
                    <>
                      {" "}
                      ·{" "}
                      <span className="console-documents__refers" data-testid="refers-to">
                        {D.credits({ number: doc.refersTo })}
                      </span>
                    </>
                  ) : null}
                </span>
              </span>
              <span className="console-inline">
                <a href={doc.href} className="button" download aria-label={D.downloadLabel({ number: doc.number })}>
                  {D.download()}
                </a>
                {canWrite ? (
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || sending !== null}
                    aria-busy={sending === doc.number}
                    aria-label={D.resendLabel({ number: doc.number })}
                    onClick={() => void resend(doc.number)}
                  >
                    {D.resend()}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!canWrite ? (
        <p className="console-muted" data-testid="documents-read-only">
          {D.readOnly({ role: LL.console.roles[me.role]() })}
        </p>
      ) : null}
      {canWrite && order.status === "awaiting_payment" ? (
        <Form method="post" className="console-documents__step" data-testid="new-proforma">
          <input type="hidden" name="intent" value="proforma" />
          <p className="console-muted">{D.newProformaHint()}</p>
          <button type="submit" className="button" disabled={busy}>
            {D.newProforma()}
          </button>
        </Form>
      ) : null}
      {canWrite && invoice ? (
        <div className="console-documents__step">
          <h3 className="console-subtitle">{D.creditTitle()}</h3>
          {remaining > 0 ? (
            <>
              <p className="console-muted">{D.creditLead({ number: invoice.number, amount: money(remaining) })}</p>
              <FormMessage error={creditError} />
              {/* A fresh, empty form once a credit note is issued; a refused one keeps what was typed. */}
              <Form
                method="post"
                className="form console-documents__credit"
                data-testid="credit-note-form"
                key={documents.length}
              >
                <input type="hidden" name="intent" value="credit-note" />
                <input type="hidden" name="currency" value={order.currency} />
                <TextField
                  label={D.creditAmount({ currency: order.currency })}
                  name="amount"
                  inputMode="decimal"
                  required
                  maxLength={40}
                  autoComplete="off"
                  hint={D.creditHint({ example })}
                />
                <TextField label={D.creditReason()} name="reason" required maxLength={300} autoComplete="off" />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {D.creditSubmit()}
                </button>
              </Form>
            </>
          ) : (
            <p className="console-muted">{D.fullyCredited({ number: invoice.number })}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
