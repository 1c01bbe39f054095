import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../shared/commerce/types";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { addToCartInPage } from "./shop-helpers";
import { pageApi, registerShopper, signedInPage, signInInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Purchase-Test-2026";

const checkedVersion = (page: Page) => page.locator(".sku-option.is-selected .sku-option__name").textContent();
const quantityField = (page: Page) => page.getByLabel("Quantity", { exact: true });

async function cartOf(page: Page): Promise<Cart> {
  return (await pageApi(page).get<Cart>("/api/web/cart/list")).body.data;
}

describe("what the buyer chose on a product page is kept", () => {
  it("a product opened from its card starts on the cheapest version in stock, at the card's price", async () => {
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/category/5");
    // SG32 GSM: "32 Ports" comes first in the catalogue, "16 Ports" is cheaper (on sale).
    const card = page.locator('.product-card[data-product-id="2"]');
    const from = (await card.locator(".price__current").textContent())!.replace("From ", "");
    await card.getByRole("link").click();
    await page.waitForURL(`${baseUrl}/product/2`);
    expect(await checkedVersion(page)).toBe("16 Ports");
    expect(await page.getByTestId("selected-price").locator(".price__current").textContent()).toBe(from);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("version and quantity survive the sign-in detour, which adds them once; Back/Forward and a shared link keep them", async () => {
    const { email } = await registerShopper({ name: "detour", password: PASSWORD });
    const { context, page, errors } = await newPage(browser);
    await gotoHydrated(page, "/product/2");
    // The shopper's word for a SKU.
    expect(await page.locator(".sku-picker legend").textContent()).toBe("Choose a version");
    await page.getByRole("radio", { name: /32 Ports/ }).check();
    await page.waitForURL(`${baseUrl}/product/2?sku=21`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    expect(await quantityField(page).inputValue()).toBe("2");

    const adds: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/web/cart/add")) adds.push(request.postData() ?? "");
    });
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Sign in now" }).click();
    await page.waitForURL(/\/auth\/login\?redirect=/);
    const backTo = new URL(page.url()).searchParams.get("redirect")!;
    expect(backTo).toMatch(/^\/product\/2\?sku=21&qty=2&add=cart\.\w+$/);
    await waitForHydration(page);
    await signInInPage(page, email, PASSWORD);

    // Back on the product, the add is done: once, and the URL no longer asks for it.
    await page.waitForURL(`${baseUrl}/product/2?sku=21&qty=2`);
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("2");
    expect(await checkedVersion(page)).toBe("32 Ports");
    expect(await quantityField(page).inputValue()).toBe("2");
    expect(adds).toHaveLength(1);
    const [line, ...others] = (await cartOf(page)).lines;
    expect(others).toEqual([]);
    expect(line).toMatchObject({ skuId: 21, quantity: 2 });

    // A reload adds nothing, nor does going back to the sign-in page and forward again.
    await page.reload();
    await waitForHydration(page);
    await page.goBack();
    await page.goForward();
    await page.waitForURL(`${baseUrl}/product/2?sku=21&qty=2`);
    await waitForHydration(page);
    // Even the address that asked for the add, opened again, adds nothing more.
    await page.goto(backTo);
    await page.waitForURL(`${baseUrl}/product/2?sku=21&qty=2`);
    await waitForHydration(page);
    expect(adds).toHaveLength(1);
    expect((await cartOf(page)).lines).toMatchObject([{ skuId: 21, quantity: 2 }]);

    // Away and Back: the version is still the chosen one; Forward and Back again, too.
    await page.getByTestId("cart-link").click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/product/2?sku=21&qty=2`);
    expect(await checkedVersion(page)).toBe("32 Ports");
    await page.goForward();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.goBack();
    expect(await checkedVersion(page)).toBe("32 Ports");

    // A shared link opens on the version it names.
    const shared = await newPage(browser);
    await shared.page.goto("/product/2?sku=21");
    expect(await checkedVersion(shared.page)).toBe("32 Ports");
    expect(await shared.page.getByRole("radio", { name: /32 Ports/ }).isChecked()).toBe(true);
    await shared.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("removing from the cart can be undone", () => {
  it("adding to the cart is one request: its answer sets the count on the cart icon", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "one-trip" });
    await gotoHydrated(page, "/product/3");
    const calls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) calls.push(`${request.method()} ${pathname}`);
    });
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1");
    await expect.poll(() => page.getByText("Add Cart success!").count()).toBeGreaterThan(0);
    expect(calls).toEqual(["POST /api/web/cart/add"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("controls wait for hydration: the server's HTML has them disabled", async () => {
    const { context, page } = await signedInPage(browser, { name: "hydration" });
    await addToCartInPage(page, 11, 1);
    const html = await (await context.request.get("/cart")).text();
    expect(html).toMatch(/<input[^>]*class="number-field__input"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Check out<\/button>/);
    await gotoHydrated(page, "/cart");
    expect(await page.getByRole("button", { name: "Check out" }).isEnabled()).toBe(true);
    expect(await page.locator(".number-field__input").isEnabled()).toBe(true);
    await context.close();
  });

  it("quantity 0 asks, removes the line on Yes, and Undo brings it back; an emptied field asks when left", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "undo" });
    await addToCartInPage(page, 11, 1);
    await addToCartInPage(page, 81, 8);
    await gotoHydrated(page, "/cart");
    const lines = page.locator(".cart-line");
    expect(await lines.count()).toBe(2);
    // The newest line: its id is the highest, the one the database gives a line added again.
    const mp8 = page.locator(".cart-line", { hasText: "MP8" });
    const dialog = page.getByTestId("confirm-dialog");

    // Emptied and left: asked; "Keep it" leaves the line as it was.
    await mp8.locator(".number-field__input").fill("");
    await mp8.locator(".number-field__input").blur();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await lines.count()).toBe(2);
    expect(await mp8.locator(".number-field__input").inputValue()).toBe("1");

    // 0: asked; "Remove" takes the line out, and the notice offers Undo.
    await mp8.locator(".number-field__input").fill("0");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("Remove “Portline MP8 USB Modem Pool (8 Ports)” from your cart?");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => lines.count()).toBe(1);
    // The removal reaches the server before Undo (the harder case: the line must be added again).
    await expect.poll(async () => (await cartOf(page)).lines.length, { timeout: 5000 }).toBe(1);
    const toast = page.locator("[data-sonner-toast]", { hasText: "Removed “Portline MP8 USB Modem Pool (8 Ports)”" });
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => lines.count()).toBe(2);
    await expect.poll(async () => (await cartOf(page)).lines.map((line) => line.skuId).sort()).toEqual([11, 81]);
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("2");

    // Undo right after a removal (sent or not yet): nothing is lost either.
    await page
      .locator(".cart-line", { hasText: "SG8 GSM" })
      .getByRole("button", { name: /^Remove / })
      .click();
    await page
      .locator("[data-sonner-toast]", { hasText: "Removed “Portline SG8" })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect.poll(() => lines.count()).toBe(2);
    await page.reload();
    expect(await page.locator(".cart-line").count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
