/**
 * The header keeps to one row in every language, for a signed-in shopper with a long name and a
 * cart: on desktops the navigation (entries that do not fit are in "More", which the keyboard
 * opens), on a 360 px phone the logo with the greeting, sign-out and cart.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NavigationEntry } from "../../shared/catalogue/types";
import type { Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";
import { pageApi, signedInPage } from "./shopper";

loadAllLocales();

const LANGUAGES: readonly Locale[] = ["en", "zh", "es", "ru", "fr", "pt", "ar"];
const DESKTOP_WIDTHS = [1024, 1280, 1366];

let browser: Browser;
let shopper: Awaited<ReturnType<typeof signedInPage>>;

beforeAll(async () => {
  browser = await launch();
  shopper = await signedInPage(browser, {
    name: "header",
    password: "Header-Fit-2026",
    firstName: "Maximiliana-Konstantina",
    lastName: "Papadopoulou-Wittelsbach",
  });
  // 20 units (a two-digit count in the header) of a SKU no test orders: its stock stays 40.
  const added = await pageApi(shopper.page).post("/api/web/cart/add", {
    goodsSpecsId: 162,
    goodsId: 16,
    operateTime: "2026-12-02 10:00:00",
    quantity: 20,
  });
  expect(added.body).toMatchObject({ code: 0 });
});
afterAll(async () => {
  await browser?.close();
});

async function openIn(page: Page, language: Locale, width: number, height: number) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
  await page.setViewportSize({ width, height });
  await gotoHydrated(page, "/about");
  // The greeting is the client's (never in the server's HTML): the widest header there is.
  await page.getByTestId("account-link").waitFor();
}

/** The navigation as the page lays it out: the row's entries, the menu's, and each box in the row. */
function navigationLayout(page: Page) {
  return page.locator("nav.site-nav").evaluate((nav) => {
    const bar = nav.querySelector(".container")!.getBoundingClientRect();
    const more = nav.querySelector(".site-nav__more:not(.is-idle)");
    const boxes = [...nav.querySelectorAll(".site-nav__list > li"), ...(more ? [more] : [])].map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim() ?? "",
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
      };
    });
    const texts = (selector: string) => [...nav.querySelectorAll(selector)].map((item) => item.textContent?.trim());
    return {
      bar: { left: bar.left, right: bar.right },
      boxes,
      row: texts(".site-nav__list > li"),
      menu: texts(".site-nav__menu > li"),
    };
  });
}

describe.each(LANGUAGES)("the header in %s", (language) => {
  it("keeps the desktop navigation to one row at 1024, 1280 and 1366 px; entries left out are in More", async () => {
    const { page, errors } = shopper;
    const entries = (await (
      await page.request.get("/api/navigation/list", { headers: { "x-accept-language": language } })
    ).json()) as { data: NavigationEntry[] };
    for (const width of DESKTOP_WIDTHS) {
      await openIn(page, language, width, 800);
      const { bar, boxes, row, menu } = await navigationLayout(page);
      const where = `${language} at ${width} px`;
      // Every entry once, in order: the row's, then the menu's.
      expect([...row, ...menu], where).toEqual(entries.data.map((entry) => entry.name));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${where}: ${JSON.stringify(boxes)}`).toBe(1);
      for (const box of boxes) {
        expect(box.left, `${where}: ${box.text}`).toBeGreaterThanOrEqual(bar.left - 0.5);
        expect(box.right, `${where}: ${box.text}`).toBeLessThanOrEqual(bar.right + 0.5);
      }
    }
    expect(errors).toEqual([]);
  });

  it("keeps the signed-in phone header to one row at 360 px: logo, name, sign-out and cart", async () => {
    const { page, errors } = shopper;
    await openIn(page, language, 360, 780);
    const boxes = await page.locator(".site-header__bar").evaluate((bar) =>
      [".brand", '[data-testid="account-link"]', ".header-form button", '[data-testid="cart-link"]'].map((selector) => {
        const box = bar.querySelector(selector)!.getBoundingClientRect();
        return { selector, top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: box.width };
      }),
    );
    const middle = (box: (typeof boxes)[number]) => (box.top + box.bottom) / 2;
    for (const box of boxes) {
      expect(Math.abs(middle(box) - middle(boxes[0]!)), `${language}: ${JSON.stringify(boxes)}`).toBeLessThanOrEqual(2);
      expect(box.left, `${language}: ${box.selector}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${language}: ${box.selector}`).toBeLessThanOrEqual(360);
    }
    // The name is still there to read (cut with an ellipsis when long), not squeezed away.
    expect(boxes[1]!.width, language).toBeGreaterThan(60);
    // Sign-out and cart keep their words for assistive technology.
    const LL = translator(language);
    expect(await page.locator(".site-header").getByRole("button", { name: LL.nav.signOut() }).count()).toBe(1);
    // The count arrives with the page's cart answer: waited for, as the reader would.
    await expect
      .poll(() => page.getByTestId("cart-link").getAttribute("aria-label"))
      .toBe(LL.nav.cartWithCount({ count: 20 }));
    expect(errors).toEqual([]);
  });
});

describe("the More menu", () => {
  it("opens with Enter, walks its links with Tab, closes with Escape back on its button, and follows a link", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, "/about");
    const button = page.getByRole("button", { name: "More" });
    const menu = page.locator(".site-nav__menu");
    // About Us is in the menu at this width, and it is the page open: the button says so.
    await expect.poll(() => menu.getByRole("link", { name: "About Us", includeHidden: true }).count()).toBe(1);
    expect(await button.getAttribute("class")).toContain("active");
    expect(await menu.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    const first = menu.getByRole("link").first();
    expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);

    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    const target = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}${target}`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
