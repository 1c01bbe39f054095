import { effectivePrice } from "../../../shared/commerce/pricing";
import { formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

/** A price in the page's language; a sale price shows with the original struck through. */
export function Price({
  priceMinor,
  promoPriceMinor,
  currency,
  from,
}: {
  priceMinor: number;
  promoPriceMinor?: number | null;
  currency: string;
  from?: boolean;
}) {
  const { LL, locale } = useI18n();
  const current = effectivePrice(priceMinor, promoPriceMinor);
  const text = formatPrice(current, currency, locale);
  return (
    <p className="price">
      <span className="price__current">
        {from ? withIsolated(LL.common.priceFrom({ price: ELEMENT_SLOT }), text) : text}
      </span>
      {current !== priceMinor ? (
        <>
          {" "}
          <s className="price__original">
            <span className="visually-hidden">{LL.catalogue.originalPrice()} </span>
            {formatPrice(priceMinor, currency, locale)}
          </s>
        </>
      ) : null}
    </p>
  );
}
