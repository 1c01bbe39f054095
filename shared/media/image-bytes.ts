/**
 * Reading and cleaning image bytes without native code: a photo's size from its header, and a JPEG
 * rewritten without its metadata segments (EXIF with the camera and GPS position, XMP, IPTC,
 * comments), keeping what decoding needs (JFIF, the ICC colour profile, Adobe colour transform).
 */

export interface ImageSize {
  width: number;
  height: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers without a length: TEM, RST0–7, SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** Application segments kept: APP0 (JFIF), APP2 (ICC profile), APP14 (Adobe colour transform). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

/** Segments dropped: every other APPn (EXIF/XMP in APP1, IPTC in APP13…) and comments (COM). */
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker)) || marker === 0xfe;

/**
 * The JPEG without metadata segments, and its size. Segments are walked up to the start of scan;
 * the entropy-coded data after it is copied as it is. Null when the bytes are not a sound JPEG.
 */
export function stripJpegMetadata(bytes: Uint8Array): { bytes: Uint8Array; size: ImageSize } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let size: ImageSize | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      // Fill bytes before a marker.
      at += 1;
      continue;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isStartOfFrame(marker) && length >= 7) size = { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    if (marker === 0xda) {
      // Start of scan: the rest is image data (and later markers of a progressive file).
      kept.push(bytes.subarray(at));
      break;
    }
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!size?.width || !size.height) return null;
  const total = kept.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return { bytes: out, size };
}

/** A PNG's size from its IHDR chunk. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** A WebP's size from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
export function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8 ") return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

/** PNG chunks dropped: EXIF, text (tEXt, zTXt, iTXt: often XMP or software notes) and the time. */
const PNG_METADATA = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

/** The PNG without metadata chunks (each chunk carries its own CRC, so the rest stays valid). */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!pngSize(bytes)) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + u32(bytes, at);
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
