import type { ConsoleCategory } from "../../../shared/console/structure";
import type { CategorySave } from "../../../shared/console/structure-schemas";
import type { MoveDirection } from "../../../shared/console/structure";
import type { Locale } from "../../../shared/locale";
import { auditStatement, type AuditActor } from "../../db/audit";
import { categoryWriteStatements } from "../../db/import/catalogue";
import type { ImportCategory, Localized } from "../../db/import/types";
import { guardStatement, runGuardedBatch, moveAmongSiblings } from "./writes";

/** The console's categories: every one (hidden too) with all its languages and what it holds. */

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  img: string | null;
  sort: number;
  status: number;
  version: number;
  products: number;
  children: number;
  navigation: number;
}

export async function listConsoleCategories(db: D1Database): Promise<ConsoleCategory[]> {
  const [rows, texts] = await db.batch([
    db.prepare(
      `SELECT c.id, c.parent_id, c.slug, c.img, c.sort, c.status, c.version,
              (SELECT COUNT(*) FROM goods g WHERE g.category_id = c.id) AS products,
              (SELECT COUNT(*) FROM categories k WHERE k.parent_id = c.id) AS children,
              (SELECT COUNT(*) FROM navigation_entries n WHERE n.key_id = CAST(c.id AS TEXT)) AS navigation
         FROM categories c ORDER BY c.sort, c.id`,
    ),
    db.prepare("SELECT category_id, lang, name, description FROM category_translations"),
  ]);
  const text = new Map<number, ConsoleCategory["text"]>();
  for (const row of texts!.results as Array<{ category_id: number; lang: Locale; name: string; description: string }>) {
    const entry = text.get(row.category_id) ?? {};
    entry[row.lang] = { name: row.name, description: row.description };
    text.set(row.category_id, entry);
  }
  return (rows!.results as CategoryRow[]).map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    slug: row.slug,
    img: row.img,
    sort: row.sort,
    published: row.status === 1,
    version: row.version,
    text: text.get(row.id) ?? {},
    products: row.products,
    children: row.children,
    navigation: row.navigation,
  }));
}

export type CategoryRefusal =
  | { ok: false; reason: "not_found" | "stale" | "cycle" | "unknown_parent" | "no_sibling" }
  | { ok: false; reason: "taken"; value: string }
  | { ok: false; reason: "holds"; products: number; children: number; navigation: number };

/** A parent that is the category itself or lies under it would make a cycle. */
export function makesCycle(all: readonly ConsoleCategory[], id: number, parentId: number | null): boolean {
  const parents = new Map(all.map((category) => [category.id, category.parentId]));
  for (let at = parentId, steps = 0; at !== null && steps <= all.length; steps++) {
    if (at === id) return true;
    at = parents.get(at) ?? null;
  }
  return false;
}

/** Guard: the new parent's ancestors (itself included) must not include the category, as the batch runs. */
function noCycleGuard(db: D1Database, id: number, parentId: number | null): D1PreparedStatement[] {
  if (parentId === null) return [];
  return [
    guardStatement(
      db,
      `EXISTS (WITH RECURSIVE up(id) AS (SELECT ?1 UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id
         WHERE c.parent_id IS NOT NULL) SELECT 1 FROM up WHERE id = ?2)`,
      parentId,
      id,
    ),
  ];
}

/**
 * Creates a category (last among its siblings) or saves one at the version the editor loaded:
 * the catalogue writer's statements and the audit row in one batch, guarded by the version and
 * against a cycle. A category moved to another parent goes last there.
 */
