/**
 * Accessibility: axe-core finds no serious or critical violation on any page of the shop or the
 * console, in English and in Arabic (right to left); and a shopper buys with the keyboard alone,
 * from the home page to the pay page, always seeing where the focus is.
 */
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newPage, waitForHydration, waitForRequestsAnswered } from "./browser";
import { staffPage } from "./console-helpers";
import { pageApi, signedInPage } from "./shopper";
import { createShopper, routePatterns, sentAway, siteUrls, type Shopper } from "./site-routes";

/** axe-core's browser build, injected into each page. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const LANGUAGES = ["en", "ar"] as const;
/** What a failure reports: the impacts that keep someone from using the page. */
const BLOCKING = new Set(["serious", "critical"]);
const STAFF_EMAIL = "ops@portline.example";

type Language = (typeof LANGUAGES)[number];
/** Who opens the pages in one language: the shopper, a visitor and a staff member. */
interface Walkers {
  signedIn: Page;
  visitor: Page;
  staff: Page;
}

let browser: Browser;
let shopper: Shopper;
/** One set per language (a context keeps one language cookie), so the languages are walked side by side. */
const walkers = new Map<Language, Walkers>();

beforeAll(async () => {
  browser = await launch();
  const first = (await newPage(browser)).page;
  shopper = await createShopper(first);
  const shopperCookies = await first.context().storageState();
  for (const language of LANGUAGES) {
    const set: Walkers = {
      signedIn: walkers.size === 0 ? first : (await newPage(browser, { storageState: shopperCookies })).page,
      visitor: (await newPage(browser)).page,
      staff: (await staffPage(browser, STAFF_EMAIL, "/admin")).page,
    };
    for (const page of Object.values(set)) await chooseLanguage(page, language);
    walkers.set(language, set);
  }
});
afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
}

/** Hydrated, no deferred part still loading, every request answered and the fonts in. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await waitForRequestsAnswered(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens `url` in `language` and settles it: console pages as staff, shop pages as the shopper,
 * or as a visitor where the shopper is sent away (the sign-in pages).
 */
async function open(url: string, language: Language): Promise<Page> {
  const { signedIn, visitor, staff } = walkers.get(language)!;
  const pages = url.startsWith("/admin") ? [staff] : [signedIn, visitor];
  for (const page of pages) {
    await page.goto(url);
    if (page !== pages.at(-1) && sentAway(url, page.url())) continue;
    await settled(page);
    return page;
  }
  throw new Error(`${url} redirects everyone`);
}

/** The serious and critical violations axe finds on the page open in `page`, one line each. */
async function violationsOf(page: Page, where: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, { resultTypes: ["violations"] }),
  )) as AxeResults;
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" "));
      const more = targets.length > 3 ? ` (+${targets.length - 3} more)` : "";
      return `${violation.id} (${violation.impact}) on ${where}: ${targets.slice(0, 3).join(" | ")}${more}. ${violation.help}`;
    });
}

describe("axe finds no serious or critical violation", () => {
  // One test per language: a walk of every route takes minutes on a busy machine.
  it.each(LANGUAGES)(
    "every route of the shop and the console, in %s",
    async (language) => {
      const missing = routePatterns().filter((pattern) => !siteUrls(shopper)[pattern]?.length);
      expect(missing, "routes with no URL in site-routes.ts").toEqual([]);
      const urls = routePatterns().flatMap((pattern) => siteUrls(shopper)[pattern] ?? []);
      const found: string[] = [];
      for (const url of urls) found.push(...(await violationsOf(await open(url, language), `${url} (${language})`)));
      if (found.length > 0) expect.fail(`${found.length} serious or critical violations:\n${found.join("\n")}`);
    },
    170_000,
  );
});

/** Where the focus is, in words, and whether it shows: a computed outline or box-shadow. */
function focusOf(page: Page, selector: string, text: string) {
  return page.evaluate(
    ([wanted, words]) => {
      const element = document.activeElement;
      if (!element || element === document.body) return { onBody: true, matches: false, shown: false, name: "body" };
      const style = getComputedStyle(element);
      const outlined =
        style.outlineStyle !== "none" &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== "rgba(0, 0, 0, 0)";
      const label =
        element.getAttribute("aria-label") ??
        (element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) || (element as HTMLInputElement).value || "");
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      return {
        onBody: false,
        matches: element.matches(wanted) && (element.textContent ?? "").includes(words),
        shown: outlined || style.boxShadow !== "none",
        name: `${element.tagName.toLowerCase()}${classes} "${label}"`,
      };
    },
    [selector, text] as const,
  );
}

