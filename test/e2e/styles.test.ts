import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the stylesheet", () => {
  it("comes inside the document: a first visit and client-side navigations to other sections request none, yet every page is styled", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const stylesheetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
    });
    await page.goto("/product/3", { waitUntil: "networkidle" });
    expect(await page.locator("#site-css").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
    // The base sheet (header) and the catalogue's sheet (gallery) both apply on the server's page.
    expect(await page.locator(".site-header").evaluate((header) => getComputedStyle(header).borderBottomStyle)).toBe(
      "solid",
    );
    expect(await page.locator(".gallery__image").evaluate((image) => getComputedStyle(image).objectFit)).toBe(
      "contain",
    );

    // A client-side navigation to the blog: the content sheet's rules are already there.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    const card = page.locator(".content-card").first();
    await card.waitFor();
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("solid");
    expect(
      await card.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius)),
    ).toBeGreaterThan(0);
    // After hydration and a navigation the inlined sheet is still the server's, whole.
    expect(await page.locator("#site-css").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);

    expect(stylesheetRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("of a shop page carries none of the console's rules; a console page links the console's sheet", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/", { waitUntil: "networkidle" });
    const shopCss = await page.locator("#site-css").evaluate((style) => style.textContent ?? "");
    expect(shopCss).toContain(".site-header");
    expect(shopCss).not.toMatch(/\.console[-_\s.{:,]/);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    // The console's one-time set-up page (a bad link shows its message) is a console page.
    await page.goto("/admin/enrol?token=unknown", { waitUntil: "networkidle" });
    const consoleRules = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes("/assets/"))
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    expect(consoleRules.some((rule) => rule.startsWith(".admin__header"))).toBe(true);
    expect(await page.locator("#site-css").evaluate((style) => style.textContent ?? "")).toBe(shopCss);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the blog's first cover image at once (it is the largest above the fold), the rest lazily", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/blog");
    const covers = page.locator(".content-card__cover img");
    expect(await covers.count()).toBeGreaterThan(1);
    expect(await covers.nth(0).getAttribute("loading")).toBe("eager");
    expect(await covers.nth(0).getAttribute("fetchpriority")).toBe("high");
    expect(await covers.nth(1).getAttribute("loading")).toBe("lazy");
    await context.close();
  });
});
