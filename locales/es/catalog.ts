import type { Translation } from "../i18n-types";

/** UI text of the catalog pages (es). */
const catalog = {
  originalPrice: "Precio original",
  outOfStock: "Agotado",
} satisfies Translation["catalog"];

export default catalog;
