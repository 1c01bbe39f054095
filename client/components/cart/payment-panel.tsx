import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { DocumentSummary } from "../../../shared/commerce/documents";
import type { BankTransferInstructions, OrderDetail, PayPlatform } from "../../../shared/commerce/types";
import { formatDate, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { refreshCartCount } from "../../lib/cart-count";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { BankTransfer } from "./bank-transfer";
import { PaySummary } from "./pay-summary";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

/** What asking a provider for its checkout page gets back when it fails (success leaves the site). */
export interface PayResult {
  error: string | null;
}

interface Props {
  order: OrderDetail;
  platforms: PayPlatform[];
  /** The way to pay the buyer chose (`?method=`), or null before they chose one. */
  chosen: string | null;
  bank: BankTransferInstructions | null;
  proforma: DocumentSummary | null;
  qrSvg: string;
  returned: { provider: string | null; result: string | null };
}

const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;
/** The query parameter holding the chosen way to pay. */
export const PAY_METHOD = "method";

/** Keeps asking for the order while a provider's confirmation is on its way (the webhook). */
function useConfirmationPolling(waiting: boolean) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting || polls >= CONFIRM_POLLS || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, revalidator]);
  return waiting && polls < CONFIRM_POLLS;
}

/**
 * The pay step: the amount due and its deadline, what is being paid for, the ways to pay (none
 * chosen until the buyer picks one: the choice lives in the URL, and only choosing bank transfer
 * records a transfer as started), the chosen way's instructions, and what happens next.
 */
export function PaymentPanel({ order, platforms, chosen, bank, proforma, qrSvg, returned }: Props) {
  const { LL, locale } = useI18n();
  const P = LL.commerce.pay;
  const result = useActionData<PayResult>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const awaiting = order.status === "awaiting_payment";
  const confirming = useConfirmationPolling(awaiting && returned.result === "success");
  // The click shows at once (before the navigation starts too), while the page loads the chosen
  // way's details; a click counts only while the URL still holds the choice it was made on.
  const [clicked, setClicked] = useState<{ code: string; on: string | null } | null>(null);
  const pending = navigation.location ? new URLSearchParams(navigation.location.search).get(PAY_METHOD) : null;
  const method = pending ?? (clicked && clicked.on === chosen ? clicked.code : chosen);
  const platform = platforms.find((item) => item.code === method);
  // Placing the order emptied its lines from the cart; the header badge follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order shown
  useEffect(() => {
    void refreshCartCount();
  }, [order.orderNo]);

  const choose = (code: string) => {
    setClicked({ code, on: chosen });
    const next = new URLSearchParams(params);
    next.set(PAY_METHOD, code);
    for (const stale of ["provider", "result", "token"]) next.delete(stale);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  if (!awaiting) {
    return (
      <section className="card pay" aria-labelledby="pay-title">
        <h1 id="pay-title">{withIsolated(P.title({ orderNo: ELEMENT_SLOT }), order.orderNo)}</h1>
        <p
          className={
            order.status === "cancelled" ? "form-message form-message--error" : "form-message form-message--success"
          }
          role="status"
          data-testid="pay-status"
        >
          {order.status === "cancelled" ? P.cancelled() : P.paid()}
        </p>
        <Link to={`${href.accountOrders()}?orderNo=${order.orderNo}`} className="button button--primary">
          {P.viewOrder()}
        </Link>
      </section>
    );
  }

  const deadline = order.expiresAt ? formatDate(order.expiresAt, locale) : null;
  return (
    <section className="card pay" aria-labelledby="pay-title">
      <h1 id="pay-title">{withIsolated(P.title({ orderNo: ELEMENT_SLOT }), order.orderNo)}</h1>
      <p className="pay__amount">
        {P.amountDue()}: <strong data-testid="amount-due">{money(order.totalMinor)}</strong>
      </p>
      {deadline ? <p className="muted">{P.expires({ date: deadline })}</p> : null}
      {confirming ? (
        <p className="form-message" role="status">
          {P.returnChecking()}
        </p>
      ) : null}
      {returned.result === "cancel" ? <FormMessage error={P.returnCancelled()} /> : null}
      <FormMessage error={result?.error} />

      <PaySummary order={order} />

      <fieldset className="choice-list pay__platforms" disabled={!hydrated}>
        <legend className="filter__legend">{P.choose()}</legend>
        {platforms.map((item) => (
          <label key={item.code} className={item.code === method ? "choice is-selected" : "choice"}>
            <input
              type="radio"
              name="platform"
              value={item.code}
              checked={item.code === method}
              onChange={() => choose(item.code)}
            />
            <span>{item.name}</span>
          </label>
        ))}
      </fieldset>

      {method === "bank" && bank ? <BankTransfer bank={bank} proforma={proforma} qrSvg={qrSvg} /> : null}

      {platform && platform.kind === "redirect" ? (
        <Form method="post">
          <input type="hidden" name="orderNo" value={order.orderNo} />
          <input type="hidden" name="provider" value={platform.code} />
          <button type="submit" className="button button--primary button--large" disabled={submitting}>
            {submitting ? P.redirecting({ name: platform.name }) : P.payWith({ name: platform.name })}
          </button>
        </Form>
      ) : null}

      {platform ? (
        <section className="pay__next" aria-labelledby="pay-next-title" data-testid="pay-next">
          <h2 id="pay-next-title">{P.nextTitle()}</h2>
          <p>
            {platform.kind === "offline"
              ? P.nextBank({ date: deadline ?? "" })
              : P.nextRedirect({ name: platform.name })}
          </p>
        </section>
      ) : null}
    </section>
  );
}
