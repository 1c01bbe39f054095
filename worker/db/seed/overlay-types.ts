/**
 * Text of the demo seed in one more language, written apart from the English (and Chinese) source
 * files as "overlays": one module per language and source file under `data/i18n/<lang>/`.
 * Records are keyed by their id (pages by slug), rows of a product by their English key, tab
 * sections by their position. A record is translated completely or not at all: an incomplete one
 * keeps the English text (and the page says so), and the coverage test names what is missing.
 */
import type { ImportLang } from "../import/types";

/** Languages whose seed text comes from overlays (English is the source; Chinese sits beside it). */
export type OverlayLang = Exclude<ImportLang, "en" | "zh">;

export interface NameAndDescription {
  name: string;
  description: string;
}

export interface ProductOverlay {
  name: string;
  summary: string;
  /** Markdown. */
  description: string;
  /** Values by the English row key (the key's own translation is in `terms`). */
  essentialDetails: Record<string, string>;
  packagingDelivery: Record<string, string>;
  productParameters: Record<string, string>;
  /** The tab sections in the English order; kind, image and link are taken from the English. */
  sections: Array<{ title: string; body: string }>;
  /** Compare values by the English row name (the name's translation is in `terms`). */
  compare: Record<string, string>;
}

export interface PostOverlay {
  title: string;
  summary: string;
  /** Markdown: the same structure, links and code as the English. */
  bodyMd: string;
}

export interface CaseOverlay extends PostOverlay {
  customer: string;
  industry: string;
  region: string;
}

export interface PageOverlay {
  title: string;
  description: string;
  bodyMd: string;
}

/** Everything one language translates; each part is filled by the modules of its source files. */
export interface LanguageOverlay {
  /** By category id. */
  categories: Record<number, NameAndDescription>;
  /** By navigation id ("1", "sms", "blog"...). */
  navigation: Record<string, string>;
  /** By spec option id. */
  specOptions: Record<number, string>;
  /**
   * Names of product rows (essential details, packaging, parameters) and compare rows, by the
   * English name; shared by all products so the compare view lines the same rows up.
   */
  terms: Record<string, string>;
  /** By product id. */
  products: Record<number, ProductOverlay>;
  /** By shipping method id. */
  shippingMethods: Record<number, NameAndDescription>;
  /** By campaign id. */
  campaigns: Record<number, NameAndDescription>;
  /** By post id. */
  posts: Record<number, PostOverlay>;
  /** By case study id. */
  cases: Record<number, CaseOverlay>;
  /** By article id. */
  articles: Record<number, PostOverlay>;
  /** By page slug ("about", "solution/sms-gateway"). */
  pages: Record<string, PageOverlay>;
}

export type Overlays = Partial<Record<OverlayLang, LanguageOverlay>>;
