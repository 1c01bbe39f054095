import { Form, Link } from "react-router";
import type { OrderTracking } from "../../../shared/commerce/types";
import { formatDate } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { maybeOtherLanguage } from "../ui/language-fallback";
import { TextField } from "../ui/text-field";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

/** What a lookup found: the order's tracking, no such order of the user's, or no user signed in. */
export type TrackResult =
  | ({ kind: "found" } & OrderTracking)
  | { kind: "not-found"; orderNo: string }
  | { kind: "signed-out"; orderNo: string };

/** A lookup of one of the signed-in customer's own orders by number. */
export function TrackOrder({ result }: { result: TrackResult | null }) {
  const { LL, locale } = useI18n();
  const L = LL.commerce.logistics;
  const O = LL.commerce.orders;
  return (
    <section className="card section--compact track" aria-labelledby="track-order">
      <h2 id="track-order">{L.track()}</h2>
      <p className="muted">{L.trackLead()}</p>
      <Form method="get" className="track__form" preventScrollReset>
        <TextField label={L.orderNo()} name="orderNo" defaultValue={result?.orderNo} required maxLength={32} />
        <button type="submit" className="button button--primary">
          {L.trackButton()}
        </button>
      </Form>
      {result?.kind === "signed-out" ? (
        <p>
          <Link to={href.login(`${href.logistics()}?orderNo=${encodeURIComponent(result.orderNo)}`)}>
            {L.signInToTrack()}
          </Link>
        </p>
      ) : null}
      {result?.kind === "not-found" ? <FormMessage error={L.notFound()} /> : null}
      {result?.kind === "found" ? (
        <div className="track__result" data-testid="track-result">
          <p>
            <strong>{withIsolated(O.orderNo({ orderNo: ELEMENT_SLOT }), result.orderNo)}</strong> ·{" "}
            {L.status({ status: O.statuses[result.status]() })}
          </p>
          <p>
            {O.method()}:{" "}
            <span {...maybeOtherLanguage(result.shippingMethodLang, locale)}>{result.shippingMethodName}</span>
            {result.trackingNo ? (
              <>
                {" "}
                · {O.tracking()}: <strong>{result.trackingNo}</strong>
              </>
            ) : null}
          </p>
          <ol className="timeline">
            {result.events.map((event, index) => (
              <li key={index}>
                <strong>{O.statuses[event.status]()}</strong>{" "}
                <span className="muted">{formatDate(event.at, locale)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
