import type { Namespaces } from "../../locales/i18n-types";
import { loadLocaleAsync, loadNamespaceAsync } from "../../locales/i18n-util.async";
import { isLocale, type Locale } from "../../shared/locale";
import { announceNewTexts } from "./i18n";

/** The pages under these top-level sections, e.g. `/cart` and `/cart/…`. */
const sectionsPattern = (sections: readonly string[]) => new RegExp(`^/(${sections.join("|")})(/|$)`);

/** The pages that show a cart, an order or a coupon: checkout, the account, deals, shipping, the console. */
const SHOPPING_SECTIONS = ["cart", "order", "account", "discount", "logistics", "admin"];

/**
 * The browser's texts: the language's shop dictionary (the chrome and the pages that only read) for
 * every page, and a namespace on top only where pages need it: the console's texts under /admin,
 * the cart's, orders' and coupons' on the shopping pages and the console, buying and reviewing a
 * product's there and on product pages, the account forms' on the pages that show them (and with the
 * weak-password reminder, wherever it opens). Reading the home page, a category or a post downloads
 * none of them. The mail's texts (namespace `mail`) and the API's messages
 * (`messages`: the worker writes them into its answers) are the worker's alone: no page loads them.
 * The server renders with every namespace loaded.
 */
const NAMESPACE_PATHS: Partial<Record<Namespaces, RegExp>> = {
  // The pages with sign-in, password or mail-settings forms: the shop's and the console's.
  account: sectionsPattern(["auth", "account", "mail", "admin"]),
  admin: sectionsPattern(["admin"]),
  commerce: sectionsPattern(SHOPPING_SECTIONS),
  coupons: sectionsPattern(SHOPPING_SECTIONS),
  // Buying or reviewing a product: the shopping pages and the product pages, which only add to the cart.
  purchase: sectionsPattern(["product", ...SHOPPING_SECTIONS]),
};

/** The namespaces the pages at `pathname` need beyond the shop dictionary. */
export function namespacesForPath(pathname: string): Namespaces[] {
  return (Object.keys(NAMESPACE_PATHS) as Namespaces[]).filter((name) => NAMESPACE_PATHS[name]?.test(pathname));
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
export function loadNamespace(name: Namespaces, locale: Locale = pageLocale()): Promise<void> {
  return loadOnce(`${locale}/${name}`, () => loadNamespaceAsync(locale, name));
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
