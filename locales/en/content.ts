import type { BaseTranslation } from "../i18n-types";

/** UI text of the content pages (en). */
const content = {
  title: "content",
} satisfies BaseTranslation;

export default content;
