import type { Locale } from "../../../shared/locale";
import { LOCALE_TAGS, textDirection } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";

/**
 * The `lang` attribute of a record served in another language than the page's (the English
 * fallback of an untranslated text), so screen readers and translators read it right.
 */
export function useContentLang(lang: Locale): string | undefined {
  const { locale } = useI18n();
  return lang !== locale ? LOCALE_TAGS[lang] : undefined;
}

/**
 * `lang` and `dir` for text in `lang` shown inside text in `around` (a sub-category under its
 * category, a menu entry on the page); none when the two languages are the same.
 */
export function otherLanguage(lang: Locale, around: Locale): { lang?: string; dir?: "ltr" | "rtl" } {
  return lang === around ? {} : { lang: LOCALE_TAGS[lang], dir: textDirection(lang) };
}

/** `otherLanguage` for a text whose language may be unknown (null: nothing is marked). */
export function maybeOtherLanguage(lang: Locale | null, around: Locale): { lang?: string; dir?: "ltr" | "rtl" } {
  return lang ? otherLanguage(lang, around) : {};
}

/**
 * Says, in the reader's language, that what follows is shown in English because it is not
 * translated yet — all of it, or some of it. `langs` are the languages the API served each record
 * (or part) in; nothing is shown when all are the page's language.
 */
export function FallbackNotice({ langs }: { langs: readonly Locale[] }) {
  const { LL, locale } = useI18n();
  const fallen = langs.filter((lang) => lang !== locale).length;
  if (!fallen) return null;
  const all = fallen === langs.length;
  return (
    <p className="content-fallback" role="note" data-fallback={all ? "all" : "some"}>
      {all ? LL.content.languageFallback() : LL.content.partialLanguageFallback()}
    </p>
  );
}
