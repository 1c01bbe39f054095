import type { Browser, Locator, Page } from "playwright-core";
import type { OrderDetail } from "../../shared/commerce/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { addAddress, addToCartInPage, amountDueMinor, checkOutCart, sendPaidWebhook } from "./shop-helpers";
import { pageApi, registerShopper, signedInPage, signInInPage } from "./shopper";

loadAllLocales();

let browser: Browser;

/** The order's payments as the API lists them (provider and status). */
async function paymentsOf(page: Page, orderNo: string) {
  const { body } = await pageApi(page).get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`);
  return body.data.payments.map(({ provider, status }) => ({ provider, status }));
}
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("from Add to cart to a paid order", () => {
  it("visitor → sign in → add → cart → quantity 3 → confirm → order → bank transfer with QR → awaiting payment → webhook → paid", async () => {
    const { context, page, errors } = await newPage(browser);
    // A fresh customer, so the cart starts empty.
    const { email } = await registerShopper({ name: "buyer", password: "Checkout-Test-2026", firstName: "Cora" });

    await page.goto("/product/3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    const dialog = page.getByTestId("confirm-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("heading").textContent()).toContain("Tips");
    expect(await dialog.textContent()).toContain("Please sign in first");
    expect(await dialog.getByRole("button", { name: "Got it" }).count()).toBe(1);
    await dialog.getByRole("button", { name: "Sign in now" }).click();
    // Back to the product with the version that was showing (its cheapest in stock), where the add
    // asked for is done.
    await page.waitForURL(/\/auth\/login\?redirect=%2Fproduct%2F3%3Fsku%3D31%26add%3Dcart\.\w+$/);
    await signInInPage(page, email, "Checkout-Test-2026");
    await page.waitForURL(`${baseUrl}/product/3?sku=31`);
    await expect.poll(() => page.getByText("Add Cart success!").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1");

    await page.getByTestId("cart-link").click();
    await page.waitForURL(`${baseUrl}/cart`);
    const increase = page.getByRole("button", { name: "Increase quantity" });
    await increase.click();
    await increase.click();
    await expect.poll(() => page.locator(".number-field__input").inputValue()).toBe("3");
    // The burst is saved as one change; the server's cart then shows three.
    await expect.poll(() => page.getByTestId("cart-count").textContent(), { timeout: 5000 }).toBe("3");
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/order\/order-confirm\?lines=\d+/);

    await addAddress(page);
    const total = await page.getByTestId("order-total").textContent();
    expect(total).toBe("$9,015.00"); // 3 × $2,990.00 + DHL $45.00
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;

    // What is being paid for: lines, address, shipping, total, and the way to the order.
    const summary = page.getByTestId("pay-summary");
    const summaryText = await summary.textContent();
    for (const part of ["Portline SG32-4G LTE SMS Gateway (32 SIM)", "3 × $2,990.00", "DHL Express", "Berlin, Germany"])
      expect(summaryText).toContain(part);
    expect(await summary.locator(".totals__total").last().textContent()).toBe("$9,015.00");
    expect(await summary.getByRole("link", { name: "View the order" }).getAttribute("href")).toBe(
      `/account/orders?orderNo=${orderNo}`,
    );
    // No way to pay is chosen for the buyer, so no payment is listed as started yet.
    const bank = page.getByTestId("bank-transfer");
    expect(await bank.count()).toBe(0);
    expect(await paymentsOf(page, orderNo)).toEqual([]);

    await waitForHydration(page);
    await page.getByRole("radio", { name: "Bank transfer" }).check();
    await page.waitForURL(/[?&]method=bank/);
    await expect.poll(() => bank.isVisible()).toBe(true);
    expect(await paymentsOf(page, orderNo)).toEqual([{ provider: "bank", status: "pending" }]);
    const next = await page.getByTestId("pay-next").textContent();
    expect(next).toMatch(/If it has not arrived by .+, the order is cancelled and its items go back on sale\./);
    // Every copy button sits at the same place at the end of its row.
    const rightEdges = await bank
      .locator(".copy-button")
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().right)));
    expect(rightEdges).toHaveLength(6);
    expect(new Set(rightEdges).size).toBe(1);
    expect(await bank.textContent()).toContain(orderNo);
    expect(await page.locator(".qr-code svg").count()).toBe(1);
    expect(await page.getByRole("img", { name: "QR code with the transfer details" }).count()).toBe(1);
    const due = await amountDueMinor(page);
    expect(due).toBe(901_500);

    await page.goto("/account/orders");
    const card = page.locator(`[data-order-no="${orderNo}"]`);
    expect(await card.getByTestId("order-status").textContent()).toBe("Awaiting payment");
    // Named by what was bought.
    expect(await card.getByTestId("order-name").textContent()).toBe("Portline SG32-4G LTE SMS Gateway (32 SIM)");
    // The cart emptied with the order.
    await expect.poll(() => page.getByTestId("cart-count").count()).toBe(0);

    expect((await sendPaidWebhook(orderNo, due)).data.handled).toBe("paid");
    await page.reload();
    expect(await card.getByTestId("order-status").textContent()).toBe("Paid");
    await page.goto(`/account/orders?orderNo=${orderNo}`);
    expect(await page.locator(".timeline").textContent()).toContain("Paid");
    expect(await page.getByRole("link", { name: "Back to orders" }).getAttribute("href")).toBe("/account/orders");
    // The payment in words, not codes.
    expect(await page.getByRole("listitem").filter({ hasText: "Card (Stripe): paid · $9,015.00" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never loses or resurrects lines under fast clicks", async () => {
    const { context, page } = await signedInPage(browser, { name: "clicker" });
    for (const [skuId, productId] of [
      [11, 1],
      [21, 2],
      [31, 3],
    ] as const) {
      await addToCartInPage(page, skuId, productId);
    }
    await gotoHydrated(page, "/cart");
    const lines = page.locator(".cart-line");
    expect(await lines.count()).toBe(3);
    // Remove one, click + five times on another and remove a third, all in a burst.
    // Located by line id: the list shrinks as lines go, so positions would move under the clicks.
    const ids = await lines.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-line-id")));
    const [first, second, third] = [0, 1, 2].map((index) =>
      page.locator(`.cart-line[data-line-id="${ids[index]}"]`),
    ) as [Locator, Locator, Locator];
    const keptId = ids[1];
    await first.getByRole("button", { name: /^Remove / }).click();
    for (let i = 0; i < 5; i++) await second.getByRole("button", { name: "Increase quantity" }).click();
    await third.getByRole("button", { name: /^Remove / }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Saving changes" }).count(), { timeout: 5000 })
      .toBe(0);
    expect(await page.locator(".cart-line").count()).toBe(1);
    await page.reload();
    const remaining = page.locator(".cart-line");
    expect(await remaining.count()).toBe(1);
    expect(await remaining.first().getAttribute("data-line-id")).toBe(keptId);
    expect(await remaining.first().locator(".number-field__input").inputValue()).toBe("6");
    await context.close();
  });

  it("a line wanting more than is left: the cart says so and leaves it out, the confirm page sends back to the cart", async () => {
    // Two customers want the last 3 units of one SKU (PL-SG256-HD-128: stock 3).
    const late = await signedInPage(browser, { name: "late" });
    const quick = await signedInPage(browser, { name: "quick" });
    await addToCartInPage(late.page, 62, 6);
    // Hydrated before the clicks (a click on the server's HTML alone does nothing).
    await gotoHydrated(late.page, "/cart");
    const line = late.page.locator(".cart-line").first();
    for (let i = 0; i < 2; i++) await line.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => late.page.getByTestId("cart-count").textContent(), { timeout: 5000 }).toBe("3");
    const lineId = await line.getAttribute("data-line-id");

    // Meanwhile two of the three are ordered by someone else.
    await addToCartInPage(quick.page, 62, 6);
    await quick.page.goto("/cart", { waitUntil: "networkidle" });
    await quick.page.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => quick.page.getByTestId("cart-count").textContent(), { timeout: 5000 }).toBe("2");
    await checkOutCart(quick.page);
    await quick.page.getByRole("button", { name: "Place order" }).click();
    await quick.page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);

    await late.page.reload();
    expect(await line.getByTestId("line-unavailable").textContent()).toBe(
      "Only 1 left: lower the quantity to check out",
    );
    expect(await late.page.getByRole("button", { name: "Check out" }).isDisabled()).toBe(true);
    // The confirm page, reached anyway, sends back to the cart instead of failing.
    await late.page.goto(`/order/order-confirm?lines=${lineId}`);
    await late.page.waitForURL(`${baseUrl}/cart`);
    expect(late.errors).toEqual([]);

    // One is still there: lowering the quantity makes the line orderable again.
    const decrease = line.getByRole("button", { name: "Decrease quantity" });
    while ((await line.locator(".number-field__input").inputValue()) !== "1") await decrease.click();
    await expect.poll(() => line.getByTestId("line-unavailable").count()).toBe(0);
    await expect.poll(() => late.page.getByRole("button", { name: "Check out" }).isDisabled()).toBe(false);
    await late.page.getByRole("button", { name: "Check out" }).click();
    await late.page.waitForURL(/\/order\/order-confirm\?lines=\d+/);
    await late.context.close();
    await quick.context.close();
  });

  it("keeps the newest quantity when the cart is left while a save is still on its way", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "leaver" });
    await addToCartInPage(page, 11, 1);
    await gotoHydrated(page, "/cart");

    // The first save is held on the way for a while (a slow network).
    let batches = 0;
    let finished = 0;
    await page.route("**/api/web/cart/batch", async (route) => {
      if (batches++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    page.on("requestfinished", (request) => {
      if (request.url().includes("/api/web/cart/batch")) finished++;
    });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    const firstSave = page.waitForRequest("**/api/web/cart/batch");
    await increase.click();
    await firstSave;
    await increase.click();
    await increase.click();
    // Leave inside the app before the next save would go.
    await page.getByRole("link", { name: "Portline" }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => finished, { timeout: 8000 }).toBe(2);
    const cart = await pageApi(page).get<{ lines: Array<{ quantity: number }> }>("/api/web/cart/list");
    const quantity = cart.body.data.lines[0]?.quantity;
    expect(quantity).toBe(4); // 1 + three clicks, not the 2 of the save held on the way
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the confirm page keeps what the buyer typed and says its rules", () => {
  it("keeps the order notes through a reload, for these lines, until the order is placed", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "notes" });
    await addToCartInPage(page, 31, 3);
    await checkOutCart(page);
    await waitForHydration(page);
    const notes = page.getByLabel("Order notes");
    const text = "Deliver to the loading dock, gate 4; customs number DE 123 456 789.";
    await notes.fill(text);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => notes.inputValue()).toBe(text);
    // Choosing another shipping method (a new query) keeps them as well.
    await page.getByRole("radio", { name: /FedEx/ }).click();
    await page.waitForURL(/shipping=2/);
    expect(await notes.inputValue()).toBe(text);

    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const order = await pageApi(page).get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`);
    expect(order.body.data.notes).toBe(text);
    // Placed: the draft is gone from the tab.
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("order-notes"))))
      .toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says the phone number's rule in words in every language, not the browser's 'match the requested format'", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "phone-rule" });
    await addToCartInPage(page, 31, 3);
    for (const language of ["en", "zh", "es", "ru", "fr", "pt", "ar"] as const) {
      await context.addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
      await gotoHydrated(page, "/order/order-confirm");
      const LL = translator(language);
      // No address yet: the form for a new one is open.
      const form = page.locator(".checkout__new-address form");
      const phone = form.locator('input[name="phone"]');
      for (const typed of ["call me", "12"]) {
        await phone.fill(typed);
        await form.getByRole("button", { name: LL.commerce.address.save() }).click();
        expect(
          await phone.evaluate((input: HTMLInputElement) => input.validationMessage),
          `${language}: ${typed}`,
        ).toBe(LL.commerce.address.phoneFormat());
      }
      await phone.fill("+49 30 1234567");
      expect(await phone.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
