import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newPage, waitForHydration } from "./browser";
import { createShopper, routePatterns, sentAway, siteUrls, type Shopper } from "./site-routes";

/** A phone: 360 px wide, and a phone's user agent (so pages stream as they do on one). */
const PHONE = { width: 360, height: 780 };
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const WIDTHS = [360, 390];

let browser: Browser;
let visitor: { page: Page; errors: string[] };
let signedIn: { page: Page; errors: string[] };
let shopper: Shopper;

/** One browser, a visitor and a signed-in shopper with orders, coupons and long names, per test file. */
function openBrowser() {
  beforeAll(async () => {
    browser = await launch();
    visitor = await newPage(browser, { viewport: PHONE, userAgent: PHONE_USER_AGENT });
    signedIn = await newPage(browser, { viewport: PHONE, userAgent: PHONE_USER_AGENT });
    shopper = await createShopper(signedIn.page);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
}

/**
 * The page's width and, when it is too wide, the elements that stick out (outside any scroller):
 * past the right edge, or past the left one on a right-to-left page.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const offenders: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) {
      for (const element of document.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect();
        const out =
          box.right > innerWidth + 0.5
            ? `→ ${Math.round(box.right)}`
            : box.left < -0.5
              ? `← ${Math.round(box.left)}`
              : "";
        if (box.width > 0 && out && !inScroller(element)) {
          offenders.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ${out}`);
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders: offenders.slice(-6) };
  });
}

/** Whether `who` is sent away from `url`; asked once per URL (the language does not change it). */
const sentAwayFrom = new Map<string, boolean>();
async function isSentAway(page: Page, url: string, who: string): Promise<boolean> {
  const key = `${who} ${url}`;
  if (!sentAwayFrom.has(key)) {
    // Asked without following redirects: cheaper than loading the page it would be sent to.
    const answer = await page.request.get(url, { maxRedirects: 0 });
    const location = answer.headers().location;
    sentAwayFrom.set(key, Boolean(location && sentAway(url, new URL(location, baseUrl).href)));
  }
  return sentAwayFrom.get(key) ?? false;
}

/**
 * Opens `url` in the shopper's page, or in the visitor's when the shopper is sent away from it (the
 * sign-in pages), once hydrated and with no deferred part still loading.
 */
async function open(url: string, language: string): Promise<{ page: Page; errors: string[]; who: string }> {
  for (const [opened, who] of [
    [signedIn, "signed in"],
    [visitor, "visitor"],
  ] as const) {
    if (await isSentAway(opened.page, url, who)) continue;
    await chooseLanguage(opened.page, language);
    await opened.page.setViewportSize(PHONE);
    await opened.page.goto(url);
    await waitForHydration(opened.page);
    await opened.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return { ...opened, who };
  }
  throw new Error(`${url} redirects everyone`);
}

/**
 * Every route of the shop, in `language`, fits a phone: nothing scrolls sideways at 360 or 390 px.
 * One test file per language (fit-screen-*.test.ts), so two run side by side. Spanish and Russian
 * have the longest words; Arabic runs right to left (overflow goes to the left).
 */
export function everyPageFitsAPhone(language: "en" | "es" | "ru" | "ar") {
  openBrowser();
  describe(`every page fits a phone in ${language}: nothing scrolls sideways at 360 or 390 px`, () => {
    it("has URLs for every route of client/routes.ts", () => {
      expect(Object.keys(siteUrls(shopper)).sort()).toEqual(routePatterns().sort());
    });

    // The signed-in shopper's header (name, sign-out, cart count) is the wider one; the visitor
    // opens the pages a shopper is sent away from.
    it.each(routePatterns())("%s", async (pattern) => {
      for (const url of siteUrls(shopper)[pattern] ?? []) {
        const { page, errors, who } = await open(url, language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: PHONE.height });
          const { scrollWidth, offenders } = await measure(page);
          expect
            .soft(scrollWidth, `${url} (${language}, ${who}) at ${width} px: ${offenders.join(", ")}`)
            .toBeLessThanOrEqual(width);
        }
        expect(errors).toEqual([]);
      }
    });
  });
}

/**
 * The cart and the order confirmation, with the shopper's long totals, fit a phone in languages the
 * whole walk leaves out (French and Portuguese words are long too).
 */
export function cartFitsAPhoneIn(languages: readonly string[]) {
  describe("the cart and the order confirmation fit a phone in more languages", () => {
    it.each(languages)("%s", async (language) => {
      for (const url of [...siteUrls(shopper)["/cart"]!, ...siteUrls(shopper)["/order/order-confirm"]!]) {
        const { page, errors } = await open(url, language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: PHONE.height });
          const { scrollWidth, offenders } = await measure(page);
          expect
            .soft(scrollWidth, `${url} (${language}) at ${width} px: ${offenders.join(", ")}`)
            .toBeLessThanOrEqual(width);
        }
        expect(errors).toEqual([]);
      }
    });
  });
}
