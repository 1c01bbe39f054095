import { sha256Hex } from "../digest";
import { checkMedia, safeFileName, uploadLimits, type MediaCheck, type UploadRole } from "../../shared/media/files";
import { pngSize, stripJpegMetadata, stripPngMetadata, webpSize, type ImageSize } from "../../shared/media/image-bytes";
import { stripWebpMetadata } from "../../shared/media/webp-bytes";

/** Why a body was refused before or while it was read. */
export type BodyRefusal = "size" | "incomplete";

/**
 * Reads a request body up to `maxBytes`, counting while it streams: a body over the limit is
 * refused as soon as it passes it (and a declared Content-Length over it before reading at all).
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array | BodyRefusal> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) return "size";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return "size";
      }
      chunks.push(value);
    }
  } catch {
    return "incomplete";
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export interface PreparedMedia {
  /** Content-addressed: a digest of the stored bytes (and, for downloads, the file name). */
  key: string;
  bytes: Uint8Array;
  contentType: string;
  size: ImageSize | null;
  /** Content-Disposition the object is served with. */
  disposition: string;
}

/** A quoted-string and RFC 5987 filename pair (the ASCII form for old clients). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Checks an upload for a role and turns it into what is stored: photos without metadata, with
 * their size read from the header; downloads under their (safe) file name.
 */
export async function prepareMedia(
  role: UploadRole,
  name: string,
  body: Uint8Array,
): Promise<{ ok: true; media: PreparedMedia } | Extract<MediaCheck, { ok: false }>> {
  const checked = checkMedia(role, name, body);
  if (!checked.ok) return checked;
  let bytes = body;
  let size: ImageSize | null = null;
  if (checked.type === "image/jpeg") {
    const stripped = stripJpegMetadata(body);
    if (!stripped) return { ok: false, reason: "disguised" };
    bytes = stripped.bytes;
    size = stripped.size;
  } else if (checked.type === "image/png") {
    const stripped = stripPngMetadata(body);
    if (!stripped) return { ok: false, reason: "disguised" };
    bytes = stripped;
    size = pngSize(body);
  } else if (checked.type === "image/webp") {
    const stripped = stripWebpMetadata(body);
    size = stripped && webpSize(stripped);
    if (!stripped || !size) return { ok: false, reason: "disguised" };
    bytes = stripped;
  }
  const hash = (await sha256Hex(bytes)).slice(0, 32);
  // An attachment is always downloaded (never shown inline from the shop's origin).
  const image = role !== "attachment" && uploadLimits(role).types.some((type) => type.startsWith("image/"));
  const fileName = safeFileName(name, checked.extension);
  return {
    ok: true,
    media: {
      key: image ? `${hash}.${checked.extension}` : `${hash}/${fileName}`,
      bytes,
      contentType: checked.type,
      size,
      disposition: image ? "inline" : attachmentDisposition(fileName),
    },
  };
}
