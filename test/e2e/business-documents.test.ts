/**
 * A business buyer's cross-border order, in Arabic: a company profile with an EU VAT number
 * (checked with the VIES stand-in), two SKUs ordered with a PO number, paid by bank transfer
 * against the pro-forma, confirmed and shipped by staff, and the commercial invoice downloaded
 * from the order. The text a real PDF parser reads from each document holds the numbers, the tax
 * IDs, the HS code, the Arabic company name in logical order and the totals. PDF_SHOTS=dir keeps
 * the two PDFs to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arAccount from "../../locales/ar/account/index";
import arCommerce from "../../locales/ar/commerce/index";
import { formatPrice } from "../../shared/format";
import { plainText, pdfText } from "../support/pdf-text";
import { gotoHydrated, launch, waitForHydration } from "./browser";
import { staffPage } from "./console-helpers";
import { addToCartInPage } from "./shop-helpers";
import { pageApi, signedInPage } from "./shopper";

const C = arAccount.company;
const A = arCommerce.address;
const D = arCommerce.orderDocuments;
const SHOTS = process.env.PDF_SHOTS ?? "";
const COMPANY = "شركة الاتصالات المتقدمة";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks a document link and reads the PDF it downloads. */
async function download(page: Page, click: () => Promise<void>, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  const bytes = new Uint8Array(readFileSync(path));
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/${name}.pdf`, bytes);
  }
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return { bytes, text: plainText((await pdfText(bytes)).text.join("\n")), file: file.suggestedFilename() };
}

describe("a business buyer's documents", () => {
  it("company with EU VAT → order with a PO number → pro-forma → paid and shipped → commercial invoice", {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await signedInPage(browser, { name: "business-ar", language: "ar" });

    // The company, in Arabic, with a VAT number VIES knows.
    await gotoHydrated(page, "/account/company");
    const vat = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await page.getByLabel(C.legalName).fill(`${COMPANY} GmbH`);
    await page.getByLabel(A.line1, { exact: true }).fill("Hafenstraße 12");
    await page.getByLabel(A.city).fill("Hamburg");
    await page.getByLabel(A.postalCode).fill("20457");
    await page.getByLabel(A.country, { exact: true }).selectOption("DE");
    await expect.poll(() => page.getByLabel(C.taxKind, { exact: true }).inputValue()).toBe("eu_vat");
    await page.getByLabel(C.taxId, { exact: true }).fill(`DE ${vat}`);
    await page.getByRole("button", { name: C.save }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: C.saved }).count()).toBe(1);

    // Two SKUs, checked out with a PO number.
    await addToCartInPage(page, 11, 1);
    await addToCartInPage(page, 31, 3);
    const cart = await pageApi(page).get<{ lines: Array<{ id: number }> }>("/api/web/cart/list");
    const lineIds = cart.body.data.lines.map((line) => line.id);
    expect(lineIds).toHaveLength(2);
    await gotoHydrated(page, `/order/order-confirm?lines=${lineIds.join(",")}`);
    await page.getByLabel(A.recipient).fill("سارة الحسيني");
    await page.getByLabel(A.phone).fill("+49 40 1234567");
    await page.getByLabel(A.line1, { exact: true }).fill("Hafenstraße 12");
    await page.getByLabel(A.city).fill("Hamburg");
    await page.getByLabel(A.country).selectOption("DE");
    await page.getByRole("button", { name: A.save }).click();
    await page.waitForURL(/address=\d+/);
    await waitForHydration(page);
    await page.getByLabel(D.poNumber).fill("PO-7781/2026");
    await expect.poll(() => page.getByTestId("order-total").count()).toBe(1);
    await page.getByRole("button", { name: arCommerce.confirm.placeOrder }).click();
    await page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const order = (await pageApi(page).get<{ totalMinor: number }>(`/api/web/order/detail?orderNo=${orderNo}`)).body
      .data;

    // Bank transfer: the pro-forma is there to download.
    await waitForHydration(page);
    await page.getByRole("radio", { name: arCommerce.pay.platforms.bank }).check();
    await page.waitForURL(/[?&]method=bank/);
    const proformaLink = page.getByTestId("proforma-link");
    await expect.poll(() => proformaLink.isVisible()).toBe(true);
    const proforma = await download(page, () => proformaLink.click(), "proforma-ar");
    expect(proforma.file).toMatch(/^PF-\d{4}-\d{6}\.pdf$/);
    const total = plainText(formatPrice(order.totalMinor, "USD", "ar"));
    for (const part of [proforma.file.slice(0, -4), orderNo, `DE${vat}`, COMPANY, "PO-7781/2026", total, "EXMPHKHH"]) {
      expect(proforma.text, part).toContain(plainText(part));
    }

    // Staff confirm the transfer and ship the order.
    const staff = (await staffPage(browser, "ops@portline.example", `/admin/orders/${orderNo}`)).page;
    const paid = await pageApi(staff).post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: order.totalMinor });
    expect(paid.body.code, paid.body.msg).toBe(0);
    const shipped = await pageApi(staff).post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "JD0146000012345" });
    expect(shipped.body.code, shipped.body.msg).toBe(0);

    // The buyer downloads the commercial invoice from the order.
    await gotoHydrated(page, `/account/orders?orderNo=${orderNo}`);
    const documents = page.locator(".document-list li");
    await expect.poll(() => documents.count()).toBe(2);
    const invoiceLink = page.getByRole("link", { name: new RegExp(D.commercial_invoice) });
    const invoice = await download(page, () => invoiceLink.click(), "commercial-invoice-ar");
    expect(invoice.file).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    for (const part of [invoice.file.slice(0, -4), orderNo, `DE${vat}`, COMPANY, "PO-7781/2026", total, "8517620000"]) {
      expect(invoice.text, part).toContain(plainText(part));
    }
    // The customs fields in English too.
    expect(invoice.text).toContain(plainText("China"));
    expect(errors).toEqual([]);
  });
});
