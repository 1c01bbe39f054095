import type { ContentItem, ContentKind, ContentRow, ContentText } from "../../../shared/console/content";
import type { ContentSave, PageSave } from "../../../shared/console/content-schemas";
import { isLocale } from "../../../shared/locale";
import { auditStatement, type AuditRecord } from "../../db/audit";
import { NOW_MS } from "../../db/content";
import { contentImport } from "../../db/import/content";
import type { ImportContent, Localized } from "../../db/import/types";
import { searchRowidSpan } from "../../db/search-keys";
import { removeDocumentTermsStatement } from "../../db/search-vocabulary";

/** Where each kind lives: its table, its translations and their key. */
const TABLES = {
  blog: { table: "blog_posts", texts: "blog_translations", key: "post_id", summary: "summary" },
  case: { table: "cases", texts: "case_translations", key: "case_id", summary: "summary" },
  article: { table: "articles", texts: "article_translations", key: "article_id", summary: "summary" },
  page: { table: "pages", texts: "page_translations", key: "slug", summary: "description" },
} as const;

interface ListRow {
  id: string;
  slug: string;
  title: string | null;
  status: number;
  published_at: number | null;
  updated_at: number;
  langs: string | null;
  scheduled: number;
}

/** Every item of a kind, newest first (pages by slug), with its languages, for the console's list. */
export async function listContent(db: D1Database, kind: ContentKind): Promise<ContentRow[]> {
  const { table, texts, key } = TABLES[kind];
  const sql =
    kind === "page"
      ? `SELECT p.slug AS id, p.slug, p.status, p.published_at, p.updated_at,
                (p.status = 1 AND p.published_at > ${NOW_MS}) AS scheduled,
                (SELECT title FROM page_translations WHERE slug = p.slug AND lang = 'en') AS title,
                (SELECT group_concat(lang) FROM page_translations WHERE slug = p.slug) AS langs
           FROM pages p ORDER BY p.slug`
      : `SELECT CAST(x.id AS TEXT) AS id, x.slug, x.status, x.published_at, x.updated_at,
                (x.status = 1 AND x.published_at > ${NOW_MS}) AS scheduled,
                (SELECT title FROM ${texts} WHERE ${key} = x.id AND lang = 'en') AS title,
                (SELECT group_concat(lang) FROM ${texts} WHERE ${key} = x.id) AS langs
           FROM ${table} x ORDER BY x.published_at DESC, x.id DESC LIMIT 500`;
  const { results } = await db.prepare(sql).all<ListRow>();
  return results.map((row) => ({
    kind,
    id: row.id,
    slug: row.slug,
    title: row.title ?? row.slug,
    draft: row.status !== 1,
    // Pages live from the start (before they had a publish time) have none to show.
    publishedAt: row.published_at === null || row.published_at === 0 ? null : new Date(row.published_at).toISOString(),
    scheduled: row.scheduled === 1,
    langs: (row.langs ?? "").split(",").filter(isLocale),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** One item with every language, for the editor; null when there is none. */
export async function getContentItem(db: D1Database, kind: ContentKind, id: string): Promise<ContentItem | null> {
  const { table, texts, key, summary } = TABLES[kind];
  const idColumn = kind === "page" ? "slug" : "id";
  const extra = kind === "case" ? ", customer, industry, region" : "";
  const [item, translations, product] = await db.batch([
    db.prepare(`SELECT * FROM ${table} WHERE ${idColumn} = ?1`).bind(id),
    db.prepare(`SELECT lang, title, ${summary} AS summary, body_md${extra} FROM ${texts} WHERE ${key} = ?1`).bind(id),
    db
      .prepare("SELECT goods_id FROM content_goods WHERE content_type = ?1 AND content_id = ?2 ORDER BY sort")
      .bind(kind, id),
  ]);
  const row = item!.results[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const text: ContentItem["text"] = {};
  for (const t of translations!.results as Array<Record<string, string>>) {
    if (!isLocale(t.lang)) continue;
    text[t.lang] = {
      title: t.title!,
      summary: t.summary ?? "",
      bodyMd: t.body_md ?? "",
      ...(kind === "case" ? { customer: t.customer ?? "", industry: t.industry ?? "", region: t.region ?? "" } : {}),
    };
  }
  // Pages made before they had a publish time were live from the start: they have none to show.
  const publishedAt =
    typeof row.published_at === "number" && (kind !== "page" || row.published_at > 0)
      ? new Date(row.published_at).toISOString()
      : null;
  return {
    kind,
    id: String(row[idColumn]),
    slug: String(row.slug),
    cover: (row.cover_img as string | null) ?? null,
    author: (row.author as string | undefined) ?? "",
    publishedAt,
    draft: row.status !== undefined && row.status !== 1,
    productIds: (product!.results as Array<{ goods_id: number }>).map((link) => link.goods_id),
    text,
    updatedAt: new Date(row.updated_at as number).toISOString(),
  };
}

type Texts = Localized<ContentText>;

/** The item as the import writes it: the same statements as the seed, for one post, case, article or page. */
function asImport(kind: ContentKind, id: number | string, body: ContentSave | PageSave): ImportContent {
  const content: ImportContent = { posts: [], cases: [], articles: [], pages: [] };
  const text = body.text as Texts;
  const map = <T>(pick: (t: ContentText) => T) =>
    Object.fromEntries(Object.entries(text).map(([lang, t]) => [lang, pick(t)])) as Localized<T>;
  if (kind === "page") {
    content.pages.push({
      slug: String(id),
      draft: body.draft,
      publishedAt: body.publishedAt,
      productIds: body.productIds,
      text: map((t) => ({ title: t.title, description: t.summary, bodyMd: t.bodyMd })),
    });
    return content;
  }
  const save = body as ContentSave;
  const common = {
    id: Number(id),
    slug: save.slug,
    draft: save.draft,
    publishedAt: save.publishedAt,
    cover: save.cover ?? undefined,
    productIds: save.productIds,
  };
  const plain = map((t) => ({ title: t.title, summary: t.summary, bodyMd: t.bodyMd }));
  if (kind === "blog") content.posts.push({ ...common, author: save.author, text: plain });
  if (kind === "article") content.articles.push({ ...common, text: plain });
  if (kind === "case") {
    content.cases.push({
      ...common,
      text: map((t) => ({
        title: t.title,
        summary: t.summary,
        bodyMd: t.bodyMd,
        customer: t.customer ?? "",
        industry: t.industry ?? "",
        region: t.region ?? "",
      })),
    });
  }
  return content;
}

export type SaveOutcome = { ok: true; id: string } | { ok: false; reason: "notFound" | "slugTaken" | "changed" };

/**
 * Why a refused save was refused, read from the tables after the batch wrote nothing: its slug is
 * another item's, or (a creation) a second editor's item took the id first. null: neither, a fault.
 */
async function refusalFromState(
  db: D1Database,
  kind: ContentKind,
  id: string | null,
  body: ContentSave | PageSave,
): Promise<"slugTaken" | "changed" | null> {
  if (kind === "page" || !("slug" in body)) return null;
  const { table } = TABLES[kind];
  const holder = await db.prepare(`SELECT id FROM ${table} WHERE slug = ?1`).bind(body.slug).first<{ id: number }>();
  if (holder && String(holder.id) !== id) return "slugTaken";
  return id === null ? "changed" : null;
}

/**
 * Creates (id null) or replaces an item: its row, every language (languages left out are
 * removed), its search documents and its linked products, with the audit row — one batch, so a
 * refused save (a slug another item has) leaves nothing half-written.
 */
export async function saveContentItem(
  db: D1Database,
  kind: ContentKind,
  id: string | null,
  body: ContentSave | PageSave,
  audit: (id: string) => AuditRecord,
  now: number,
): Promise<SaveOutcome> {
  const { table } = TABLES[kind];
  let targetId = id;
  const guard: D1PreparedStatement[] = [];
  if (id === null) {
    if (kind === "page") return { ok: false, reason: "notFound" };
    const next = await db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).first<{ id: number }>();
    targetId = String(next!.id);
    // A plain insert first: a second editor creating at the same moment (same id) fails the whole batch.
    guard.push(
      kind === "blog"
        ? db
            .prepare(
              "INSERT INTO blog_posts (id, slug, year, status, published_at, updated_at) VALUES (?1, ?2, 0, 0, 0, ?3)",
            )
            .bind(next!.id, (body as ContentSave).slug, now)
        : db
            .prepare(`INSERT INTO ${table} (id, slug, status, published_at, updated_at) VALUES (?1, ?2, 0, 0, ?3)`)
            .bind(next!.id, (body as ContentSave).slug, now),
    );
  } else if (
    !(await db
      .prepare(`SELECT 1 FROM ${table} WHERE ${kind === "page" ? "slug" : "id"} = ?1`)
      .bind(id)
      .first())
  ) {
    return { ok: false, reason: "notFound" };
  }
  const docType = kind === "page" ? null : kind;
  const statements = [
    ...guard,
    // Search documents of languages the save drops go too (the import replaces those it writes).
    ...(docType
      ? [
          db
            .prepare("DELETE FROM search_index WHERE rowid BETWEEN ?1 AND ?2")
            .bind(...searchRowidSpan(docType, targetId!)),
          removeDocumentTermsStatement(db, searchRowidSpan(docType, targetId!)),
        ]
      : []),
    ...contentImport(asImport(kind, targetId!, body)).statements(db, now),
    auditStatement(db, audit(targetId!), now),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    const refusal = await refusalFromState(db, kind, id === null ? null : targetId!, body);
    if (refusal) return { ok: false, reason: refusal };
    throw error;
  }
  return { ok: true, id: targetId! };
}
