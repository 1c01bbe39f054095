/**
 * A buyer's quote: asked for from the product page as a visitor (sign-in on the way, the form
 * comes back filled), with a message holding HTML (shown as text) and a file; listed under
 * Quotes; offered and revised by staff; both versions compared on the quote's page; the revision
 * accepted to a new address in the quote's country, which opens the pay page of its order. And
 * the cart's link asks for all its lines.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/commerce/index";
import enPurchase from "../../locales/en/purchase/index";
import { offerTotals, type ConsoleQuoteDetail, type QuoteDetail } from "../../shared/commerce/quotes";
import type { OrderDetail } from "../../shared/commerce/types";
import { formatPrice } from "../../shared/format";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { shoot, staffPage } from "./console-helpers";
import { addToCartInPage } from "./shop-helpers";
import { pageApi, registerShopper, signedInPage, signInInPage } from "./shopper";

const Q = en.quotes;
const OWNER = "ops@portline.example";
/** The 32-port version of product 3, 18 in stock in the demo data. */
const SKU = 31;
const PRODUCT = 3;
const PRODUCT_NAME = "Portline SG32-4G LTE SMS Gateway (32 SIM)";
const money = (minor: number) => formatPrice(minor, "USD", "en");
const HTML_MESSAGE = 'Twenty to Hamburg. <img src=x onerror="window.__pwned=1"><b>bold</b> & <script>x()</script>';
/** The smallest PDF: the API reads the type from its first bytes. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The quote's number from its page's address. */
function quoteNoOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

/** Sends an offer as staff on the version the console sees: one line per item, `discountPercent` off list. */
async function sendOffer(staff: Page, quoteNo: string, discountPercent: number, freightMinor: number) {
  const seen = await pageApi(staff).get<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}`);
  expect(seen.body.code, seen.body.msg).toBe(0);
  const lines = seen.body.data.items.map((item) => ({
    skuId: item.skuId,
    quantity: item.quantity,
    unitPriceMinor: item.listPriceMinor,
    discountPercent,
    leadTimeDays: discountPercent > 10 ? 21 : 0,
  }));
  const sent = await pageApi(staff).post<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}/offer`, {
    expectedVersion: seen.body.data.version,
    lines,
    freightMinor,
    freightLabel: "DHL Express to Hamburg, DAP",
    validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    notes: `Version with ${discountPercent} % off.`,
  });
  expect(sent.body.code, sent.body.msg).toBe(0);
  return offerTotals(
    lines.map((line) => ({ ...line, discountBp: Math.round(line.discountPercent * 100) })),
    freightMinor,
  );
}

