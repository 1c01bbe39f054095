import { QR_DEFAULTS } from "./constants";

/** QR code settings: versions 1 to 40 (picked to fit), levels L/M/Q/H (M), margin 4. */
export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export const QR_ERROR_CORRECTION_LEVELS: readonly QrErrorCorrection[] = ["L", "M", "Q", "H"];
export const QR_MIN_VERSION = 1;
export const QR_MAX_VERSION = 40;

export interface QrOptions {
  /** Error correction level; M unless told. */
  ecl?: QrErrorCorrection;
  /** Quiet zone around the code, in modules; 4 unless told. */
  margin?: number;
  /** Colour of the dark modules (the light ones are white, as scanners expect). */
  color?: string;
}

export function qrSettings(options: QrOptions = {}): { ecl: QrErrorCorrection; padding: number; color: string } {
  const margin = options.margin ?? QR_DEFAULTS.padding;
  if (!Number.isInteger(margin) || margin < 0 || margin > 16)
    throw new RangeError(`QR margin must be 0..16 modules, got ${margin}`);
  // Only a hex colour: the value lands in the SVG's style attribute.
  const color = options.color ?? "#000000";
  if (!/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color))
    throw new RangeError(`QR colour must be a hex colour, got ${color}`);
  return { ecl: options.ecl ?? QR_DEFAULTS.ecl, padding: margin, color };
}

/** The version (1..40) a code with `moduleCount` modules per side has: 17 + 4 × version. */
export function qrVersionOf(moduleCount: number): number {
  return (moduleCount - 17) / 4;
}
