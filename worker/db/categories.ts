import type { CategoryNode } from "../../shared/catalogue/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  img: string | null;
  sort: number;
  name: string;
  description: string;
  lang: string;
}

/** Every visible category (shown, and under shown parents only) in `locale` (falling back to the base language), sorted. */
export async function listCategories(db: D1Database, locale: Locale): Promise<CategoryRow[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE shown(id) AS (
         SELECT id FROM categories WHERE parent_id IS NULL AND status = 1
         UNION SELECT k.id FROM categories k JOIN shown ON k.parent_id = shown.id WHERE k.status = 1)
       SELECT c.id, c.parent_id, c.slug, c.img, c.sort,
              COALESCE(t.name, b.name, c.slug) AS name,
              COALESCE(t.description, b.description, '') AS description, ${servedLangColumn("category_id")}
         FROM categories c
         LEFT JOIN category_translations t ON t.category_id = c.id AND t.lang = ?1
         LEFT JOIN category_translations b ON b.category_id = c.id AND b.lang = ?2
        WHERE c.id IN (SELECT id FROM shown)
        ORDER BY c.sort, c.id`,
    )
    .bind(locale, CONTENT_BASE_LOCALE)
    .all<CategoryRow>();
  return results;
}

/** Nests rows under their parents (sub-categories under `children`); orphans become roots. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      lang: servedLang(row.lang),
      img: row.img,
      sort: row.sort,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function getCategoryTree(db: D1Database, locale: Locale): Promise<CategoryNode[]> {
  return buildCategoryTree(await listCategories(db, locale));
}
