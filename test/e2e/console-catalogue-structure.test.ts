import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_LOCALES } from "../../shared/locale";
import { baseUrl, gotoHydrated, launch, newPage, port, waitForHydration } from "./browser";
import { shoot, staffSignIn } from "./console-helpers";

const SPANISH_HOST = `http://es.localhost:${port}`;
/** The top-level "SMS Modem Pools" (fourth of four), its Spanish name in the demo seed, and the one above it. */
const CATEGORY = { id: 4, english: "SMS Modem Pools", spanish: "Pools de módems SMS", above: "Pasarelas proxy" };
const RENAMED = "Pools de módems SMS y USB";
/** A header entry for the shipping page (the demo header has none), named in every language. */
const ENTRY_NAMES: Record<(typeof ALL_LOCALES)[number], string> = {
  en: "Shipping",
  zh: "物流",
  es: "Envíos",
  ru: "Доставка",
  fr: "Livraison",
  pt: "Entrega",
  ar: "الشحن",
};
/** A product of another category (the 32-port 4G proxy gateway), chosen as related. */
const RELATED = { id: 17, sku: "PL-PX32-4G" };
/** How long a saved change may take to show on a busy machine. */
const WAIT = { timeout: 30_000 };
const PRODUCT = {
  name: "Portline SG-2 Starter Gateway",
  slug: "sg-2-starter-gateway",
  sku: "PL-SG2-TEST",
  category: 5,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The Spanish home page's top-level category titles, in order (a fresh load). */
async function spanishCategories(page: Page): Promise<string[]> {
  await page.goto("/");
  return page.locator(".category-card__title").allTextContents();
}

describe("the catalogue's structure in the console", () => {
  it("staff rename a category in Spanish and move it up, add a header entry, and create, edit and publish a product; the shop shows each on its next load", async () => {
    const staff = await newPage(browser);
    const spanish = await newPage(browser, { baseURL: SPANISH_HOST });
    try {
      // The Spanish home (kept in the page cache) before the change.
      expect(await spanishCategories(spanish.page)).toEqual([
        "Pasarelas SMS",
        "Pasarelas GoIP / VoIP",
        CATEGORY.above,
        CATEGORY.spanish,
      ]);
      await spanishCategories(spanish.page);

      await staffSignIn(staff.page, "warehouse@portline.example", "/admin/categories");
      const tree = staff.page.getByTestId(`category-${CATEGORY.id}`);
      await tree.waitFor();
      await shoot(staff.page, "categories");

      // Rename in Spanish: the English text shows as the fallback of empty languages.
      await tree.getByRole("link", { name: "Edit" }).first().click();
      await staff.page.waitForURL(/edit=4/);
      await waitForHydration(staff.page);
      const editor = staff.page.getByTestId("category-editor");
      expect(await editor.getByLabel("Name (French)").getAttribute("placeholder")).toBe(CATEGORY.english);
      await shoot(staff.page, "category-editor");
      await editor.getByLabel("Name (Spanish)").fill(RENAMED);
      await editor.getByRole("button", { name: "Save" }).click();
      await staff.page.getByRole("status").filter({ hasText: "Saved." }).waitFor();

      // One step up among the top-level categories (a keyboard-usable button).
      await staff.page.getByRole("button", { name: `Move ${CATEGORY.english} up` }).click();
      await expect
        .poll(async () => {
          const ids = await staff.page
            .locator(".console-card > .console-tree > li")
            .evaluateAll((items) => items.map((item) => item.getAttribute("data-testid")));
          return ids.indexOf(`category-${CATEGORY.id}`);
        }, WAIT)
        .toBe(2);
      expect(await spanishCategories(spanish.page)).toEqual([
        "Pasarelas SMS",
        "Pasarelas GoIP / VoIP",
        RENAMED,
        CATEGORY.above,
      ]);

      // A header entry in every language → the header of the next page load shows it.
      await gotoHydrated(staff.page, "/admin/navigation");
      await shoot(staff.page, "navigation");
      await staff.page.getByRole("link", { name: "New entry" }).click();
      await staff.page.waitForURL(/edit=new/);
      await waitForHydration(staff.page);
      const entry = staff.page.getByTestId("navigation-editor");
      await entry.getByLabel("Opens").selectOption("page:logistics");
      const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
      for (const lang of ALL_LOCALES) {
        await entry.getByLabel(`Name (${languageNames.of(lang)})`).fill(ENTRY_NAMES[lang]);
      }
      await shoot(staff.page, "navigation-editor");
      await entry.getByRole("button", { name: "Save" }).click();
      await staff.page.getByTestId("nav-logistics").waitFor();
      await spanish.page.goto("/");
      expect(await spanish.page.locator("header a[href='/logistics']").textContent()).toContain(ENTRY_NAMES.es);

      // The options page, as staff read it.
      await gotoHydrated(staff.page, "/admin/spec-options");
      await staff.page.getByTestId("option-1").waitFor();
      await shoot(staff.page, "spec-options");

      // A new product: a draft in the editor → text written and published → on its category page.
      await gotoHydrated(staff.page, "/admin/products");
      const form = staff.page.getByTestId("new-product");
      await form.locator("summary").click();
      await form.getByLabel("Category").selectOption(String(PRODUCT.category));
      await form.getByLabel("English name").fill(PRODUCT.name);
      await form.getByLabel("Slug").fill(PRODUCT.slug);
      await form.getByLabel("SKU code").fill(PRODUCT.sku);
      await form.getByLabel("Option").selectOption("2");
      await form.getByLabel("Price (USD)").fill("249.00");
      await shoot(staff.page, "new-product");
      await form.getByRole("button", { name: "Create draft" }).click();
      await staff.page.waitForURL(/\/admin\/products\/\d+$/);
      await waitForHydration(staff.page);
      const productId = Number(new URL(staff.page.url()).pathname.split("/").pop());
      expect(await staff.page.getByTestId("product-status").textContent()).toBe("Draft");
      await staff.page.goto(`/category/${PRODUCT.category}`);
      expect(await staff.page.getByText(PRODUCT.name).count()).toBe(0);

      await gotoHydrated(staff.page, `/admin/products/${productId}`);
      await staff.page.getByLabel("Summary").fill("A two-port starter SMS gateway for trials.");
      await staff.page.getByLabel("Published: shown in the shop").check();
      await staff.page.getByRole("button", { name: "Save product" }).click();
      await staff.page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      await expect.poll(() => staff.page.getByTestId("product-status").textContent(), WAIT).toBe("Published");

      // Related products: staff find one of another category by its SKU and put it first.
      const picker = staff.page.getByTestId("related-products");
      expect(await picker.textContent()).toContain("None chosen");
      await picker.getByLabel("Find a product").fill(RELATED.sku);
      await picker.getByRole("button", { name: "Find" }).click();
      await staff.page.waitForURL(/related=/);
      await picker.getByTestId(`related-found-${RELATED.id}`).getByRole("button").click();
      await staff.page.getByRole("status").filter({ hasText: "Related products saved." }).waitFor();
      await picker.getByTestId(`related-${RELATED.id}`).waitFor();
      await shoot(staff.page, "related-products");

      const shop = await newPage(browser);
      try {
        await shop.page.goto(`/category/${PRODUCT.category}`);
        await shop.page.getByRole("link", { name: PRODUCT.name }).first().waitFor();
        await shop.page.goto(`/product/${productId}`);
        expect(await shop.page.locator("h1").textContent()).toContain(PRODUCT.name);
        const related = shop.page.locator("section[aria-labelledby=related-products] li a[href^='/product/']");
        await related.first().waitFor();
        expect(await related.first().getAttribute("href")).toBe(`/product/${RELATED.id}`);
      } finally {
        await shop.context.close();
      }

      // The console in Spanish (the language cookie), as a Spanish-speaking member reads it.
      await staff.context.addCookies([{ name: "i18n_redirected", value: "es", url: baseUrl }]);
      await gotoHydrated(staff.page, "/admin/categories");
      expect(await staff.page.locator("h1").textContent()).toBe("Categorías");
      await shoot(staff.page, "categories-es");
      await staff.context.addCookies([{ name: "i18n_redirected", value: "en", url: baseUrl }]);

      // Put the demo shop back as other browser files on this server expect it.
      await restore(staff.page, productId);
      expect(await spanishCategories(spanish.page)).toEqual([
        "Pasarelas SMS",
        "Pasarelas GoIP / VoIP",
        CATEGORY.above,
        CATEGORY.spanish,
      ]);
      expect(staff.errors).toEqual([]);
      expect(spanish.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await spanish.context.close();
    }
  }, 240_000);
});

/** The category's Spanish name and place, no shipping entry, the new product a draft again. */
async function restore(page: Page, productId: number) {
  await gotoHydrated(page, "/admin/categories?edit=4");
  await page.getByTestId("category-editor").getByLabel("Name (Spanish)").fill(CATEGORY.spanish);
  await page.getByTestId("category-editor").getByRole("button", { name: "Save" }).click();
  await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
  await page.getByRole("button", { name: `Move ${CATEGORY.english} down` }).click();
  await expect
    .poll(() => page.getByRole("button", { name: `Move ${CATEGORY.english} down` }).isDisabled(), WAIT)
    .toBe(true);
  await gotoHydrated(page, "/admin/navigation");
  await page.getByTestId("nav-logistics").getByRole("button", { name: "Remove" }).click();
  await expect.poll(() => page.getByTestId("nav-logistics").count(), WAIT).toBe(0);
  await gotoHydrated(page, `/admin/products/${productId}`);
  await page.getByLabel("Published: shown in the shop").uncheck();
  await page.getByRole("button", { name: "Save product" }).click();
  await expect.poll(() => page.getByTestId("product-status").textContent(), WAIT).toBe("Draft");
}
