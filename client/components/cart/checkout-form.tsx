import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { CheckoutPrice } from "../../../shared/commerce/checkout";
import type { Address, CartLine, ShippingMethod } from "../../../shared/commerce/types";
import { checkOrder, rulesOf } from "../../../shared/coupons/eligibility";
import type { MyCoupon } from "../../../shared/coupons/types";
import { formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { ELEMENT_SLOT, withElement } from "../../lib/rich-text";
import { sessionStore } from "../../lib/session-store";
import { FormMessage } from "../ui/form-message";
import { FallbackNotice, otherLanguage } from "../ui/language-fallback";
import { isCountryCode } from "../../../shared/commerce/countries";
import { couponValueText } from "../coupons/coupon-value";
import { AddressFields } from "./address-fields";
import { AddressLine } from "./address-line";

/**
 * A text inside an option of a list, in its own direction (Unicode's first-strong isolate): an
 * option holds no elements, so no `<bdi>`.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The coupon query's value for "No coupon": the buyer's choice, so the page suggests none. */
export const NO_COUPON = "none";

/**
 * What the page says under the coupon list: that it chose the buyer's best coupon (which), or, with
 * none chosen, how many of their coupons could be used.
 */
export type CouponNote = { kind: "best"; claimId: number } | { kind: "usable"; count: number };

/** What placing the order or saving a new address gets back from the page's action. */
export interface CheckoutResult {
  error?: string;
  /** The id of the address just saved (it becomes the chosen one). */
  addressSaved?: number;
}

interface Props {
  lines: CartLine[];
  addresses: Address[];
  methods: ShippingMethod[];
  coupons: MyCoupon[];
  selection: { addressId: number | null; shippingMethodId: number | null; couponClaimId: number | null };
  price: CheckoutPrice | null;
  priceError: string | null;
  couponNote: CouponNote | null;
  idempotencyKey: string;
}

/**
 * The confirm step: items, shipping address (or a new one), shipping method, coupon, notes, and the
 * server's totals. Choices live in the URL query, so the totals are always the server's.
 */
export function CheckoutForm({
  lines,
  addresses,
  methods,
  coupons,
  selection,
  price,
  priceError,
  couponNote,
  idempotencyKey,
}: Props) {
  const { LL, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const result = useActionData<CheckoutResult>();
  const navigation = useNavigation();
  const placing = navigation.state === "submitting";
  const addressFetcher = useFetcher<CheckoutResult>();
  const fixFetcher = useFetcher<CheckoutResult>();
  const money = (minor: number) => formatPrice(minor, price?.currency ?? lines[0]?.currency ?? "USD", locale);

  const choose = (name: string, value: number | string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, String(value));
    if (!next.has("lines")) next.set("lines", lines.map((line) => line.id).join(","));
    setParams(next, { replace: true, preventScrollReset: true });
  };

  // The notes typed for these lines, kept in the tab until the order is placed (a reload keeps them).
  const notes = useRef<HTMLTextAreaElement>(null);
  const draftKey = `portline:order-notes:${lines
    .map((line) => line.id)
    .sort((a, b) => a - b)
    .join(",")}`;
  useEffect(() => {
    const field = notes.current;
    const draft = sessionStore()?.getItem(draftKey);
    // What was typed before the page hydrated wins.
    if (field && draft && !field.value) field.value = draft;
  }, [draftKey]);
  const keepDraft = (text: string) => {
    if (text) sessionStore()?.setItem(draftKey, text);
    else sessionStore()?.removeItem(draftKey);
  };
  const placed =
    navigation.state === "loading" &&
    navigation.formMethod !== undefined &&
    navigation.location.pathname === href.orderPay();
  useEffect(() => {
    if (placed) sessionStore()?.removeItem(draftKey);
  }, [placed, draftKey]);

  const savedAddress = addressFetcher.state === "idle" ? addressFetcher.data?.addressSaved : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for a newly saved address (`choose` reads the query)
  useEffect(() => {
    if (savedAddress) choose("address", savedAddress);
  }, [savedAddress]);

  if (!lines.length) {
    return (
      <div className="empty-state">
        <p>{LL.commerce.confirm.nothingSelected()}</p>
        <Link to={href.cart()} className="button">
          {LL.commerce.confirm.backToCart()}
        </Link>
      </div>
    );
  }

  /** Why a coupon cannot be used on these lines (the server checks again), or null. */
  const couponProblem = (coupon: MyCoupon): string | null => {
    if (coupon.reserved) return LL.coupons.reservedFor({ orderNo: coupon.orderNo ?? "" });
    const ineligible = coupon.ineligible ?? checkOrder(rulesOf(coupon), { lines }).ineligible;
    if (!ineligible) return null;
    if (ineligible.reason === "newCustomersOnly") return LL.coupons.checkout.newCustomersOnly();
    if (ineligible.reason === "products") return LL.coupons.checkout.notForProducts();
    return LL.coupons.checkout.notApplicable({ amount: money(ineligible.minimumMinor) });
  };
  const chosenAddress = addresses.find((address) => address.id === selection.addressId);
  const addressUsable = chosenAddress !== undefined && isCountryCode(chosenAddress.country);
  return (
    <div className="checkout">
      <div className="checkout__main">
        <section className="card checkout__section" aria-labelledby="checkout-items">
          <h2 id="checkout-items">{LL.commerce.confirm.items()}</h2>
          <FallbackNotice langs={lines.map((line) => line.lang)} />
          <ul className="checkout__lines">
            {lines.map((line) => (
              <li key={line.id}>
                <span>
                  <bdi {...otherLanguage(line.lang, locale)}>{line.name}</bdi>{" "}
                  <span className="muted">
                    · <bdi>{line.specName}</bdi>
                  </span>
                </span>
                <span>
                  {line.quantity} × <bdi className="amount">{money(line.unitPriceMinor)}</bdi> ={" "}
                  <strong className="amount">
                    <bdi>{money(line.lineTotalMinor)}</bdi>
                  </strong>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="card checkout__section" aria-labelledby="checkout-address">
          <h2 id="checkout-address">{LL.commerce.confirm.address()}</h2>
          {addresses.length ? (
            <fieldset className="choice-list">
              <legend className="visually-hidden">{LL.commerce.confirm.address()}</legend>
              {addresses.map((address) => (
                <label
                  key={address.id}
                  className={address.id === selection.addressId ? "choice is-selected" : "choice"}
                >
                  <input
                    type="radio"
                    name="address"
                    checked={address.id === selection.addressId}
                    onChange={() => choose("address", address.id)}
                  />
                  <span>
                    <strong>
                      <bdi>{address.recipient}</bdi>
                    </strong>{" "}
                    ·{" "}
                    <bdi dir="ltr" className="kept-whole">
                      {address.phone}
                    </bdi>
                    <br />
                    <span className="muted">
                      <AddressLine address={address} />
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="muted">{LL.commerce.confirm.noAddress()}</p>
          )}
          {chosenAddress && !isCountryCode(chosenAddress.country) ? (
            // An old address whose country is not one we know: corrected here before ordering.
            <div className="checkout__fix-address" data-testid="fix-address">
              <p className="form-message form-message--error" role="alert">
                {LL.commerce.confirm.unknownCountry({ code: chosenAddress.country })}
              </p>
              <fixFetcher.Form method="post" className="form" key={chosenAddress.id}>
                <FormMessage error={fixFetcher.data?.error} />
                <input type="hidden" name="intent" value="address" />
                <AddressFields address={chosenAddress} />
                <button type="submit" className="button button--primary" disabled={fixFetcher.state !== "idle"}>
                  {LL.commerce.address.save()}
                </button>
              </fixFetcher.Form>
            </div>
          ) : null}
          <details className="checkout__new-address" open={addresses.length === 0}>
            <summary>{LL.commerce.confirm.addAddress()}</summary>
            <addressFetcher.Form method="post" className="form">
              <FormMessage error={addressFetcher.data?.error} />
              <input type="hidden" name="intent" value="address" />
              <AddressFields />
              <button type="submit" className="button" disabled={addressFetcher.state !== "idle"}>
                {LL.commerce.address.save()}
              </button>
            </addressFetcher.Form>
          </details>
        </section>

        <section className="card checkout__section" aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping">{LL.commerce.confirm.shipping()}</h2>
          <FallbackNotice langs={methods.map((method) => method.lang)} />
          <fieldset className="choice-list">
            <legend className="visually-hidden">{LL.commerce.confirm.shipping()}</legend>
            {methods.map((method) => (
              <label
                key={method.id}
                className={method.id === selection.shippingMethodId ? "choice is-selected" : "choice"}
              >
                <input
                  type="radio"
                  name="shipping"
                  checked={method.id === selection.shippingMethodId}
                  onChange={() => choose("shipping", method.id)}
                />
                <span>
                  <strong>
                    <bdi {...otherLanguage(method.lang, locale)}>{method.name}</bdi>
                  </strong>{" "}
                  · <bdi className="amount">{money(method.priceMinor)}</bdi>
                  <br />
                  <span className="muted">
                    {LL.commerce.confirm.days({ min: method.minDays, max: method.maxDays })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </section>

        <section className="card checkout__section" aria-labelledby="checkout-coupon">
          <h2 id="checkout-coupon">{LL.coupons.checkout.title()}</h2>
          <FallbackNotice langs={coupons.map((coupon) => coupon.lang)} />
          {coupons.length ? (
            <select
              className="select"
              aria-labelledby="checkout-coupon"
              aria-describedby={couponNote ? "checkout-coupon-note" : undefined}
              value={selection.couponClaimId ? String(selection.couponClaimId) : NO_COUPON}
              onChange={(event) =>
                choose(
                  "coupon",
                  event.currentTarget.value === NO_COUPON ? NO_COUPON : Number(event.currentTarget.value),
                )
              }
            >
              <option value={NO_COUPON}>{LL.coupons.checkout.none()}</option>
              {coupons.map((coupon) => {
                const reason = couponProblem(coupon);
                return (
                  <option key={coupon.claimId} value={coupon.claimId} disabled={reason !== null}>
                    {isolate(coupon.name)} — {couponValueText(LL, locale, coupon)}
                    {reason ? ` (${isolate(reason)})` : ""}
                  </option>
                );
              })}
            </select>
          ) : (
            <p className="muted">{LL.coupons.checkout.noneAvailable()}</p>
          )}
          <CouponNoteLine note={couponNote} coupons={coupons} />
          <FormMessage error={priceError} />
        </section>
      </div>

      <Form method="post" className="card checkout__summary" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{LL.commerce.confirm.summary()}</h2>
        <FormMessage error={result?.error} />
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="lineIds" value={lines.map((line) => line.id).join(",")} />
        <input type="hidden" name="addressId" value={selection.addressId ?? ""} />
        <input type="hidden" name="shippingMethodId" value={selection.shippingMethodId ?? ""} />
        <input type="hidden" name="couponClaimId" value={selection.couponClaimId ?? ""} />
        <div className="field">
          <label htmlFor="checkout-po" className="field__label">
            {LL.commerce.orderDocuments.poNumber()}
          </label>
          <input
            id="checkout-po"
            name="poNumber"
            className="field__input"
            maxLength={35}
            autoComplete="off"
            aria-describedby="checkout-po-hint"
          />
          <p id="checkout-po-hint" className="field__hint">
            {LL.commerce.orderDocuments.poNumberHint()}
          </p>
        </div>
        <div className="field">
          <label htmlFor="checkout-notes" className="field__label">
            {LL.commerce.confirm.notes()}
          </label>
          <textarea
            ref={notes}
            onInput={(event) => keepDraft(event.currentTarget.value)}
            id="checkout-notes"
            name="notes"
            className="field__input field__textarea"
            maxLength={500}
            rows={3}
            aria-describedby="checkout-notes-hint"
          />
          <p id="checkout-notes-hint" className="field__hint">
            {LL.commerce.confirm.notesHint()}
          </p>
        </div>
        {price ? (
          <dl className="totals">
            <dt>{LL.commerce.confirm.subtotal()}</dt>
            <dd>{money(price.subtotalMinor)}</dd>
            <dt>{LL.commerce.confirm.shippingCost()}</dt>
            <dd>{money(price.shippingMinor)}</dd>
            {price.discountMinor > 0 ? (
              <>
                <dt>{LL.commerce.confirm.discount()}</dt>
                <dd data-testid="discount">−{money(price.discountMinor)}</dd>
              </>
            ) : null}
            <dt className="totals__total">{LL.commerce.confirm.total()}</dt>
            <dd className="totals__total" data-testid="order-total">
              {money(price.totalMinor)}
            </dd>
          </dl>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={placing || !addressUsable || !selection.shippingMethodId}
        >
          {placing ? LL.commerce.confirm.placing() : LL.commerce.confirm.placeOrder()}
        </button>
        <Link to={href.cart()}>{LL.commerce.confirm.backToCart()}</Link>
      </Form>
    </div>
  );
}

/** The line under the coupon list: the coupon the page chose (named in its own language), or how many could be used. */
function CouponNoteLine({ note, coupons }: { note: CouponNote | null; coupons: MyCoupon[] }) {
  const { LL, locale } = useI18n();
  if (!note) return null;
  const chosen = note.kind === "best" ? coupons.find((coupon) => coupon.claimId === note.claimId) : undefined;
  return (
    <p id="checkout-coupon-note" className="field__hint" data-testid="coupon-note" role="status">
      {chosen
        ? withElement(
            LL.coupons.checkout.bestApplied({ name: ELEMENT_SLOT }),
            <bdi {...otherLanguage(chosen.lang, locale)}>{chosen.name}</bdi>,
          )
        : note.kind === "usable"
          ? LL.coupons.checkout.usable({ count: note.count })
          : null}
    </p>
  );
}
