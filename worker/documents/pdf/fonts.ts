import type { IssuedDocument } from "../model";

/**
 * The writing systems a document can print, each with a font of its own: `latin` also carries
 * Greek, Cyrillic, digits and punctuation; `cjk` is Simplified Chinese.
 */
export const FONT_SCRIPTS = ["latin", "arabic", "cjk"] as const;
export type FontScript = (typeof FONT_SCRIPTS)[number];

/** One font's TrueType bytes; without `bold`, bold text is drawn thicker from the regular outlines. */
export interface FontFaceBytes {
  regular: Uint8Array;
  bold?: Uint8Array;
}

/** Font bytes by script. Latin is always there; the others only when the document needs them. */
export type DocumentFonts = { latin: FontFaceBytes } & Partial<Record<FontScript, FontFaceBytes>>;

/** Characters of the Arabic font, and of the Chinese one (with CJK punctuation and full-width forms). */
export const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/u;
export const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/u;

/** The scripts a document's texts and labels are written in (Latin always: numbers and codes). */
export function documentScripts(doc: IssuedDocument): FontScript[] {
  const text = JSON.stringify(doc.content);
  const scripts: FontScript[] = ["latin"];
  if (doc.content.lang === "ar" || ARABIC.test(text)) scripts.push("arabic");
  if (doc.content.lang === "zh" || CJK.test(text)) scripts.push("cjk");
  return scripts;
}

/**
 * The font files ship inside the worker as Data modules (bytes, no JavaScript to compile), each
 * imported on the first document that needs it: page requests never load them.
 */
const FILES: Record<FontScript, () => Promise<{ regular: ArrayBuffer; bold?: ArrayBuffer }>> = {
  latin: async () => ({
    regular: (await import("../fonts/NotoSans-Regular.ttf.bin")).default,
    bold: (await import("../fonts/NotoSans-Bold.ttf.bin")).default,
  }),
  arabic: async () => ({
    regular: (await import("../fonts/NotoSansArabic-Regular.ttf.bin")).default,
    bold: (await import("../fonts/NotoSansArabic-Bold.ttf.bin")).default,
  }),
  cjk: async () => ({ regular: (await import("../fonts/NotoSansSC-Regular.ttf.bin")).default }),
};

/** Loaded once per isolate: the bytes never change, and a document reads them only. */
const loaded = new Map<FontScript, Promise<FontFaceBytes>>();

function load(script: FontScript): Promise<FontFaceBytes> {
  let face = loaded.get(script);
  if (!face) {
    face = FILES[script]().then(({ regular, bold }) => ({
      regular: new Uint8Array(regular),
      ...(bold ? { bold: new Uint8Array(bold) } : {}),
    }));
    // A failed import is tried again by the next document.
    face.catch(() => loaded.delete(script));
    loaded.set(script, face);
  }
  return face;
}

/**
 * The fonts a document needs (`documentScripts`), or every font without a document. `_env`, the
 * worker's bindings, is not read: the fonts ship with the worker's code, so the worker tests, the
 * built worker and a deployment find them alike.
 */
export async function loadDocumentFonts(_env?: unknown, doc?: IssuedDocument): Promise<DocumentFonts> {
  const scripts = doc ? documentScripts(doc) : [...FONT_SCRIPTS];
  const faces = await Promise.all(scripts.map(load));
  const fonts: Partial<Record<FontScript, FontFaceBytes>> = {};
  scripts.forEach((script, i) => {
    fonts[script] = faces[i];
  });
  return fonts as DocumentFonts;
}
