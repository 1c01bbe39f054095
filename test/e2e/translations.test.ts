import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";
import { startBuiltWorker } from "../support/built-worker.mjs";
import { startStandIn } from "../support/stand-in-server";
import { translationStandIn } from "../support/translation-stand-in";
import { launch, newPage, waitForHydration } from "./browser";

/**
 * The configured translations URL on the production build, on a server of its own (its own KV and
 * page cache) whose TRANSLATIONS_URL is a local stand-in of a translations service: the texts it
 * answers are in the server's HTML and stay after hydration, without a hydration error, and pages
 * the browser renders itself (client navigation) use them too.
 */
const EN = {
  meta: { titleTemplate: "{title} | {siteName}" },
  nav: { signIn: "Log in to your account" },
  content: { blog: { allYears: "Every year" } },
  // Rejected (drops {price}): the built-in text stays.
  common: { priceFrom: "Cheap!" },
};
loadAllLocales();
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

let standIn: Server;
let server: Awaited<ReturnType<typeof startBuiltWorker>>;
let stateDir: string;
let browser: Browser;

beforeAll(async () => {
  const started = await startStandIn([translationStandIn]);
  standIn = started.server;
  const url = `${started.url}/translations/e2e`;
  await fetch(`${url}/setup`, { method: "POST", body: JSON.stringify({ texts: { en: EN } }) });
  stateDir = mkdtempSync(path.join(tmpdir(), "shop-translations-"));
  cpSync(inject("stateTemplate"), stateDir, { recursive: true });
  // The rejected text is logged, as it should be; kept out of the test output.
  server = await startBuiltWorker({ persistTo: stateDir, vars: { TRANSLATIONS_URL: url }, onOutput: () => undefined });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await new Promise((resolve) => standIn?.close(resolve));
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

describe("texts from the translations URL", () => {
  it("are in the server's HTML", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "user-agent": BROWSER_UA } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Log in to your account");
    expect(html).toContain(" | Portline</title>");
    expect(html).not.toContain(">Sign in<");
    expect(html).not.toContain("Cheap!");
  });

  it("stay after hydration with no hydration error, and show on pages the browser renders itself", async () => {
    const { context, page, errors } = await newPage(browser, { baseURL: server.url });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    try {
      await page.goto("/");
      await waitForHydration(page);
      await expect.poll(() => page.locator(".site-header").getByText("Log in to your account").count()).toBe(1);
      expect(await page.title()).toMatch(/ \| Portline$/);
      // The override that dropped {price} was rejected.
      expect(await page.getByText("Cheap!").count()).toBe(0);

      await page
        .locator(".site-footer")
        .getByRole("link", { name: translator("en").footer.blog() })
        .click();
      await page.waitForURL("**/blog");
      await expect.poll(() => page.locator(".year-filter").getByText("Every year").count()).toBe(1);
      await expect.poll(() => page.title()).toBe(`${translator("en").sections.blog.title()} | Portline`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
