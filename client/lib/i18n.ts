import { useI18nContext } from "../../locales/i18n-react";

export { default as I18nProvider } from "../../locales/i18n-react";

/** The page's dictionary (`LL.section.key()`) and language. */
export function useI18n() {
  const { LL, locale } = useI18nContext();
  return { LL, locale };
}
