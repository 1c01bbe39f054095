import type { BlogPostSummary, ContentLink } from "../../shared/content/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang } from "./served-lang";
import {
  productIdsOf,
  hasText,
  isLive,
  linkedProductStatement,
  offsetOf,
  textColumns,
  toText,
  totalOf,
  translationJoins,
  type BodyRow,
  type Listed,
  type TextRow,
} from "./content";

interface PostRow extends TextRow {
  year: number;
  author: string;
}

function postSelect(withBody = false): string {
  return `SELECT p.id, p.slug, p.year, p.cover_img, p.author, p.published_at, p.updated_at, ${textColumns("post_id", withBody)}
            FROM blog_posts p ${translationJoins("blog_translations", "post_id", "p")}`;
}

const VISIBLE = `${isLive("p")} AND ${hasText("post_id")}`;

function toPost(row: PostRow): BlogPostSummary {
  return { ...toText(row), year: row.year, author: row.author };
}

/** The years that have posts, newest first (the /blog year filter). */
export async function listBlogYears(db: D1Database): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT DISTINCT p.year FROM blog_posts p WHERE ${isLive("p")} ORDER BY p.year DESC`)
    .all<{ year: number }>();
  return results.map((row) => row.year);
}

/** A page of posts, newest first, optionally of one year. */
export async function listBlogPosts(
  db: D1Database,
  locale: Locale,
  options: { year?: number; page: number; pageSize: number },
): Promise<Listed<BlogPostSummary>> {
  const filter = `${VISIBLE} AND (?3 IS NULL OR p.year = ?3)`;
  const year = options.year ?? null;
  const [count, rows] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM blog_posts p ${translationJoins("blog_translations", "post_id", "p")} WHERE ${filter}`,
      )
      .bind(locale, CONTENT_BASE_LOCALE, year),
    db
      .prepare(`${postSelect()} WHERE ${filter} ORDER BY p.published_at DESC, p.id DESC LIMIT ?4 OFFSET ?5`)
      .bind(locale, CONTENT_BASE_LOCALE, year, options.pageSize, offsetOf(options.page, options.pageSize)),
  ]);
  return { total: totalOf(count), list: (rows!.results as PostRow[]).map(toPost) };
}

export interface BlogPostRecord extends BlogPostSummary {
  bodyMd: string;
  updatedAt: number;
  previous: ContentLink | null;
  next: ContentLink | null;
  productIds: number[];
}

/** The next older or newer post, in the list's order (published_at, then id: ties never skip). */
function neighbour(db: D1Database, locale: Locale, id: number, direction: "older" | "newer"): D1PreparedStatement {
  const before = direction === "older";
  const cmp = before ? "<" : ">";
  const order = before ? "DESC" : "ASC";
  return db
    .prepare(
      `SELECT p.id, COALESCE(t.title, b.title) AS title, CASE WHEN t.title IS NULL THEN ?2 ELSE ?1 END AS lang
         FROM blog_posts c, blog_posts p ${translationJoins("blog_translations", "post_id", "p")}
        WHERE c.id = ?3 AND ${VISIBLE}
          AND (p.published_at ${cmp} c.published_at OR (p.published_at = c.published_at AND p.id ${cmp} c.id))
        ORDER BY p.published_at ${order}, p.id ${order} LIMIT 1`,
    )
    .bind(locale, CONTENT_BASE_LOCALE, id);
}

function toLink(result: D1Result | undefined): ContentLink | null {
  const row = result?.results[0] as { id: number; title: string; lang: string } | undefined;
  return row ? { id: row.id, title: row.title, lang: servedLang(row.lang) } : null;
}

/** One post with its body, neighbours and linked products' ids (one round trip); null if none. */
export async function getBlogPost(db: D1Database, locale: Locale, id: number): Promise<BlogPostRecord | null> {
  const [post, older, newer, product] = await db.batch([
    db.prepare(`${postSelect(true)} WHERE p.id = ?3 AND ${VISIBLE}`).bind(locale, CONTENT_BASE_LOCALE, id),
    neighbour(db, locale, id, "older"),
    neighbour(db, locale, id, "newer"),
    linkedProductStatement(db, "blog", id),
  ]);
  const row = post!.results[0] as (PostRow & BodyRow) | undefined;
  if (!row) return null;
  return {
    ...toPost(row),
    bodyMd: row.body_md,
    updatedAt: row.updated_at,
    previous: toLink(older),
    next: toLink(newer),
    productIds: productIdsOf(product),
  };
}
