import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../shared/catalogue/types";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function resultCount(page: Page): Promise<string> {
  return (await page.getByTestId("result-count").textContent()) ?? "";
}

async function detail(id: number): Promise<ProductDetail> {
  const response = await fetch(`${baseUrl}/api/goods/detail/${id}`);
  return ((await response.json()) as { data: ProductDetail }).data;
}

describe("catalogue in the browser", () => {
  it("keeps filters in the URL: tick a category, choose a spec, and Back restores the previous filters and results", async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/lists");
    const all = await resultCount(page);
    expect(all).toBe("19 products");

    await page.getByRole("checkbox", { name: "SMS Gateways", exact: true }).click();
    await page.waitForURL(`${baseUrl}/lists?category=1`);
    await expect.poll(() => resultCount(page)).not.toBe(all);
    const sms = await resultCount(page);
    // Sub-categories show as covered by the ticked section.
    expect(await page.getByRole("checkbox", { name: "GSM SMS Gateways" }).isChecked()).toBe(true);

    const specSelect = page.getByLabel("Specification");
    expect(await specSelect.locator("option", { hasText: "2G/4G" }).count()).toBe(0);
    expect(await specSelect.locator('option[value=""]').count()).toBe(0);
    const specValue = await specSelect.locator("option", { hasText: "32 Ports" }).getAttribute("value");
    await specSelect.selectOption(specValue!);
    await page.waitForURL(`${baseUrl}/lists?category=1&spec=${specValue}`);
    await expect.poll(() => resultCount(page)).not.toBe(sms);
    const narrowed = await resultCount(page);
    expect(narrowed).toMatch(/^\d+ products?$/);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/lists?category=1`);
    await expect.poll(() => resultCount(page)).toBe(sms);
    expect(await specSelect.inputValue()).toBe("all");
    await page.goBack();
    await page.waitForURL(`${baseUrl}/lists`);
    await expect.poll(() => resultCount(page)).toBe(all);
    expect(await page.getByRole("checkbox", { name: "SMS Gateways", exact: true }).isChecked()).toBe(false);
    await page.goForward();
    await expect.poll(() => resultCount(page)).toBe(sms);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a category page starts unfiltered: Clear filters only after a change, and it returns to the page's own categories", async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/category/1");
    const start = await resultCount(page);
    const clear = page.getByRole("button", { name: "Clear filters" });
    expect(await clear.count()).toBe(0);
    const specSelect = page.getByLabel("Specification");
    await specSelect.selectOption((await specSelect.locator("option", { hasText: "32 Ports" }).getAttribute("value"))!);
    await page.waitForURL(/spec=/);
    await expect.poll(() => clear.count()).toBe(1);
    await clear.click();
    await page.waitForURL(`${baseUrl}/category/1`);
    await expect.poll(() => resultCount(page)).toBe(start);
    expect(await clear.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the header search box follows Back and Forward", async () => {
    const { context, page } = await newPage(browser);
    const box = page.getByRole("combobox").first();
    await gotoHydrated(page, "/search?keyword=gateway");
    expect(await box.inputValue()).toBe("gateway");
    await box.fill("modem");
    await box.press("Enter");
    await page.waitForURL(/keyword=modem/);
    await page.goBack();
    await page.waitForURL(/keyword=gateway/);
    await expect.poll(() => box.inputValue()).toBe("gateway");
    await page.goForward();
    await expect.poll(() => box.inputValue()).toBe("modem");
    await context.close();
  });

  it("shows only the tabs that have data, and the gallery in its order (video after the third image)", async () => {
    const { context, page } = await newPage(browser);
    for (const id of [3, 15]) {
      const product = await detail(id);
      const expected = [
        "Product",
        ...(product.techList.length ? ["Technical Specification"] : []),
        ...(product.developmentList.length ? ["Development"] : []),
        ...(product.buildFeature.length ? ["Build Feature"] : []),
        ...(product.productCompareList.length ? ["Compare"] : []),
        ...(product.productAddOne.length ? ["Add One"] : []),
      ];
      await gotoHydrated(page, `/product/${id}`);
      expect(await page.getByRole("tab").allTextContents()).toEqual(expected);
      expect(await page.textContent("h1")).toBe(product.name);
    }
    // goods 15 has no compare data: no Compare tab.
    expect((await detail(15)).productCompareList).toEqual([]);

    await gotoHydrated(page, "/product/3");
    const kinds = await page
      .locator(".gallery__thumb")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-kind")));
    expect(kinds.indexOf("video")).toBe(3);
    expect(kinds.filter((kind) => kind === "image")).toHaveLength((await detail(3)).previewThumbnailImg.length);
    const main = page.locator(".gallery__image");
    expect(await main.getAttribute("fetchpriority")).toBe("high");
    expect(await main.getAttribute("loading")).toBe("eager");
    await page.getByRole("button", { name: `Show item 4 of ${kinds.length}` }).click();
    expect(await page.locator("video.gallery__video").count()).toBe(1);

    await page.getByRole("tab", { name: "Technical Specification" }).click();
    expect(await page.getByRole("tabpanel").filter({ visible: true }).count()).toBe(1);
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Development");
    await context.close();
  });

  it("going from one product to a related one starts its picker, gallery and tabs afresh", async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/product/3");
    await page.locator(".gallery__thumb").last().click();
    await page.getByRole("tab", { name: "Technical Specification" }).click();
    const related = page.getByRole("region", { name: "Related products" }).getByRole("link").first();
    await related.scrollIntoViewIfNeeded();
    const target = Number((await related.getAttribute("href"))!.split("/").pop());
    await related.click();
    await page.waitForURL(`${baseUrl}/product/${target}`);
    const product = await detail(target);
    await expect.poll(() => page.textContent("h1")).toBe(product.name);
    // Its own price and buttons, its first gallery item, its first tab.
    expect((await page.getByTestId("selected-price").textContent())?.trim()).not.toBe("");
    expect(await page.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(false);
    expect(await page.locator(".gallery__image").count()).toBe(1);
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Product");
    expect(await page.getByRole("tabpanel").filter({ visible: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("compares products side by side, highlights differing rows and can show differences only", async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/product/3");
    await page.getByRole("tab", { name: "Compare" }).click();
    const candidates = page.locator(".compare__picker input[type=checkbox]");
    await candidates.nth(0).click();
    await page.waitForURL(/compare=\d+/);
    await candidates.nth(1).click();
    await page.waitForURL(/compare=\d+%2C\d+|compare=\d+,\d+/);
    const table = page.getByTestId("compare-table");
    await expect.poll(() => table.locator("thead th").count()).toBe(4);
    const different = table.locator("tbody tr.is-different");
    const differing = await different.count();
    expect(differing).toBeGreaterThan(0);
    const allRows = await table.locator("tbody tr[data-differs]").count();
    expect(allRows).toBeGreaterThan(differing);
    await page.getByRole("switch", { name: "Show differences only" }).check();
    await expect.poll(() => table.locator("tbody tr[data-differs]").count()).toBe(differing);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds a product by a word from its parameters, in English and in Chinese, with suggestions while typing", async () => {
    const { context, page } = await newPage(browser);
    // Typing into the server's HTML before hydration is lost: type once the page is hydrated.
    await gotoHydrated(page, "/");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("IME");
    const listbox = page.getByRole("listbox");
    // The suggestions are a request away: on a busy machine that takes longer than expect.poll's 1 s.
    await expect.poll(() => listbox.getByRole("option").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await box.fill("IMEI");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl}/search?keyword=IMEI`);
    await expect.poll(async () => page.locator(".product-card").count()).toBeGreaterThan(0);

    await context.addCookies([{ name: "i18n_redirected", value: "zh", url: baseUrl }]);
    await gotoHydrated(page, `/search?keyword=${encodeURIComponent("频段")}`);
    const names = await page.locator(".product-card__name").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/[\u4e00-\u9fff]/);
    await context.close();
  });

  it("keeps /sms alive: back on it, filters, results and scroll are restored without a refetch", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1200, height: 700 } });
    await gotoHydrated(page, "/sms");
    await page.waitForLoadState("networkidle");
    const defaultFirst = await page.locator(".product-card__name").first().textContent();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("priceDesc");
    await page.waitForURL(`${baseUrl}/sms?sort=priceDesc`);
    await expect.poll(() => page.locator(".product-card__name").first().textContent()).not.toBe(defaultFirst);
    const firstName = await page.locator(".product-card__name").first().textContent();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(100);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    // A click that does not scroll (a pointer click would scroll the header link into view first).
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.site-nav a[href="/blog"]')!.click());
    await page.waitForURL(`${baseUrl}/blog`);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/sms.data")) dataRequests.push(request.url());
    });
    await page.goBack();
    await page.waitForURL(`${baseUrl}/sms?sort=priceDesc`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.locator(".product-card__name").first().textContent()).toBe(firstName);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("priceDesc");
    expect(dataRequests).toEqual([]);
    await context.close();
  });

  it("a page past the last one says so and links to the last page, not '19 products' beside 'No products match'", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/lists?page=999");
    expect(await page.getByText("No products match these filters.").count()).toBe(0);
    const notice = page.getByTestId("past-the-end");
    expect(await notice.textContent()).toContain("There is no page 999: this list has 2 pages (19 products).");
    expect(await page.locator(".pagination").count()).toBe(0);
    await notice.getByRole("link", { name: "Go to the last page" }).click();
    await page.waitForURL(`${baseUrl}/lists?page=2`);
    await expect.poll(() => page.locator(".product-card").count()).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  });
});
