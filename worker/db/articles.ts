import type { ArticleSummary } from "../../shared/content/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
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

function articleSelect(withBody = false): string {
  return `SELECT a.id, a.slug, a.cover_img, a.published_at, a.updated_at, ${textColumns("article_id", withBody)}
            FROM articles a ${translationJoins("article_translations", "article_id", "a")}`;
}

const VISIBLE = `${isLive("a")} AND ${hasText("article_id")}`;

/** A page of knowledge-base articles, newest first. */
export async function listArticles(
  db: D1Database,
  locale: Locale,
  options: { page: number; pageSize: number },
): Promise<Listed<ArticleSummary>> {
  const [count, rows] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM articles a ${translationJoins("article_translations", "article_id", "a")} WHERE ${VISIBLE}`,
      )
      .bind(locale, CONTENT_BASE_LOCALE),
    db
      .prepare(`${articleSelect()} WHERE ${VISIBLE} ORDER BY a.published_at DESC, a.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(locale, CONTENT_BASE_LOCALE, options.pageSize, offsetOf(options.page, options.pageSize)),
  ]);
  return { total: totalOf(count), list: (rows!.results as TextRow[]).map(toText) };
}

export interface ArticleRecord extends ArticleSummary {
  bodyMd: string;
  updatedAt: number;
  productIds: number[];
}

/** One article with its body and linked products' ids; null when there is none. */
export async function getArticle(db: D1Database, locale: Locale, id: number): Promise<ArticleRecord | null> {
  const [item, product] = await db.batch([
    db.prepare(`${articleSelect(true)} WHERE a.id = ?3 AND ${VISIBLE}`).bind(locale, CONTENT_BASE_LOCALE, id),
    linkedProductStatement(db, "article", id),
  ]);
  const row = item!.results[0] as (TextRow & BodyRow) | undefined;
  if (!row) return null;
  return { ...toText(row), bodyMd: row.body_md, updatedAt: row.updated_at, productIds: productIdsOf(product) };
}
