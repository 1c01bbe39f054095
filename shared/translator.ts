import { i18nObject as initI18nObject } from "typesafe-i18n";
import type { Formatters, Locales, Translations, TranslationFunctions } from "../locales/i18n-types";
import { i18nObject, loadedFormatters, loadedLocales } from "../locales/i18n-util";
import type { TextOverrides } from "./i18n/text-overrides";
import type { Locale } from "./locale";

/** A language's functions and the dictionary object they were built from. */
type Built = { dictionary: unknown; LL: TranslationFunctions };

const translators = new Map<Locale, Built>();
/** Translators with overrides, per overrides object (one per language and version of them). */
const overridden = new WeakMap<TextOverrides, Map<Locale, Built>>();

type Dictionary = { [key: string]: string | Dictionary };

/**
 * typesafe-i18n's object is a Proxy that builds new proxies and functions on every property
 * access (`LL.catalogue.addToCart` makes several). Walking it once into plain objects keeps the same
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
 * The dictionary with the overrides laid over it, key by key (a new object). Only keys the
 * dictionary has, with values of the same kind, are taken: overrides are checked before they get
 * here (shared/i18n/text-overrides.ts).
 */
export function mergeTexts<T extends Dictionary>(dictionary: T, overrides: TextOverrides): T {
  const merged: Dictionary = { ...dictionary };
  for (const [key, value] of Object.entries(overrides)) {
    if (!Object.hasOwn(dictionary, key)) continue;
    const base = dictionary[key];
    if (typeof base === "string" && typeof value === "string") merged[key] = value;
    else if (typeof base === "object" && typeof value === "object") merged[key] = mergeTexts(base, value);
  }
  return merged as T;
}

/**
 * The dictionary functions of a language, built once per isolate (or page) and reused: building
 * them wraps every entry, which is too much work to repeat for each request. The language's
 * dictionary must be loaded first (the worker loads all; the browser loads the page's language
 * before hydrating, and a namespace such as the console's when a page needs it: loading one
 * replaces the language's dictionary object, and the functions are built again). With `overrides`
 * (the configured translations of that language), their texts replace the built-in ones; the same
 * overrides object gets the same functions again.
 */
export function translator(locale: Locale, overrides?: TextOverrides): TranslationFunctions {
  if (overrides && Object.keys(overrides).length > 0) return overriddenTranslator(locale, overrides);
  const dictionary = loadedLocales[locale] as unknown as Dictionary | undefined;
  // A dictionary not loaded yet: the plain object of typesafe-i18n, not kept (built again next time).
  if (!dictionary) return i18nObject(locale);
  const known = translators.get(locale);
  if (known?.dictionary === dictionary) return known.LL;
  const LL = materialize(
    dictionary,
    i18nObject(locale) as unknown as Record<string, unknown>,
  ) as unknown as TranslationFunctions;
  translators.set(locale, { dictionary, LL });
  return LL;
}

function overriddenTranslator(locale: Locale, overrides: TextOverrides): TranslationFunctions {
  let byLocale = overridden.get(overrides);
  const dictionary = loadedLocales[locale] as unknown as Dictionary | undefined;
  if (!dictionary) return translator(locale);
  const known = byLocale?.get(locale);
  if (known?.dictionary === dictionary) return known.LL;
  const merged = mergeTexts(dictionary, overrides);
  const functions = initI18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    locale,
    merged as unknown as Translations,
    loadedFormatters[locale],
  );
  const LL = materialize(merged, functions as unknown as Record<string, unknown>) as unknown as TranslationFunctions;
  if (!byLocale) {
    byLocale = new Map();
    overridden.set(overrides, byLocale);
  }
  byLocale.set(locale, { dictionary, LL });
  return LL;
}
