import { Fragment } from "react";
import type { Address } from "../../../shared/commerce/types";
import { countryName, isCountryCode } from "../../../shared/commerce/countries";
import { useI18n } from "../../lib/i18n";

/**
 * An address on one line, its country named in the page's language. A stored code that is not a
 * country (an old free-text entry such as "SP") is shown as unknown, so the buyer corrects it.
 * Each part keeps its own direction (`<bdi>`), so on an Arabic page a Latin street, city and
 * postcode follow each other from the right like the words around them.
 */
export function AddressLine({ address }: { address: Omit<Address, "id" | "isDefault"> }) {
  const { LL, locale } = useI18n();
  const known = isCountryCode(address.country);
  const parts = [address.company, address.line1, address.line2, address.city, address.region, address.postalCode];
  return (
    <>
      {parts.filter(Boolean).map((part, index) => (
        // Parts may repeat (a city named like its region), so the position keys them.
        <Fragment key={index}>
          <bdi>{part}</bdi>
          {", "}
        </Fragment>
      ))}
      {known ? (
        countryName(address.country, locale)
      ) : (
        <strong className="address-line__unknown" data-testid="unknown-country">
          {LL.commerce.address.countryUnknown({ code: address.country })}
        </strong>
      )}
    </>
  );
}
