import { loadAllLocales } from "../../locales/i18n-util.sync";
import { isLocale, type Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";

loadAllLocales();

export { translator };

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
