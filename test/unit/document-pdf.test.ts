import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/format";
import type { IssuedDocument } from "../../worker/documents/model";
import { type DocumentFonts, documentScripts } from "../../worker/documents/pdf/fonts";
import { renderDocumentPdf } from "../../worker/documents/pdf/render";
import {
  ARABIC_BUYER,
  arabicProforma,
  CHINESE_BUYER,
  chineseCommercialInvoice,
  englishCreditNote,
  GERMAN_BUYER,
  longInvoice,
  RUSSIAN_SHIP_TO,
} from "../support/document-samples";
import { pdfText, plainText } from "../support/pdf-text";

const PAGE_WIDTH = 595.28;
const MARGIN = 40;

/** What a real PDF reader (pdf.js, as Firefox and many viewers use it) reads out of the file. */
const extract = pdfText;
const plain = plainText;

function expectText(all: string, ...expected: string[]) {
  for (const text of expected) expect(all).toContain(plain(text));
}

/** The font files the worker ships (it imports them as Data modules; here they are read from disk). */
const font = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../worker/documents/fonts/${name}.ttf.bin`, import.meta.url)));

const fonts: DocumentFonts = {
  latin: { regular: font("NotoSans-Regular"), bold: font("NotoSans-Bold") },
  arabic: { regular: font("NotoSansArabic-Regular"), bold: font("NotoSansArabic-Bold") },
  cjk: { regular: font("NotoSansSC-Regular") },
};
const render = (doc: IssuedDocument) => renderDocumentPdf(doc, fonts);

describe("a document's PDF", () => {
  it("reads back an Arabic pro-forma in reading order: names, numbers, totals and payment", async () => {
    const doc = arabicProforma();
    const { text, pages } = await extract(await render(doc));
    const all = plain(text.join("\n"));
    expect(pages).toBe(1);
    expectText(all, ARABIC_BUYER.legalName);
    expectText(all, "طريق الملك فهد، حي العليا");
    expectText(all, doc.number);
    expectText(all, doc.content.orderNo);
    expectText(all, "PO-7781/2026");
    expectText(all, `VAT: ${ARABIC_BUYER.taxId}`);
    expectText(all, "فاتورة مبدئية");
    expectText(all, "EXMPHKHH");
    expectText(
      all,
      formatPrice(doc.content.subtotalMinor, "USD", "ar"),
      formatPrice(doc.content.totalMinor, "USD", "ar"),
    );
  });

  it("shapes Arabic: joined letters (narrower than the isolated ones) and the lam-alef ligature", async () => {
    const { items } = await extract(await render(arabicProforma()));
    const name = items.find((item) => item.str === ARABIC_BUYER.legalName);
    expect(name?.dir).toBe("rtl");
    const arabic = fontkit.create(fonts.arabic?.bold as Uint8Array);
    const size = 8.5;
    const isolated = [...ARABIC_BUYER.legalName].reduce(
      (sum, char) => sum + arabic.glyphForCodePoint(char.codePointAt(0) as number).advanceWidth,
      0,
    );
    // Joined forms have no isolated tails: the shaped name is clearly narrower.
    expect(name?.width).toBeLessThan(((isolated * size) / 1000) * 0.9);
    // "الاتصالات" has two lam-alef ligatures: it reads back letter by letter, in order.
    expect(items.some((item) => item.str.includes("الاتصالات"))).toBe(true);
  });

  it("mirrors brackets in right-to-left text, and reads them back as written", async () => {
    const doc = arabicProforma();
    doc.content.buyer = { ...ARABIC_BUYER, addressLines: ["شارع (الملك) 12/ب، الطابق 3"] };
    const { text, items } = await extract(await render(doc));
    expectText(plain(text.join("\n")), "شارع (الملك) 12/ب، الطابق 3");
    // The opening bracket is where reading starts, at the right.
    const opening = items.find((item) => item.str === "(");
    const closing = items.find((item) => item.str === ")");
    expect(opening?.x).toBeGreaterThan(closing?.x ?? Number.POSITIVE_INFINITY);
  });

  it("lays an Arabic document out right to left: blocks at the right edge, the columns mirrored", async () => {
    const { items } = await extract(await render(arabicProforma()));
    const name = items.find((item) => item.str === ARABIC_BUYER.legalName);
    expect((name?.x ?? 0) + (name?.width ?? 0)).toBeCloseTo(PAGE_WIDTH - MARGIN, 0);
    const sku = items.find((item) => item.str === "GW-0101-LTE");
    const amount = items.find((item) => item.str === "278.00");
    expect(sku?.x).toBeGreaterThan(amount?.x ?? Number.POSITIVE_INFINITY);
    // An English name keeps its full stop at its end.
    expect(items.some((item) => item.str === "Portline Technology Ltd.")).toBe(true);
  });

  it("prints a Chinese commercial invoice with Chinese and Cyrillic names, HS codes, origin and weights", async () => {
    const doc = chineseCommercialInvoice();
    const { text, pages } = await extract(await render(doc));
    const all = plain(text.join("\n"));
    expect(pages).toBe(1);
    expectText(all, "商业发票");
    expectText(all, "Commercial invoice");
    expectText(all, CHINESE_BUYER.legalName);
    expectText(all, `USCC：${CHINESE_BUYER.taxId}`);
    expectText(all, RUSSIAN_SHIP_TO.legalName);
    expectText(all, "ул. Большая Садовая, д. 10, офис 5");
    expectText(all, "851762");
    expectText(all, "8517.69.0000");
    expectText(all, "SMS gateway, 32 SIM slots, rack", "GoIP-8 VoIP gateway with");
    expectText(all, "DAP");
    expectText(all, "JD014600006281234567");
    expectText(all, "21.5 kg");
    expectText(all, formatPrice(doc.content.totalMinor, "USD", "zh"));
    expectText(all, "我方声明");
  });

  it("prints a credit note: the invoice it refers to, the amount and the reason", async () => {
    const doc = englishCreditNote();
    const { text } = await extract(await render(doc));
    const all = plain(text.join("\n"));
    expectText(all, "Credit note");
    expectText(all, "Refers to invoice INV-2026-000289");
    expectText(all, `Amount credited ${formatPrice(17_900, "EUR", "en")}`);
    expectText(all, "One unit arrived with a damaged antenna connector");
    expectText(all, `VAT: ${GERMAN_BUYER.taxId}`);
    expectText(all, `EORI number: ${GERMAN_BUYER.eori}`);
    expectText(all, "Invoice e-mail: rechnung@nordwerk.example");
    expectText(all, "Page 1 of 1");
  });

  it("gives the same bytes for the same document, whatever was rendered before", async () => {
    const doc = arabicProforma();
    const first = await render(doc);
    await render(chineseCommercialInvoice());
    await render(englishCreditNote());
    const again = await render(arabicProforma());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    // Fonts it does not use change nothing either.
    const needed = await renderDocumentPdf(doc, { latin: fonts.latin, arabic: fonts.arabic });
    expect(Buffer.from(needed).equals(Buffer.from(first))).toBe(true);
    const meta = await getDocument({ data: first.slice(), verbosity: 0 }).promise.then((pdf) => pdf.getMetadata());
    expect(meta.info).toMatchObject({
      Producer: "gateway-shop documents (pdf-lib)",
      CreationDate: "D:20261114093000Z",
    });
  });

  it("keeps a one-page document small: the fonts are subset to the glyphs it prints", async () => {
    for (const doc of [arabicProforma(), chineseCommercialInvoice(), englishCreditNote()]) {
      const bytes = await render(doc);
      expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    }
  });

  it("paginates many lines: every line once, the column headings and 'page x of y' on every page", async () => {
    const doc = longInvoice(190);
    const { pages, text } = await extract(await render(doc));
    expect(pages).toBe(10);
    const withLines = text.filter((page) => /GW-\d{4}-LTE/.test(page));
    expect(withLines.length).toBeGreaterThanOrEqual(9);
    for (const page of withLines) expectText(plain(page), "SKU Description HS code Origin Qty");
    text.forEach((page, i) => {
      expectText(plain(page), `Page ${i + 1} of 10`);
      if (i > 0) expectText(plain(page), `Commercial invoice ${doc.number}`);
    });
    const skus = text.join("\n").match(/GW-\d{4}-LTE/g) ?? [];
    expect(skus).toHaveLength(190);
    expect(new Set(skus).size).toBe(190);
    expectText(plain(text[9] as string), formatPrice(doc.content.totalMinor, "USD", "en"));
  });

  it("wraps long texts within their column", async () => {
    const doc = englishCreditNote();
    const longName = `${"Nordwerk Kommunikation und Netzwerktechnik ".repeat(3)}GmbH`;
    doc.content.buyer = { ...GERMAN_BUYER, legalName: longName };
    doc.content.lines[0] = { ...(doc.content.lines[0] as IssuedDocument["content"]["lines"][number]) };
    doc.content.lines[0].description = "Antenna ".repeat(30).trim();
    const { items } = await extract(await render(doc));
    const half = (PAGE_WIDTH - 2 * MARGIN - 20) / 2;
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.x + item.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    }
    const nameLines = items.filter((item) => item.str.includes("Nordwerk Kommunikation und"));
    expect(nameLines.length).toBeGreaterThan(1);
    for (const line of nameLines) expect(line.x + line.width).toBeLessThanOrEqual(MARGIN + half + 0.5);
  });

  it("needs only the fonts of the scripts a document has", () => {
    expect(documentScripts(englishCreditNote())).toEqual(["latin"]);
    expect(documentScripts(arabicProforma())).toEqual(["latin", "arabic"]);
    expect(documentScripts(chineseCommercialInvoice())).toEqual(["latin", "cjk"]);
  });

  it("ships fonts whose glyph records keep the even offsets subsetting needs", () => {
    for (const face of Object.values(fonts)) {
      for (const bytes of [face.regular, face.bold]) {
        if (!bytes) continue;
        const font = fontkit.create(bytes) as unknown as { loca: { offsets: number[] } };
        expect(font.loca.offsets.every((offset) => offset % 2 === 0)).toBe(true);
      }
    }
  });
});
