import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_LOCALES } from "../../shared/locale";
import { gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { shoot, staffSignIn } from "./console-helpers";
import { addToCartInPage, checkOutCart } from "./shop-helpers";
import { signedInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Campaign-Test-2026";

describe("a percent campaign for a category, from the console to a buyer's checkout", () => {
  it("staff creates 10 % off SMS gateways (up to $50); a buyer claims it and sees it at checkout; Void asks first", async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await staffSignIn(page, "ops@portline.example", "/admin/campaigns/new");
      const form = page.getByTestId("campaign-form");
      // (A select's accessible name includes its chosen option: "Discount Amount off".)
      await form.getByRole("combobox", { name: /^Discount/ }).selectOption("percent");
      await form.getByLabel("Percent off (1–90)").fill("10");
      await form.getByLabel("Most it takes off (optional)").fill("50");
      await form.getByLabel("Coupons per customer").fill("2");
      await form.getByLabel("Coupons in total").fill("30");
      await form.getByLabel(/^Start/).fill("2026-01-01T00:00");
      await form.getByLabel(/^End/).fill("2036-01-01T00:00");
      // The parent category: its sub-categories (4G LTE SMS gateways…) count too.
      await form.getByTestId("campaign-categories").getByLabel("SMS Gateways", { exact: true }).check();
      // A name in every language: other browser files on this server read /discount meanwhile and
      // must see no English fallback.
      for (const lang of ALL_LOCALES) {
        const language = form.locator(`details[data-lang="${lang}"]`);
        if (lang !== "en") await language.locator("summary").click();
        await language.getByLabel("Name").fill(lang === "en" ? "Console 10% off gateways" : `Console 10% (${lang})`);
      }
      await shoot(page, "campaign-percent-editor-new");
      await form.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/admin\/campaigns\/\d+$/);
      await waitForHydration(page);
      // The URL changes before React renders the saved campaign: its status line shows it has.
      await page.getByTestId("campaign-status").waitFor();
      const id = page.url().split("/").at(-1)!;
      expect(await form.getByRole("combobox", { name: /^Discount/ }).inputValue()).toBe("percent");
      expect(await form.getByLabel("Most it takes off (optional)").inputValue()).toBe("50.00");
      expect(
        await form.getByTestId("campaign-categories").getByLabel("SMS Gateways", { exact: true }).isChecked(),
      ).toBe(true);
      await shoot(page, "campaign-percent-editor");

      // A buyer: the card says what it takes off and where; claimed, it prices the checkout.
      const { context: shop, page: buyer } = await signedInPage(browser, {
        name: "percent",
        password: PASSWORD,
        firstName: "Pia",
        lastName: "Percent",
      });
      await gotoHydrated(buyer, "/discount");
      const card = buyer.locator(`[data-campaign-id="${id}"]`);
      expect(await card.locator(".campaign__value").textContent()).toBe("10% off, up to $50.00");
      expect(await card.getByTestId("coupon-applies-to").textContent()).toBe("Applies to: SMS Gateways");
      expect(await card.textContent()).toContain("Up to 2 per customer");
      await shoot(buyer, "discount-percent-card");
      await card.getByTestId("coupon-button").click();
      await buyer.getByText("Your coupon is waiting in My Coupons").first().waitFor();
      // One of two: another may still be claimed.
      await card.locator(".campaign__meta").filter({ hasText: "29 left" }).waitFor();
      expect(await card.getByTestId("coupon-button").textContent()).toBe("Claim");

      await buyer.goto("/account/coupons");
      expect(await buyer.locator(`.coupon[data-campaign-id="${id}"] .campaign__value`).textContent()).toBe(
        "10% off, up to $50.00",
      );
      // A $2,990.00 4G LTE SMS gateway (a sub-category of SMS Gateways): 10 % is $299.00, held to $50.00.
      await addToCartInPage(buyer, 31, 3);
      await checkOutCart(buyer);
      // The buyer's one coupon applies, so the page has chosen it: $3,035.00 less $50.00.
      const coupon = buyer.getByRole("combobox", { name: "Coupon" });
      const option = coupon.locator("option", { hasText: "Console 10% off gateways" });
      expect(await option.textContent()).toContain("10% off, up to $50.00");
      expect(await coupon.inputValue()).toBe(await option.getAttribute("value"));
      await buyer.getByTestId("order-total").filter({ hasText: "$2,985.00" }).waitFor();
      await shop.close();

      // Void is final: it asks first; keeping it changes nothing, confirming voids it.
      await page.getByRole("button", { name: "Void" }).click();
      const dialog = page.getByTestId("confirm-dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Voiding is final");
      await dialog.getByRole("button", { name: "Keep it" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByTestId("campaign-status").textContent()).toContain("Running");
      await page.getByRole("button", { name: "Void" }).click();
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Void" }).click();
      await page.getByTestId("campaign-status").filter({ hasText: "Voided" }).waitFor();
      expect(await page.getByRole("button", { name: "Void" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
