import type { IssuedDocument } from "../model";

/**
 * A document's PDF. The renderer (pdf-lib, fontkit, bidi) and the fonts the document needs are
 * imported on the first call: importing this module loads neither, so page requests never do.
 */
export async function renderDocument(doc: IssuedDocument): Promise<Uint8Array> {
  const [{ renderDocumentPdf }, { loadDocumentFonts }] = await Promise.all([import("./render"), import("./fonts")]);
  return renderDocumentPdf(doc, await loadDocumentFonts(undefined, doc));
}
