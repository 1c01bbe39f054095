/**
 * The demo seed in French: the shop's structure (categories, navigation, spec options, shipping
 * methods, coupon campaigns). Products, posts, cases, articles and pages are not written in
 * French yet: they stay English and their pages say so.
 */
import type { LanguageOverlay } from "../../../overlay-types";
import { catalogueFr } from "./catalogue";
import { commerceFr } from "./commerce";

export const fr: LanguageOverlay = {
  ...catalogueFr,
  ...commerceFr,
  terms: {},
  products: {},
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
