import { useId } from "react";
import { isLocale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";

/** The language of the account's mail: the shop's languages, each named in itself. */
export function MailLanguageField({ current }: { current: string }) {
  const { LL, locale } = useI18n();
  const root = useRootData();
  const id = useId();
  const hintId = `${id}-hint`;
  const locales = root?.config.locales ?? [locale];
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {LL.account.settings.mailLanguage()}
      </label>
      <select
        id={id}
        name="language"
        className="field__input"
        defaultValue={isLocale(current) ? current : locale}
        aria-describedby={hintId}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {LL.language[code]()}
          </option>
        ))}
      </select>
      <p id={hintId} className="field__hint">
        {LL.account.settings.mailLanguageHint()}
      </p>
    </div>
  );
}

/** Whether a sign-in from a browser the account never used is mailed (on unless turned off). */
export function NewSignInMailField({ on }: { on: boolean }) {
  const { LL } = useI18n();
  const hintId = `${useId()}-hint`;
  return (
    <div className="field">
      <label className="field-check">
        <input type="checkbox" name="newSignInMail" defaultChecked={on} aria-describedby={hintId} />
        <span>{LL.account.settings.newSignInMail()}</span>
      </label>
      <p id={hintId} className="field__hint">
        {LL.account.settings.newSignInMailHint()}
      </p>
    </div>
  );
}
