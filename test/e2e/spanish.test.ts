import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import es from "../../locales/es";
import esAccount from "../../locales/es/account/index";
import esCommerce from "../../locales/es/commerce/index";
import esCoupons from "../../locales/es/coupons/index";
import esPurchase from "../../locales/es/purchase/index";
import { baseUrl, launch, newPage, port } from "./browser";
import { englishOn, englishSentences } from "./english-sentences";
import { addToCartInPage, checkOutCart } from "./shop-helpers";
import { signedInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH = englishSentences("es", {
  ...es,
  account: esAccount,
  commerce: esCommerce,
  coupons: esCoupons,
  purchase: esPurchase,
});
const SPANISH_HOST = `http://es.localhost:${port}`;

const PUBLIC_PAGES = [
  "/",
  "/lists",
  "/category/6",
  "/product/3",
  "/product/7",
  "/product/12",
  "/product/19",
  "/discount",
  "/blog",
  "/blog/10",
  "/case",
  "/case/4",
  "/article/1",
  "/about",
  "/logistics",
  "/user-agreement",
  "/solution/sms-gateway",
  "/solution/proxy-gateway",
  "/search?keyword=SMPP",
];

describe("the shop in Spanish", () => {
  it("knows English sentences to look for", () => {
    // The list is built from the English seed and dictionary; a broken builder would prove nothing.
    expect(ENGLISH.length).toBeGreaterThan(500);
    expect(ENGLISH).toContain("Delivery times start when the parcel leaves our warehouse.");
  });

  it.each(PUBLIC_PAGES)("%s shows no English sentence and no fallback notice", async (path) => {
    const { context, page, errors } = await newPage(browser, { baseURL: SPANISH_HOST });
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    // Deferred parts (related products, the catalogue on the home page) streamed in.
    await page.waitForLoadState("networkidle");
    expect(await englishOn(page, ENGLISH)).toEqual([]);
    expect(await page.locator(".content-fallback").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("speaks Spanish in the cart and at the order confirmation", async () => {
    const { context, page } = await signedInPage(browser, { name: "spanish" });
    await addToCartInPage(page, 31, 3);
    await checkOutCart(page);
    const confirm = new URL(page.url());
    await context.addCookies([{ name: "i18n_redirected", value: "es", url: baseUrl }]);
    for (const path of ["/cart", `${confirm.pathname}${confirm.search}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.getAttribute("html", "lang")).toBe("es");
      expect(await englishOn(page, ENGLISH), path).toEqual([]);
      expect(await page.locator(".content-fallback").count()).toBe(0);
    }
    await context.close();
  });
});
