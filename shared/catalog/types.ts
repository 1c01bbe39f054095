/** Response shapes of the catalogue API (spec §3). */

export interface CategoryNode {
  keyId: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  img: string | null;
  sort: number;
  /** Sub-categories (the legacy API's name for children). */
  child: CategoryNode[];
}

export interface NavigationEntry {
  keyId: string;
  name: string;
  img: string | null;
}

/** A product as lists and cards show it. */
export interface GoodsSummary {
  keyId: number;
  /** keyId as text (the legacy client's `sid`). */
  sid: string;
  categoryId: number;
  name: string;
  summary: string;
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
