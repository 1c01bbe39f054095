import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { TranslationFunctions } from "../../locales/i18n-types";
import type { TextOverrides } from "../../shared/i18n/text-overrides";
import type { Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";

interface I18nValue {
  LL: TranslationFunctions;
  locale: Locale;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Texts loaded after the first render (a namespace such as the console's) re-render the provider. */
const textListeners = new Set<() => void>();
let textsRevision = 0;

/** Called when more texts have been loaded into the language's dictionary (client/lib/dictionary.ts). */
export function announceNewTexts(): void {
  textsRevision += 1;
  for (const listener of textListeners) listener();
}

function subscribeToTexts(listener: () => void): () => void {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
}

const currentRevision = () => textsRevision;

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
  const revision = useSyncExternalStore(subscribeToTexts, currentRevision, currentRevision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means a new dictionary object.
  const value = useMemo(() => ({ LL: translator(locale, overrides), locale }), [locale, overrides, revision]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's dictionary (`LL.section.key()`) and language. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an <I18nProvider> above it (client/root.tsx)");
  return value;
}
