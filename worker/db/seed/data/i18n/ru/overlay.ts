/** Everything of the demo seed in Russian, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { catalogRu } from "./catalog";
import { commerceRu } from "./commerce";

export const ru: LanguageOverlay = {
  ...catalogRu,
  terms: {},
  goods: {},
  ...commerceRu,
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
