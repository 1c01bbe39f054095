import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerTotals, type ConsoleQuoteDetail, type QuotableSku, type QuoteDetail } from "../../shared/commerce/quotes";
import { formatPrice } from "../../shared/format";
import { baseUrl, gotoHydrated, launch, waitForHydration } from "./browser";
import { shoot, staffPage } from "./console-helpers";
import { pageApi, signedInPage } from "./shopper";

/**
 * Quotes in the console: the queue, oldest unanswered first; a quote replied to, assigned, offered
 * (freight, validity) and revised, both versions kept, and another declined; support replies but
 * writes no offer; a staff price under the floor waits for an owner, who approves it; and an order
 * staff enter for a registered customer, which the orders list then shows.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const OWNER = "ops@portline.example";
const STAFF = "warehouse@portline.example";
const SUPPORT = "support@portline.example";
/** Requests from here only: the list filtered by it shows this file's quotes alone. */
const COUNTRY = "IS";
const money = (minor: number) => formatPrice(minor, "USD", "en");

/** A fresh buyer who asks for a quote of `items` through the shop's API; answers the quote and the buyer's page. */
async function requestQuote(name: string, items: Array<{ skuId: number; quantity: number }>, message: string) {
  const buyer = await signedInPage(browser, { name, firstName: "Quinn", lastName: name });
  const asked = await pageApi(buyer.page).post<QuoteDetail>("/api/web/quotes/request", {
    items,
    country: COUNTRY,
    message,
  });
  expect(asked.body.code, asked.body.msg).toBe(0);
  return { ...buyer, quote: asked.body.data };
}

