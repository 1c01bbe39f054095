/**
 * A quote from request to paid order, the buyer in Spanish: 20 units asked for from the product
 * page with a message; staff, signed in with their code, send an offer with a freight line valid
 * for ten days; its mail is in the outbox, in Spanish; the buyer accepts it and lands on the pay
 * page of an order at the offered prices; staff confirm the transfer; the order is paid and the
 * quote says so. Each page is looked at at 360 px and desktop width (CONSOLE_SHOTS keeps them).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import esCommerce from "../../locales/es/commerce/index";
import esMail from "../../locales/es/mail/index";
import esPurchase from "../../locales/es/purchase/index";
import esDocuments from "../../locales/es/documents/index";
import type { OutboxMail } from "../../shared/console/mail";
import { offerTotals, type ConsoleQuoteDetail, type QuoteDetail } from "../../shared/commerce/quotes";
import type { OrderDetail } from "../../shared/commerce/types";
import { formatPrice } from "../../shared/format";
import { gotoHydrated, launch, port, waitForHydration } from "./browser";
import { shoot, staffPage } from "./console-helpers";
import { pageApi, signedInPage } from "./shopper";
import { pdfText, plainText } from "../support/pdf-text";

const Q = esCommerce.quotes;
const OWNER = "ops@portline.example";
const SPANISH_HOST = `http://es.localhost:${port}`;
/** The 8-port GSM gateway (product 1), 64 in stock in the demo data. */
const PRODUCT = 1;
const SKU = 11;
const MESSAGE = "Necesitamos 20 unidades para Madrid antes de febrero. ¿Plazo de entrega?";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("a quote in Spanish, from the product page to a paid order", () => {
  it("is asked for, offered with freight, accepted, paid by transfer and confirmed", { timeout: 240_000 }, async () => {
    const buyer = await signedInPage(browser, {
      name: "cotizacion",
      firstName: "Lucía",
      lastName: "Compras",
      language: "es",
      context: { baseURL: SPANISH_HOST },
    });
    const { page, errors } = buyer;
    let staff: Awaited<ReturnType<typeof staffPage>> | undefined;
    let orderNo = "";
    try {
      // An address in Spain to accept the offer with later.
      const address = await pageApi(page).post<{ id: number }>("/api/web/address/save", {
        recipient: "Lucía Compras",
        phone: "+34 91 123 4567",
        country: "ES",
        city: "Madrid",
        line1: "Calle de Alcalá 45",
        postalCode: "28014",
      });
      expect(address.body.code, address.body.msg).toBe(0);

      // Twenty units on the product page, then "request a quote": the form comes filled.
      await gotoHydrated(page, `/product/${PRODUCT}?sku=${SKU}`);
      expect(await page.getAttribute("html", "lang")).toBe("es");
      await page.getByRole("spinbutton", { name: esPurchase.quantity }).fill("20");
      const link = page.getByRole("link", { name: esPurchase.requestQuote });
      await expect.poll(() => link.getAttribute("href")).toContain(`items=${SKU}x20`);
      await link.click();
      await page.waitForURL((url) => url.pathname === "/account/quotes/new");
      await waitForHydration(page);
      const item = page.locator(`.quote-item[data-sku-id="${SKU}"]`);
      expect(await item.getByRole("spinbutton").inputValue()).toBe("20");
      await page.getByLabel(Q.request.country).selectOption("ES");
      await page.getByLabel(Q.request.message).fill(MESSAGE);
      await shoot(page, "journey-es-request");
      await page.getByRole("button", { name: Q.request.send }).click();
      await page.waitForURL(/\/account\/quotes\/Q-\d{4}-\d{6}$/);
      await waitForHydration(page);
      const quoteNo = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.requested);
      expect(await page.getByTestId("quote-message").first().locator(".quote-text").textContent()).toBe(MESSAGE);

      // Staff sign in with their code and answer with an offer: 5 % off, freight, ten days.
      staff = await staffPage(browser, OWNER, `/admin/quotes/${quoteNo}`);
      const desk = staff.page;
      const detail = (await pageApi(desk).get<ConsoleQuoteDetail>(`/api/admin/quotes/${quoteNo}`)).body.data;
      expect(detail.messages.map((message) => message.body)).toEqual([MESSAGE]);
      const editor = desk.getByTestId("offer-editor");
      const line = editor.getByTestId(`draft-line-${SKU}`);
      expect(await line.getByLabel("Quantity").inputValue()).toBe("20");
      await line.getByLabel("Discount (%)").fill("5");
      await line.getByLabel("Lead time (days)").fill("7");
      await editor.getByLabel("Freight (USD)").fill("180.00");
      await editor.getByLabel("Freight description").fill("DHL Express, DAP Madrid");
      const tenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await editor.getByLabel("Valid until").fill(tenDays);
      await shoot(desk, "journey-es-offer-editor");
      await editor.getByRole("button", { name: "Send offer" }).click();
      await expect.poll(() => desk.getByTestId("quote-status").textContent()).toBe("Offered");
      const staffPdf = await desk.request.get(
        (await desk.getByTestId("offer-1").getByTestId("offer-pdf").getAttribute("href"))!,
      );
      expect(staffPdf.status()).toBe(200);
      expect((await staffPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      const expected = offerTotals(
        [{ unitPriceMinor: detail.items[0]!.listPriceMinor, discountBp: 500, quantity: 20 }],
        18_000,
      );

      // The offer's mail waits in the outbox, in Spanish, with the quote's link.
      const subject = esMail.quote.offered.subject.replace("{quoteNo}", quoteNo);
      await expect
        .poll(
          async () =>
            (await pageApi(desk).get<OutboxMail[]>("/api/admin/mail/outbox")).body.data.find(
              (mail) => mail.kind === "quote_offered" && mail.subject === subject,
            )?.text ?? "",
          { timeout: 30_000 },
        )
        .toContain(`/account/quotes/${quoteNo}`);

      // The buyer sees the offer and accepts it to the Madrid address: the pay page opens.
      await gotoHydrated(page, `/account/quotes/${quoteNo}`);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.offered);
      const offer = page.locator('.offer[data-offer-version="1"]').first();
      expect(await offer.getByTestId("offer-total").textContent()).toBe(formatPrice(expected.totalMinor, "USD", "es"));
      expect(await offer.textContent()).toContain("DHL Express, DAP Madrid");
      expect(await page.getByText(Q.accept.couponsNote).count()).toBe(1);
      // The offer as a PDF, in Spanish: its number, the freight and the total.
      // Fetched by the page (its session; the Spanish host resolves in the browser only).
      const pdfHref = (await offer.getByTestId("offer-pdf").getAttribute("href"))!;
      const pdf = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { type: response.headers.get("content-type"), bytes: Array.from(bytes) };
      }, pdfHref);
      expect(pdf.type).toBe("application/pdf");
      const printed = plainText((await pdfText(new Uint8Array(pdf.bytes))).text.join("\n"));
      for (const words of [`${quoteNo}-1`, "DHL Express, DAP Madrid", formatPrice(expected.totalMinor, "USD", "es")]) {
        expect(printed).toContain(plainText(words));
      }
      expect(printed).toContain(plainText(esDocuments.title.offer));
      await shoot(page, "journey-es-offer");
      await page.locator(".offer__accept .choice input").first().check();
      await page.getByRole("button", { name: Q.accept.submit }).click();
      await page.waitForURL(/\/order\/order-pay\?orderNo=/);
      orderNo = new URL(page.url()).searchParams.get("orderNo")!;
      await waitForHydration(page);
      await expect.poll(() => page.locator("h1").textContent()).toContain(orderNo);
      await shoot(page, "journey-es-pay");
      const order = (await pageApi(page).get<OrderDetail>(`/api/web/order/detail?orderNo=${orderNo}`)).body.data;
      expect(order).toMatchObject({
        status: "awaiting_payment",
        totalMinor: expected.totalMinor,
        shippingMinor: 18_000,
      });
      expect(order.lines.map((l) => [l.skuId, l.quantity, l.unitPriceMinor])).toEqual([
        [SKU, 20, Math.round(detail.items[0]!.listPriceMinor * 0.95)],
      ]);

      // Staff confirm the bank transfer on the order's page: paid, and the quote says so.
      await gotoHydrated(desk, `/admin/orders/${orderNo}`);
      await desk.getByLabel(/Amount received/).fill((expected.totalMinor / 100).toFixed(2));
      await desk.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect.poll(() => desk.getByTestId("order-status").textContent()).toBe("Paid");
      await gotoHydrated(page, `/account/quotes/${quoteNo}`);
      expect(await page.getByTestId("quote-status").textContent()).toBe(Q.statuses.ordered);
      await shoot(page, "journey-es-ordered");
      const quote = (await pageApi(page).get<QuoteDetail>(`/api/web/quotes/detail?quoteNo=${quoteNo}`)).body.data;
      expect(quote).toMatchObject({ status: "ordered", orderNo });
      expect(errors).toEqual([]);
    } finally {
      // The demo stock the paid order took goes back for the files after this one.
      if (orderNo && staff) {
        await pageApi(staff.page).post(`/api/admin/skus/${SKU}/stock`, { delta: 20, reason: "correction" });
      }
      await staff?.context.close();
      await buyer.context.close();
    }
  });
});
