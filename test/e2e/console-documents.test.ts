import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../shared/commerce/documents";
import { formatPrice } from "../../shared/format";
import { baseUrl, gotoHydrated, launch } from "./browser";
import { shoot, staffPage } from "./console-helpers";
import { pageApi, signedInPage } from "./shopper";

/**
 * An order's documents in the console: the pro-forma issued with the order, a new one while it
 * awaits payment, the commercial invoice issued when staff ship it, each downloaded and mailed
 * again; credit notes against the invoice, never above what it still holds; the month's documents
 * for the accountant (page and CSV); and a role that only reads sees them without the buttons.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const OWNER = "ops@portline.example";
const SUPPORT = "support@portline.example";
const LANGUAGE_COOKIE = "i18n_redirected";
const money = (minor: number) => formatPrice(minor, "USD", "en");

/** A fresh shopper with an order waiting for payment, placed through the API from their page. */
async function shopperWithOrder() {
  const shopper = await signedInPage(browser, { name: "documents" });
  const api = pageApi(shopper.page);
  const address = await api.post<{ id: number }>("/api/web/address/save", {
    recipient: "Ada Tester",
    phone: "+49 30 1234567",
    country: "DE",
    city: "Berlin",
    line1: "Unter den Linden 1",
    postalCode: "10117",
    isDefault: true,
  });
  expect(address.status, address.body.msg).toBe(200);
  const methods = await api.get<Array<{ id: number; code: string }>>("/api/shipping/methods");
  const dhl = methods.body.data.find((method) => method.code === "dhl-express")!;
  const added = await api.post("/api/web/cart/add", {
    goodsSpecsId: 31,
    goodsId: 3,
    operateTime: "2026-11-24 10:00:00",
  });
  expect(added.status, added.body.msg).toBe(200);
  const cart = await api.get<{ lines: Array<{ id: number; skuId: number }> }>("/api/web/cart/list");
  const line = cart.body.data.lines.find((item) => item.skuId === 31)!;
  const placed = await api.post<{ orderNo: string; totalMinor: number; currency: string }>("/api/web/order/create", {
    idempotencyKey: `documents-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    lineIds: [line.id],
    addressId: address.body.data.id,
    shippingMethodId: dhl.id,
  });
  expect(placed.body.code, placed.body.msg).toBe(0);
  return { ...shopper, order: placed.body.data };
}

/** The order page's documents block and its rows of one kind. */
function documentsBlock(page: Page) {
  const block = page.getByTestId("order-documents");
  return { block, rows: (kind: DocumentSummary["kind"]) => block.locator(`li[data-kind="${kind}"]`) };
}

/** Clicks `link` and answers the downloaded file's name and bytes. */
async function downloadOf(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

describe("an order's documents in the console", () => {
  it("lists, downloads and re-sends the pro-forma and the invoice, issues credit notes within the invoice, and lists the month for the accountant", async () => {
    const shopper = await shopperWithOrder();
    const { orderNo, totalMinor } = shopper.order;
    const orderPath = `/admin/orders/${orderNo}`;
    const owner = await staffPage(browser, OWNER, orderPath);
    const { page } = owner;
    try {
      const { block, rows } = documentsBlock(page);
      // Placing the order issued its pro-forma; there is no invoice to credit yet.
      await expect.poll(() => rows("proforma").count()).toBe(1);
      expect(await rows("proforma").textContent()).toContain(money(totalMinor));
      expect(await block.getByTestId("credit-note-form").count()).toBe(0);

      // While it awaits payment, a new pro-forma can be issued.
      await block.getByRole("button", { name: "Issue new pro-forma" }).click();
      await expect.poll(() => rows("proforma").count()).toBe(2);
      expect(await block.getByRole("status").textContent()).toMatch(
        /^Pro-forma invoice PF-\d{4}-\d{6} issued and mailed to the buyer\.$/,
      );

      // Paid by bank transfer, then shipped: the commercial invoice comes with the shipment.
      await page.getByLabel(/Amount received/).fill(money(totalMinor));
      await page.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect.poll(() => page.getByTestId("order-status").textContent()).toBe("Paid");
      expect(await block.getByRole("button", { name: "Issue new pro-forma" }).count()).toBe(0);
      await page.getByLabel("Tracking number").fill("JD014600007777");
      await page.getByRole("button", { name: "Ship" }).click();
      await expect.poll(() => page.getByTestId("order-status").textContent()).toBe("Shipped");
      await expect.poll(() => rows("commercial_invoice").count()).toBe(1);
      const invoiceRow = rows("commercial_invoice");
      const invoice = ((await invoiceRow.getAttribute("data-testid")) ?? "").replace(/^document-/, "");
      expect(invoice).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(await invoiceRow.textContent()).toContain(`Commercial invoice ${invoice}`);
      expect(await invoiceRow.textContent()).toContain(money(totalMinor));

      // The invoice downloads as its PDF.
      const pdf = await downloadOf(page, invoiceRow.getByRole("link", { name: `Download ${invoice} (PDF)` }));
      expect(pdf.name).toBe(`${invoice}.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // Re-sent to the buyer: a toast says so.
      await invoiceRow.getByRole("button", { name: `Re-send ${invoice} to the buyer` }).click();
      const toast = page.locator("[data-sonner-toast]", { hasText: `${invoice} was mailed to the buyer again.` });
      await expect.poll(() => toast.count()).toBe(1);

      // A partial credit note, listed against the invoice.
      const credit = block.getByTestId("credit-note-form");
      expect(await block.textContent()).toContain(`${money(totalMinor)} can still be credited.`);
      await credit.getByLabel("Amount to credit (USD)").fill("10.00");
      await credit.getByLabel("Reason (printed on the credit note)").fill("Antenna missing from the parcel");
      await credit.getByRole("button", { name: "Issue credit note" }).click();
      await expect.poll(() => rows("credit_note").count()).toBe(1);
      const creditRow = rows("credit_note");
      expect(await creditRow.getByTestId("refers-to").textContent()).toBe(`Credits ${invoice}`);
      expect(await creditRow.textContent()).toContain(money(1000));
      const creditNote = ((await creditRow.getAttribute("data-testid")) ?? "").replace(/^document-/, "");
      expect(creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
      expect(await block.getByRole("status").textContent()).toBe(
        `Credit note ${creditNote} for ${money(1000)} issued and mailed to the buyer.`,
      );
      // The form is empty again, and says what is left.
      expect(await credit.getByLabel("Amount to credit (USD)").inputValue()).toBe("");
      expect(await block.textContent()).toContain(`${money(totalMinor - 1000)} can still be credited.`);

      // More than the invoice still holds is refused, in words, with what was typed kept.
      await credit.getByLabel("Amount to credit (USD)").fill(money(totalMinor));
      await credit.getByLabel("Reason (printed on the credit note)").fill("Whole order returned");
      await credit.getByRole("button", { name: "Issue credit note" }).click();
      await expect
        .poll(() => block.getByRole("alert").textContent())
        .toBe(`At most ${money(totalMinor - 1000)} can still be credited against this invoice.`);
      expect(await rows("credit_note").count()).toBe(1);
      expect(await credit.getByLabel("Amount to credit (USD)").inputValue()).toBe(money(totalMinor));
      // An amount that is none is answered before the API is asked.
      await credit.getByLabel("Amount to credit (USD)").fill("ten");
      await credit.getByRole("button", { name: "Issue credit note" }).click();
      await expect
        .poll(() => block.getByRole("alert").textContent())
        .toBe(`“ten” is not an amount: type it such as ${money(totalMinor - 1000)}.`);
      await shoot(page, "documents-order-en");

      const listed = await pageApi(page).get<DocumentSummary[]>(`/api/admin/orders/${orderNo}/documents`);
      const numbers = listed.body.data.map((doc) => doc.number);
      expect(listed.body.data.map((doc) => doc.kind)).toEqual([
        "proforma",
        "proforma",
        "commercial_invoice",
        "credit_note",
      ]);

      // The month's documents, opened from the console's menu.
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Documents" }).click();
      await page.waitForURL(`${baseUrl}/admin/documents`);
      const month = new Date().toISOString().slice(0, 7);
      expect(await page.getByLabel("Month", { exact: true }).inputValue()).toBe(month);
      for (const number of numbers) await page.getByTestId(`document-${number}`).waitFor();
      const creditLine = page.getByTestId(`document-${creditNote}`);
      expect(await creditLine.textContent()).toContain(`Credit note`);
      expect(await creditLine.textContent()).toContain(invoice);
      expect(await creditLine.getByRole("link", { name: orderNo }).getAttribute("href")).toBe(orderPath);
      const sequences = (await page.getByTestId("next-numbers").textContent()) ?? "";
      expect(sequences).toMatch(/Pro-forma invoicePF-\d{4}-\d{6}/);
      expect(sequences).toMatch(/Commercial invoiceINV-\d{4}-\d{6}/);
      expect(Number(sequences.match(/CN-\d{4}-(\d{6})/)?.[1])).toBeGreaterThan(Number(creditNote.slice(-6)));
      // The month as CSV for the accountant, every document of the order in it.
      const csv = await downloadOf(page, page.getByTestId("documents-csv"));
      expect(csv.name).toBe(`documents-${month}.csv`);
      const text = csv.bytes.toString("utf8");
      expect(text).toContain("number,kind,issued_at_utc,order_no");
      for (const number of numbers) expect(text).toContain(number);
      await shoot(page, "documents-month-en");

      // A month without documents says so.
      await gotoHydrated(page, "/admin/documents?month=2001-01");
      expect(await page.getByTestId("documents-empty").textContent()).toBe("No documents were issued in January 2001.");

      // Right to left, in Arabic: the order's block and the month.
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ar", url: baseUrl }]);
      await gotoHydrated(page, orderPath);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      expect(await documentsBlock(page).block.getByRole("heading", { name: "المستندات" }).count()).toBe(1);
      await shoot(page, "documents-order-ar");
      await gotoHydrated(page, "/admin/documents");
      await page.getByTestId(`document-${creditNote}`).waitFor();
      await shoot(page, "documents-month-ar");
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseUrl }]);
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.context.close();
      await shopper.context.close();
    }

    // Support reads the documents and downloads them, with nothing to issue or send.
    const support = await staffPage(browser, SUPPORT, orderPath);
    try {
      const { block, rows } = documentsBlock(support.page);
      await expect.poll(() => rows("commercial_invoice").count()).toBe(1);
      expect(await block.getByRole("link", { name: /^Download / }).count()).toBe(4);
      expect(await block.getByRole("button").count()).toBe(0);
      expect(await block.getByTestId("credit-note-form").count()).toBe(0);
      expect(await block.getByTestId("documents-read-only").textContent()).toBe(
        "Your role (Support) can download documents but not issue or re-send them.",
      );
      await shoot(support.page, "documents-order-support");
      expect(support.errors).toEqual([]);
    } finally {
      await support.context.close();
    }
  }, 240_000);
});
