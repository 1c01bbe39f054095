import { describe, expect, it } from "vitest";
import { renderQrSvg } from "../../shared/qr-svg.server";
import { QR_ERROR_CORRECTION_LEVELS, QR_MAX_VERSION, QR_MIN_VERSION, qrSettings } from "../../shared/qr";

describe("QR codes (versions 1–40, levels L/M/Q/H, margin 4)", () => {
  it("default to error correction M and a margin of 4 modules", () => {
    expect(qrSettings()).toEqual({ ecl: "M", padding: 4, color: "#000000" });
    expect(QR_ERROR_CORRECTION_LEVELS).toEqual(["L", "M", "Q", "H"]);
  });

  it("pick the smallest version 1..40 the content fits in", () => {
    expect(QR_MIN_VERSION).toBe(1);
    expect(QR_MAX_VERSION).toBe(40);
    expect(renderQrSvg("hi").version).toBe(1);
    const url = renderQrSvg("https://shop.example/blog/10");
    expect(url.version).toBeGreaterThan(1);
    expect(url.version).toBeLessThan(5);
    // Version 40 at M holds 2,331 bytes, of which qrcode-svg keeps 3 for its mode header.
    expect(renderQrSvg("a".repeat(2328)).version).toBe(40);
    expect(() => renderQrSvg("a".repeat(2329))).toThrow(/too long/i);
  });

  it("need a larger version for a stronger error correction", () => {
    const content = "https://shop.example/article/1?utm_source=print";
    const versions = QR_ERROR_CORRECTION_LEVELS.map((ecl) => renderQrSvg(content, { ecl }).version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[3]).toBeGreaterThan(versions[0]!);
  });

  it("write a responsive SVG with the 4-module quiet zone and one path", () => {
    const { svg, version } = renderQrSvg("hi");
    const side = 17 + 4 * version + 2 * 4;
    expect(svg).toBe(svg.trim());
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${side} ${side}">`)).toBe(
      true,
    );
    expect(svg.match(/<path /g)).toHaveLength(1);
    // Only attributes SVG defines for a path (an inlined SVG must be valid HTML).
    expect(svg).toMatch(/<path style="[^"]+" d="/);
    // The first dark module (the finder pattern's corner) sits after the quiet zone.
    expect(svg).toMatch(/d="M4,4/);
    expect(renderQrSvg("hi", { margin: 0 }).svg).toMatch(/d="M0,0/);
  });

  it("refuse settings that are not a QR code's", () => {
    expect(() => qrSettings({ margin: -1 })).toThrow(RangeError);
    expect(() => qrSettings({ color: "red;fill:url(x)" })).toThrow(RangeError);
  });
});
