import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect } from "vitest";
import { DEBIAN_CHROMIUMS, findChromium } from "../support/chromium.mjs";
import { serverUrl } from "./servers";
import { CHAT_SCRIPT_URL, STAND_IN_YSF } from "./stand-ins";

/** This file's server (see servers.ts). */
export const baseUrl = serverUrl();
/** Its port, for hostnames such as zh.localhost that map to another language. */
export const port = new URL(baseUrl).port;

/** The Chromium test/support/chromium.mjs picks; test/run.mjs checks there is one before anything runs. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`Chromium not found (CHROME_PATH or ${DEBIAN_CHROMIUMS.join(", ")})`);
  return found;
}

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The chat provider's script fails at once unless a test serves its stand-in (serveChatStandIn).
  `--host-resolver-rules=MAP ${new URL(CHAT_SCRIPT_URL).hostname} ~NOTFOUND`,
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: FLAGS, headless: true });
}

/**
 * The header that gives a test client an address of its own (CF-Connecting-IP, from the
 * documentation range 198.51.100.0/24; the local runtime fills it in only when a request has none).
 * The API limits sign-ups and sign-ins per address, and the suite makes more of both than one
 * address may.
 */
export function ownClientAddress(): Record<string, string> {
  return { "cf-connecting-ip": `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * A fresh context (own cookies and storage, and its own client address, like another customer's
 * device) with a page that fails the test on page errors.
 */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...options,
    extraHTTPHeaders: { ...ownClientAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  countRequestsInFlight(page);
  return { context, page, errors };
}

/**
 * Answers the chat provider's script with its stand-in (STAND_IN_YSF) in this context. Only where a
 * test needs it: any route makes Chromium hold every request of the context for the test runner to
 * release, which made a page visit about a third slower.
 */
export async function serveChatStandIn(context: BrowserContext): Promise<void> {
  await context.route(CHAT_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_YSF }),
  );
}

const inFlight = new WeakMap<Page, number>();

function countRequestsInFlight(page: Page) {
  inFlight.set(page, 0);
  const change = (by: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + by);
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
}

/**
 * Waits until every request the page has started is answered (data, deferred parts, images): the
 * moment the page shows all it asked for, without `networkidle`'s fixed half second of quiet.
 */
export async function waitForRequestsAnswered(page: Page): Promise<void> {
  await expect.poll(() => inFlight.get(page) ?? 0, { interval: 25, timeout: 30_000 }).toBe(0);
}

/**
 * Waits until React has hydrated the document (`<html data-hydrated>`), so clicks and typing land.
 * After a client-side navigation it passes at once, and the URL changes before the new page
 * renders: wait for something only the new page shows.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for it to be hydrated. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
