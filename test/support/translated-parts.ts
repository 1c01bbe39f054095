import type { OverlayPart } from "../../worker/db/seed/apply-overlays";

export const ALL_OVERLAY_PARTS: readonly OverlayPart[] = [
  "categories",
  "navigation",
  "specOptions",
  "terms",
  "goods",
  "shippingMethods",
  "campaigns",
  "posts",
  "cases",
  "articles",
  "pages",
];

/**
 * The seed parts each overlay language has translated completely. A part listed here may not
 * regress: a record or row added in English without its translation fails the coverage tests.
 */
export const TRANSLATED_PARTS: Record<string, readonly OverlayPart[]> = {
  es: [...ALL_OVERLAY_PARTS],
  ru: [...ALL_OVERLAY_PARTS],
};

/** Languages whose every seed record has its own text (Chinese is written beside the English). */
export function fullyTranslatedLanguages(): string[] {
  const overlaid = Object.entries(TRANSLATED_PARTS)
    .filter(([, parts]) => ALL_OVERLAY_PARTS.every((part) => parts.includes(part)))
    .map(([lang]) => lang);
  return ["zh", ...overlaid];
}
