import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("search forgives typos in the browser", () => {
  it('typing "gatway" in the header suggests gateway products', async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("gatway");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    // The suggestions are a request away: on a busy machine that takes longer than expect.poll's 1 s.
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const products = (await options.allTextContents()).filter((text) => text.startsWith("Product"));
    expect(products.length).toBeGreaterThan(0);
    for (const text of products) expect(text).toMatch(/gateway/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the search page for "gatway" says "Did you mean gateway?", shows its results and links to it', async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/search?keyword=gatway");
    const correction = page.getByTestId("search-correction");
    expect(await correction.textContent()).toContain("Did you mean gateway?");
    expect(await correction.textContent()).toContain("Nothing matched “gatway” exactly");
    const names = await page.locator(".product-card__name").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/gateway/i);

    await correction.getByRole("link", { name: "gateway" }).click();
    await page.waitForURL(`${baseUrl}/search?keyword=gateway`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Results for “gateway”");
    expect(await page.getByTestId("search-correction").count()).toBe(0);
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a Russian typo finds the Russian-named case study", async () => {
    const { context, page, errors } = await newPage(browser);
    await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseUrl }]);
    await gotoHydrated(page, `/search?keyword=${encodeURIComponent("грузопиревозчик")}`);
    const correction = page.getByTestId("search-correction");
    expect(await correction.getByRole("link").textContent()).toBe("грузоперевозчик");
    const titles = await page.locator(".search-hit__title").allTextContents();
    expect(titles.some((title) => title.startsWith("Грузоперевозчик"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
