import type { Namespaces, Translations } from "../../locales/i18n-types";
import { loadedLocales } from "../../locales/i18n-util";
import { loadLocaleAsync } from "../../locales/i18n-util.async";
import { isLocale, type Locale } from "../../shared/locale";
import { announceNewTexts } from "./i18n";

/** The pages under these top-level sections, e.g. `/cart` and `/cart/…`. */
const sectionsPattern = (sections: readonly string[]) => new RegExp(`^/(${sections.join("|")})(/|$)`);

/** The pages that show a cart, an order or a coupon: checkout, the account, deals, shipping, documents, the console. */
const SHOPPING_SECTIONS = ["cart", "order", "account", "discount", "logistics", "documents", "admin"];

/** The namespaces a page may load: all but the worker's own. */
type PageNamespace = Exclude<Namespaces, "mail" | "messages" | "documents">;

/**
 * The browser's texts: the language's shop dictionary (the chrome and the pages that only read) for
 * every page, and a namespace on top only where pages need it: the console's texts under /admin,
 * the cart's, orders' and coupons' on the shopping pages and the console, buying and reviewing a
 * product's there and on product pages, the account forms' on the pages that show them (and with the
 * weak-password reminder, wherever it opens). Reading the home page, a category or a post downloads
 * none of them. The mail's texts (namespace `mail`), the API's messages (`messages`: the worker
 * writes them into its answers) and the documents' (`documents`: printed into PDFs) are the worker's
 * alone: no page loads them.
 * The server renders with every namespace loaded.
 */
const NAMESPACE_PATHS: Record<PageNamespace, RegExp> = {
  // The pages with sign-in, password or mail-settings forms: the shop's and the console's.
  account: sectionsPattern(["auth", "account", "mail", "admin"]),
  console: sectionsPattern(["admin"]),
  commerce: sectionsPattern(SHOPPING_SECTIONS),
  coupons: sectionsPattern(SHOPPING_SECTIONS),
  // Buying or reviewing a product: the shopping pages and the product pages, which only add to the cart.
  purchase: sectionsPattern(["product", ...SHOPPING_SECTIONS]),
};

/**
 * The pages' namespaces in every language, one file each: every namespace but the worker's own
 * (as `PageNamespace`). Found here rather than through typesafe-i18n's loader, which would put the
 * worker's texts into the browser build too.
 */
const NAMESPACE_FILES = import.meta.glob<Translations[PageNamespace]>(
  ["./*/*/index.ts", "!./*/{mail,messages,documents}/index.ts"],
  { base: "../../locales", import: "default" },
);

/** The file of one namespace's texts in one language, or undefined if the browser build has none. */
export function namespaceFile(
  locale: Locale,
  name: PageNamespace,
): (() => Promise<Translations[PageNamespace]>) | undefined {
  return NAMESPACE_FILES[`./${locale}/${name}/index.ts`];
}

/** The namespaces the pages at `pathname` need beyond the shop dictionary. */
export function namespacesForPath(pathname: string): PageNamespace[] {
  return (Object.keys(NAMESPACE_PATHS) as PageNamespace[]).filter((name) => NAMESPACE_PATHS[name].test(pathname));
}

/** The page's language (the root sets it on <html>; it only changes with a full reload). */
export function pageLocale(): Locale {
  const lang = document.documentElement.dataset.locale;
  return isLocale(lang) ? lang : "en";
}

const loading = new Map<string, Promise<void>>();

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then(announceNewTexts);
    // A failed download may be tried again on the next navigation.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads one namespace's texts in the page's language (once); resolves when they are ready. */
export function loadNamespace(name: PageNamespace, locale: Locale = pageLocale()): Promise<void> {
  return loadOnce(`${locale}/${name}`, async () => {
    const texts = namespaceFile(locale, name);
    if (!texts) throw new Error(`No texts for ${locale}/${name} in the browser build`);
    // Awaited before the spread: the shop dictionary may arrive meanwhile.
    const dictionary = await texts();
    loadedLocales[locale] = { ...loadedLocales[locale], [name]: dictionary };
  });
}

/** Loads the texts the pages at `pathname` need (once each); resolves when they are ready. */
export async function loadTextsFor(pathname: string, locale: Locale = pageLocale()): Promise<void> {
  await Promise.all([
    loadOnce(locale, () => loadLocaleAsync(locale)),
    ...namespacesForPath(pathname).map((name) => loadNamespace(name, locale)),
  ]);
}

/**
 * A route's clientLoader for pages with a namespace of their own: a navigation from elsewhere
 * waits for the page's texts as it waits for its data.
 */
export async function loadWithTexts<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  const [, data] = await Promise.all([loadTextsFor(new URL(request.url).pathname), serverLoader()]);
  return data;
}
