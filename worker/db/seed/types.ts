import type { Locale } from "../../../shared/locale";

/**
 * The shape of catalogue and content data as the seed (and any bulk import) hands it to the
 * catalogue writer. English is required; other languages fall back to it when missing. The demo
 * seed writes English and Chinese side by side and every further language as an overlay
 * (overlay-types.ts), merged into these `Localized` fields before the import.
 */
export type SeedLang = Locale;
export type Localized<T> = { en: T } & Partial<Record<Exclude<SeedLang, "en">, T>>;

export interface SeedImage {
  /** Path under the image base, e.g. "/images/goods/g8-1.svg". */
  url: string;
  width: number;
  height: number;
}

/** One row of essentialDetails / packagingDelivery / productParamenters. */
export interface SeedKeyValue {
  key: string;
  value: string;
  /** Rows flagged here are offered in the compare view too. */
  compareFlag?: boolean;
}

export interface SeedCategory {
  id: number;
  parentId: number | null;
  slug: string;
  img?: string;
  sort: number;
  name: Localized<string>;
  description: Localized<string>;
}

export interface SeedNavigationEntry {
  /** A path segment ("sms", "blog") for plain entries; a category id for entries with an image. */
  keyId: string;
  img?: string;
  sort: number;
  name: Localized<string>;
}

export interface SeedSpecOption {
  id: number;
  /** The base (English) name. */
  name: string;
  sort: number;
  /** The name in other languages, where it differs. */
  translations?: Partial<Record<Exclude<SeedLang, "en">, string>>;
}

export interface SeedSku {
  id: number;
  specId: number;
  sku: string;
  priceMinor: number;
  activityPriceMinor?: number;
  stock: number;
}

export type SeedSectionKind = "tech" | "build" | "development" | "addon";

export interface SeedSection {
  kind: SeedSectionKind;
  title: string;
  /** Markdown. */
  body: string;
  img?: string;
  url?: string;
}

export type CompareGroup = 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export interface SeedCompareRow {
  group: CompareGroup;
  name: string;
  value: string;
}

export interface SeedGoodsText {
  name: string;
  summary: string;
  /** Markdown. */
  description: string;
  essentialDetails: SeedKeyValue[];
  packagingDelivery: SeedKeyValue[];
  productParameters: SeedKeyValue[];
}

export interface SeedGoods {
  id: number;
  categoryId: number;
  slug: string;
  sort: number;
  currency: "USD";
  cover: SeedImage;
  /** Gallery images in order (the cover first). */
  images: SeedImage[];
  video?: { url: string; previewImg: string };
  skus: SeedSku[];
  text: Localized<SeedGoodsText>;
  sections: Localized<SeedSection[]>;
  compare: Localized<SeedCompareRow[]>;
  /** Days before "now" the product was created, so the demo has a believable history. */
  ageDays: number;
}

export interface SeedShippingMethod {
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

export interface SeedActivity {
  id: number;
  /** Operator state; the listed status also depends on the clock (see startOffsetHours). */
  state: "active" | "paused" | "voided";
  priceMinor: number;
  activityPriceMinor: number;
  minAmountMinor: number;
  /** Start and end relative to the seeding time, in hours (negative = in the past). */
  startOffsetHours: number;
  endOffsetHours: number;
  quantityTotal: number;
  quantityLeft: number;
  /** The products it applies to; empty: any product. */
  goodsIds: number[];
  /** Only for accounts without a paid order. */
  newCustomersOnly?: boolean;
  sort: number;
  name: Localized<string>;
  description: Localized<string>;
}

export interface SeedPost {
  id: number;
  slug: string;
  /** ISO date, e.g. "2024-03-18". */
  publishedAt: string;
  cover?: string;
  author: string;
  goodsIds: number[];
  text: Localized<{ title: string; summary: string; bodyMd: string }>;
}

export interface SeedCase {
  id: number;
  slug: string;
  publishedAt: string;
  cover?: string;
  goodsIds: number[];
  text: Localized<{
    title: string;
    customer: string;
    industry: string;
    region: string;
    summary: string;
    bodyMd: string;
  }>;
}

export interface SeedArticle {
  id: number;
  slug: string;
  publishedAt: string;
  cover?: string;
  goodsIds: number[];
  text: Localized<{ title: string; summary: string; bodyMd: string }>;
}

export interface SeedPage {
  /** "about", "logistics", "user-agreement", "solution/sms-gateway", ... */
  slug: string;
  goodsIds: number[];
  text: Localized<{ title: string; description: string; bodyMd: string }>;
}

export interface SeedCatalog {
  categories: SeedCategory[];
  navigation: SeedNavigationEntry[];
  specOptions: SeedSpecOption[];
  goods: SeedGoods[];
}

export interface SeedContent {
  posts: SeedPost[];
  cases: SeedCase[];
  articles: SeedArticle[];
  pages: SeedPage[];
}

export interface SeedCommerce {
  shippingMethods: SeedShippingMethod[];
  activities: SeedActivity[];
}
