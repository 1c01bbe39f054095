import type { OverlayPart } from "../../worker/db/seed/apply-overlays";

export const ALL_OVERLAY_PARTS: readonly OverlayPart[] = [
  "categories",
  "navigation",
  "specOptions",
  "terms",
  "products",
  "shippingMethods",
  "campaigns",
  "posts",
  "cases",
  "articles",
  "pages",
];

/** The shop's structure: what the header, filters, checkout and coupon pages name. */
export const STRUCTURE_PARTS: readonly OverlayPart[] = [
  "categories",
  "navigation",
  "specOptions",
  "shippingMethods",
  "campaigns",
];

/**
 * The seed parts each overlay language has translated completely. A part listed here may not
 * regress: a record or row added in English without its translation fails the coverage tests.
 */
export const TRANSLATED_PARTS: Record<string, readonly OverlayPart[]> = {
  es: [...ALL_OVERLAY_PARTS],
  ru: [...ALL_OVERLAY_PARTS],
  fr: STRUCTURE_PARTS,
  pt: STRUCTURE_PARTS,
  ar: STRUCTURE_PARTS,
};

/** Languages that have their own text for every record of `wanted` (Chinese is written beside the English). */
export function languagesTranslating(wanted: readonly OverlayPart[]): string[] {
  const overlaid = Object.entries(TRANSLATED_PARTS)
    .filter(([, parts]) => wanted.every((part) => parts.includes(part)))
    .map(([lang]) => lang);
  return ["zh", ...overlaid];
}

/** Languages whose every seed record has its own text. */
export function fullyTranslatedLanguages(): string[] {
  return languagesTranslating(ALL_OVERLAY_PARTS);
}
