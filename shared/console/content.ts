import type { Locale } from "../locale";

/** What the console edits: blog posts, case studies, articles, and the static and solution pages. */
export const CONTENT_KINDS = ["blog", "case", "article", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One language's text of an item (cases add customer, industry and region; pages call the summary a description). */
export interface ContentText {
  title: string;
  summary: string;
  bodyMd: string;
  customer?: string;
  industry?: string;
  region?: string;
}

/** An item as the editor loads it: every language it has, and its settings. */
export interface ContentItem {
  kind: ContentKind;
  /** The number id of posts, cases and articles; the slug of pages. */
  id: string;
  slug: string;
  cover: string | null;
  author: string;
  /** ISO time it goes live (null: a page that was always live). */
  publishedAt: string | null;
  draft: boolean;
  productIds: number[];
  text: Partial<Record<Locale, ContentText>>;
  updatedAt: string;
}

/** A row of the console's content list. */
export interface ContentRow {
  kind: ContentKind;
  id: string;
  slug: string;
  title: string;
  draft: boolean;
  publishedAt: string | null;
  /** Published, but its time has not come: the public does not see it yet. */
  scheduled: boolean;
  langs: Locale[];
  updatedAt: string;
}
