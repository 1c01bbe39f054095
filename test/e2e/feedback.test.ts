import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };

/** Every document (full page) request the page makes from now on. */
function recordDocumentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

describe("keyboard: a select only acts on a deliberate choice", () => {
  it("the language selector moves with the arrow keys without reloading, and switches on Enter", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/about");
    const documents = recordDocumentRequests(page);
    const select = page.locator(".site-header").getByRole("combobox", { name: "Language" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => select.inputValue()).toBe("zh");
    // Leaving the select shows the page's language again: nothing was chosen.
    await page.keyboard.press("Tab");
    await expect.poll(() => select.inputValue()).toBe("en");
    expect(await page.getAttribute("html", "lang")).toBe("en");

    await select.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => select.inputValue()).toBe("es");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    // One reload, to the language chosen with Enter; the arrow keys loaded nothing.
    expect(documents.length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the specification filter applies on Enter or a pick from its list, never on an arrow key", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/lists");
    const loads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/lists.data") loads.push(new URL(request.url()).search);
    });
    const filter = page.getByRole("combobox", { name: "Specification" });
    await filter.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const browsed = await filter.inputValue();
    expect(browsed).not.toBe("all");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/lists?spec=${browsed}`);

    const picked = await filter.locator("option").nth(1).getAttribute("value");
    await filter.selectOption(picked!);
    await page.waitForURL(`${baseUrl}/lists?spec=${picked}`);
    // Two loads: the one chosen with Enter and the pick; none for the option passed on the way.
    expect(loads).toEqual([`?spec=${browsed}`, `?spec=${picked}`].map((search) => expect.stringContaining(search)));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("dialogs", () => {
  it("keep Tab and Shift+Tab inside, and close on Escape", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/product/3");
    const add = page.getByRole("button", { name: "Add to cart" });
    await add.click();
    const dialog = page.getByTestId("confirm-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="confirm-dialog"]')));
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), key).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened it.
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});
