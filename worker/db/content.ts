import type { ArticleSummary } from "../../shared/content/types";
import { servedLang } from "./served-lang";

/**
 * Building blocks of the editorial content queries (blog-posts.ts, case-studies.ts,
 * articles.ts, pages.ts). Every text comes in the request's locale (?1), or per row in the base
 * language (?2) when that row has no translation: `t` is the translation in the locale, `b` the
 * base one, and `lang` tells which one was served.
 */

export type ContentType = "blog" | "case" | "article" | "page";

/** The database's clock in epoch milliseconds, for "published by now" (scheduled posts wait for it). */
export const NOW_MS = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

/** A post, case or article the public sees: published, and its publish time reached. */
export const isLive = (alias: string): string => `${alias}.status = 1 AND ${alias}.published_at <= ${NOW_MS}`;

export interface TextRow {
  id: number;
  slug: string;
  cover_img: string | null;
  published_at: number;
  updated_at: number;
  title: string;
  summary: string;
  lang: string;
}

export interface BodyRow {
  body_md: string;
}

/** A page of a list, before the API adds the paging it was asked for. */
export interface Listed<T> {
  list: T[];
  total: number;
}

/** Text columns in the locale or the base language; the body only for detail queries. */
export function textColumns(key: string, withBody: boolean): string {
  return `COALESCE(t.title, b.title) AS title, COALESCE(t.summary, b.summary) AS summary,
          CASE WHEN t.${key} IS NULL THEN ?2 ELSE ?1 END AS lang${withBody ? ", COALESCE(t.body_md, b.body_md) AS body_md" : ""}`;
}

export function translationJoins(table: string, key: string, alias: string): string {
  return `LEFT JOIN ${table} t ON t.${key} = ${alias}.id AND t.lang = ?1
          LEFT JOIN ${table} b ON b.${key} = ${alias}.id AND b.lang = ?2`;
}

/** Rows without text in either language have no title: they are never listed. */
export function hasText(key: string): string {
  return `(t.${key} IS NOT NULL OR b.${key} IS NOT NULL)`;
}

export function toText(row: TextRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover_img,
    publishedAt: row.published_at,
    lang: servedLang(row.lang),
  };
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export function totalOf(result: D1Result | undefined): number {
  return (result?.results[0] as { total: number } | undefined)?.total ?? 0;
}

/** The products a post, case, article or page links to, in its order. */
export function linkedProductStatement(db: D1Database, type: ContentType, id: number | string): D1PreparedStatement {
  return db
    .prepare("SELECT goods_id FROM content_goods WHERE content_type = ?1 AND content_id = ?2 ORDER BY sort, goods_id")
    .bind(type, String(id));
}

export function productIdsOf(result: D1Result | undefined): number[] {
  return ((result?.results ?? []) as Array<{ goods_id: number }>).map((row) => row.goods_id);
}
