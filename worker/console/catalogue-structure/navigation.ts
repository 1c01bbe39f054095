import type { ConsoleNavigationEntry, MoveDirection } from "../../../shared/console/structure";
import type { NavigationSave } from "../../../shared/console/structure-schemas";
import type { Locale } from "../../../shared/locale";
import { auditStatement, type AuditActor } from "../../db/audit";
import { navigationEntryStatements } from "../../db/import/catalogue";
import type { Localized } from "../../db/import/types";
import { guardStatement, runGuardedBatch, moveAmongSiblings } from "./writes";

/** The header's navigation entries as the console edits them, in the header's order. */
export async function listConsoleNavigation(db: D1Database): Promise<ConsoleNavigationEntry[]> {
  const [rows, names] = await db.batch([
    db.prepare("SELECT id, key_id AS target, img, sort, version FROM navigation_entries ORDER BY sort, id"),
    db.prepare("SELECT nav_id, lang, name FROM navigation_translations"),
  ]);
  const byEntry = new Map<number, ConsoleNavigationEntry["names"]>();
  for (const row of names!.results as Array<{ nav_id: number; lang: Locale; name: string }>) {
    byEntry.set(row.nav_id, { ...byEntry.get(row.nav_id), [row.lang]: row.name });
  }
  return (rows!.results as Array<Omit<ConsoleNavigationEntry, "names">>).map((row) => ({
    ...row,
    names: byEntry.get(row.id) ?? {},
  }));
}

export type NavigationRefusal =
  | { ok: false; reason: "not_found" | "stale" | "unknown_category" | "no_sibling" }
  | { ok: false; reason: "taken"; value: string };

/** An entry's key: the category's id, or the page's path segment. */
const keyOf = (save: NavigationSave) =>
  "categoryId" in save.target ? String(save.target.categoryId) : save.target.page;

/**
 * Adds an entry (last) or saves one at the version loaded: the writer's statements and the audit
 * row in one batch. A category must exist; each target has one entry.
 */
export async function saveNavigationEntry(
  db: D1Database,
  id: number | null,
  save: NavigationSave,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; id: number } | NavigationRefusal> {
  const all = await listConsoleNavigation(db);
  const current = id === null ? undefined : all.find((entry) => entry.id === id);
  if (id !== null && !current) return { ok: false, reason: "not_found" };
  if (current && current.version !== save.expectedVersion) return { ok: false, reason: "stale" };
  const target = keyOf(save);
  if ("categoryId" in save.target) {
    const found = await db.prepare("SELECT 1 FROM categories WHERE id = ?1").bind(save.target.categoryId).first();
    if (!found) return { ok: false, reason: "unknown_category" };
  }
  const newId = id ?? Math.max(0, ...all.map((entry) => entry.id)) + 1;
  if (all.some((entry) => entry.target === target && entry.id !== newId))
    return { ok: false, reason: "taken", value: target };
  const img = "categoryId" in save.target ? save.img : null;
  const sort = current?.sort ?? Math.max(0, ...all.map((entry) => entry.sort)) + 1;
  const statements = [
    ...(current
      ? [
          db
            .prepare("UPDATE navigation_entries SET version = version + 1 WHERE id = ?1 AND version = ?2")
            .bind(current.id, current.version),
          guardStatement(db, "changes() = 0"),
        ]
      : [guardStatement(db, "EXISTS (SELECT 1 FROM navigation_entries WHERE id = ?1)", newId)]),
    ...navigationEntryStatements(db, newId, {
      target,
      ...(img ? { img } : {}),
      sort,
      name: save.names as Localized<string>,
    }),
    auditStatement(
      db,
      {
        actor,
        entity: "navigation",
        entityId: String(newId),
        action: current ? "update" : "create",
        before: current ? { target: current.target, img: current.img, names: current.names } : {},
        after: { target, img, names: save.names },
      },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true, id: newId };
}

/** One step left or right in the header (the entries renumbered, each at the version read). */
export async function moveNavigationEntry(
  db: D1Database,
  id: number,
  direction: MoveDirection,
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; order: number[] } | NavigationRefusal> {
  const rows = await listConsoleNavigation(db);
  return moveAmongSiblings(db, {
    table: "navigation_entries",
    entity: "navigation",
    rows,
    id,
    direction,
    expectedVersion,
    actor,
    now,
  });
}

/** Takes an entry out of the header (at the version loaded). */
export async function removeNavigationEntry(
  db: D1Database,
  id: number,
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true } | NavigationRefusal> {
  const current = (await listConsoleNavigation(db)).find((entry) => entry.id === id);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.version !== expectedVersion) return { ok: false, reason: "stale" };
  const statements = [
    db.prepare("DELETE FROM navigation_entries WHERE id = ?1 AND version = ?2").bind(id, expectedVersion),
    guardStatement(db, "changes() = 0"),
    auditStatement(
      db,
      {
        actor,
        entity: "navigation",
        entityId: String(id),
        action: "delete",
        before: { target: current.target, img: current.img, names: current.names },
        after: {},
      },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true };
}
