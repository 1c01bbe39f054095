import { href, SOLUTION_SLUGS } from "../../shared/routes";
import { isLive } from "../db/content";

/**
 * What the sitemaps list, by type: every public page, category, product, post, case study and
 * article, with the time it last changed. Large types are paged at the protocol's limit.
 */
export const SITEMAP_TYPES = ["pages", "categories", "products", "posts", "cases", "articles"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  /** Epoch ms, or null when unknown. */
  lastmod: number | null;
}

export interface SitemapSummary {
  type: SitemapType;
  count: number;
  lastmod: number | null;
}

/** Types backed by one table each: how to count, list and date their rows. */
const TABLES: Record<Exclude<SitemapType, "pages">, { table: string; where: string; path: (id: number) => string }> = {
  categories: {
    table: "categories",
    // Shown, under a shown parent (the tree is two levels deep).
    where: "status = 1 AND (parent_id IS NULL OR parent_id IN (SELECT id FROM categories WHERE status = 1))",
    path: href.category,
  },
  products: { table: "goods", where: "status = 1", path: href.product },
  posts: { table: "blog_posts", where: isLive("blog_posts"), path: href.blogPost },
  cases: { table: "cases", where: isLive("cases"), path: href.caseStudy },
  articles: { table: "articles", where: isLive("articles"), path: href.article },
};

/** Listing and company pages, and the data whose changes change them. */
const STATIC_PAGES: ReadonlyArray<{ path: string; changesWith: string }> = [
  { path: href.home(), changesWith: "goods" },
  { path: href.sms(), changesWith: "goods" },
  { path: href.lists(), changesWith: "goods" },
  { path: href.discount(), changesWith: "activities" },
  { path: href.blog(), changesWith: "blog_posts" },
  { path: href.cases(), changesWith: "cases" },
  { path: href.about(), changesWith: "page:about" },
  { path: href.logistics(), changesWith: "page:logistics" },
  { path: href.userAgreement(), changesWith: "page:user-agreement" },
  ...SOLUTION_SLUGS.map((slug) => ({ path: href.solution(slug), changesWith: `page:solution/${slug}` })),
];

/** A draft page, or one whose publish time has not come: left out of the sitemap. */
const HIDDEN = -1;

/** When each source of the static pages last changed: tables by name, pages as "page:{slug}" (HIDDEN when not live). */
async function staticLastmods(db: D1Database): Promise<Map<string, number | null>> {
  const tables = ["goods", "activities", "blog_posts", "cases"];
  const results = await db.batch([
    ...tables.map((table) => db.prepare(`SELECT MAX(updated_at) AS lastmod FROM ${table}`)),
    db.prepare(`SELECT slug, updated_at AS lastmod, (${isLive("pages")}) AS live FROM pages`),
  ]);
  const lastmods = new Map<string, number | null>();
  for (const [index, table] of tables.entries()) {
    lastmods.set(table, (results[index]!.results[0] as { lastmod: number | null }).lastmod);
  }
  for (const row of results[tables.length]!.results as Array<{ slug: string; lastmod: number; live: number }>)
    lastmods.set(`page:${row.slug}`, row.live === 1 ? row.lastmod : HIDDEN);
  return lastmods;
}

async function staticEntries(db: D1Database): Promise<SitemapEntry[]> {
  const lastmods = await staticLastmods(db);
  return STATIC_PAGES.filter((page) => lastmods.get(page.changesWith) !== HIDDEN).map((page) => ({
    path: page.path,
    lastmod: lastmods.get(page.changesWith) ?? null,
  }));
}

/** How many URLs each type has and when it last changed (one round trip). */
export async function summarizeSitemaps(db: D1Database): Promise<SitemapSummary[]> {
  const types = Object.keys(TABLES) as Array<keyof typeof TABLES>;
  const [pages, counts] = await Promise.all([
    staticEntries(db),
    db.batch(
      types.map((type) =>
        db.prepare(
          `SELECT COUNT(*) AS count, MAX(updated_at) AS lastmod FROM ${TABLES[type].table} WHERE ${TABLES[type].where}`,
        ),
      ),
    ),
  ]);
  const pageLastmod = Math.max(0, ...pages.map((page) => page.lastmod ?? 0));
  return [
    { type: "pages", count: pages.length, lastmod: pageLastmod || null },
    ...types.map((type, index) => {
      const row = counts[index]!.results[0] as { count: number; lastmod: number | null };
      return { type, count: row.count, lastmod: row.lastmod };
    }),
  ];
}

/** The URLs of one sitemap file: page `page` (from 1) of a type, in id order. */
export async function sitemapEntries(db: D1Database, type: SitemapType, page: number): Promise<SitemapEntry[]> {
  if (type === "pages") return page === 1 ? staticEntries(db) : [];
  const source = TABLES[type];
  const { results } = await db
    .prepare(`SELECT id, updated_at FROM ${source.table} WHERE ${source.where} ORDER BY id LIMIT ?1 OFFSET ?2`)
    .bind(SITEMAP_MAX_URLS, (page - 1) * SITEMAP_MAX_URLS)
    .all<{ id: number; updated_at: number }>();
  return results.map((row) => ({ path: source.path(row.id), lastmod: row.updated_at }));
}

/** Files a type needs: one per SITEMAP_MAX_URLS URLs, and at least one. */
export function sitemapPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));
}
