import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import type { BankTransferInstructions, OrderDetail, PayPlatform } from "../../../shared/commerce/types";
import { formatDate, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { refreshCartCount } from "../../lib/cart-count";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { QrCode } from "../ui/qr-code";
import { CopyButton } from "./copy-button";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

interface Props {
  order: OrderDetail;
  platforms: PayPlatform[];
  bank: BankTransferInstructions | null;
  qrSvg: string;
  returned: { provider: string | null; result: string | null };
}

const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;

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

/** The pay step: amount due, the ways to pay, bank-transfer details with a QR code, or done. */
export function PaymentPanel({ order, platforms, bank, qrSvg, returned }: Props) {
  const { LL, locale } = useI18n();
  const P = LL.commerce.pay;
  const result = useActionData<{ error: string | null }>();
  const submitting = useNavigation().state === "submitting";
  const [chosen, setChosen] = useState(platforms[0]?.code ?? "bank");
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const awaiting = order.status === "awaiting_payment";
  const confirming = useConfirmationPolling(awaiting && returned.result === "success");
  // Placing the order emptied its lines from the cart; the header badge follows.
  useEffect(() => {
    void refreshCartCount();
  }, [order.orderNo]);

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

  return (
    <section className="card pay" aria-labelledby="pay-title">
      <h1 id="pay-title">{withIsolated(P.title({ orderNo: ELEMENT_SLOT }), order.orderNo)}</h1>
      <p className="pay__amount">
        {P.amountDue()}: <strong data-testid="amount-due">{money(order.totalMinor)}</strong>
      </p>
      {order.expiresAt ? <p className="muted">{P.expires({ date: formatDate(order.expiresAt, locale) })}</p> : null}
      {confirming ? (
        <p className="form-message" role="status">
          {P.returnChecking()}
        </p>
      ) : null}
      {returned.result === "cancel" ? <FormMessage error={P.returnCancelled()} /> : null}
      <FormMessage error={result?.error} />

      <fieldset className="choice-list pay__platforms">
        <legend className="filter__legend">{P.choose()}</legend>
        {platforms.map((platform) => (
          <label key={platform.code} className={platform.code === chosen ? "choice is-selected" : "choice"}>
            <input
              type="radio"
              name="platform"
              value={platform.code}
              checked={platform.code === chosen}
              onChange={() => setChosen(platform.code)}
            />
            <span>{platform.name}</span>
          </label>
        ))}
      </fieldset>

      {chosen === "bank" && bank ? (
        <div className="bank" data-testid="bank-transfer">
          <h2>{P.bankTitle()}</h2>
          <p>{P.bankLead()}</p>
          <div className="bank__body">
            <dl className="bank__details">
              {[
                [P.bankName(), bank.bankName],
                [P.accountName(), bank.accountName],
                [P.accountNumber(), bank.accountNumber],
                [P.swift(), bank.swift],
                [P.amount(), money(bank.amountMinor)],
                [P.reference(), bank.reference],
              ].map(([label, value]) => (
                <div key={label} className="bank__row">
                  <dt>{label}</dt>
                  <dd>
                    <span>{value}</span> <CopyButton text={value!} />
                  </dd>
                </div>
              ))}
            </dl>
            <QrCode svg={qrSvg} label={P.qrLabel()} />
          </div>
        </div>
      ) : null}

      {chosen !== "bank" ? (
        <Form method="post">
          <input type="hidden" name="orderNo" value={order.orderNo} />
          <input type="hidden" name="provider" value={chosen} />
          <button type="submit" className="button button--primary button--large" disabled={submitting}>
            {submitting
              ? P.redirecting({ name: platforms.find((platform) => platform.code === chosen)?.name ?? chosen })
              : P.payWith({ name: platforms.find((platform) => platform.code === chosen)?.name ?? chosen })}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
