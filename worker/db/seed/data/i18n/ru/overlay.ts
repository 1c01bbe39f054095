/** Everything of the demo seed in Russian, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { catalogRu } from "./catalog";

export const ru: LanguageOverlay = {
  ...catalogRu,
  terms: {},
  goods: {},
  shippingMethods: {},
  activities: {},
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
