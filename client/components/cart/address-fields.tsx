import type { Address } from "../../../shared/commerce/types";
import { useI18n } from "../../lib/i18n";
import { TextField } from "../ui/text-field";
import { CountryField } from "./country-field";

/** The inputs of a shipping address (names match the address API). */
export function AddressFields({
  address,
  defaultCountry,
}: {
  address?: Address;
  /** The country a new address starts with (where a quote's goods go). */
  defaultCountry?: string;
}) {
  const { LL } = useI18n();
  const A = LL.commerce.address;
  return (
    <>
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <div className="form__row">
        <TextField
          label={A.recipient()}
          name="recipient"
          defaultValue={address?.recipient}
          required
          maxLength={80}
          autoComplete="name"
        />
        <TextField
          label={A.phone()}
          hint={A.phoneHint()}
          name="phone"
          type="tel"
          defaultValue={address?.phone}
          required
          minLength={4}
          maxLength={40}
          // The API's rule (shared/commerce/schemas.ts), checked before sending.
          pattern="[+\d][\d \(\)\-]*"
          formatMessage={A.phoneFormat()}
          autoComplete="tel"
        />
      </div>
      <TextField
        label={A.company()}
        name="company"
        defaultValue={address?.company}
        maxLength={120}
        autoComplete="organization"
      />
      <TextField
        label={A.line1()}
        name="line1"
        defaultValue={address?.line1}
        required
        maxLength={160}
        autoComplete="address-line1"
      />
      <TextField
        label={A.line2()}
        name="line2"
        defaultValue={address?.line2}
        maxLength={160}
        autoComplete="address-line2"
      />
      <div className="form__row">
        <TextField
          label={A.city()}
          name="city"
          defaultValue={address?.city}
          required
          maxLength={80}
          autoComplete="address-level2"
        />
        <TextField
          label={A.region()}
          name="region"
          defaultValue={address?.region}
          maxLength={80}
          autoComplete="address-level1"
        />
      </div>
      <div className="form__row">
        <TextField
          label={A.postalCode()}
          name="postalCode"
          defaultValue={address?.postalCode}
          maxLength={20}
          autoComplete="postal-code"
        />
        <CountryField defaultValue={address?.country ?? defaultCountry} />
      </div>
      <label className="check">
        <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault} />
        <span>{A.isDefault()}</span>
      </label>
    </>
  );
}
