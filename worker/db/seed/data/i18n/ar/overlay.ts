/**
 * The demo seed in Arabic: the shop's structure (categories, navigation, spec options, shipping
 * methods, coupon campaigns). Products, posts, cases, articles and pages are not written in
 * Arabic yet: they stay English and their pages say so.
 */
import type { LanguageOverlay } from "../../../overlay-types";
import { catalogueAr } from "./catalogue";
import { commerceAr } from "./commerce";

export const ar: LanguageOverlay = {
  ...catalogueAr,
  ...commerceAr,
  terms: {},
  products: {},
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
