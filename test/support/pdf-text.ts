import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

/** A PDF's text as a real parser (pdf.js) reads it: per page, lines top to bottom. */
export interface PdfText {
  pages: number;
  text: string[];
  items: Array<{ page: number; str: string; x: number; y: number; width: number; dir: string }>;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const text: string[] = [];
  const items: PdfText["items"] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const lines = new Map<number, string[]>();
    for (const item of content.items as TextItem[]) {
      if (!item.str.trim()) continue;
      const [, , , , x, y] = item.transform as number[];
      items.push({ page: number, str: item.str, x: x as number, y: y as number, width: item.width, dir: item.dir });
      const key = Math.round(y as number);
      lines.set(key, [...(lines.get(key) ?? []), item.str.trim()]);
    }
    text.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) => pieces.join(" "))
        .join("\n"),
    );
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text, items };
}

/**
 * Text compared as a reader gives it: compatibility forms as plain ones (Arabic presentation forms,
 * full-width colons, no-break spaces), without spaces and direction marks, which readers place
 * between pieces of a line as they see fit.
 */
export const plainText = (text: string) => text.normalize("NFKC").replace(/[\s\u2068\u2069\u200e\u200f\u061c]+/g, "");
