import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHAT_SCRIPT_URL, STAND_IN_YSF } from "./stand-ins";

export const baseUrl = inject("baseUrl");
export const port = inject("port");

/** Chromium from CHROME_PATH or Debian's package; test/run.mjs checks it exists before anything runs. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) throw new Error(`Chromium not found at ${candidate}`);
  return candidate;
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
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: FLAGS, headless: true });
}

/** A fresh context (own cookies and storage) with a page that fails the test on page errors. */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  await context.route(CHAT_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_YSF }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Waits until React has hydrated the document (`<html data-hydrated>`), so clicks and typing land. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for it to be hydrated. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
