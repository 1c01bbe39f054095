/**
 * Arabic reads right to left, so what points or moves sideways is mirrored: chevrons point the
 * reading way, the gallery's next item comes from the left (its button, ArrowLeft, a swipe to the
 * right), and product tabs follow the arrows the same way. English is the control.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";
import { launch, newPage, port, waitForHydration } from "./browser";

loadAllLocales();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const hostOf = (language: "en" | "ar") => `http://${language === "en" ? "" : `${language}.`}localhost:${port}`;

/** The index of the gallery item shown (its current thumbnail). */
function currentItem(page: Page): Promise<number> {
  return page
    .locator(".gallery__thumb")
    .evaluateAll((thumbs) => thumbs.findIndex((thumb) => thumb.getAttribute("aria-current") === "true"));
}

/** Drags across the gallery's picture by `dx` pixels, as a finger or mouse would. */
async function swipe(page: Page, dx: number) {
  const stage = (await page.locator(".gallery__stage").boundingBox())!;
  const y = stage.y + stage.height * 0.3;
  const x = stage.x + stage.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

describe.each([
  { language: "ar", towardsNext: "ArrowLeft", swipeToNext: 120, mirrored: true },
  { language: "en", towardsNext: "ArrowRight", swipeToNext: -120, mirrored: false },
] as const)("$language: things that point or move sideways", ({ language, towardsNext, swipeToNext, mirrored }) => {
  const LL = translator(language);

  it("chevrons point the reading way: pagination, older and newer posts", async () => {
    const { context, page, errors } = await newPage(browser, { baseURL: hostOf(language) });
    for (const path of ["/lists", "/blog/10"]) {
      await page.goto(path);
      const icons = await page.locator(".direction-icon").evaluateAll((elements) =>
        elements.map((element) => ({
          pointing: element.getAttribute("data-pointing"),
          flipped: new DOMMatrixReadOnly(getComputedStyle(element).transform).a === -1,
        })),
      );
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons) expect(icon.flipped, `${path} ${icon.pointing}`).toBe(mirrored);
    }
    // Previous sits before the page numbers and Next after them, in reading order: from the right in Arabic.
    const pageNumbers = page.locator(".pagination__page");
    await page.goto("/lists?page=2");
    const previous = (await page.locator(".pagination a[rel=prev]").boundingBox())!;
    expect(previous.x > (await pageNumbers.first().boundingBox())!.x).toBe(mirrored);
    await page.goto("/lists");
    const next = (await page.locator(".pagination a[rel=next]").boundingBox())!;
    expect(next.x < (await pageNumbers.last().boundingBox())!.x).toBe(mirrored);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the gallery's next item comes from the reading end: its button, the arrow key and a swipe", async () => {
    const { context, page, errors } = await newPage(browser, {
      baseURL: hostOf(language),
      viewport: { width: 1280, height: 900 },
    });
    await page.goto("/product/3");
    await waitForHydration(page);
    const previousButton = page.getByRole("button", { name: LL.catalog.galleryPrevious() });
    const nextButton = page.getByRole("button", { name: LL.catalog.galleryNext() });
    const previousBox = (await previousButton.boundingBox())!;
    const nextBox = (await nextButton.boundingBox())!;
    expect(nextBox.x < previousBox.x).toBe(mirrored);
    expect(await previousButton.isDisabled()).toBe(true);

    await nextButton.click();
    expect(await currentItem(page)).toBe(1);
    await page.keyboard.press(towardsNext);
    expect(await currentItem(page)).toBe(2);
    await page.keyboard.press(towardsNext === "ArrowLeft" ? "ArrowRight" : "ArrowLeft");
    expect(await currentItem(page)).toBe(1);
    await swipe(page, swipeToNext);
    await expect.poll(() => currentItem(page)).toBe(2);
    await swipe(page, -swipeToNext);
    await expect.poll(() => currentItem(page)).toBe(1);
    // A short or mostly vertical move is no swipe.
    await swipe(page, swipeToNext / 4);
    expect(await currentItem(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("product tabs follow the arrow keys in the reading direction", async () => {
    const { context, page } = await newPage(browser, { baseURL: hostOf(language) });
    await page.goto("/product/3");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press(towardsNext);
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
    const first = (await tabs.first().boundingBox())!;
    const second = (await tabs.nth(1).boundingBox())!;
    expect(second.x < first.x).toBe(mirrored);
    await context.close();
  });
});
