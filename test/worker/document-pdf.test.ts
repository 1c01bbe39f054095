import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { documentScripts, loadDocumentFonts } from "../../worker/documents/pdf/fonts";
import { renderDocument } from "../../worker/documents/pdf/index";
import { arabicProforma, chineseCommercialInvoice, englishCreditNote, longInvoice } from "../support/document-samples";

const text = (bytes: Uint8Array, from: number, to: number) => new TextDecoder("latin1").decode(bytes.slice(from, to));

describe("document PDFs inside workerd", () => {
  it("load the fonts the worker ships, only those a document needs", async () => {
    expect(Object.keys(await loadDocumentFonts(env)).sort()).toEqual(["arabic", "cjk", "latin"]);
    const fonts = await loadDocumentFonts(env, chineseCommercialInvoice());
    expect(Object.keys(fonts).sort()).toEqual(documentScripts(chineseCommercialInvoice()).sort());
    // TrueType files (version 1.0), whole: the Chinese one is the largest.
    for (const face of Object.values(fonts)) expect([...face.regular.slice(0, 4)]).toEqual([0, 1, 0, 0]);
    expect(fonts.cjk?.regular.length).toBeGreaterThan(2_000_000);
  });

  it.each([
    ["an Arabic pro-forma", arabicProforma()],
    ["a Chinese commercial invoice", chineseCommercialInvoice()],
    ["an English credit note", englishCreditNote()],
  ])("render %s as a PDF of at most 150 KB, the same bytes every time", async (_, doc) => {
    const bytes = await renderDocument(doc);
    expect(text(bytes, 0, 5)).toBe("%PDF-");
    expect(text(bytes, bytes.length - 6, bytes.length).trim()).toBe("%%EOF");
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    expect(await renderDocument(doc)).toEqual(bytes);
  });

  it("render ten pages of lines", async () => {
    const bytes = await renderDocument(longInvoice(190));
    expect(text(bytes, 0, 5)).toBe("%PDF-");
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
  });
});
