import type { SkuTrade } from "../../../shared/catalogue/trade";
import type { Locale } from "../../../shared/locale";

/**
 * The shape of catalogue and content data as any import (the demo seed, a bulk catalogue import)
 * hands it to the catalogue writer. English is required; other languages fall back to it when
 * missing. The demo seed writes English and Chinese side by side and every further language as an
 * overlay (seed/overlay-types.ts), merged into these `Localized` fields before the import.
 */
export type ImportLang = Locale;
export type Localized<T> = { en: T } & Partial<Record<Exclude<ImportLang, "en">, T>>;

export interface ImportImage {
  /** Path under the image base, e.g. "/images/goods/g8-1.svg". */
  url: string;
  width: number;
  height: number;
}

/** One row of essentialDetails / packagingDelivery / parameters. */
export interface ImportKeyValue {
  key: string;
  value: string;
  /** Rows flagged here are offered in the compare view too. */
  compareFlag?: boolean;
}

export interface ImportCategory {
  id: number;
  parentId: number | null;
  slug: string;
  img?: string;
  sort: number;
  name: Localized<string>;
  description: Localized<string>;
  /** Kept out of the shop (with what is under it); shown by default. */
  hidden?: boolean;
}

export interface ImportNavigationEntry {
  /** What it opens: a path segment ("sms", "blog") for plain entries; a category id for entries with an image. */
  target: string;
  img?: string;
  sort: number;
  name: Localized<string>;
}

export interface ImportSpecOption {
  id: number;
  /** The base (English) name. */
  name: string;
  sort: number;
  /** The name in other languages, where it differs. */
  translations?: Partial<Record<Exclude<ImportLang, "en">, string>>;
  /** Left out of the shop's filter (SKUs keep it); offered by default. */
  hidden?: boolean;
}

/** A SKU; its trade data (HS code, origin, weights, size) left out is not known. */
export interface ImportSku extends Partial<SkuTrade> {
  id: number;
  specId: number;
  sku: string;
  priceMinor: number;
  promoPriceMinor?: number;
  stock: number;
  /** Offered to buyers (default). A SKU no longer sold stays on past orders. */
  sold?: boolean;
  /** The dashboard lists the SKU as low on stock at or below this (default 5). */
  lowStockThreshold?: number;
}

export type ImportSectionKind = "tech" | "build" | "development" | "addon";

export interface ImportSection {
  kind: ImportSectionKind;
  title: string;
  /** Markdown. */
  body: string;
  img?: string;
  url?: string;
}

export type CompareGroup = 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export interface ImportCompareRow {
  group: CompareGroup;
  name: string;
  value: string;
}

export interface ImportProductText {
  name: string;
  summary: string;
  /** Markdown. */
  description: string;
  essentialDetails: ImportKeyValue[];
  packagingDelivery: ImportKeyValue[];
  productParameters: ImportKeyValue[];
}

export interface ImportProduct {
  id: number;
  categoryId: number;
  slug: string;
  sort: number;
  currency: "USD";
  cover: ImportImage;
  /** Gallery images in order (the cover first). */
  images: ImportImage[];
  video?: { url: string; previewImg: string };
  skus: ImportSku[];
  text: Localized<ImportProductText>;
  sections: Localized<ImportSection[]>;
  compare: Localized<ImportCompareRow[]>;
  /** Shown in the shop (default); a draft is seen only by staff. */
  published?: boolean;
  /** Days before "now" the product was created, so the demo has a believable history. */
  ageDays: number;
}

export interface ImportShippingMethod {
  id: number;
  code: string;
  priceMinor: number;
  minDays: number;
  maxDays: number;
  /** ISO country codes, or ["*"] for worldwide. */
  regions: string[];
  sort: number;
  name: Localized<string>;
  description: Localized<string>;
}

export interface ImportCampaign {
  id: number;
  /** Operator state; the listed status also depends on the clock (see startOffsetHours). */
  state: "active" | "paused" | "voided";
  priceMinor: number;
  promoPriceMinor: number;
  minAmountMinor: number;
  /** Start and end relative to the seeding time, in hours (negative = in the past). */
  startOffsetHours: number;
  endOffsetHours: number;
  quantityTotal: number;
  quantityLeft: number;
  /** The products it applies to; empty: any product. */
  productIds: number[];
  /** Only for accounts without a paid order. */
  newCustomersOnly?: boolean;
  sort: number;
  name: Localized<string>;
  description: Localized<string>;
}

export interface ImportPost {
  id: number;
  slug: string;
  /** Kept from the public until published (default: published). */
  draft?: boolean;
  /** ISO date, e.g. "2024-03-18". */
  publishedAt: string;
  cover?: string;
  author: string;
  productIds: number[];
  text: Localized<{ title: string; summary: string; bodyMd: string }>;
}

export interface ImportCase {
  id: number;
  slug: string;
  /** Kept from the public until published (default: published). */
  draft?: boolean;
  publishedAt: string;
  cover?: string;
  productIds: number[];
  text: Localized<{
    title: string;
    customer: string;
    industry: string;
    region: string;
    summary: string;
    bodyMd: string;
  }>;
}

export interface ImportArticle {
  id: number;
  slug: string;
  /** Kept from the public until published (default: published). */
  draft?: boolean;
  publishedAt: string;
  cover?: string;
  productIds: number[];
  text: Localized<{ title: string; summary: string; bodyMd: string }>;
}

export interface ImportPage {
  /** "about", "logistics", "user-agreement", "solution/sms-gateway", ... */
  slug: string;
  /** Kept from the public until published; left out, a page keeps its state (new pages are live). */
  draft?: boolean;
  /** ISO time it goes live; left out, a page keeps its own (new pages: at once). */
  publishedAt?: string;
  productIds: number[];
  text: Localized<{ title: string; description: string; bodyMd: string }>;
}

export interface ImportCatalogue {
  categories: ImportCategory[];
  navigation: ImportNavigationEntry[];
  specOptions: ImportSpecOption[];
  products: ImportProduct[];
}

export interface ImportContent {
  posts: ImportPost[];
  cases: ImportCase[];
  articles: ImportArticle[];
  pages: ImportPage[];
}

export interface ImportCommerce {
  shippingMethods: ImportShippingMethod[];
  campaigns: ImportCampaign[];
}
