import type { Locales } from "../locales/i18n-types";

export type Locale = Locales;

/** Every language the dictionaries carry, in the order the switcher lists them. */
export const ALL_LOCALES = ["en", "zh", "es", "ru", "fr", "pt", "ar"] as const satisfies readonly Locale[];

/** BCP 47 tags for `<html lang>` and content's `lang` (hreflang uses the bare code: the text is for every region). */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: "en",
  zh: "zh-CN",
  es: "es",
  ru: "ru",
  fr: "fr",
  pt: "pt-BR",
  ar: "ar",
};

/**
 * The tags `Intl` formats numbers, prices and dates with. Arabic is written with the digits its
 * locale data uses today (0–9, as most Arabic shops do), pinned so that the server and every
 * browser agree: older browsers default `ar` to Arabic-Indic digits (٠–٩), which would make the
 * hydrated page differ from the server's.
 */
export const INTL_TAGS: Record<Locale, string> = { ...LOCALE_TAGS, ar: "ar-u-nu-latn" };

/** Languages written right to left. */
const RTL_LOCALES: ReadonlySet<Locale> = new Set(["ar"]);

/** The `dir` of a page or text in this language. */
export function textDirection(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/**
 * The `dir` attribute that goes with a `lang` attribute (a tag of `LOCALE_TAGS`), so text in
 * another language than the page's also runs in its own direction: English fallback text on an
 * Arabic page reads left to right. None without a `lang` (the page's direction applies).
 */
export function dirForLang(tag: string | undefined): "rtl" | "ltr" | undefined {
  if (!tag) return undefined;
  const language = tag.split("-")[0]!.toLowerCase();
  return isLocale(language) ? textDirection(language) : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (ALL_LOCALES as readonly string[]).includes(value);
}

export interface LocaleSettings {
  /** Hostname → language. */
  domainLocales: Readonly<Record<string, Locale>>;
  defaultLocale: Locale;
  /** The languages this deployment offers. */
  supported: readonly Locale[];
}

/** The language a host starts in: its domain mapping, else the default, else English. */
export function domainLocale(hostname: string, settings: LocaleSettings): Locale {
  const mapped = settings.domainLocales[hostname.toLowerCase()];
  if (mapped && settings.supported.includes(mapped)) return mapped;
  if (settings.supported.includes(settings.defaultLocale)) return settings.defaultLocale;
  return "en";
}

/** The cookie, else the domain mapping, else the default locale, else English. */
export function resolveLocale(cookieValue: string | undefined, hostname: string, settings: LocaleSettings): Locale {
  if (isLocale(cookieValue) && settings.supported.includes(cookieValue)) return cookieValue;
  return domainLocale(hostname, settings);
}

/** Content (products, posts, pages) is written in this language first; others fall back to it. */
export const CONTENT_BASE_LOCALE: Locale = "en";
