import type { BaseTranslation } from "../i18n-types";

/** UI text of the catalog pages (en). */
const catalog = {
  title: "catalog",
} satisfies BaseTranslation;

export default catalog;
