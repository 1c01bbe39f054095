import { useId } from "react";
import { isLocale } from "../../../shared/locale";
import { useDeliberateSelect } from "../../lib/deliberate-select";
import { useI18n } from "../../lib/i18n";
import { resetLanguage, switchLanguage } from "../../lib/language";
import { useRootData } from "../../lib/root-data";

const RESET = "reset";

/** A native select: accessible, tiny, and usable on any phone. Arrow keys never reload the page. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { LL, locale } = useI18n();
  const root = useRootData();
  const id = useId();
  const locales = root?.config.locales ?? [locale];
  const select = useDeliberateSelect(locale, (value) => {
    if (value === RESET) resetLanguage();
    else if (isLocale(value)) switchLanguage(value);
  });
  return (
    <div className={className ? `language-switcher ${className}` : "language-switcher"}>
      <label htmlFor={id} className="visually-hidden">
        {LL.language.label()}
      </label>
      <select id={id} className="language-switcher__select" {...select}>
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