export async function saveCategory(
  db: D1Database,
  id: number | null,
  save: CategorySave,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; id: number; version: number } | CategoryRefusal> {
  const all = await listConsoleCategories(db);
  const current = id === null ? undefined : all.find((category) => category.id === id);
  if (id !== null && !current) return { ok: false, reason: "not_found" };
  if (current && current.version !== save.expectedVersion) return { ok: false, reason: "stale" };
  if (save.parentId !== null && !all.some((category) => category.id === save.parentId))
    return { ok: false, reason: "unknown_parent" };
  const newId = id ?? Math.max(0, ...all.map((category) => category.id)) + 1;
  if (makesCycle(all, newId, save.parentId)) return { ok: false, reason: "cycle" };
  if (all.some((category) => category.slug === save.slug && category.id !== newId))
    return { ok: false, reason: "taken", value: save.slug };
  const siblings = all.filter((category) => category.parentId === save.parentId && category.id !== newId);
  const sort =
    current && current.parentId === save.parentId
      ? current.sort
      : Math.max(0, ...siblings.map((category) => category.sort)) + 1;
  const written: ImportCategory = {
    id: newId,
    parentId: save.parentId,
    slug: save.slug,
    ...(save.img ? { img: save.img } : {}),
    sort,
    hidden: !save.published,
    name: Object.fromEntries(Object.entries(save.text).map(([lang, text]) => [lang, text.name])) as Localized<string>,
    description: Object.fromEntries(
      Object.entries(save.text).map(([lang, text]) => [lang, text.description]),
    ) as Localized<string>,
  };
  const before = current
    ? {
        parentId: current.parentId,
        slug: current.slug,
        img: current.img,
        published: current.published,
        text: current.text,
      }
    : {};
  const after = { parentId: save.parentId, slug: save.slug, img: save.img, published: save.published, text: save.text };
  const statements = [
    ...(current
      ? [
          db
            .prepare("UPDATE categories SET version = version + 1 WHERE id = ?1 AND version = ?2")
            .bind(current.id, current.version),
          guardStatement(db, "changes() = 0"),
        ]
      : [guardStatement(db, "EXISTS (SELECT 1 FROM categories WHERE id = ?1)", newId)]),
    ...noCycleGuard(db, newId, save.parentId),
    ...categoryWriteStatements(db, written, now),
    auditStatement(
      db,
      { actor, entity: "category", entityId: String(newId), action: current ? "update" : "create", before, after },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) {
    const again = await listConsoleCategories(db);
    if (makesCycle(again, newId, save.parentId)) return { ok: false, reason: "cycle" };
    return { ok: false, reason: "stale" };
  }
  return { ok: true, id: newId, version: (current?.version ?? 0) + 1 };
}

/** One step up or down among its siblings (same parent), the siblings renumbered, each at the version read. */
export async function moveCategory(
  db: D1Database,
  id: number,
  direction: MoveDirection,
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; order: number[] } | CategoryRefusal> {
  return moveAmongSiblings(db, {
    table: "categories",
    entity: "category",
    rows: await listConsoleCategories(db),
    siblingsOf: (current, all) => all.filter((category) => category.parentId === current.parentId),
    id,
    direction,
    expectedVersion,
    actor,
    now,
  });
}

/** Deletes an empty category (no products, drafts included, no sub-categories, no navigation entry). */
export async function deleteCategory(
  db: D1Database,
  id: number,
  expectedVersion: number | undefined,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true } | CategoryRefusal> {
  const current = (await listConsoleCategories(db)).find((category) => category.id === id);
  if (!current) return { ok: false, reason: "not_found" };
  const { products, children, navigation } = current;
  if (products || children || navigation) return { ok: false, reason: "holds", products, children, navigation };
  if (expectedVersion !== undefined && current.version !== expectedVersion) return { ok: false, reason: "stale" };
  const statements = [
    guardStatement(
      db,
      `?2 <> (SELECT version FROM categories WHERE id = ?1)
        OR EXISTS (SELECT 1 FROM goods WHERE category_id = ?1) OR EXISTS (SELECT 1 FROM categories WHERE parent_id = ?1)
        OR EXISTS (SELECT 1 FROM navigation_entries WHERE key_id = CAST(?1 AS TEXT))`,
      id,
      current.version,
    ),
    db.prepare("DELETE FROM categories WHERE id = ?1").bind(id),
    auditStatement(
      db,
      {
        actor,
        entity: "category",
        entityId: String(id),
        action: "delete",
        before: { parentId: current.parentId, slug: current.slug, text: current.text },
        after: {},
      },
      now,
    ),
  ];
  if (await runGuardedBatch(db, statements)) return { ok: true };
  // Something landed meanwhile: say what it holds now, or that it changed.
  const latest = (await listConsoleCategories(db)).find((category) => category.id === id);
  if (latest && (latest.products || latest.children || latest.navigation))
    return {
      ok: false,
      reason: "holds",
      products: latest.products,
      children: latest.children,
      navigation: latest.navigation,
    };
  return { ok: false, reason: "stale" };
}
