import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_LOCALES } from "../../shared/locale";
import { baseUrl, gotoHydrated, launch, waitForHydration } from "./browser";
import { shoot, staffPage } from "./console-helpers";

/** Where the screenshots go (outside the repo). */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("content and campaigns in the console", () => {
  it("a new post in English and Spanish, previewed as the shop renders it, is on the blog in both languages once saved", async () => {
    const { page, context } = await staffPage(browser, "ops@portline.example", "/admin");
    try {
      await page.getByRole("link", { name: "Content", exact: true }).click();
      await page.waitForURL(`${baseUrl}/admin/content`);
      await waitForHydration(page);
      await shoot(page, "content-list");
      await page.getByRole("link", { name: "New", exact: true }).click();
      await page.waitForURL(`${baseUrl}/admin/content/blog/new`);
      await waitForHydration(page);

      const slug = `console-post-${Date.now()}`;
      await page.getByLabel("Slug (the address)").fill(slug);
      // The oldest year the blog already has: the post lands at the end of its lists.
      await page.getByLabel("Publish date and time").fill("2022-01-03T09:00");
      await page.getByLabel("Draft: not shown in the shop").uncheck();
      const english = page.locator('details[data-lang="en"]');
      await english.getByLabel("Title").fill("Console post about SIM banks");
      await english.getByLabel("Text (Markdown)").fill("## Racks\n\nA **bold** line and <script>alert(1)</script>");
      // The preview is the storefront's rendering: markdown becomes HTML, raw HTML stays text.
      await expect.poll(() => page.getByTestId("preview-en").locator("h2").textContent()).toBe("Racks");
      expect(await page.getByTestId("preview-en").locator("strong").textContent()).toBe("bold");
      expect(await page.getByTestId("preview-en").textContent()).toContain("<script>alert(1)</script>");
      expect(await page.getByTestId("preview-en").locator("script").count()).toBe(0);

      const spanish = page.locator('details[data-lang="es"]');
      await spanish.locator("summary").click();
      await spanish.getByLabel("Title").fill("Entrada de la consola sobre bancos SIM");
      await spanish.getByLabel("Text (Markdown)").fill("## Bastidores\n\nUna línea en español.");
      await expect.poll(() => page.getByTestId("preview-es").locator("h2").textContent()).toBe("Bastidores");
      await shoot(page, "content-editor");
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/admin\/content\/blog\/\d+$/);
      const id = page.url().split("/").at(-1)!;

      const shop = await context.newPage();
      await gotoHydrated(shop, `/blog/${id}`);
      expect(await shop.locator("h1").textContent()).toBe("Console post about SIM banks");
      await context.addCookies([{ name: "i18n_redirected", value: "es", url: baseUrl }]);
      await gotoHydrated(shop, `/blog/${id}`);
      expect(await shop.locator("h1").textContent()).toBe("Entrada de la consola sobre bancos SIM");
      expect(await shop.locator("h2", { hasText: "Bastidores" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a new campaign is listed with its value and claims; pausing it changes the status buyers see", async () => {
    const { page, context } = await staffPage(browser, "ops@portline.example", "/admin");
    try {
      await page.getByRole("link", { name: "Campaigns", exact: true }).click();
      await page.waitForURL(`${baseUrl}/admin/campaigns`);
      await waitForHydration(page);
      await page.getByRole("link", { name: "New campaign" }).click();
      await page.waitForURL(`${baseUrl}/admin/campaigns/new`);
      await waitForHydration(page);
      const form = page.getByTestId("campaign-form");
      await form.getByLabel("Coupon value").fill("25");
      await form.getByLabel("Minimum order").fill("300");
      await form.getByLabel("Coupons in total").fill("40");
      await form.getByLabel(/^Start/).fill("2026-01-01T00:00");
      await form.getByLabel(/^End/).fill("2036-01-01T00:00");
      // A name in every language: other browser files on this server read /discount meanwhile and
      // must see no English fallback.
      for (const lang of ALL_LOCALES) {
        const language = form.locator(`details[data-lang="${lang}"]`);
        if (lang !== "en") await language.locator("summary").click();
        await language.getByLabel("Name").fill(lang === "en" ? "Console $25 off" : `Console $25 (${lang})`);
      }
      await form.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/admin\/campaigns\/\d+$/);
      await waitForHydration(page);
      expect(await page.getByTestId("campaign-status").textContent()).toContain("0 claimed · 0 used · 40 left of 40");
      await shoot(page, "campaign-editor");

      await page.getByRole("button", { name: "Pause" }).click();
      await page.getByTestId("campaign-status").filter({ hasText: "Paused" }).waitFor();
      await page.getByRole("button", { name: "Resume" }).click();
      await page.getByTestId("campaign-status").filter({ hasText: "Running" }).waitFor();
      await page.getByRole("link", { name: "All campaigns" }).click();
      await page.waitForURL(`${baseUrl}/admin/campaigns`);
      const row = page.getByRole("row").filter({ hasText: "Console $25 off" });
      expect(await row.textContent()).toContain("$25.00");
      await shoot(page, "campaign-list");
      // Void last: the demo shop keeps no running campaign of this test.
      await row.getByRole("link").click();
      await page.waitForURL(/\/admin\/campaigns\/\d+$/);
      await waitForHydration(page);
      // Void is final: it asks first.
      await page.getByRole("button", { name: "Void" }).click();
      const dialog = page.getByTestId("confirm-dialog");
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Void" }).click();
      await page.getByTestId("campaign-status").filter({ hasText: "Voided" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
