import { countryName } from "../../../shared/commerce/countries";
import type { ShippingMethod } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { FallbackNotice, otherLanguage } from "../ui/language-fallback";

/** The shipping methods as a table: price, delivery time, where they ship. */
export function ShippingMethods({ methods }: { methods: ShippingMethod[] }) {
  const { LL, locale } = useI18n();
  const L = LL.commerce.logistics;
  if (!methods.length) return null;
  return (
    <section className="section--compact" aria-labelledby="shipping-methods">
      <h2 id="shipping-methods" className="section__title">
        {L.methods()}
      </h2>
      <FallbackNotice langs={methods.map((method) => method.lang)} />
      <div className="compare-scroll">
        <table className="spec-table shipping-table">
          <thead>
            <tr>
              <th scope="col">{L.method()}</th>
              <th scope="col">{L.price()}</th>
              <th scope="col">{L.time()}</th>
              <th scope="col">{L.regions()}</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => (
              <tr key={method.id}>
                <th scope="row" {...otherLanguage(method.lang, locale)}>
                  {method.name}
                  {method.description ? <span className="muted shipping-table__note">{method.description}</span> : null}
                </th>
                <td>{formatPrice(method.priceMinor, method.currency, locale)}</td>
                <td>{LL.commerce.confirm.days({ min: method.minDays, max: method.maxDays })}</td>
                <td>
                  {method.regions.includes("*")
                    ? L.worldwide()
                    : method.regions.map((code) => countryName(code, locale)).join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
