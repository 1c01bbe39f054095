import QRCode from "qrcode-svg";
import { qrSettings, qrVersionOf, type QrOptions } from "./qr";

export interface QrSvg {
  /** A responsive SVG (viewBox, one path), ready for <QrCode svg={...} />. */
  svg: string;
  /** The QR version used: the smallest of 1..40 the content fits in at this error correction. */
  version: number;
}

/**
 * Renders a QR code to an SVG string on the server (in a loader), so the QR library never ships to
 * the browser. Content too long for version 40 at the chosen level throws.
 */
export function renderQrSvg(content: string, options: QrOptions = {}): QrSvg {
  const { ecl, padding, color } = qrSettings(options);
  const code = new QRCode({
    content,
    ecl,
    padding,
    color,
    background: "#ffffff",
    // One path, no whitespace, no XML prolog: the smallest markup to inline into the page.
    join: true,
    pretty: false,
    xmlDeclaration: false,
    container: "svg-viewbox",
  });
  // One unit per module: whole-number coordinates keep the path short. (The matrix is already
  // built; width and height are only read when the SVG is written.)
  const side = code.qrcode.moduleCount + 2 * padding;
  code.options.width = side;
  code.options.height = side;
  // qrcode-svg writes x and y on the <path>, attributes SVG does not have (invalid HTML when inlined).
  const svg = code.svg().replace(/<path x="[^"]*" y="[^"]*"/, "<path");
  return { svg, version: qrVersionOf(code.qrcode.moduleCount) };
}