/** The focused element shows that it is: asserted after every keyboard move. */
async function expectFocusShown(page: Page) {
  const focus = await focusOf(page, "*", "");
  expect(focus.onBody, "the focus is lost (on the body)").toBe(false);
  expect(focus.shown, `${focus.name} has focus but no visible focus indicator`).toBe(true);
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused element matches `selector` and holds
 * `text`, at most `most` times; every element passed must show its focus.
 */
async function tabTo(page: Page, selector: string, { text = "", key = "Tab", most = 60 } = {}) {
  const passed: string[] = [];
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(key);
    const focus = await focusOf(page, selector, text);
    if (!focus.onBody) {
      expect(focus.shown, `${focus.name} has focus but no visible focus indicator`).toBe(true);
    }
    if (focus.matches) return;
    passed.push(focus.name);
  }
  throw new Error(`${key} ${most} times never reached ${selector} "${text}"; passed:\n${passed.join("\n")}`);
}

/** After a keyboard move that opens another page: the new page is there and settled. */
async function arrived(page: Page, url: RegExp) {
  await page.waitForURL(url);
  await settled(page);
}

/** A new shopper, signed in on a page of their own, with a default address. */
async function shopperWithAddress(): Promise<Page> {
  const { page } = await signedInPage(browser, { name: "keyboard", password: "Keyboard-Only-2026" });
  await chooseLanguage(page, "en");
  const saved = await pageApi(page).post("/api/web/address/save", {
    recipient: "Ada Tester",
    phone: "+49 30 1234567",
    country: "DE",
    city: "Berlin",
    line1: "Unter den Linden 1",
    postalCode: "10117",
    isDefault: true,
  });
  expect(saved.body).toMatchObject({ code: 0 });
  return page;
}

describe("a shopper buys with the keyboard alone, always seeing the focus", () => {
  it("home → product → version → add to cart → cart → check out → place order → pay page", {
    timeout: 60_000,
  }, async () => {
    const page = await shopperWithAddress();
    await page.goto("/");
    await settled(page);

    // The skip link first, then straight into the page's content.
    await tabTo(page, "a.skip-link", { most: 1 });
    await page.keyboard.press("Enter");
    await tabTo(page, 'a[href="/product/2"]');
    await page.keyboard.press("Enter");
    await arrived(page, /\/product\/2(\?|$)/);

    // The radio group is one stop: its checked version (16 Ports, the cheapest); the arrow picks 32 Ports.
    await tabTo(page, 'input[name="skuId"]:checked');
    await page.keyboard.press("ArrowUp");
    await page.waitForURL(/[?&]sku=21/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await expectFocusShown(page);

    await tabTo(page, "button", { text: "Add to cart" });
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1");
    await expectFocusShown(page);

    // Back up to the header's cart.
    await tabTo(page, '[data-testid="cart-link"]', { key: "Shift+Tab" });
    await page.keyboard.press("Enter");
    await arrived(page, /\/cart$/);
    await page.locator(".cart-line").waitFor();

    await tabTo(page, "button", { text: "Check out" });
    await page.keyboard.press("Enter");
    await arrived(page, /\/order\/order-confirm\?lines=\d+/);

    // The default address is chosen already.
    await tabTo(page, 'button[type="submit"]', { text: "Place order", most: 80 });
    await page.keyboard.press("Enter");
    await arrived(page, /\/order\/order-pay\?orderNo=PL\d+/);
    // One unit of the version chosen: 32 Ports at $1,980.00.
    expect(await page.getByTestId("pay-summary").textContent()).toContain("1 × $1,980.00");

    // The ways to pay are reached and chosen with the keyboard too.
    await tabTo(page, 'input[type="radio"]');
    await page.keyboard.press("Space");
    await page.waitForURL(/[?&]method=/);
    await expectFocusShown(page);
  });
});
