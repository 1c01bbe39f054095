import { PURGE } from "../../cache/keys";
import type { ImportContent } from "./types";
import { localizedEntries, type ImportPlan } from "./run";
import { searchDocumentStatements } from "./search-documents";

function linkStatements(
  db: D1Database,
  type: string,
  id: string | number,
  productIds: number[],
): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM content_goods WHERE content_type = ?1 AND content_id = ?2").bind(type, String(id)),
    ...productIds.map((productId, index) =>
      db
        .prepare("INSERT INTO content_goods (content_type, content_id, goods_id, sort) VALUES (?1, ?2, ?3, ?4)")
        .bind(type, String(id), productId, index),
    ),
  ];
}

function postStatements(db: D1Database, content: ImportContent, now: number): D1PreparedStatement[] {
  return content.posts.flatMap((post) => {
    const publishedAt = Date.parse(post.publishedAt);
    return [
      db
        .prepare(
          `INSERT INTO blog_posts (id, slug, year, cover_img, author, status, published_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?8, ?6, ?7)
           ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, year = excluded.year, cover_img = excluded.cover_img,
             author = excluded.author, status = excluded.status, published_at = excluded.published_at, updated_at = excluded.updated_at`,
        )
        .bind(
          post.id,
          post.slug,
          new Date(publishedAt).getUTCFullYear(),
          post.cover ?? null,
          post.author,
          publishedAt,
          now,
          post.draft ? 0 : 1,
        ),
      db.prepare("DELETE FROM blog_translations WHERE post_id = ?1").bind(post.id),
      ...localizedEntries(post.text).flatMap(([lang, text]) => [
        db
          .prepare("INSERT INTO blog_translations (post_id, lang, title, summary, body_md) VALUES (?1, ?2, ?3, ?4, ?5)")
          .bind(post.id, lang, text.title, text.summary, text.bodyMd),
        ...searchDocumentStatements(db, {
          docType: "blog",
          docId: String(post.id),
          lang,
          title: text.title,
          body: `${text.summary}\n${text.bodyMd}`,
          excerpt: text.summary,
        }),
      ]),
      ...linkStatements(db, "blog", post.id, post.productIds),
    ];
  });
}

function caseStatements(db: D1Database, content: ImportContent, now: number): D1PreparedStatement[] {
  return content.cases.flatMap((item) => [
    db
      .prepare(
        `INSERT INTO cases (id, slug, cover_img, status, published_at, updated_at) VALUES (?1, ?2, ?3, ?6, ?4, ?5)
         ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, cover_img = excluded.cover_img, status = excluded.status,
           published_at = excluded.published_at, updated_at = excluded.updated_at`,
      )
      .bind(item.id, item.slug, item.cover ?? null, Date.parse(item.publishedAt), now, item.draft ? 0 : 1),
    db.prepare("DELETE FROM case_translations WHERE case_id = ?1").bind(item.id),
    ...localizedEntries(item.text).flatMap(([lang, text]) => [
      db
        .prepare(
          `INSERT INTO case_translations (case_id, lang, title, customer, industry, region, summary, body_md)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
        )
        .bind(item.id, lang, text.title, text.customer, text.industry, text.region, text.summary, text.bodyMd),
      ...searchDocumentStatements(db, {
        docType: "case",
        docId: String(item.id),
        lang,
        title: text.title,
        body: `${text.customer}\n${text.industry}\n${text.region}\n${text.summary}\n${text.bodyMd}`,
        excerpt: text.summary,
      }),
    ]),
    ...linkStatements(db, "case", item.id, item.productIds),
  ]);
}

function articleStatements(db: D1Database, content: ImportContent, now: number): D1PreparedStatement[] {
  return content.articles.flatMap((article) => [
    db
      .prepare(
        `INSERT INTO articles (id, slug, cover_img, status, published_at, updated_at) VALUES (?1, ?2, ?3, ?6, ?4, ?5)
         ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, cover_img = excluded.cover_img, status = excluded.status,
           published_at = excluded.published_at, updated_at = excluded.updated_at`,
      )
      .bind(
        article.id,
        article.slug,
        article.cover ?? null,
        Date.parse(article.publishedAt),
        now,
        article.draft ? 0 : 1,
      ),
    db.prepare("DELETE FROM article_translations WHERE article_id = ?1").bind(article.id),
    ...localizedEntries(article.text).flatMap(([lang, text]) => [
      db
        .prepare(
          "INSERT INTO article_translations (article_id, lang, title, summary, body_md) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .bind(article.id, lang, text.title, text.summary, text.bodyMd),
      ...searchDocumentStatements(db, {
        docType: "article",
        docId: String(article.id),
        lang,
        title: text.title,
        body: `${text.summary}\n${text.bodyMd}`,
        excerpt: text.summary,
      }),
    ]),
    ...linkStatements(db, "article", article.id, article.productIds),
  ]);
}

function pageStatements(db: D1Database, content: ImportContent, now: number): D1PreparedStatement[] {
  return content.pages.flatMap((page) => [
    db
      .prepare(
        `INSERT INTO pages (slug, updated_at, status, published_at) VALUES (?1, ?2, COALESCE(?3, 1), COALESCE(?4, 0))
         ON CONFLICT (slug) DO UPDATE SET updated_at = excluded.updated_at,
           status = COALESCE(?3, pages.status), published_at = COALESCE(?4, pages.published_at)`,
      )
      .bind(
        page.slug,
        now,
        page.draft === undefined ? null : page.draft ? 0 : 1,
        page.publishedAt === undefined ? null : Date.parse(page.publishedAt),
      ),
    db.prepare("DELETE FROM page_translations WHERE slug = ?1").bind(page.slug),
    ...localizedEntries(page.text).map(([lang, text]) =>
      db
        .prepare("INSERT INTO page_translations (slug, lang, title, description, body_md) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(page.slug, lang, text.title, text.description, text.bodyMd),
    ),
    ...linkStatements(db, "page", page.slug, page.productIds),
  ]);
}

/** Blog posts, case studies, articles, solution and static pages. */
export function contentImport(content: ImportContent, name = "content"): ImportPlan {
  return {
    name,
    data: content,
    statements: (db, now) => [
      ...postStatements(db, content, now),
      ...caseStatements(db, content, now),
      ...articleStatements(db, content, now),
      ...pageStatements(db, content, now),
    ],
    invalidates: PURGE.content,
  };
}
