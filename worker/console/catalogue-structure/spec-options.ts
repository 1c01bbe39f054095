import type { ConsoleSpecOption, MoveDirection } from "../../../shared/console/structure";
import type { SpecOptionSave } from "../../../shared/console/structure-schemas";
import type { Locale } from "../../../shared/locale";
import { auditStatement, type AuditActor } from "../../db/audit";
import { specOptionWriteStatements } from "../../db/import/catalogue";
import { guardStatement, runGuardedBatch, moveAmongSiblings } from "./writes";

/** Every specification option (hidden ones too), its names and how many SKUs use it. */
export async function listConsoleSpecOptions(db: D1Database): Promise<ConsoleSpecOption[]> {
  const [rows, names] = await db.batch([
    db.prepare(
      `SELECT o.id, o.name, o.sort, o.status, o.version,
              (SELECT COUNT(*) FROM goods_specs s WHERE s.spec_id = o.id) AS skus
         FROM spec_options o ORDER BY o.sort, o.id`,
    ),
    db.prepare("SELECT spec_id, lang, name FROM spec_option_translations"),
  ]);
  const byOption = new Map<number, ConsoleSpecOption["translations"]>();
  for (const row of names!.results as Array<{ spec_id: number; lang: Locale; name: string }>) {
    byOption.set(row.spec_id, { ...byOption.get(row.spec_id), [row.lang]: row.name });
  }
  type Row = Omit<ConsoleSpecOption, "published" | "translations"> & { status: number };
  return (rows!.results as Row[]).map(({ status, ...row }) => ({
    ...row,
    published: status === 1,
    translations: byOption.get(row.id) ?? {},
  }));
}

export type SpecOptionRefusal =
  | { ok: false; reason: "not_found" | "stale" | "no_sibling" }
  | { ok: false; reason: "taken"; value: string }
  | { ok: false; reason: "in_use"; skus: number };

/** Adds an option (last) or saves one at the version loaded, with its audit row, in one batch. */
export async function saveSpecOption(
  db: D1Database,
  id: number | null,
  save: SpecOptionSave,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; id: number } | SpecOptionRefusal> {
  const all = await listConsoleSpecOptions(db);
  const current = id === null ? undefined : all.find((option) => option.id === id);
  if (id !== null && !current) return { ok: false, reason: "not_found" };
  if (current && current.version !== save.expectedVersion) return { ok: false, reason: "stale" };
  const newId = id ?? Math.max(0, ...all.map((option) => option.id)) + 1;
  const taken = all.find((option) => option.name.toLowerCase() === save.name.toLowerCase() && option.id !== newId);
  if (taken) return { ok: false, reason: "taken", value: save.name };
  const statements = [
    ...(current
      ? [
          db
            .prepare("UPDATE spec_options SET version = version + 1 WHERE id = ?1 AND version = ?2")
            .bind(current.id, current.version),
          guardStatement(db, "changes() = 0"),
        ]
      : [guardStatement(db, "EXISTS (SELECT 1 FROM spec_options WHERE id = ?1 OR name = ?2)", newId, save.name)]),
    ...specOptionWriteStatements(db, {
      id: newId,
      name: save.name,
      sort: current?.sort ?? Math.max(0, ...all.map((option) => option.sort)) + 1,
      translations: save.translations,
      hidden: !save.published,
    }),
    auditStatement(
      db,
      {
        actor,
        entity: "spec_option",
        entityId: String(newId),
        action: current ? "update" : "create",
        before: current ? { name: current.name, published: current.published, translations: current.translations } : {},
        after: { name: save.name, published: save.published, translations: save.translations },
      },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true, id: newId };
}

/** One step up or down in the filter's order (every option renumbered, each at the version read). */
export async function moveSpecOption(
  db: D1Database,
  id: number,
  direction: MoveDirection,
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; order: number[] } | SpecOptionRefusal> {
  const rows = await listConsoleSpecOptions(db);
  return moveAmongSiblings(db, {
    table: "spec_options",
    entity: "spec_option",
    rows,
    id,
    direction,
    expectedVersion,
    actor,
    now,
  });
}

/** Deletes an option no SKU uses (a SKU added meanwhile aborts the batch). */
export async function deleteSpecOption(
  db: D1Database,
  id: number,
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true } | SpecOptionRefusal> {
  const current = (await listConsoleSpecOptions(db)).find((option) => option.id === id);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.skus > 0) return { ok: false, reason: "in_use", skus: current.skus };
  if (current.version !== expectedVersion) return { ok: false, reason: "stale" };
  const statements = [
    guardStatement(db, "EXISTS (SELECT 1 FROM goods_specs WHERE spec_id = ?1)", id),
    db.prepare("DELETE FROM spec_options WHERE id = ?1 AND version = ?2").bind(id, expectedVersion),
    guardStatement(db, "changes() = 0"),
    auditStatement(
      db,
      {
        actor,
        entity: "spec_option",
        entityId: String(id),
        action: "delete",
        before: { name: current.name, translations: current.translations },
        after: {},
      },
      now,
    ),
  ];
  if (await runGuardedBatch(db, statements)) return { ok: true };
  const latest = (await listConsoleSpecOptions(db)).find((option) => option.id === id);
  return latest && latest.skus > 0
    ? { ok: false, reason: "in_use", skus: latest.skus }
    : { ok: false, reason: "stale" };
}
