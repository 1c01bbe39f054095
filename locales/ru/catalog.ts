import type { Translation } from "../i18n-types";

/** UI text of the catalog pages (ru). */
const catalog = {
  originalPrice: "Старая цена",
  outOfStock: "Нет в наличии",
} satisfies Translation["catalog"];

export default catalog;
