/**
 * The buyer's pages in each of the seven languages: no English from the interface anywhere, no
 * English catalogue or content text where that language's content is complete, and where it is
 * not (French, Portuguese, Arabic) English only inside elements marked `lang="en"` under the
 * fallback notice. The header's navigation is in the page's language everywhere. Arabic runs right
 * to left with the header starting at the right.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { loadedLocales } from "../../locales/i18n-util";
import { dirForLang, LOCALE_TAGS, textDirection, type Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { baseUrl, launch, newPage, waitForHydration, waitForRequestsAnswered } from "./browser";
import { englishSentencesBySource, pageTextByLang } from "./english-sentences";
import { createShopper, siteUrls, type Shopper } from "./site-routes";
import { seedCatalogue } from "../../worker/db/seed/localized-data";

type EnglishSentences = ReturnType<typeof englishSentencesBySource>;

loadAllLocales();

const LANGUAGES: readonly Locale[] = ["en", "zh", "es", "ru", "fr", "pt", "ar"];
/** Languages whose catalogue and content are written in the seed; the others fall back to English. */
const CONTENT_COMPLETE: ReadonlySet<Locale> = new Set(["zh", "es", "ru"]);
/** Letters of the other scripts the shop is written in (Chinese, Cyrillic, Arabic). */
const OTHER_SCRIPTS = /[\p{Script=Han}\p{Script=Cyrillic}\p{Script=Arabic}]/u;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // Deferred parts (related products, the home page's catalogue) have streamed in.
  await waitForRequestsAnswered(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The `lang` and `dir` of every element marked with a language (language menu options aside). */
function markedLanguages(page: Page) {
  return page.$$eval("body [lang]:not(option)", (elements) =>
    elements.map((element) => [element.getAttribute("lang") ?? "", element.getAttribute("dir") ?? ""] as const),
  );
}

/**
 * What the page shows in the wrong language: interface sentences in English anywhere; catalogue and
 * content sentences in English outside elements marked English (or anywhere, where the language's
 * content is complete); for English, letters of another script outside marked elements.
 */
async function leaksOn(page: Page, language: Locale, english: EnglishSentences) {
  const byLang = await pageTextByLang(page);
  const own = byLang[LOCALE_TAGS[language]] ?? "";
  const all = Object.values(byLang).join(" ");
  const markedEnglish = Object.entries(byLang)
    .filter(([lang]) => lang.startsWith("en"))
    .map(([, text]) => text)
    .join(" ");
  if (language === "en") return { leaks: own.match(new RegExp(OTHER_SCRIPTS, "gu")) ?? [], fallback: [] };
  const seedWhere = CONTENT_COMPLETE.has(language) ? all : own;
  return {
    leaks: [
      ...english.dictionary.filter((sentence) => all.includes(sentence)),
      ...english.seed.filter((sentence) => seedWhere.includes(sentence)),
    ],
    fallback: english.seed.filter((sentence) => markedEnglish.includes(sentence)),
  };
}

/** Opens `path` and checks its language, direction and text; returns the English fallback it shows. */
async function checkPage(page: Page, language: Locale, english: EnglishSentences, path: string) {
  await open(page, path);
  expect(await page.getAttribute("html", "lang"), path).toBe(LOCALE_TAGS[language]);
  expect(await page.getAttribute("html", "dir"), path).toBe(textDirection(language));
  for (const [lang, dir] of await markedLanguages(page)) expect(dir, `${path}: [lang=${lang}]`).toBe(dirForLang(lang));
  const { leaks, fallback } = await leaksOn(page, language, english);
  expect(leaks, path).toEqual([]);
  // English catalogue text is shown only with the notice that says so, in the reader's language.
  if (fallback.length) expect(await page.locator(".content-fallback").count(), path).toBeGreaterThan(0);
  return fallback;
}

// One signed-in shopper for every language (the language is a cookie), with a cart, a paid and an
// unpaid order, claimed coupons and an address, all made through the API.
let shopper: Shopper;
let signedIn: Awaited<ReturnType<typeof newPage>>;
beforeAll(async () => {
  signedIn = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  shopper = await createShopper(signedIn.page);
});

describe.each(LANGUAGES)("the shop in %s", (language) => {
  const english = englishSentencesBySource(language, loadedLocales[language]);
  const LL = translator(language);
  const titled = (title: string) => LL.meta.titleTemplate({ title, siteName: "Portline" });

  beforeAll(async () => {
    await signedIn.context.addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
  });

  it("knows what to look for", () => {
    // Built from the English seed and dictionary; an empty list would prove nothing.
    if (language === "en") return;
    expect(english.dictionary.length).toBeGreaterThan(100);
    if (!CONTENT_COMPLETE.has(language)) expect(english.seed.length).toBeGreaterThan(500);
  });

  it("home, a category, a product, /discount, a blog post, the cart and the order confirmation", async () => {
    const { page, errors } = signedIn;
    const confirm = siteUrls(shopper)["/order/order-confirm"]![0]!;
    const fallback: string[] = [];
    for (const path of ["/", "/category/6", "/product/3", "/discount", "/blog/10", "/cart", confirm]) {
      fallback.push(...(await checkPage(page, language, english, path)));
    }
    // The header's navigation is written in every language: each entry in the page's own (unmarked).
    await open(page, "/");
    const navigation = await page
      .locator("nav.site-nav li")
      .evaluateAll((items) =>
        items.map((item) => ({ name: item.textContent?.trim(), lang: item.getAttribute("lang") })),
      );
    expect(navigation).toEqual(
      seedCatalogue.navigation.map((entry) => ({ name: entry.name[language] ?? "(not written)", lang: null })),
    );
    // Where content is not written in the language, English was really shown (marked, with the notice).
    if (language !== "en" && !CONTENT_COMPLETE.has(language)) expect(fallback.length).toBeGreaterThan(20);
    if (language === "ar") {
      // Right to left at desktop width: the header's first item, the logo, sits at its right edge.
      await open(page, "/");
      const bar = page.locator(".site-header__bar");
      const edge = await bar.evaluate(
        (element) => element.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(element).paddingRight),
      );
      const first = bar.locator("> :first-child");
      expect(await first.getAttribute("class")).toContain("brand");
      const box = (await first.boundingBox())!;
      expect(Math.abs(box.x + box.width - edge)).toBeLessThanOrEqual(1);
      expect(edge).toBeGreaterThan(1280 - 120);
    }
    expect(errors).toEqual([]);
  });

  it("the account pages, an order, a quote, the pay page and the 404 page", async () => {
    const { page, errors } = signedIn;
    for (const path of [
      "/account/orders",
      `/account/orders?orderNo=${shopper.paidOrderNo}`,
      "/account/quotes",
      "/account/quotes/new?items=31x3,21x1&product=3",
      `/account/quotes/${shopper.quoteNo}`,
      "/account/coupons",
      "/account/coupons?tab=used",
      "/account/reviews",
      "/account/settings",
      `/order/order-pay?orderNo=${shopper.unpaidOrderNo}`,
      "/no-such-page",
    ]) {
      await checkPage(page, language, english, path);
    }
    expect(await page.title()).toBe(titled(LL.errors.notFoundTitle()));
    expect(errors).toEqual([]);
  });

  it("the sign-in pages and the 500 page", async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
    for (const path of ["/auth/login", "/auth/register", "/auth/forgot"]) {
      await checkPage(page, language, english, path);
    }
    // A post whose data request fails as a broken server answers it, opened from the blog.
    await open(page, "/blog");
    await page.route("**/blog/10.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "upstream exploded" }),
    );
    await page.locator('a[href="/blog/10"]').first().click();
    await page.locator(".error-page__code").waitFor();
    expect(await page.textContent(".error-page__title")).toBe(LL.errors.serverTitle());
    expect((await leaksOn(page, language, english)).leaks).toEqual([]);
    await expect.poll(() => page.title()).toBe(titled(LL.errors.serverPageTitle()));
    await context.close();
  });
});
