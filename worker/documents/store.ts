import { recordRendering, findDocumentById, type DocumentRow } from "../db/documents";
import { sha256Hex } from "../digest";
import type { Env } from "../env";
import type { DocumentContent } from "./model";

/** The R2 key of a PDF: its digest, so the same bytes are one object. */
const pdfKey = (sha256: string) => `documents/${sha256}.pdf`;

/** Renders a document's PDF. The renderer and its fonts load on the first document, never for a page. */
async function render(env: Env, doc: DocumentRow): Promise<Uint8Array> {
  const [{ renderDocumentPdf }, { loadDocumentFonts }] = await Promise.all([
    import("./pdf/render"),
    import("./pdf/fonts"),
  ]);
  const content = JSON.parse(doc.content_json) as DocumentContent;
  return renderDocumentPdf({ number: doc.number, issuedAt: doc.issued_at, content }, await loadDocumentFonts(env));
}

/**
 * A document's PDF. Made from what the document says the first time it is asked for, stored in R2
 * by its digest, and from then on always those bytes (a document once issued never changes).
 */
export async function documentPdf(env: Env, doc: DocumentRow): Promise<Uint8Array> {
  if (doc.sha256) {
    const stored = await env.DOCUMENTS.get(pdfKey(doc.sha256));
    if (stored) return new Uint8Array(await stored.arrayBuffer());
    // The object was lost: the same content renders to the same bytes, checked against the digest.
    const bytes = await render(env, doc);
    if ((await sha256Hex(bytes)) !== doc.sha256) throw new Error(`document ${doc.number} no longer renders the same`);
    await env.DOCUMENTS.put(pdfKey(doc.sha256), bytes, { httpMetadata: { contentType: "application/pdf" } });
    return bytes;
  }
  const bytes = await render(env, doc);
  const sha256 = await sha256Hex(bytes);
  await env.DOCUMENTS.put(pdfKey(sha256), bytes, {
    httpMetadata: { contentType: "application/pdf" },
    sha256,
  });
  if (await recordRendering(env.DB, doc.id, sha256, bytes.byteLength)) return bytes;
  // Another request rendered it first: theirs is the document.
  const recorded = await findDocumentById(env.DB, doc.id);
  return recorded?.sha256 && recorded.sha256 !== sha256 ? documentPdf(env, recorded) : bytes;
}

/** A PDF download's response: its number as the file name, never cached by shared caches. */
export function pdfResponse(number: string, bytes: Uint8Array, disposition: "attachment" | "inline" = "attachment") {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": `${disposition}; filename="${number}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
