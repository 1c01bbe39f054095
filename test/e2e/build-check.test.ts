import { readFileSync } from "node:fs";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** How often open pages poll /builds/latest.json in this deployment (wrangler.toml). */
const INTERVAL_MS =
  Number(/BUILD_CHECK_INTERVAL_SECONDS\s*=\s*"(\d+)"/.exec(readFileSync("wrangler.toml", "utf8"))![1]) * 1000;

/** Every full page load (document request) a page makes from now on. */
function countDocuments(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request: Request) => {
    if (request.isNavigationRequest() && request.resourceType() === "document")
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}

async function isSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
}

describe("the build check", () => {
  it("serves the build id, uncached", async () => {
    const response = await fetch(`${baseUrl}/builds/latest.json`);
    expect(response.headers.get("cache-control")).toBe("no-cache, max-age=0, must-revalidate");
    expect((await response.json()) as { id: string }).toMatchObject({ id: expect.stringMatching(/\S/) });
  });

  it("reloads an open page on its next navigation after the build id is bumped, exactly once", async () => {
    expect(INTERVAL_MS).toBeGreaterThanOrEqual(10_000);
    const { context, page, errors } = await newPage(browser);
    await page.clock.install();
    // The deployment's latest.json, until the test bumps it.
    let bumped: string | null = null;
    await page.route("**/builds/latest.json", (route) =>
      bumped
        ? route.fulfill({ contentType: "application/json", body: JSON.stringify({ id: bumped }) })
        : route.continue(),
    );
    const documents = countDocuments(page);

    await page.goto("/blog");
    await page.waitForSelector("html[data-build-check=on]");
    await markPage(page);
    // An interval with no new build changes nothing.
    let polled = page.waitForResponse("**/builds/latest.json");
    await page.clock.fastForward(INTERVAL_MS);
    await polled;
    await page.getByRole("link", { name: "2024" }).click();
    await page.waitForURL(`${baseUrl}/blog?year=2024`);
    expect(await isSamePage(page)).toBe(true);

    bumped = "e2e-next-build";
    await page.clock.fastForward(INTERVAL_MS);
    await page.waitForSelector("html[data-build-check=outdated]");
    // Nothing reloads until the visitor navigates.
    expect(await isSamePage(page)).toBe(true);
    expect(documents).toEqual(["/blog"]);

    await page.getByRole("link", { name: "2023" }).click();
    await page.waitForURL(`${baseUrl}/blog?year=2023`);
    await page.waitForSelector("html[data-build-check=on]");
    expect(documents).toEqual(["/blog", "/blog"]);
    expect(await isSamePage(page)).toBe(false);
    expect(await page.getAttribute('.year-filter [aria-current="page"]', "href")).toBe("/blog?year=2023");

    // The reloaded page still gets the old build from this server: it must not reload again.
    await markPage(page);
    polled = page.waitForResponse("**/builds/latest.json");
    await page.clock.fastForward(INTERVAL_MS);
    await polled;
    await page.getByRole("link", { name: "2022" }).click();
    await page.waitForURL(`${baseUrl}/blog?year=2022`);
    await page.getByRole("link", { name: "All years" }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(await isSamePage(page)).toBe(true);
    expect(documents).toEqual(["/blog", "/blog"]);
    expect(await page.getAttribute("html", "data-build-check")).toBe("on");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reloads once when a chunk fails to load, and not again for the same page within 10 s", async () => {
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const t0 = Date.parse("2026-06-01T12:00:00Z");
    await page.clock.setFixedTime(t0);
    const documents = countDocuments(page);
    await page.goto("/case");
    await page.waitForSelector("html[data-build-check=on]");
    await markPage(page);

    const failChunk = () =>
      page.evaluate(() => {
        const event = new Event("vite:preloadError", { cancelable: true }) as Event & { payload?: unknown };
        event.payload = new TypeError("Failed to fetch dynamically imported module: /assets/gone-1234.js");
        window.dispatchEvent(event);
      });

    await Promise.all([page.waitForEvent("load"), failChunk()]);
    await page.waitForSelector("html[data-build-check=on]");
    expect(documents).toEqual(["/case", "/case"]);
    expect(
      warnings.some((text) => text.includes("chunk failed to load") && text.includes("/assets/gone-1234.js")),
    ).toBe(true);

    // Failing again at once: the file is really gone; reloading again would loop.
    await markPage(page);
    await failChunk();
    await page.waitForTimeout(500);
    expect(await isSamePage(page)).toBe(true);
    expect(documents).toEqual(["/case", "/case"]);

    // Ten seconds later one more reload is allowed.
    await page.clock.setFixedTime(t0 + 10_000);
    await Promise.all([page.waitForEvent("load"), failChunk()]);
    expect(documents).toEqual(["/case", "/case", "/case"]);
    await context.close();
  });
});
