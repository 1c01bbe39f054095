import type { SkuTrade } from "../catalogue/trade";
import type { Locale } from "../locale";

/**
 * What the console's catalogue calls answer (browser-safe: no zod here; the request schemas live
 * in catalog-schemas.ts, which only the worker loads).
 */

/** Why staff changed a SKU's stock. */
export const STOCK_REASONS = ["received", "damaged", "correction"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The product list's stock filter: none left, at or below a SKU's low-stock threshold, or in stock. */
export const STOCK_FILTERS = ["out", "low", "in"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** One product in the console's list. */
export interface ConsoleProductRow {
  id: number;
  slug: string;
  /** The English name (the catalogue's base language). */
  name: string;
  categoryId: number;
  categoryName: string;
  published: boolean;
  skuCount: number;
  /** Units free to sell over the SKUs still sold. */
  stock: number;
  /** SKUs still sold at or below their low-stock threshold. */
  lowSkus: number;
  priceMinor: number;
  currency: string;
  updatedAt: string;
  version: number;
}

export interface ConsoleKeyValue {
  key: string;
  value: string;
  compareFlag?: boolean;
}

/** A product's text in one language. */
export interface ConsoleProductText {
  name: string;
  summary: string;
  /** Markdown. */
  description: string;
  essentialDetails: ConsoleKeyValue[];
  packagingDelivery: ConsoleKeyValue[];
  productParameters: ConsoleKeyValue[];
}

export const SECTION_KINDS = ["tech", "build", "development", "addon"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export interface ConsoleSection {
  kind: SectionKind;
  title: string;
  /** Markdown. */
  body: string;
  img?: string;
  url?: string;
}

/** Compare rows are grouped 3–11 (overview … API integrations), as the compare page shows them. */
export const COMPARE_GROUPS = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type ConsoleCompareGroup = (typeof COMPARE_GROUPS)[number];

export interface ConsoleCompareRow {
  group: ConsoleCompareGroup;
  name: string;
  value: string;
}

/** A SKU in the editor, with its trade data for customs documents. */
export interface ConsoleSku extends SkuTrade {
  id: number;
  specId: number;
  specName: string;
  sku: string;
  priceMinor: number;
  /** 0: no sale price. */
  promoPriceMinor: number;
  /** Free to sell. */
  stock: number;
  /** Taken by open orders (awaiting payment or paid, not yet shipped): still in the warehouse. */
  held: number;
  lowStockThreshold: number;
  sold: boolean;
}

/** A SKU's fields as a product save sends them back unchanged (stock moves only by adjustments). */
export function unchangedSku(sku: ConsoleSku) {
  const { id, specId, priceMinor, promoPriceMinor, lowStockThreshold, sold } = sku;
  const { hsCode, originCountry, netWeightG, grossWeightG, lengthMm, widthMm, heightMm } = sku;
  return {
    id,
    specId,
    sku: sku.sku,
    priceMinor,
    promoPriceMinor,
    lowStockThreshold,
    sold,
    hsCode,
    originCountry,
    netWeightG,
    grossWeightG,
    lengthMm,
    widthMm,
    heightMm,
  };
}

export interface StockAdjustment {
  id: number;
  skuId: number;
  sku: string;
  delta: number;
  reason: StockReason;
  note: string;
  stockAfter: number;
  staffName: string | null;
  at: string;
}

/** A product as the editor loads it: every language it has, its SKUs, its recent stock changes. */
export interface ConsoleProduct {
  id: number;
  version: number;
  slug: string;
  categoryId: number;
  sort: number;
  published: boolean;
  currency: string;
  cover: string | null;
  video: { url: string; previewImg: string } | null;
  skus: ConsoleSku[];
  text: Partial<Record<Locale, ConsoleProductText>>;
  sections: Partial<Record<Locale, ConsoleSection[]>>;
  compare: Partial<Record<Locale, ConsoleCompareRow[]>>;
  adjustments: StockAdjustment[];
  createdAt: string;
  updatedAt: string;
}

/** A problem of a CSV import, at a line of the file (1 = the header). */
export interface CsvIssue {
  line: number;
  message: string;
}

/** What a CSV import changes in one product: the fields with their values before and after. */
export interface CsvProductChange {
  productId: number;
  name: string;
  lines: number[];
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

/** A dry run (or an applied import): the products it changes, those it leaves, and its problems. */
export interface CsvImportResult {
  applied: boolean;
  products: CsvProductChange[];
  unchanged: number;
  errors: CsvIssue[];
}
