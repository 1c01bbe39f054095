import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { fillAddress } from "./shop-helpers";
import { signedInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };

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

describe("toasts", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("never cover the header's search box, language selector or cart (%s)", async (_, viewport) => {
    const { context, page } = await signedInPage(browser, { name: "toast" });
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/product/3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Add Cart success!" });
    await expect.poll(() => toast.count()).toBe(1);
    // Settled: sonner slides a toast in from above, to the top of its toaster.
    const toaster = page.locator("[data-sonner-toaster]");
    const top = async () => Math.round((await toaster.boundingBox())!.y);
    await expect.poll(async () => Math.round((await toast.boundingBox())!.y)).toBe(await top());
    const box = (await toast.boundingBox())!;
    const header = page.locator(".site-header");
    for (const part of [".site-search__input", ".language-switcher__select", '[data-testid="cart-link"]']) {
      const covered = await header.locator(part).boundingBox();
      if (!covered) continue; // The language selector lives in the footer on phones.
      const overlaps =
        box.x < covered.x + covered.width &&
        covered.x < box.x + box.width &&
        box.y < covered.y + covered.height &&
        covered.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    // Top centre, just below the header.
    const headerBottom = (await header.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    await context.close();
  });
});

describe("navigation feedback", () => {
  it("shows a progress bar while a client navigation takes longer than 300 ms", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/about");
    const held: Route[] = [];
    await page.route("**/lists.data*", (route) => {
      held.push(route);
    });
    const bar = page.getByRole("progressbar", { name: "Loading the page…" });
    expect(await bar.count()).toBe(0);
    await page.locator(".site-footer").getByRole("link", { name: "All products" }).click();
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => bar.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
    await held[0]!.continue();
    await page.waitForURL(`${baseUrl}/lists`);
    await expect.poll(() => bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("streams skeletons, not a bare busy flag, in place of the deferred parts", async () => {
    const browserAgent = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36" };
    for (const path of [`/?skeleton=${Date.now()}`, `/product/3?skeleton=${Date.now()}`]) {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: browserAgent })).text();
      // The page's fallbacks still pending in the shell (<!--$?--> … <!--/$--> inside <main>) are
      // skeletons announced as busy. The home page's products always come after the shell.
      const main = html.slice(0, html.indexOf("</main>"));
      const fallbacks = [...main.matchAll(/<!--\$\?-->([\s\S]*?)<!--\/\$-->/g)].map((match) => match[1]!);
      if (path.startsWith("/?")) expect(fallbacks.length).toBeGreaterThan(0);
      for (const fallback of fallbacks) {
        expect(fallback).toMatch(/class="skeleton skeleton--\w+" role="status" aria-busy="true"/);
        expect(fallback).toContain("Loading…");
      }
    }
  });

  it("puts breadcrumbs on listing, search and account pages", async () => {
    const { context, page } = await signedInPage(browser, { name: "crumbs" });
    const trails: Array<[string, string[]]> = [
      ["/lists", ["Home", "All Products"]],
      ["/sms", ["Home", "SMS Solutions"]],
      ["/search?keyword=gateway", ["Home", "Search"]],
      ["/blog", ["Home", "Blog"]],
      ["/case", ["Home", "Case Studies"]],
      ["/account/orders", ["Home", "My Account", "My Orders"]],
      ["/account/coupons", ["Home", "My Account", "My Coupons"]],
      ["/account/reviews", ["Home", "My Account", "My Reviews"]],
      ["/account/settings", ["Home", "My Account", "Account Settings"]],
    ];
    for (const [path, trail] of trails) {
      await page.goto(path);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      expect(await crumbs.allTextContents(), path).toEqual(trail);
    }
    await context.close();
  });
});

/** Opens `path` with the page's scripts held back (the server's HTML only); returns what lets them go. */
async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/assets/*.js", (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return async () => {
    holding = false;
    for (const route of held) await route.continue();
    await waitForHydration(page);
  };
}

describe("before the page hydrates", () => {
  it("the header search keeps what was typed and suggests for it once hydrated", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const hydrate = await openWithoutScripts(page, "/about");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.pressSequentially("IME");
    await hydrate();
    expect(await box.inputValue()).toBe("IME");
    await expect.poll(() => page.getByRole("listbox").getByRole("option").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the sign-up form keeps a password typed before, ticks its rules and creates the account", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const hydrate = await openWithoutScripts(page, "/auth/register");
    await page.getByLabel("Email").fill(`early-${Date.now()}@example.com`);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Compilers-1952");
    await hydrate();
    expect(await password.inputValue()).toBe("Compilers-1952");
    for (const rule of ["length", "allowed", "kinds"])
      await expect.poll(() => page.getAttribute(`[data-rule="${rule}"]`, "data-met")).toBe("true");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a language picked on the server's HTML is switched to once hydrated", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const hydrate = await openWithoutScripts(page, "/about");
    await page.locator(".site-header .language-switcher__select").selectOption("es");
    await hydrate();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the listing's category ticks wait for the page (a tick on the server's HTML would be lost)", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const hydrate = await openWithoutScripts(page, "/lists");
    const tick = page.getByRole("checkbox", { name: "SMS Gateways", exact: true });
    expect(await tick.isDisabled()).toBe(true);
    await hydrate();
    await tick.click();
    await page.waitForURL(`${baseUrl}/lists?category=1`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("visual states", () => {
  it("keeps the selected blog year readable under the pointer", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/blog?year=2024");
    const chip = page.locator('.year-filter [aria-current="page"]');
    await chip.hover();
    const [color, background] = await chip.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });

  it("shows the address book's Delete as a danger button as tall as Edit", async () => {
    const { context, page } = await signedInPage(browser, { name: "addresses" });
    await gotoHydrated(page, "/account/settings");
    await page.getByRole("button", { name: "Add a new address" }).click();
    await fillAddress(page);
    const item = page.locator(".address-item").first();
    const edit = item.getByRole("button", { name: "Edit" });
    const remove = item.getByRole("button", { name: "Delete" });
    await expect.poll(() => remove.count()).toBe(1);
    expect(await remove.getAttribute("class")).not.toContain("button--primary");
    expect(await remove.getAttribute("class")).toContain("button--danger");
    expect((await remove.boundingBox())!.height).toBe((await edit.boundingBox())!.height);
    expect((await remove.boundingBox())!.y).toBe((await edit.boundingBox())!.y);
    await context.close();
  });
});

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const linear = (value: number) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
