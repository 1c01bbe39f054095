import { describe, expect, it } from "vitest";
import { checkMedia, safeFileName } from "../../shared/media/files";
import { pngSize, stripJpegMetadata, stripPngMetadata } from "../../shared/media/image-bytes";
import { readWebpChunks, stripWebpMetadata } from "../../shared/media/webp-bytes";
import { webpSize } from "../../shared/media/image-bytes";
import { formatFileSize } from "../../shared/format";
import {
  disguisedScript,
  JPEG_SECRETS,
  sampleFirmware,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWebp,
  sampleWebpWithMetadata,
  WEBP_ICC,
  WEBP_SECRETS,
} from "../support/media-samples";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("uploaded files are told by their content", () => {
  it("accepts each kind for its role", () => {
    expect(checkMedia("gallery", "photo.jpg", sampleJpeg())).toMatchObject({ ok: true, type: "image/jpeg" });
    expect(checkMedia("cover", "front.png", samplePng())).toMatchObject({ ok: true, type: "image/png" });
    expect(checkMedia("datasheet", "GoIP-32.pdf", samplePdf())).toMatchObject({ ok: true, type: "application/pdf" });
    expect(checkMedia("firmware", "goip-1.2.bin", sampleFirmware())).toMatchObject({
      ok: true,
      type: "application/octet-stream",
    });
  });

  it("refuses the wrong kind, a disguised file, an empty one and one over the limit", () => {
    expect(checkMedia("gallery", "sheet.pdf", samplePdf())).toEqual({ ok: false, reason: "type" });
    expect(checkMedia("datasheet", "sheet.pdf", sampleJpeg())).toEqual({ ok: false, reason: "disguised" });
    expect(checkMedia("gallery", "photo.jpg", disguisedScript())).toEqual({ ok: false, reason: "disguised" });
    expect(checkMedia("gallery", "photo.png", sampleJpeg())).toEqual({ ok: false, reason: "disguised" });
    expect(checkMedia("firmware", "update.bin", samplePng())).toEqual({ ok: false, reason: "disguised" });
    expect(checkMedia("firmware", "update.bin", disguisedScript())).toEqual({ ok: false, reason: "disguised" });
    expect(checkMedia("firmware", "update.exe", sampleFirmware())).toEqual({ ok: false, reason: "type" });
    expect(checkMedia("gallery", "photo.jpg", new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(checkMedia("gallery", "big.jpg", new Uint8Array(8_000_001))).toEqual({ ok: false, reason: "size" });
  });

  it("gives downloads a safe file name", () => {
    expect(safeFileName("GoIP 32 Datasheet (v2).PDF", "pdf")).toBe("goip-32-datasheet-v2.pdf");
    expect(safeFileName("../../etc/passwd", "bin")).toBe("etc-passwd.bin");
    expect(safeFileName("数据表.pdf", "pdf")).toBe("file.pdf");
  });
});

describe("photo metadata is removed", () => {
  it("a JPEG loses its EXIF (GPS, camera) and comment segments and keeps its frame and scan", () => {
    const original = sampleJpeg();
    for (const secret of JPEG_SECRETS) expect(text(original)).toContain(secret);
    const stripped = stripJpegMetadata(original);
    expect(stripped?.size).toEqual({ width: 3, height: 2 });
    for (const secret of JPEG_SECRETS) expect(text(stripped!.bytes)).not.toContain(secret);
    expect(text(stripped!.bytes)).toContain("JFIF");
    expect([...stripped!.bytes.slice(-6)]).toEqual([0x12, 0x34, 0x56, 0x78, 0xff, 0xd9]);
  });

  it("a PNG loses its text chunks and keeps its pixels", () => {
    const png = samplePng(5, 4);
    const stripped = stripPngMetadata(png)!;
    expect(text(png)).toContain("51.5007N");
    expect(text(stripped)).not.toContain("51.5007N");
    expect(pngSize(stripped)).toEqual({ width: 5, height: 4 });
    expect(text(stripped)).toContain("IDAT");
  });

  it("an extended WebP loses its EXIF and XMP chunks and flags, keeps its ICC profile and image data", () => {
    const original = sampleWebpWithMetadata();
    for (const secret of WEBP_SECRETS) expect(text(original)).toContain(secret);
    expect(readWebpChunks(original)?.map((chunk) => chunk.type)).toEqual(["VP8X", "ICCP", "VP8 ", "EXIF", "XMP "]);
    const stripped = stripWebpMetadata(original)!;
    for (const secret of WEBP_SECRETS) expect(text(stripped)).not.toContain(secret);
    // A sound container: the RIFF size is the file's, each chunk fits (readWebpChunks checks both).
    const chunks = readWebpChunks(stripped);
    expect(chunks?.map((chunk) => chunk.type)).toEqual(["VP8X", "ICCP", "VP8 "]);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    // VP8X flags: ICC stays announced, EXIF and XMP no longer are.
    expect(stripped[20]).toBe(0x20);
    expect(text(stripped)).toContain(text(WEBP_ICC));
    expect(webpSize(stripped)).toEqual({ width: 24, height: 16 });
    // The image data is the plain file's, byte for byte.
    const plain = sampleWebp();
    const frame = (bytes: Uint8Array) => {
      const vp8 = readWebpChunks(bytes)!.find((chunk) => chunk.type === "VP8 ")!;
      return [...bytes.subarray(vp8.at, vp8.at + 8 + vp8.size)];
    };
    expect(frame(stripped)).toEqual(frame(plain));
  });

  it("a plain lossy WebP comes out unchanged, and a broken container is refused", () => {
    const plain = sampleWebp();
    expect([...stripWebpMetadata(plain)!]).toEqual([...plain]);
    expect(webpSize(plain)).toEqual({ width: 24, height: 16 });
    expect(stripWebpMetadata(plain.slice(0, plain.length - 3))).toBeNull();
    const lying = plain.slice();
    lying[16] = 0xff; // the VP8 chunk claims more bytes than the file has
    expect(stripWebpMetadata(lying)).toBeNull();
  });

  it("refuses a JPEG whose segments are broken", () => {
    expect(stripJpegMetadata(sampleJpeg().slice(0, 30))).toBeNull();
  });
});

describe("file sizes", () => {
  it("are written with the language's units", () => {
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
    expect(formatFileSize(512, "en")).toBe("512 byte");
    expect(formatFileSize(2_400_000, "ru")).toMatch(/^2,4\sМБ$/);
  });
});
