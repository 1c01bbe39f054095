import type { Translation } from "../i18n-types";

/** UI text of the catalog pages (zh). */
const catalog = {
  originalPrice: "原价",
  outOfStock: "缺货",
} satisfies Translation["catalog"];

export default catalog;
