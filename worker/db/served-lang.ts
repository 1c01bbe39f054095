import { CONTENT_BASE_LOCALE, isLocale, type Locale } from "../../shared/locale";

/**
 * The language a translated row was served in: its own language when the translation `t`
 * (joined on `key` for the request's language) exists, else the base language it fell back to.
 */
export function servedLangColumn(key: string, alias = "t"): string {
  return `CASE WHEN ${alias}.${key} IS NULL THEN '${CONTENT_BASE_LOCALE}' ELSE ${alias}.lang END AS lang`;
}

export function servedLang(value: unknown): Locale {
  return isLocale(value) ? value : CONTENT_BASE_LOCALE;
}