describe("a buyer's quote", () => {
  it("is asked for from the product page through sign-in, offered twice, compared and accepted to the pay page", {
    timeout: 180_000,
  }, async () => {
    const shopper = await registerShopper({ name: "quote-buyer", firstName: "Quinn", lastName: "Buyer" });
    const { context, page, errors } = await newPage(browser);
    let staffContext: Awaited<ReturnType<typeof staffPage>>["context"] | undefined;
    let orderNo = "";
    try {
      // A visitor picks three units on the product page and asks for a quote: sign-in, then the form.
      await gotoHydrated(page, `/product/${PRODUCT}?sku=${SKU}`);
      await page.getByRole("button", { name: enPurchase.increase }).click();
      await page.getByRole("button", { name: enPurchase.increase }).click();
      const link = page.getByRole("link", { name: enPurchase.requestQuote });
      await expect.poll(() => link.getAttribute("href")).toContain(`items=${SKU}x3`);
      await link.click();
      await page.waitForURL(/\/auth\/login\?redirect=/);
      await waitForHydration(page);
      await signInInPage(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === "/account/quotes/new" && url.search.includes(`items=${SKU}x3`));
      await waitForHydration(page);
      const item = page.locator(`.quote-item[data-sku-id="${SKU}"]`);
      expect(await item.textContent()).toContain(PRODUCT_NAME);
      expect(await item.getByRole("spinbutton").inputValue()).toBe("3");
      await shoot(page, "quote-request");
      // The quantity can still change here.
      await item.getByRole("spinbutton").fill("4");

      // Country, a delivery wish, a message with HTML in it and a PDF; sent, the quote's page opens.
      await page.getByLabel(Q.request.country).selectOption("DE");
      const wanted = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel(Q.request.wantedBy).fill(wanted);
      await page.getByLabel(Q.request.message).fill(HTML_MESSAGE);
      await page
        .getByLabel(Q.request.attachment)
        .setInputFiles({ name: "tender.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByRole("button", { name: Q.request.send }).click();
      await page.waitForURL(/\/account\/quotes\/Q-\d{4}-\d{6}$/);
      await waitForHydration(page);
      const quoteNo = quoteNoOf(page);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.requested);
      expect(await page.locator(`.order-lines [data-sku-id="${SKU}"]`).textContent()).toContain("× 4");
      expect(await page.getByTestId("no-offer").textContent()).toBe(Q.offer.none);

      // The message is its text: no element of it became one of the page's.
      const message = page.getByTestId("quote-message").first();
      expect(await message.locator(".quote-text").textContent()).toBe(HTML_MESSAGE);
      expect(await message.locator("img, b, script").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      const asked = page.locator(".quote-facts");
      expect(await asked.textContent()).toContain("Germany");
      // The attachment downloads with the buyer's session.
      const attachment = page.getByTestId("quote-attachment");
      expect(await attachment.textContent()).toContain("tender.pdf");
      const file = await page.request.get((await attachment.getAttribute("href"))!);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // Listed under Quotes, waiting for an offer.
      await page.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: Q.nav }).click();
      await page.waitForURL(`${baseUrl}/account/quotes`);
      const row = page.locator(`[data-quote-no="${quoteNo}"]`);
      await row.waitFor();
      expect(await row.getByTestId("quote-status").textContent()).toBe(Q.statuses.requested);
      expect(await row.textContent()).toContain(PRODUCT_NAME);
      expect(await row.getByTestId("quote-offer").textContent()).toBe(Q.noOfferYet);

      // Staff answer with an offer, write a line with HTML, then send a revision.
      const staff = await staffPage(browser, OWNER, "/admin");
      staffContext = staff.context;
      const first = await sendOffer(staff.page, quoteNo, 5, 12_000);
      const seen = await pageApi(staff.page).get<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}`);
      const reply = await pageApi(staff.page).post(`/api/admin/quotes/${quoteNo}/reply`, {
        expectedVersion: seen.body.data.version,
        body: "Here you are. <i>Thanks</i>",
      });
      expect(reply.body.code, reply.body.msg).toBe(0);
      const revised = await sendOffer(staff.page, quoteNo, 12.5, 9_000);

      // The buyer sees the revision open, the first version folded under it to compare.
      await gotoHydrated(page, `/account/quotes/${quoteNo}`);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.offered);
      const latest = page.locator('.offer[data-offer-version="2"]').first();
      expect(await latest.getByTestId("offer-total").textContent()).toBe(money(revised.totalMinor));
      expect(await latest.textContent()).toContain("12.5%");
      expect(await latest.textContent()).toContain("DHL Express to Hamburg, DAP");
      expect(await latest.textContent()).toContain(Q.offer.leadDays.replace("{count:number} day{{s}}", "21 days"));
      const earlier = page.getByTestId("earlier-offer");
      expect(await earlier.count()).toBe(1);
      expect(await earlier.getAttribute("open")).toBeNull();
      expect(await earlier.locator("summary").textContent()).toContain(money(first.totalMinor));
      await earlier.locator("summary").click();
      const older = earlier.locator('.offer[data-offer-version="1"]');
      await expect.poll(() => older.isVisible()).toBe(true);
      expect(await older.getByTestId("offer-total").textContent()).toBe(money(first.totalMinor));
      expect(await older.textContent()).toContain("5%");
      // The staff's message, as text too.
      const staffLine = page.locator('[data-testid="quote-message"][data-author="staff"]');
      expect(await staffLine.locator(".quote-text").textContent()).toBe("Here you are. <i>Thanks</i>");
      expect(await staffLine.textContent()).toContain("Olivia Ops");
      await shoot(page, "quote-offered");

      // No address in Germany yet: one is added right here, then chosen.
      expect(await page.getByTestId("no-address-there").count()).toBe(1);
      expect(await page.getByRole("button", { name: Q.accept.submit }).isDisabled()).toBe(true);
      const form = page.locator(".checkout__new-address form");
      await form.getByLabel("Recipient").fill("Quinn Buyer");
      await form.getByLabel("Phone").fill("+49 40 1234567");
      await form.getByLabel("Address", { exact: true }).fill("Hafenstraße 12");
      await form.getByLabel("City").fill("Hamburg");
      expect(await form.getByLabel("Country / region", { exact: true }).inputValue()).toBe("DE");
      await form.getByRole("button", { name: "Save address" }).click();
      await expect.poll(() => page.locator(".offer__accept .choice").count()).toBe(1);
      expect(await page.locator(".offer__accept .choice input").isChecked()).toBe(true);

      // Accepted with a PO number: the order's pay page, with the order number as the reference.
      await page.getByLabel(en.orderDocuments.poNumber).fill("PO-Q-7781");
      await page.getByRole("button", { name: Q.accept.submit }).click();
      await page.waitForURL(/\/order\/order-pay\?orderNo=/);
      orderNo = new URL(page.url()).searchParams.get("orderNo")!;
      await expect.poll(() => page.locator("h1").textContent()).toContain(orderNo);
      const order = await pageApi(page).get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`);
      expect(order.body.data.totalMinor).toBe(revised.totalMinor);
      expect(order.body.data.poNumber).toBe("PO-Q-7781");

      // The quote now links to its order and pay page.
      await gotoHydrated(page, `/account/quotes/${quoteNo}`);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.accepted);
      const notice = page.getByTestId("quote-order");
      expect(await notice.textContent()).toContain(orderNo);
      expect(await notice.getByRole("link", { name: Q.ordered.pay }).getAttribute("href")).toBe(
        `/order/order-pay?orderNo=${orderNo}`,
      );
      expect(await page.getByRole("button", { name: Q.accept.submit }).count()).toBe(0);
      const detail = await pageApi(page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quoteNo}`);
      expect(detail.body.data.orderNo).toBe(orderNo);
      expect(errors).toEqual([]);
    } finally {
      // The demo stock goes back: the unpaid order is cancelled.
      if (orderNo) await pageApi(page).post("/api/web/order/cancel", { orderNo });
      await staffContext?.close();
      await context.close();
    }
  });

  it("is asked for every line of the cart from its link, and withdrawn", { timeout: 120_000 }, async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "quote-cart" });
    try {
      await addToCartInPage(page, 31, 3);
      await addToCartInPage(page, 21, 2);
      const cart = await pageApi(page).get<{ lines: Array<{ skuId: number; name: string }> }>("/api/web/cart/list");
      await gotoHydrated(page, "/cart");
      await page.getByRole("link", { name: Q.fromCart }).click();
      await page.waitForURL((url) => url.pathname === "/account/quotes/new");
      await waitForHydration(page);
      for (const line of cart.body.data.lines) {
        expect(await page.locator(`.quote-item[data-sku-id="${line.skuId}"]`).textContent()).toContain(line.name);
      }
      // One is removed; the request asks for the other alone.
      await page
        .locator(`.quote-item[data-sku-id="21"]`)
        .getByRole("button", { name: /^Remove / })
        .click();
      await expect.poll(() => page.locator(".quote-item").count()).toBe(1);
      await page.getByLabel(Q.request.country).selectOption("FR");
      await page.getByRole("button", { name: Q.request.send }).click();
      await page.waitForURL(/\/account\/quotes\/Q-\d{4}-\d{6}$/);
      await waitForHydration(page);
      const quoteNo = quoteNoOf(page);
      const asked = await pageApi(page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quoteNo}`);
      expect(asked.body.data.items.map((item) => item.skuId)).toEqual([31]);
      expect(asked.body.data.country).toBe("FR");

      // Withdrawn after asking first.
      await page.getByRole("button", { name: Q.withdraw.submit }).click();
      await page.getByRole("dialog").getByRole("button", { name: Q.withdraw.submit }).click();
      await expect.poll(() => page.getByTestId("quote-status").textContent()).toBe(Q.statuses.withdrawn);
      expect(await page.getByRole("status").filter({ hasText: Q.withdraw.done }).count()).toBe(1);
      expect(await page.getByRole("button", { name: Q.withdraw.submit }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
