import type { ProductDownload } from "../media/types";
import type { Locale } from "../locale";

/**
 * Response shapes of the catalogue API. Texts come in the request's language, or in the
 * base language where a record has no translation; `lang` says which one was served.
 */

export interface CategoryNode {
  keyId: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  lang: Locale;
  img: string | null;
  sort: number;
  /** Sub-categories (the legacy API's name for children). */
  child: CategoryNode[];
}

export interface NavigationEntry {
  keyId: string;
  name: string;
  lang: Locale;
  img: string | null;
}

/** A product as lists and cards show it. */
export interface ProductSummary {
  keyId: number;
  /** keyId as text (the legacy client's `sid`). */
  sid: string;
  categoryId: number;
  name: string;
  summary: string;
  /** The language of name and summary (and of a detail's description and rows). */
  lang: Locale;
  cover: { url: string; width: number; height: number } | null;
  /** Lowest SKU price, minor units. */
  priceMinor: number;
  /** Lowest effective (activity) price when a SKU is on sale, else null. */
  salePriceMinor: number | null;
  currency: string;
  /** Units available over all SKUs. */
  stock: number;
  ratingAverage: number | null;
  ratingCount: number;
}

/** A page of a list answer. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type ProductSort = "sort" | "newest" | "priceAsc" | "priceDesc";
export const PRODUCT_SORTS: readonly ProductSort[] = ["sort", "newest", "priceAsc", "priceDesc"];

/** A SKU of a product: a child catalogue item (its keyId is the cart's goodsSpecsId). */
export interface ProductSku {
  keyId: number;
  sid: string;
  specId: number;
  name: string;
  sku: string;
  priceMinor: number;
  /** > 0 when on sale (the effective price is then the activity price). */
  activityPriceMinor: number;
  stock: number;
}

/** A titled block of the Technical Specification, Build Feature, Development or Add One tab. */
export interface ProductSection {
  title: string;
  /** Markdown. */
  body: string;
  img: string | null;
  url: string | null;
}

export interface CompareRow {
  /** Feature group 3..11 (3 overview … 11 API integrations). */
  group: number;
  name: string;
  value: string;
}

/** A catalogue item (the legacy API's fields), in the request's language. */
export interface ProductDetail extends ProductSummary {
  sort: number;
  slug: string;
  /** Markdown. */
  description: string;
  /** JSON text lists of { key, value, compareFlag? } (parse with parseKeyValueList). */
  essentialDetails: string;
  packagingDelivery: string;
  productParamenters: string;
  productVideo: string | null;
  productVideoPreviewImg: string | null;
  previewThumbnailImg: Array<{ url: string; width: number; height: number }>;
  /** Datasheets and firmware files (the Downloads tab). */
  downloads: ProductDownload[];
  techList: ProductSection[];
  buildFeature: ProductSection[];
  developmentList: ProductSection[];
  productAddOne: ProductSection[];
  /** The language of the four section lists above. */
  sectionsLang: Locale;
  productCompareList: CompareRow[];
  compareLang: Locale;
  /** The SKUs (the legacy API's "children"). */
  children: ProductSku[];
  /** The category and its ancestors, root first. */
  /** The product's category and its parents, top first; `lang`: the language each name is in. */
  categoryTrail: Array<{ keyId: number; name: string; lang: Locale }>;
}

export interface CompareResult {
  goods: ProductSummary[];
  /** The language of each product's compare rows, in the order of `goods`. */
  compareLangs: Locale[];
  groups: Array<{
    group: number;
    rows: Array<{ name: string; values: Array<string | null>; differs: boolean }>;
  }>;
}

export type SearchDocType = "goods" | "blog" | "case" | "article";

export interface SearchHit {
  type: SearchDocType;
  keyId: number;
  title: string;
  excerpt: string;
  lang: Locale;
}

export interface SearchResult {
  keyword: string;
  goods: Page<ProductSummary>;
  content: SearchHit[];
  /** The words searched instead when those typed found nothing ("gateway" for "gatway"), else null. */
  correction: string | null;
}
