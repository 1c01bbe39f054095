import { href } from "../../shared/routes";
import type { ContentKind } from "../../shared/console/content";
import { getConfig, type Env } from "../env";
import { pageOrigins, PURGE } from "./keys";
import { invalidateCache } from "./kv-cache";
import { purgePages } from "./page-cache";
import type { CacheScope } from "./product-changes";
import { countDueDocumentTerms } from "../db/search-vocabulary";

/** What a console editor saved: each names the cached answers and pages that show it. */
export type StaffChange =
  /** A product's gallery, datasheets or firmware: its detail and its page. */
  | { kind: "productFiles"; productId: number }
  /** A product's cover: also every list that shows it (catalogue answers, home, category and list pages). */
  | { kind: "productCover"; productId: number; categoryId: number }
  /** A post, case study, article or page: content answers and search, its page and its list. */
  | { kind: "content"; page: string; list?: string }
  /** A campaign: the discount page that lists campaigns (campaign answers are never kept in KV). */
  | { kind: "campaign" }
  /**
   * Categories saved, moved, hidden or deleted: the tree and what names or follows them; their
   * pages (the category, its old and new parent), home and the product lists.
   */
  | { kind: "categories"; categoryIds: number[] }
  /** The header's entries: their answers; home and the pages entries open (old and new). */
  | { kind: "navigation"; paths: string[] }
  /** Specification options: the filter's answer and details; the pages with the filter. */
  | { kind: "specOptions"; categoryIds: number[] }
  /** A product's chosen related products: its related answers and its page. */
  | { kind: "productRelated"; productId: number };

/** KV path prefixes (see keys.ts `PURGE`) and page paths a change drops. */
export interface PurgePlan {
  kv: string[];
  pages: string[];
}

/** Exactly what a change shows on: the one rule the editors and their tests share. */
export function purgePlan(change: StaffChange): PurgePlan {
  switch (change.kind) {
    case "productFiles":
      return { kv: [PURGE.productDetail(change.productId)], pages: [href.product(change.productId)] };
    case "productCover":
      return {
        kv: [...PURGE.catalogue],
        pages: [
          href.product(change.productId),
          href.home(),
          href.category(change.categoryId),
          href.lists(),
          href.sms(),
        ],
      };
    case "content":
      return { kv: [...PURGE.content], pages: [change.page, ...(change.list ? [change.list] : [])] };
    case "campaign":
      return { kv: [], pages: [href.discount()] };
    case "categories":
      return { kv: [...PURGE.categories], pages: listingPages(change.categoryIds) };
    case "navigation":
      return { kv: [...PURGE.navigation], pages: [...new Set([href.home(), ...change.paths])] };
    case "specOptions":
      return { kv: [...PURGE.specOptions], pages: listingPages(change.categoryIds) };
    case "productRelated":
      return { kv: [PURGE.productRelated(change.productId)], pages: [href.product(change.productId)] };
  }
}

/**
 * The pages that list products by category: the categories', home, /lists and /sms. Every other
 * page (each shows the header) misses too: a staff change moves every cache to a new version.
 */
function listingPages(categoryIds: readonly number[]): string[] {
  return [...new Set([href.home(), href.lists(), href.sms(), ...categoryIds.map(href.category)])];
}

/**
 * Drops what a staff change shows on, in KV and in this data centre's page cache (every site
 * origin and language), after the response. A failed purge is logged, never thrown.
 */
export function staffChanged(scope: CacheScope, change: StaffChange): Promise<void> {
  const plan = purgePlan(change);
  const config = getConfig(scope.env);
  const purge = Promise.all([
    invalidateCache(scope.env.CACHE, plan.kv),
    purgePages(pageOrigins(config, scope.origin), plan.pages, config.LOCALES),
  ]).then(
    () => undefined,
    (error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "cache invalidation failed", error: String(error) })),
  );
  if (scope.waitUntil) scope.waitUntil(purge);
  return purge;
}

/** The public page of a post, case study, article or page, and the list it shows in. */
export function contentPaths(kind: ContentKind, id: string): { page: string; list?: string } {
  if (kind === "blog") return { page: href.blogPost(id), list: href.blog() };
  if (kind === "case") return { page: href.caseStudy(id), list: href.cases() };
  if (kind === "article") return { page: href.article(id) };
  return { page: `/${id}` };
}

/** How far back the cron looks for publish times it passed: its interval, and a minute of slack. */
const DUE_WINDOW_MS = 11 * 60_000;

/**
 * Scheduled posts, cases, articles and pages whose time came since the cron's previous run (every 10
 * minutes): their words are counted in the typo vocabulary, and the cached lists, pages and search
 * answers that now include them are dropped, so they appear without a deploy or an edit. Returns
 * how many came due.
 */
export async function publishDueContent(env: Env, now: number, windowMs = DUE_WINDOW_MS): Promise<number> {
  // Their words join the typo vocabulary first, so the search answers refilled after the purge offer them.
  await countDueDocumentTerms(env.DB);
  const { results } = await env.DB.prepare(
    `SELECT 'blog' AS kind, id FROM blog_posts WHERE status = 1 AND published_at > ?1 AND published_at <= ?2
     UNION ALL SELECT 'case', id FROM cases WHERE status = 1 AND published_at > ?1 AND published_at <= ?2
     UNION ALL SELECT 'article', id FROM articles WHERE status = 1 AND published_at > ?1 AND published_at <= ?2
     UNION ALL SELECT 'page', slug FROM pages WHERE status = 1 AND published_at > ?1 AND published_at <= ?2`,
  )
    .bind(now - windowMs, now)
    .all<{ kind: ContentKind; id: number | string }>();
  for (const due of results)
    await staffChanged({ env }, { kind: "content", ...contentPaths(due.kind, String(due.id)) });
  return results.length;
}
