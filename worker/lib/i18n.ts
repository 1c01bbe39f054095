import type { TranslationFunctions } from "../../locales/i18n-types";
import { i18nObject } from "../../locales/i18n-util";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { isLocale, type Locale } from "../../shared/locale";

loadAllLocales();

const translators = new Map<Locale, TranslationFunctions>();

/** The dictionary functions of a language (built once per isolate). */
export function translator(locale: Locale): TranslationFunctions {
  let LL = translators.get(locale);
  if (!LL) {
    LL = i18nObject(locale);
    translators.set(locale, LL);
  }
  return LL;
}

/** The language an API call asks for in X-Accept-Language ("zh", "zh-CN,zh;q=0.9", ...). */
export function localeFromHeader(value: string | null | undefined, fallback: Locale): Locale {
  if (!value) return fallback;
  for (const part of value.split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    if (isLocale(tag)) return tag;
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return fallback;
}
