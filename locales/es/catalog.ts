import type { Translation } from "../i18n-types";

/** UI text of the catalog pages (es). */
const catalog = {
  title: "catalog",
} satisfies Translation["catalog"];

export default catalog;
