import { useId, useMemo, useState } from "react";
import { countryOptions, filterCountries, isCountryCode } from "../../../shared/commerce/countries";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";

/**
 * The country of an address, chosen from the list of ISO 3166-1 countries named in the page's
 * language (never typed as free text). A native select (type-ahead, the phone's own picker) with a
 * filter above it: typing "esp" narrows the list and picks the first match. A stored code that is
 * not a country shows as unknown and must be replaced before the form can be sent.
 */
export function CountryField({
  defaultValue,
  onChange,
  label,
  hint,
}: {
  defaultValue?: string;
  /** Told of each country chosen (by the list or the filter). */
  onChange?: (code: string) => void;
  /** Its label where "Country / region" does not say what it is for (a quote's destination). */
  label?: string;
  hint?: string;
}) {
  const { LL, locale } = useI18n();
  const A = LL.commerce.address;
  const hydrated = useHydrated();
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  const aboutId = `${selectId}-about`;
  const options = useMemo(() => countryOptions(locale), [locale]);
  const unknown = defaultValue && !isCountryCode(defaultValue) ? defaultValue : null;
  const [value, setChosen] = useState(defaultValue && isCountryCode(defaultValue) ? defaultValue : "");
  const setValue = (code: string) => {
    setChosen(code);
    onChange?.(code);
  };
  const [typed, setTyped] = useState("");
  const matches = useMemo(() => filterCountries(options, typed), [options, typed]);
  // The chosen country stays in the list whatever the filter says, so the select never lies.
  const chosen = options.find((option) => option.code === value);
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;

  const filter = (text: string) => {
    setTyped(text);
    const found = filterCountries(options, text);
    if (text.trim() && found.length && !found.some((option) => option.code === value)) setValue(found[0]!.code);
  };

  return (
    <div className="field country-field">
      <label htmlFor={selectId} className="field__label">
        {label ?? A.country()}
      </label>
      <input
        type="search"
        className="field__input"
        aria-label={A.countrySearch()}
        aria-controls={selectId}
        placeholder={A.countrySearch()}
        autoComplete="off"
        enterKeyHint="done"
        value={typed}
        disabled={!hydrated}
        onChange={(event) => filter(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter keeps the match; it does not send the address form half filled.
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <select
        id={selectId}
        name="country"
        className="select"
        required
        autoComplete="country"
        value={value}
        aria-describedby={[unknown ? hintId : "", hint ? aboutId : ""].filter(Boolean).join(" ") || undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
      >
        <option value="">
          {typed.trim() && !matches.length ? A.countryNone({ typed: typed.trim() }) : A.countryChoose()}
        </option>
        {shown.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={aboutId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {unknown && !value ? (
        <p id={hintId} className="field__hint field__hint--error">
          {A.countryUnknownHint({ code: unknown })}
        </p>
      ) : null}
    </div>
  );
}
