import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { formatPrice } from "../../shared/format";
import { LOCALE_TAGS, textDirection, type Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { baseUrl, gotoHydrated, launch, newPage, port } from "./browser";

loadAllLocales();

/** wrangler.toml's DOMAIN_LOCALES: <language>.localhost; English is the main site (SITE_ORIGIN, the tests' server). */
const ALL: readonly Locale[] = ["en", "zh", "es", "ru", "fr", "pt", "ar"];
const hostOf = (locale: Locale) => (locale === "en" ? new URL(baseUrl).host : `${locale}.localhost:${port}`);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("French, Brazilian Portuguese and Arabic pages", () => {
  const product = catalogue.products.find((products) => products.id === 3)!;
  const sku = product.skus[0]!;

  it.each(["fr", "pt", "ar"] as const)(
    "%s: its host renders the page in that language and direction, with every language's alternate and local prices",
    async (locale) => {
      const LL = translator(locale);
      const { context, page, errors } = await newPage(browser, { baseURL: `http://${hostOf(locale)}` });
      await gotoHydrated(page, "/product/3");
      expect(await page.getAttribute("html", "lang")).toBe(LOCALE_TAGS[locale]);
      expect(await page.getAttribute("html", "dir")).toBe(textDirection(locale));
      expect(await page.getAttribute('meta[property="og:locale"]', "content")).toBe(LL.meta.ogLocale());
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
      expect(Object.fromEntries(alternates)).toEqual({
        ...Object.fromEntries(ALL.map((lang) => [lang, `http://${hostOf(lang)}/product/3`])),
        "x-default": `http://${hostOf("en")}/product/3`,
      });
      // Interface text from the language's dictionary, prices formatted for its readers.
      expect(await page.locator(".purchase button.button--primary").first().textContent()).toBe(
        LL.catalogue.addToCart(),
      );
      expect(await page.locator(".purchase .price__current").textContent()).toBe(
        formatPrice(sku.promoPriceMinor ?? sku.priceMinor, product.currency, locale),
      );
      expect(await page.locator(".purchase .price__original").textContent()).toBe(
        `${LL.catalogue.originalPrice()} ${formatPrice(sku.priceMinor, product.currency, locale)}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(["fr", "pt", "ar"] as const)(
    "%s: a post not yet written in that language is shown in English, saying so in the reader's language",
    async (locale) => {
      const { context, page } = await newPage(browser, { baseURL: `http://${hostOf(locale)}` });
      await page.goto("/blog/10");
      // The post's own notice (the products it links to have theirs).
      expect(await page.locator(".content-fallback").first().textContent()).toBe(
        translator(locale).content.languageFallback(),
      );
      // The English text keeps its own language and direction, also on a right-to-left page.
      const body = page.locator("div:has(> .content-body)");
      expect(await body.getAttribute("lang")).toBe("en");
      expect(await body.getAttribute("dir")).toBe("ltr");
      await context.close();
    },
  );
});

describe("Arabic, right to left", () => {
  it("switching to العربية turns the document right to left, in Arabic, with the header starting at the right", async () => {
    const ar = translator("ar");
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, "/");
    expect(await page.getAttribute("html", "dir")).toBe("ltr");
    await page.getByLabel("Language").first().selectOption("ar");
    await page.waitForFunction(() => document.documentElement?.lang === "ar");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.textContent("h1")).toBe(ar.pages.home.heroTitle());
    expect(await page.getByLabel(ar.language.label()).first().inputValue()).toBe("ar");
    // The header's first item (the brand) sits at the right edge, the cart at the left.
    const brand = (await page.locator(".site-header__bar .brand").boundingBox())!;
    const cart = (await page.getByRole("link", { name: ar.nav.cart() }).first().boundingBox())!;
    expect(brand.x + brand.width).toBeGreaterThan(1280 - 100);
    expect(cart.x).toBeLessThan(brand.x);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the 404 page speaks Arabic and keeps the unknown path in its own direction", async () => {
    const { context, page } = await newPage(browser, { baseURL: `http://${hostOf("ar")}` });
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.textContent("h1")).toBe(translator("ar").errors.notFoundMessage({ path: "/no-such-page/here" }));
    expect(await page.textContent("h1 bdi")).toBe("/no-such-page/here");
    await context.close();
  });
});
