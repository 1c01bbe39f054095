/**
 * Small files of each kind for the upload tests, built byte by byte: a real (decodable) PNG with
 * text metadata, a JPEG whose segments carry EXIF with a GPS position and a comment, a PDF, and
 * disguised files (a script named .jpg, a JPEG named .pdf).
 */

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const be32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
const be16 = (value: number) => new Uint8Array([(value >>> 8) & 255, value & 255]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(be32(data.length), body, be32(crc32(body)));
}

/** zlib data in one stored (uncompressed) deflate block. */
function zlibStored(data: Uint8Array): Uint8Array {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const len = data.length;
  return concat(
    new Uint8Array([0x78, 0x01, 0x01, len & 255, len >>> 8, ~len & 255, (~len >>> 8) & 255]),
    data,
    be32(((b << 16) | a) >>> 0),
  );
}

/** A width × height RGB PNG of one colour, with a tEXt chunk (metadata the upload removes). */
export function samplePng(width = 40, height = 30, rgb: [number, number, number] = [30, 110, 200]): Uint8Array {
  const row = concat(
    new Uint8Array([0]),
    new Uint8Array(width * 3).map((_, i) => rgb[i % 3]!),
  );
  const pixels = concat(...Array.from({ length: height }, () => row));
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", concat(be32(width), be32(height), new Uint8Array([8, 2, 0, 0, 0]))),
    pngChunk("tEXt", ascii("Comment\0Shot at 51.5007N 0.1246W")),
    pngChunk("IDAT", zlibStored(pixels)),
    pngChunk("IEND", new Uint8Array()),
  );
}

function segment(marker: number, data: Uint8Array): Uint8Array {
  return concat(new Uint8Array([0xff, marker]), be16(data.length + 2), data);
}

/** The text the sample JPEG's EXIF and comment carry (none of it may survive an upload). */
export const JPEG_SECRETS = ["Exif", "GPSLatitude 51.5007N", "Camera serial 8812-XY", "Shot in the office"];

/** A JPEG's segments with EXIF (APP1), a comment (COM) and a 3 × 2 frame; the scan data is filler. */
export function sampleJpeg(): Uint8Array {
  return concat(
    new Uint8Array([0xff, 0xd8]),
    segment(0xe0, concat(ascii("JFIF\0"), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0]))),
    segment(0xe1, concat(ascii("Exif\0\0"), ascii(`${JPEG_SECRETS[1]} ${JPEG_SECRETS[2]}`))),
    segment(0xfe, ascii(JPEG_SECRETS[3]!)),
    segment(0xdb, concat(new Uint8Array([0]), new Uint8Array(64).fill(1))),
    segment(0xc0, new Uint8Array([8, 0, 2, 0, 3, 1, 1, 0x11, 0])),
    segment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0])),
    new Uint8Array([0x12, 0x34, 0x56, 0x78]),
    new Uint8Array([0xff, 0xd9]),
  );
}

/** A one-page PDF. */
export function samplePdf(title = "GoIP datasheet"): Uint8Array {
  return ascii(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** HTML with a script, as an attacker would name it photo.jpg. */
export const disguisedScript = (): Uint8Array => ascii("<!DOCTYPE html><script>alert(document.cookie)</script>");

/** Firmware: bytes no other type claims. */
export const sampleFirmware = (size = 2048): Uint8Array => new Uint8Array(size).map((_, i) => (i * 7 + 3) & 255);

const le32 = (value: number) => new Uint8Array([value & 255, (value >>> 8) & 255, (value >>> 16) & 255, value >>> 24]);
const le24 = (value: number) => new Uint8Array([value & 255, (value >>> 8) & 255, (value >>> 16) & 255]);

/** A RIFF chunk: its four-letter type, its size, its payload and a padding byte to an even length. */
function riffChunk(type: string, data: Uint8Array): Uint8Array {
  return concat(ascii(type), le32(data.length), data, new Uint8Array(data.length % 2));
}

const riffWebp = (...chunks: Uint8Array[]) => {
  const body = concat(ascii("WEBP"), ...chunks);
  return concat(ascii("RIFF"), le32(body.length), body);
};

/** The VP8 key frame of a real 24 × 16 lossy WebP (one blue colour), as an encoder wrote it. */
const VP8_24X16 = "MAMAnQEqGAAQAD5tKpFFpCKhmAQAQAbEoAuy6AfgAAhFAAD+7Qcv/npmvMH9eH/zBI3Vfvj8IwAAAA==";

const vp8Frame = () => Uint8Array.from(atob(VP8_24X16), (char) => char.charCodeAt(0));

/** The text the extended WebP's EXIF and XMP carry (none of it may survive an upload). */
export const WEBP_SECRETS = ["GPSLatitude 40.4168N", "Camera serial 7731-QZ", "xmp:CreatorTool Phone"];

/** A plain lossy WebP: the RIFF header and one VP8 chunk, 24 × 16 pixels. */
export const sampleWebp = (): Uint8Array => riffWebp(riffChunk("VP8 ", vp8Frame()));

/** The ICC payload of the extended sample (kept by the upload: it tells the colours). */
export const WEBP_ICC = ascii("ICC profile kept");

/**
 * An extended WebP (VP8X) of the same 24 × 16 image with an ICC profile before the image data and
 * EXIF (odd length, so it is padded) and XMP after it, its header flags announcing all three.
 */
export function sampleWebpWithMetadata(): Uint8Array {
  const flags = 0x20 | 0x08 | 0x04;
  return riffWebp(
    riffChunk("VP8X", concat(new Uint8Array([flags, 0, 0, 0]), le24(24 - 1), le24(16 - 1))),
    riffChunk("ICCP", WEBP_ICC),
    riffChunk("VP8 ", vp8Frame()),
    riffChunk("EXIF", ascii(`Exif\0\0${WEBP_SECRETS[0]} ${WEBP_SECRETS[1]}!`)),
    riffChunk("XMP ", ascii(`<x:xmpmeta>${WEBP_SECRETS[2]}</x:xmpmeta>`)),
  );
}
