import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, gotoHydrated } from "./browser";
import { pageApi } from "./shopper";
import { STRIPE_TEST_WEBHOOK_SECRET } from "./stand-ins";

/** Puts a SKU into the signed-in page's cart through the API, as the product page's button does. */
export async function addToCartInPage(page: Page, skuId: number, productId: number) {
  const added = await pageApi(page).post("/api/web/cart/add", {
    goodsSpecsId: skuId,
    goodsId: productId,
    operateTime: "2026-11-22 10:00:00",
  });
  expect(added.status).toBe(200);
}

/** Cart → Check out (everything selected) → the confirm page, with a first address added. */
export async function checkOutCart(page: Page) {
  await gotoHydrated(page, "/cart");
  await page.getByRole("button", { name: "Check out" }).click();
  await page.waitForURL(/\/order\/order-confirm\?lines=\d+/);
  await addAddress(page);
}

/** Fills an open address form (checkout or the account's address book) and saves it. */
export async function fillAddress(page: Page) {
  await page.getByLabel("Recipient").fill("Ada Tester");
  await page.getByLabel("Phone").fill("+49 30 1234567");
  await page.getByLabel("Address", { exact: true }).fill("Unter den Linden 1");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Country / region").selectOption("DE");
  await page.getByRole("button", { name: "Save address" }).click();
}

/** Adds the first address on the confirm page. */
export async function addAddress(page: Page) {
  await fillAddress(page);
  await page.waitForURL(/address=\d+/);
}

/** Sends the webhook Stripe sends for a paid checkout, signed the way Stripe signs it. */
export async function sendPaidWebhook(orderNo: string, amountMinor: number, currency = "usd") {
  const payload = JSON.stringify({
    id: `evt_${orderNo}_${Date.now()}`,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_${orderNo}`,
        client_reference_id: orderNo,
        metadata: { orderNo },
        amount_total: amountMinor,
        currency,
        payment_status: "paid",
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", STRIPE_TEST_WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest("hex");
  const response = await fetch(`${baseUrl}/api/pay/webhook/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}` },
    body: payload,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { handled: string } };
}

/** The amount due on the pay page, in minor units. */
export async function amountDueMinor(page: Page): Promise<number> {
  const text = (await page.getByTestId("amount-due").textContent()) ?? "";
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}
