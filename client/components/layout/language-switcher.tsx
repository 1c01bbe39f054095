import { useId } from "react";
import { isLocale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { resetLanguage, switchLanguage } from "../../lib/language";
import { useRootData } from "../../lib/root-data";

const RESET = "reset";

/** A native select: accessible, tiny, and usable on any phone. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { LL, locale } = useI18n();
  const root = useRootData();
  const id = useId();
  const locales = root?.config.locales ?? [locale];
  return (
    <div className={className ? `language-switcher ${className}` : "language-switcher"}>
      <label htmlFor={id} className="visually-hidden">
        {LL.language.label()}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={locale}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value === RESET) resetLanguage();
          else if (isLocale(value)) switchLanguage(value);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {LL.language[code]()}
          </option>
        ))}
        <option value={RESET}>{LL.language.reset()}</option>
      </select>
    </div>
  );
}
