import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TranslationFunctions } from "../../locales/i18n-types";
import type { TextOverrides } from "../../shared/i18n/text-overrides";
import type { Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";

interface I18nValue {
  LL: TranslationFunctions;
  locale: Locale;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The page's language for every component below (the root sets it from the request), with the
 * configured translations that replace built-in texts (the same on the server and in the browser).
 */
export function I18nProvider({
  locale,
  overrides,
  children,
}: {
  locale: Locale;
  overrides?: TextOverrides;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ LL: translator(locale, overrides), locale }), [locale, overrides]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's dictionary (`LL.section.key()`) and language. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an <I18nProvider> above it (client/root.tsx)");
  return value;
}
