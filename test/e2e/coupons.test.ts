import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";
import { addToCartInPage, amountDueMinor, checkOutCart, sendPaidWebhook } from "./shop-helpers";
import { registerShopper, signIn } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Coupon-Test-2026";

/** A new shopper, `name` Reviewer, signed in on the page. */
async function registerAndSignIn(page: Page, name: string) {
  await signIn(page, await registerShopper({ name, password: PASSWORD, firstName: name, lastName: "Reviewer" }));
}

/** The "$20 off orders over $300" campaign of the demo data (campaign 1, claimable). */
const card = (page: Page) => page.locator('[data-campaign-id="1"]');

async function leftOf(page: Page): Promise<number> {
  const text = (await card(page).locator(".campaign__meta").textContent()) ?? "";
  return Number(/(\d+) left/.exec(text)?.[1]);
}

describe("coupons: claim, use at checkout, and the button's states", () => {
  it("claim → Unused (disabled) → in My Coupons → discount at checkout → paid → Used", async () => {
    const { context, page, errors } = await newPage(browser);
    await registerAndSignIn(page, "Cleo");

    await page.goto("/discount");
    expect(await card(page).locator(".campaign__name").textContent()).toBe("$20 off orders over $300");
    expect(await card(page).textContent()).toContain("On orders of $300.00 or more");
    // A running campaign counts down to its end, ticking each second.
    const countdown = card(page).getByTestId("countdown");
    expect(await countdown.getAttribute("data-state")).toBe("running");
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(before);
    expect(await countdown.textContent()).toMatch(/^Ends in \d+d \d\d:\d\d:\d\d$/);

    const left = await leftOf(page);
    const button = card(page).getByTestId("coupon-button");
    expect(await button.textContent()).toBe("Claim");
    await button.click();
    await expect.poll(() => page.getByText("Your coupon is waiting in My Coupons").count()).toBeGreaterThan(0);
    await expect.poll(() => button.textContent()).toBe("Unused");
    expect(await button.isDisabled()).toBe(true);
    expect(await leftOf(page)).toBe(left - 1);

    await page.goto("/account/coupons");
    const mine = page.locator('.coupon[data-campaign-id="1"]');
    expect(await mine.count()).toBe(1);
    expect(await mine.textContent()).toContain("$20.00 off");
    const claimId = await mine.getAttribute("data-claim-id");

    // A $2,990.00 router: over the minimum, so the coupon applies.
    await addToCartInPage(page, 31, 3);
    await checkOutCart(page);
    // The page chose the buyer's coupon that applies here, and says which.
    const coupon = page.getByRole("combobox", { name: "Coupon" });
    const note = page.getByTestId("coupon-note");
    expect(await coupon.inputValue()).toBe(claimId);
    expect(await note.textContent()).toBe("“$20 off orders over $300” is applied: your best coupon for this order.");
    expect(await page.getByTestId("order-total").textContent()).toBe("$3,015.00");
    // No coupon (the page then says one could be used), and the coupon again.
    await coupon.selectOption("none");
    await page.waitForURL(/coupon=none/);
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe("$3,035.00"); // $2,990.00 + DHL $45.00
    expect(await note.textContent()).toBe("1 coupon can be used on this order.");
    const option = await coupon.locator("option", { hasText: "$20 off orders over $300" }).getAttribute("value");
    expect(option).toBe(claimId);
    await coupon.selectOption(option!);
    await page.waitForURL(/coupon=\d+/);
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe("$3,015.00");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const due = await amountDueMinor(page);
    expect(due).toBe(301_500);

    // Reserved for the unpaid order, then used once the payment arrives.
    await page.goto("/account/coupons");
    expect(await page.locator('.coupon[data-campaign-id="1"]').textContent()).toContain(
      `Reserved for unpaid order ${orderNo}`,
    );
    expect((await sendPaidWebhook(orderNo, due)).data.handled).toBe("paid");
    await page.goto("/account/coupons?tab=used");
    expect(await page.locator('.coupon[data-campaign-id="1"]').textContent()).toContain(orderNo);
    await page.goto("/discount");
    expect(await card(page).getByTestId("coupon-button").textContent()).toBe("Used");
    expect(await card(page).getByTestId("coupon-button").isDisabled()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks a visitor to sign in before claiming, and shows every campaign's state", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/discount");
    const labels = await page.getByTestId("coupon-button").allTextContents();
    // The demo data has one campaign in each operator state.
    for (const label of ["Claim", "Not started", "Paused", "Expired", "Voided"]) expect(labels).toContain(label);
    const notStarted = page.locator('[data-status="1"]').first();
    expect(await notStarted.getByTestId("countdown").textContent()).toMatch(/^Starts in /);

    await card(page).getByTestId("coupon-button").click();
    const dialog = page.getByTestId("confirm-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("Sign in to claim a coupon from this campaign.");
    await dialog.getByRole("button", { name: "Sign in now" }).click();
    await page.waitForURL(`${baseUrl}/auth/login?redirect=%2Fdiscount`);
    await context.close();
  });

  it("a claimable campaign with none left says All claimed, disabled, instead of a Claim that fails", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/discount");
    // "$100 off orders over $1,000" of the demo data: running, 0 of 100 left.
    const soldOut = page.locator('[data-campaign-id="3"]');
    expect(await soldOut.getAttribute("data-status")).toBe("2");
    expect(await soldOut.locator(".campaign__meta").textContent()).toContain("0 left");
    const button = soldOut.getByTestId("coupon-button");
    expect(await button.textContent()).toBe("All claimed");
    expect(await button.isDisabled()).toBe(true);
    await context.close();
  });

  it("the new-customer campaign is refused, with the reason, to a buyer whose order has been paid", async () => {
    const { context, page, errors } = await newPage(browser);
    await registerAndSignIn(page, "Nora");
    // "New customer: $10 off orders over $100" of the demo data (campaign 9).
    const newcomers = page.locator('[data-campaign-id="9"]');
    const button = newcomers.getByTestId("coupon-button");
    await gotoHydrated(page, "/discount");
    expect(await newcomers.textContent()).toContain("New customers only (accounts without a paid order)");
    expect(await button.textContent()).toBe("Claim");

    // Meanwhile (another tab, say) the buyer's first order is placed and paid.
    const shopping = await context.newPage();
    await shopping.goto("/cart");
    await addToCartInPage(shopping, 81, 8);
    await checkOutCart(shopping);
    await shopping.getByRole("button", { name: "Place order" }).click();
    await shopping.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(shopping.url()).searchParams.get("orderNo")!;
    expect((await sendPaidWebhook(orderNo, await amountDueMinor(shopping))).data.handled).toBe("paid");
    await shopping.close();

    // The page still offers Claim: the claim is refused with the reason, and the card then says so.
    await button.click();
    const reason = "This coupon is for new customers only, and your account already has a paid order.";
    await expect.poll(() => page.locator("[data-sonner-toast]", { hasText: reason }).count()).toBe(1);
    await expect.poll(() => button.textContent()).toBe("Not eligible");
    expect(await button.isDisabled()).toBe(true);
    expect(await newcomers.getByTestId("coupon-ineligible").textContent()).toBe(
      "You cannot claim from this campaign: it is for new customers, and your account already has a paid order.",
    );
    // As it does straight away on a fresh visit.
    await gotoHydrated(page, "/discount");
    expect(await button.textContent()).toBe("Not eligible");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("reviews: only buyers review, and text stays text", () => {
  it("a paid order's line gets a review; the product page shows it as a verified purchase, markup as characters", async () => {
    const { context, page, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await registerAndSignIn(page, "Rita");

    // Nothing bought yet: nothing to review.
    await page.goto("/account/reviews");
    expect(await page.locator("[data-order-line-id]").count()).toBe(0);

    await addToCartInPage(page, 21, 2);
    await checkOutCart(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    // Unpaid: still nothing to review.
    await page.goto("/account/reviews");
    expect(await page.locator("[data-order-line-id]").count()).toBe(0);
    await page.goto(`/order/order-pay?orderNo=${orderNo}`);
    expect((await sendPaidWebhook(orderNo, await amountDueMinor(page))).data.handled).toBe("paid");

    // Hydrated first: a click on the server's HTML would open no form.
    await gotoHydrated(page, "/account/reviews");
    const pending = page.locator("[data-order-line-id]");
    expect(await pending.count()).toBe(1);
    await pending.getByRole("button", { name: "Write a review" }).click();
    const markup = "<img src=x onerror=alert(1)> Solid unit, all 8 ports up.";
    await pending.getByLabel("4 stars").check();
    await pending.getByLabel("Your review").fill(markup);
    await pending.getByRole("button", { name: "Publish review" }).click();
    await expect.poll(() => page.locator(".review[data-review-id]").count()).toBe(1);

    const reviewed = page.locator(`.review[data-review-id]`).first();
    const reviewId = await reviewed.getAttribute("data-review-id");
    // The product page's review list is cached for a short while; the save clears it.
    await expect
      .poll(
        async () => {
          await page.goto("/product/2#reviews");
          return page.locator(`#reviews [data-review-id="${reviewId}"]`).count();
        },
        { timeout: 8000, interval: 500 },
      )
      .toBe(1);
    const shown = page.locator(`#reviews [data-review-id="${reviewId}"]`);
    expect(await shown.locator(".badge--verified").textContent()).toBe("Verified purchase");
    expect(await shown.locator(".review__body").textContent()).toBe(markup);
    expect(await shown.locator("img").count()).toBe(0);
    expect(await shown.locator(".review__by").textContent()).toContain("Rita R.");
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
