import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { productIdsOf, isLive, linkedProductStatement } from "./content";
import { servedLang } from "./served-lang";

interface PageRow {
  slug: string;
  updated_at: number;
  title: string;
  description: string;
  body_md: string;
  lang: string;
}

export interface PageRecord {
  slug: string;
  title: string;
  description: string;
  bodyMd: string;
  updatedAt: number;
  lang: Locale;
  productIds: number[];
}

/**
 * A solution or static page by slug ("about", "solution/sms-gateway"); null when there is none, or
 * when it is a draft or its publish time has not come (unless `drafts`: the staff preview).
 */
export async function getPage(
  db: D1Database,
  locale: Locale,
  slug: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<PageRecord | null> {
  const [page, product] = await db.batch([
    db
      .prepare(
        `SELECT p.slug, p.updated_at, COALESCE(t.title, b.title) AS title, COALESCE(t.description, b.description) AS description,
                COALESCE(t.body_md, b.body_md) AS body_md, CASE WHEN t.slug IS NULL THEN ?2 ELSE ?1 END AS lang
           FROM pages p
           LEFT JOIN page_translations t ON t.slug = p.slug AND t.lang = ?1
           LEFT JOIN page_translations b ON b.slug = p.slug AND b.lang = ?2
          WHERE p.slug = ?3 AND (t.slug IS NOT NULL OR b.slug IS NOT NULL) AND (${drafts ? "1" : isLive("p")})`,
      )
      .bind(locale, CONTENT_BASE_LOCALE, slug),
    linkedProductStatement(db, "page", slug),
  ]);
  const row = page!.results[0] as PageRow | undefined;
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    bodyMd: row.body_md,
    updatedAt: row.updated_at,
    lang: servedLang(row.lang),
    productIds: productIdsOf(product),
  };
}
