import type { ProductSummary } from "../catalogue/types";
import type { Locale } from "../locale";

/**
 * Response shapes of the content API: blog posts, case studies, articles, solution and static
 * pages. Text comes in the request's language, or in the base language when a row has no
 * translation; `lang` says which one was served (pages mark fallback text with it). Times are
 * epoch milliseconds.
 */
interface ContentText {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Path of the cover image under the image base, or null. */
  cover: string | null;
  publishedAt: number;
  lang: Locale;
}

/** The newer or older neighbour of a post, for "previous/next" links. */
export interface ContentLink {
  id: number;
  title: string;
  /** The language the title is in (the base language when not translated). */
  lang: Locale;
}

export interface BlogPostSummary extends ContentText {
  year: number;
  author: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown; raw HTML in it is shown as text. */
  bodyMd: string;
  updatedAt: number;
  /** Products the post links to, in the post's order. */
  products: ProductSummary[];
  /** The next older post, and the next newer one. */
  previous: ContentLink | null;
  next: ContentLink | null;
}

export interface CaseSummary extends ContentText {
  customer: string;
  industry: string;
  region: string;
}

export interface CaseStudy extends CaseSummary {
  bodyMd: string;
  updatedAt: number;
  products: ProductSummary[];
}

export type ArticleSummary = ContentText;

export interface Article extends ArticleSummary {
  bodyMd: string;
  updatedAt: number;
  products: ProductSummary[];
}

/** A solution or static page: "about", "logistics", "user-agreement", "solution/sms-gateway", ... */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  bodyMd: string;
  updatedAt: number;
  lang: Locale;
  products: ProductSummary[];
}
