import type { TranslationFunctions } from "../locales/i18n-types";
import { i18nObject, loadedLocales } from "../locales/i18n-util";
import type { Locale } from "./locale";

const translators = new Map<Locale, TranslationFunctions>();

type Dictionary = { [key: string]: string | Dictionary };

/**
 * typesafe-i18n's object is a Proxy that builds new proxies and functions on every property
 * access (`LL.catalog.addToCart` makes several). Walking it once into plain objects keeps the same
 * functions and makes each later access an ordinary property read.
 */
function materialize(dictionary: Dictionary, functions: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(dictionary)) {
    plain[key] =
      typeof entry === "string" ? functions[key] : materialize(entry, functions[key] as Record<string, unknown>);
  }
  return plain;
}

/**
 * The dictionary functions of a language, built once per isolate (or page) and reused: building
 * them wraps every entry, which is too much work to repeat for each request. The language's
 * dictionary must be loaded first (the worker loads all; the browser loads the page's language
 * before hydrating).
 */
export function translator(locale: Locale): TranslationFunctions {
  let LL = translators.get(locale);
  if (!LL) {
    const dictionary = loadedLocales[locale] as unknown as Dictionary | undefined;
    // A dictionary not loaded yet: the plain object of typesafe-i18n, not kept (built again next time).
    if (!dictionary) return i18nObject(locale);
    LL = materialize(
      dictionary,
      i18nObject(locale) as unknown as Record<string, unknown>,
    ) as unknown as TranslationFunctions;
    translators.set(locale, LL);
  }
  return LL;
}
