import type { Translation } from "../i18n-types";

/** UI text of the content pages (es). */
const content = {
  title: "content",
} satisfies Translation["content"];

export default content;
