import type { BaseTranslation } from "../i18n-types";

/** UI text of the catalog pages (en). */
const catalog = {
  originalPrice: "Original price",
  outOfStock: "Out of stock",
} satisfies BaseTranslation;

export default catalog;
