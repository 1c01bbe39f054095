import type { ProductDownload } from "../media/types";
import type { Locale } from "../locale";

/**
 * Response shapes of the catalogue API. Texts come in the request's language, or in the
 * base language where a record has no translation; `lang` says which one was served.
 */

export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  lang: Locale;
  img: string | null;
  sort: number;
  /** Sub-categories, sorted. */
  children: CategoryNode[];
}

export interface NavigationEntry {
  id: string;
  name: string;
  lang: Locale;
  img: string | null;
}

/** A product as lists and cards show it. */
export interface ProductSummary {
  id: number;
  categoryId: number;
  name: string;
  summary: string;
  /** The language of name and summary (and of a detail's description and rows). */
  lang: Locale;
  cover: { url: string; width: number; height: number } | null;
  /** Lowest SKU price, minor units. */
  priceMinor: number;
  /** Lowest promotional price when a SKU is on sale, else null. */
  promoPriceMinor: number | null;
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

/** A SKU of a product: a child catalogue item (its id is the cart's skuId). */
export interface ProductSku {
  id: number;
  specId: number;
  name: string;
  sku: string;
  priceMinor: number;
  /** > 0 when on sale: the promotional price replaces `priceMinor`. */
  promoPriceMinor: number;
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

/** A product with everything its page shows, in the request's language. */
export interface ProductDetail extends ProductSummary {
  sort: number;
  slug: string;
  /** Markdown. */
  description: string;
  /** JSON text lists of { key, value, compareFlag? } (parse with parseKeyValueList). */
  essentialDetails: string;
  packagingDelivery: string;
  parameters: string;
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
  /** The versions on sale, in their order. */
  skus: ProductSku[];
  /** The category and its ancestors, root first. */
  /** The product's category and its parents, top first; `lang`: the language each name is in. */
  categoryTrail: Array<{ id: number; name: string; lang: Locale }>;
}

export interface CompareResult {
  products: ProductSummary[];
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
  id: number;
  title: string;
  excerpt: string;
  lang: Locale;
}

export interface SearchResult {
  keyword: string;
  products: Page<ProductSummary>;
  content: SearchHit[];
  /** The words searched instead when those typed found nothing ("gateway" for "gatway"), else null. */
  correction: string | null;
}
