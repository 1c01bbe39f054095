import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import ar from "../../locales/ar/account/index";
import en from "../../locales/en/account/index";
import es from "../../locales/es/account/index";
import fr from "../../locales/fr/account/index";
import pt from "../../locales/pt/account/index";
import ru from "../../locales/ru/account/index";
import zh from "../../locales/zh/account/index";
import type { Envelope } from "../../shared/api/envelope";
import type { Locale } from "../../shared/locale";
import { baseUrl, gotoHydrated, newPage, ownClientAddress } from "./browser";

/** The sign-in form's words in each language. */
const ACCOUNT: Record<Locale, { auth: { email: string; password: string; signIn: string } }> = {
  ar,
  en,
  es,
  fr,
  pt,
  ru,
  zh,
};

export const SHOPPER_PASSWORD = "Shopper-Test-2026";

export interface ShopperOptions {
  /** The start of the email address (each sign-up gets a fresh address). */
  name?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** The account's language (its mail is written in it). */
  language?: Locale;
  /** The server to sign up on: this file's unless given. */
  origin?: string;
}

export interface Shopper {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/**
 * Signs a fresh customer up through the API, from a client address of its own so the per-address
 * sign-up limit holds however many the suite makes.
 */
export async function registerShopper(options: ShopperOptions = {}): Promise<Shopper> {
  const { name = "shopper", password = SHOPPER_PASSWORD, firstName, lastName, language, origin = baseUrl } = options;
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${origin}/api/web/auth/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(language ? { "x-accept-language": language } : {}),
      ...ownClientAddress(),
    },
    body: JSON.stringify({ email, password, firstName, lastName }),
  });
  const body = (await response.json()) as Envelope<{ token: string; refreshToken: string }>;
  expect(response.status, body.msg).toBe(200);
  return { email, password, token: body.data.token, refreshToken: body.data.refreshToken };
}

/** Fills the open sign-in form, in the page's language, and sends it. */
export async function signInInPage(page: Page, email: string, password: string, language: Locale = "en") {
  const { auth } = ACCOUNT[language];
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: auth.signIn }).click();
}

export interface SignInOptions {
  /** The language the form is in (the site's, by its host or language cookie). */
  language?: Locale;
  /** The page the sign-in leads to (home unless given). */
  redirect?: string;
}

/** Signs a shopper in through the sign-in form on this page; waits for the page it leads to. */
export async function signIn(page: Page, shopper: Pick<Shopper, "email" | "password">, options: SignInOptions = {}) {
  const { language = "en", redirect } = options;
  await gotoHydrated(page, redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : "/auth/login");
  await signInInPage(page, shopper.email, shopper.password, language);
  await page.waitForURL((url) => url.pathname === (redirect ?? "/"));
}

export type SignedInOptions = ShopperOptions &
  SignInOptions & {
    /** Options of the new browser context (a viewport, a host of another language). */
    context?: Parameters<typeof newPage>[1];
  };

/**
 * A fresh customer (an empty cart, no orders), signed up through the API and signed in through the
 * form on a new page. A `language` other than English is the account's and the site's (its cookie).
 */
export async function signedInPage(browser: Browser, options: SignedInOptions = {}) {
  const shopper = await registerShopper(options);
  const opened = await newPage(browser, options.context);
  if (options.language && options.language !== "en") {
    const site = options.context?.baseURL ?? baseUrl;
    await opened.context.addCookies([{ name: "i18n_redirected", value: options.language, url: site }]);
  }
  await signIn(opened.page, shopper, options);
  return { ...opened, ...shopper };
}

export interface PageAnswer<T> {
  status: number;
  body: Envelope<T>;
}

/** The API called from inside the page (its cookies, its origin and host), answering the status and the envelope. */
export function pageApi(page: Page) {
  const send = async <T>(method: "GET" | "POST", path: string, body: unknown): Promise<PageAnswer<T>> =>
    (await page.evaluate(
      async ([how, url, payload]) => {
        const response = await fetch(url, {
          method: how,
          headers: how === "POST" ? { "content-type": "application/json" } : {},
          body: payload === null ? undefined : JSON.stringify(payload),
        });
        return { status: response.status, body: await response.json() };
      },
      [method, path, body ?? null] as const,
    )) as PageAnswer<T>;
  return {
    get: <T = unknown>(path: string) => send<T>("GET", path, null),
    post: <T = unknown>(path: string, body?: unknown) => send<T>("POST", path, body),
  };
}