async function detailOf(page: Page, quoteNo: string): Promise<ConsoleQuoteDetail> {
  const answer = await pageApi(page).get<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}`);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

/** The page's message after a step (its success, or the API's refusal); "" while there is none. */
async function outcome(page: Page): Promise<string> {
  const message = page.locator(".form-message");
  return (await message.count()) ? ((await message.first().textContent()) ?? "") : "";
}

describe("quotes in the console", () => {
  it("lists the oldest unanswered first; staff reply, assign, send an offer with freight and validity, then a revision that keeps both versions; another request is declined", async () => {
    const first = await requestQuote(
      "quote-first",
      [{ skuId: 31, quantity: 20 }],
      "Twenty units to Reykjavík, please.",
    );
    const second = await requestQuote("quote-second", [{ skuId: 21, quantity: 5 }], "Five units.");
    const staff = await staffPage(browser, STAFF, `/admin/quotes?country=${COUNTRY}&status=requested`);
    const { page } = staff;
    try {
      // Oldest unanswered first: the first request stands above the second.
      const rows = page.getByTestId("quotes-table").locator("tbody tr");
      const order = await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-testid")));
      expect(order.indexOf(`quote-${first.quote.quoteNo}`)).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(`quote-${first.quote.quoteNo}`)).toBeLessThan(
        order.indexOf(`quote-${second.quote.quoteNo}`),
      );
      const row = page.getByTestId(`quote-${first.quote.quoteNo}`);
      expect(await row.textContent()).toContain(first.email);
      expect(await row.textContent()).toContain("Iceland");
      expect(await row.getByTestId("quote-waiting").textContent()).toContain("Waiting since today");
      await shoot(page, "quotes-list");

      await row.getByRole("link", { name: first.quote.quoteNo }).click();
      await page.waitForURL(`${baseUrl}/admin/quotes/${first.quote.quoteNo}`);
      await page.getByTestId("quote-asked").waitFor();
      expect(await page.getByTestId("quote-thread").textContent()).toContain("Twenty units to Reykjavík, please.");
      expect(await page.getByTestId("quote-buyer").textContent()).toContain(first.email);

      // A reply reaches the thread.
      await page.getByLabel("Reply to the buyer").fill("We have them in stock; an offer follows today.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect.poll(() => outcome(page)).toBe("Your reply was sent to the buyer.");
      await expect
        .poll(() => page.getByTestId("quote-thread").textContent())
        .toContain("We have them in stock; an offer follows today.");

      // Assigned to the member signed in.
      await page.getByTestId("assign-form").getByLabel("Member").selectOption({ label: "Wang Warehouse (me)" });
      await page.getByTestId("assign-form").getByRole("button", { name: "Assign" }).click();
      await expect.poll(() => outcome(page)).toBe("The assignment is saved.");
      const mine = await pageApi(page).get<{ list: Array<{ quoteNo: string }> }>(
        `/api/admin/quotes?assignee=me&country=${COUNTRY}`,
      );
      expect(mine.body.data.list.map((quote) => quote.quoteNo)).toContain(first.quote.quoteNo);

      // The first offer starts from the asked items at their list price.
      const detail = await detailOf(page, first.quote.quoteNo);
      const listPrice = detail.items[0]!.listPriceMinor;
      const editor = page.getByTestId("offer-editor");
      const line = editor.getByTestId("draft-line-31");
      expect(await editor.getByRole("heading").textContent()).toBe("Write an offer");
      expect(await line.getByLabel("Quantity").inputValue()).toBe("20");
      await line.getByLabel("Discount (%)").fill("5");
      await line.getByLabel("Lead time (days)").fill("14");
      await editor.getByLabel("Freight (USD)").fill("120.00");
      await editor.getByLabel("Freight description").fill("DHL Express, DAP Reykjavík");
      const validity = editor.getByLabel("Valid until");
      const tenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      expect(await validity.inputValue()).toBe(tenDays);
      await editor.getByLabel("Notes to the buyer").fill("Prices include the Iceland customs papers.");
      await editor.getByLabel("Internal notes").fill("Margin agreed with sales.");
      const expected = offerTotals([{ unitPriceMinor: listPrice, discountBp: 500, quantity: 20 }], 12_000);
      // The totals follow the fields as they are typed.
      expect(await editor.getByTestId("draft-total").textContent()).toBe(money(expected.totalMinor));
      expect(await line.getByTestId("under-floor").count()).toBe(0);
      await shoot(page, "quote-editor");
      await editor.getByRole("button", { name: "Send offer" }).click();
      await expect.poll(() => outcome(page)).toBe("Offer version 1 was sent to the buyer.");
      const one = page.getByTestId("offer-1");
      expect(await one.getByTestId("offer-status").textContent()).toBe("Sent");
      expect(await one.getByTestId("offer-total").textContent()).toBe(money(expected.totalMinor));
      expect(await one.textContent()).toContain("DHL Express, DAP Reykjavík");
      expect(await one.getByTestId("offer-internal-notes").textContent()).toBe("Margin agreed with sales.");
      expect(await one.textContent()).toContain("Written by Wang Warehouse");
      await expect.poll(() => page.getByTestId("quote-status").textContent()).toBe("Offered");

      // A revision starts from version 1; a SKU found by the picker joins it.
      expect(await editor.getByRole("heading").textContent()).toBe("Revise the offer");
      expect(await editor.getByTestId("draft-line-31").getByLabel("Discount (%)").inputValue()).toBe("5");
      const skus = await pageApi(page).get<QuotableSku[]>("/api/admin/quotes/skus?q=");
      const extra = skus.body.data.find((sku) => sku.skuId !== 31 && sku.listPriceMinor > 0)!;
      await editor.getByLabel("Find a SKU").fill(extra.sku);
      await editor.getByRole("button", { name: "Find" }).click();
      await editor.getByTestId(`sku-found-${extra.skuId}`).getByRole("button", { name: /^Add / }).click();
      const added = editor.getByTestId(`draft-line-${extra.skuId}`);
      await added.waitFor();
      await added.getByLabel("Quantity").fill("2");
      await editor.getByTestId("draft-line-31").getByLabel("Discount (%)").fill("8");
      const revised = offerTotals(
        [
          { unitPriceMinor: listPrice, discountBp: 800, quantity: 20 },
          { unitPriceMinor: extra.listPriceMinor, discountBp: 0, quantity: 2 },
        ],
        12_000,
      );
      expect(await editor.getByTestId("draft-total").textContent()).toBe(money(revised.totalMinor));
      await editor.getByRole("button", { name: "Send revision" }).click();
      await expect.poll(() => outcome(page)).toBe("Offer version 2 was sent to the buyer.");
      expect(await page.getByTestId("offer-2").getByTestId("offer-status").textContent()).toBe("Sent");
      expect(await page.getByTestId("offer-1").getByTestId("offer-status").textContent()).toBe(
        "Replaced by a revision",
      );
      expect(await page.getByTestId("offer-2").getByTestId("offer-total").textContent()).toBe(
        money(revised.totalMinor),
      );
      await shoot(page, "quote-offered");

      // The buyer sees the revision as the offer to accept.
      const seen = await pageApi(first.page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${first.quote.quoteNo}`);
      expect(seen.body.data.offers.map((offer) => offer.version).sort()).toEqual([1, 2]);
      expect(seen.body.data.offers.find((offer) => offer.version === 2)!.totalMinor).toBe(revised.totalMinor);

      // A step on the version the page showed, after a change elsewhere, is refused with a reload.
      const stale = await detailOf(page, first.quote.quoteNo);
      const answered = await pageApi(page).post(`/api/admin/quotes/${first.quote.quoteNo}/assign`, {
        expectedVersion: stale.version - 1,
        staffId: null,
      });
      expect(answered.status).toBe(409);

      // The second request is declined with a reason, after the question.
      await gotoHydrated(page, `/admin/quotes/${second.quote.quoteNo}`);
      const decline = page.getByTestId("quote-decline");
      await decline.getByLabel("Reason (the buyer reads it)").fill("We no longer ship this model to Iceland.");
      await decline.getByRole("button", { name: "Decline request" }).click();
      const dialog = page.getByTestId("confirm-dialog");
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Decline request" }).click();
      await expect.poll(() => outcome(page)).toBe("The request is declined; the buyer was told.");
      await expect.poll(() => page.getByTestId("quote-status").textContent()).toBe("Declined");
      expect(await page.getByTestId("offer-editor").count()).toBe(0);
      const told = await pageApi(second.page).get<QuoteDetail>(
        `/api/web/quotes/detail?quoteNo=${second.quote.quoteNo}`,
      );
      expect(told.body.data.status).toBe("declined");
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await first.context.close();
      await second.context.close();
    }
  });

  it("support reads a quote and replies, with no offer editor", async () => {
    const buyer = await requestQuote("quote-support", [{ skuId: 21, quantity: 3 }], "Do you ship to Iceland?");
    const support = await staffPage(browser, SUPPORT, `/admin/quotes/${buyer.quote.quoteNo}`);
    const { page } = support;
    try {
      await page.getByTestId("quote-asked").waitFor();
      expect(await page.getByTestId("offer-editor").count()).toBe(0);
      expect(await page.getByTestId("quote-decline").count()).toBe(0);
      expect(await page.getByTestId("read-only").textContent()).toContain(
        "Your role (Support) can read quotes and reply, but not write offers.",
      );
      await page.getByLabel("Reply to the buyer").fill("Yes, we ship to Iceland every week.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect.poll(() => outcome(page)).toBe("Your reply was sent to the buyer.");
      const seen = await pageApi(buyer.page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${buyer.quote.quoteNo}`);
      expect(seen.body.data.messages.map((message) => message.body)).toContain("Yes, we ship to Iceland every week.");
      // The menu lists Quotes for support too.
      expect(
        await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Quotes" }).count(),
      ).toBe(1);
      await shoot(page, "quote-support");
    } finally {
      await support.context.close();
      await buyer.context.close();
    }
  });

  it("a staff price under the floor waits for an owner, who approves and sends it", async () => {
    const buyer = await requestQuote("quote-floor", [{ skuId: 31, quantity: 4 }], "Best price for four?");
    const staff = await staffPage(browser, STAFF, `/admin/quotes/${buyer.quote.quoteNo}`);
    try {
      const { page } = staff;
      const editor = page.getByTestId("offer-editor");
      const line = editor.getByTestId("draft-line-31");
      await line.getByLabel("Discount (%)").fill("40");
      expect(await line.getByTestId("under-floor").textContent()).toBe("Under the floor (75% of list)");
      // Sent without asking, the API refuses it; asked, it waits for an owner.
      await editor.getByRole("button", { name: "Send offer" }).click();
      await page.locator(".form-message--error").waitFor();
      expect(await page.getByTestId("quote-offers").textContent()).toContain("No offer yet.");
      await editor.getByLabel("Ask an owner to approve").check();
      await editor.getByRole("button", { name: "Send for approval" }).click();
      await expect.poll(() => outcome(page)).toBe("Offer version 1 waits for an owner’s approval.");
      const pending = page.getByTestId("offer-1");
      expect(await pending.getByTestId("offer-status").textContent()).toBe("Waiting for approval");
      expect(await pending.getByRole("button", { name: "Approve and send" }).count()).toBe(0);
      const seen = await pageApi(buyer.page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${buyer.quote.quoteNo}`);
      expect(seen.body.data.offers).toEqual([]);
    } finally {
      await staff.context.close();
    }
    const owner = await staffPage(browser, OWNER, `/admin/quotes/${buyer.quote.quoteNo}`);
    try {
      const { page } = owner;
      const pending = page.getByTestId("offer-1");
      await pending.getByRole("button", { name: "Approve and send" }).click();
      await expect.poll(() => outcome(page)).toBe("The offer is approved and sent to the buyer.");
      await expect.poll(() => page.getByTestId("offer-1").getByTestId("offer-status").textContent()).toBe("Sent");
      expect(await page.getByTestId("offer-1").textContent()).toContain("approved by Olivia Ops");
      const seen = await pageApi(buyer.page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${buyer.quote.quoteNo}`);
      expect(seen.body.data.offers.map((offer) => offer.version)).toEqual([1]);
    } finally {
      await owner.context.close();
      await buyer.context.close();
    }
  });

  it("staff enter an order for a registered customer; it opens and the orders list shows it", async () => {
    const buyer = await signedInPage(browser, { name: "staff-order", firstName: "Ola", lastName: "Phone" });
    const address = await pageApi(buyer.page).post<{ id: number }>("/api/web/address/save", {
      recipient: "Ola Phone",
      phone: "+354 555 1234",
      country: "IS",
      city: "Reykjavík",
      line1: "Laugavegur 1",
      postalCode: "101",
      isDefault: true,
    });
    expect(address.body.code, address.body.msg).toBe(0);
    const staff = await staffPage(browser, STAFF, "/admin/orders");
    const { page } = staff;
    let orderNo = "";
    try {
      await page.getByTestId("new-order").click();
      await page.waitForURL(`${baseUrl}/admin/orders/new`);
      await page.getByLabel("Find a customer").fill(buyer.email);
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: "Choose Ola Phone" }).click();
      const form = page.getByTestId("new-order-form");
      await form.waitFor();
      await waitForHydration(page);
      expect(await form.getByRole("radio").first().isChecked()).toBe(true);
      const skus = await pageApi(page).get<QuotableSku[]>("/api/admin/quotes/skus?q=");
      const sku = skus.body.data.find((found) => found.skuId === 21) ?? skus.body.data[0]!;
      await form.getByLabel("Find a SKU").fill(sku.sku);
      await form.getByRole("button", { name: "Find" }).click();
      await form.getByTestId(`sku-found-${sku.skuId}`).getByRole("button", { name: /^Add / }).click();
      const line = form.getByTestId(`draft-line-${sku.skuId}`);
      await line.getByLabel("Quantity").fill("2");
      await line.getByLabel("Unit price (USD)").fill("99.50");
      await form.getByLabel("Freight (USD)").fill("25");
      await form.getByLabel("Freight description").fill("DHL Express");
      await form.getByLabel("Purchase order number").fill("PO-7781");
      expect(await form.getByTestId("draft-total").textContent()).toBe(money(2 * 9950 + 2500));
      await shoot(page, "order-new");
      await form.getByRole("button", { name: "Create order" }).click();
      await page.waitForURL(/\/admin\/orders\/(?!new)[A-Z0-9-]+$/);
      await page.getByTestId("order-status").waitFor();
      orderNo = page.url().split("/").at(-1)!;
      expect(await page.getByTestId("order-status").textContent()).toBe("Awaiting payment");
      await gotoHydrated(page, `/admin/orders?q=${orderNo}`);
      expect(await page.getByTestId(`order-${orderNo}`).textContent()).toContain(money(2 * 9950 + 2500));

      // The customer's page leads to a new order for them.
      const customerId = (
        await pageApi(page).get<{ list: Array<{ id: number }> }>(
          `/api/admin/customers?q=${encodeURIComponent(buyer.email)}`,
        )
      ).body.data.list[0]!.id;
      await gotoHydrated(page, `/admin/customers/${customerId}`);
      await page.getByTestId("customer-new-order").click();
      await page.waitForURL(`${baseUrl}/admin/orders/new?customer=${customerId}`);
      await page.getByTestId("new-order-form").waitFor();
    } finally {
      // The order gives its stock back.
      if (orderNo) {
        const order = await pageApi(page).get<{ version: number }>(`/api/admin/orders/${orderNo}`);
        await pageApi(page).post(`/api/admin/orders/${orderNo}/cancel`, { expectedVersion: order.body.data.version });
      }
      await staff.context.close();
      await buyer.context.close();
    }
  });
});
