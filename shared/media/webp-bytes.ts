/**
 * A WebP rewritten without its metadata chunks (EXIF with the camera and GPS position, XMP), keeping
 * what decoding needs: the image data, alpha, animation frames and the ICC colour profile. The
 * RIFF container is walked chunk by chunk; pixels are copied as they are.
 */

const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Chunks dropped: the EXIF block and the XMP packet. */
const WEBP_METADATA = new Set(["EXIF", "XMP "]);

/** VP8X header flags that announce those chunks (bit 3: EXIF, bit 2: XMP). */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

export interface WebpChunk {
  type: string;
  /** Offset of the chunk's header in the file. */
  at: number;
  /** Payload size, without the header and the padding byte. */
  size: number;
}

/**
 * The chunks of a WebP file in order; null unless the bytes are one sound RIFF/WEBP container
 * (its declared size is the file's, every chunk fits and is padded to an even length).
 */
export function readWebpChunks(bytes: Uint8Array): WebpChunk[] | null {
  if (bytes.length < 20 || fourCc(bytes, 0) !== "RIFF" || fourCc(bytes, 8) !== "WEBP") return null;
  if (u32le(bytes, 4) + 8 !== bytes.length) return null;
  const chunks: WebpChunk[] = [];
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const size = u32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    chunks.push({ type: fourCc(bytes, at), at, size });
    at = end;
  }
  const first = chunks[0]?.type;
  return first === "VP8 " || first === "VP8L" || first === "VP8X" ? chunks : null;
}

/** The WebP without EXIF and XMP chunks, its VP8X flags and RIFF size updated; null when unsound. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array | null {
  const chunks = readWebpChunks(bytes);
  if (!chunks) return null;
  const kept = chunks.filter((chunk) => !WEBP_METADATA.has(chunk.type));
  const total = 12 + kept.reduce((sum, chunk) => sum + 8 + chunk.size + (chunk.size % 2), 0);
  const out = new Uint8Array(total);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, total - 8, true);
  let offset = 12;
  for (const chunk of kept) {
    const length = 8 + chunk.size + (chunk.size % 2);
    out.set(bytes.subarray(chunk.at, chunk.at + length), offset);
    if (chunk.type === "VP8X") out[offset + 8] = out[offset + 8]! & ~VP8X_METADATA_FLAGS;
    offset += length;
  }
  return out;
}
