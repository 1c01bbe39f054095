/**
 * The demo seed in Brazilian Portuguese: the shop's structure (categories, navigation, spec
 * options, shipping methods, coupon campaigns). Products, posts, cases, articles and pages are not
 * written in Portuguese yet: they stay English and their pages say so.
 */
import type { LanguageOverlay } from "../../../overlay-types";
import { cataloguePt } from "./catalogue";
import { commercePt } from "./commerce";

export const pt: LanguageOverlay = {
  ...cataloguePt,
  ...commercePt,
  terms: {},
  products: {},
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
