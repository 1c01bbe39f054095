import type { MoveDirection } from "../../../shared/console/structure";
import { auditStatement, type AuditActor } from "../../db/audit";

/** What the console's structure editors (categories, navigation, options) share when they write. */

/**
 * A statement that aborts its batch (the always-empty `write_guards` refuses a 0) when `condition`
 * holds as the batch runs. The condition is trusted SQL (constants only); values come as binds.
 */
export function guardStatement(db: D1Database, condition: string, ...binds: unknown[]): D1PreparedStatement {
  return db.prepare(`INSERT INTO write_guards (ok) SELECT 0 WHERE ${condition}`).bind(...binds);
}

/** Runs a batch; false when one of its guards fired (nothing written), other errors are thrown. */
export async function runGuardedBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<boolean> {
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (String(error).includes("write_guard_refused")) return false;
    throw error;
  }
}

interface Ordered {
  id: number;
  sort: number;
  version: number;
}

/** The siblings' ids after moving one a step up or down (null: already first or last). */
export function siblingOrder(siblings: readonly Ordered[], id: number, direction: MoveDirection): number[] | null {
  const order = [...siblings].sort((a, b) => a.sort - b.sort || a.id - b.id).map((entry) => entry.id);
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return null;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

type OrderedTable = "categories" | "navigation_entries" | "spec_options";

/**
 * Numbers the siblings 1, 2, 3… in `order`, each at the version read (its version moves on): a
 * sibling changed meanwhile aborts the batch.
 */
export function moveStatements(
  db: D1Database,
  table: OrderedTable,
  siblings: readonly Ordered[],
  order: readonly number[],
): D1PreparedStatement[] {
  const versions = new Map(siblings.map((entry) => [entry.id, entry.version]));
  return order.flatMap((id, index) => [
    db
      .prepare(`UPDATE ${table} SET sort = ?1, version = version + 1 WHERE id = ?2 AND version = ?3`)
      .bind(index + 1, id, versions.get(id)),
    guardStatement(db, "changes() = 0"),
  ]);
}

/** A move's refusals: no such row, a version other than the one loaded, already first or last. */
export type MoveRefusal = { ok: false; reason: "not_found" | "stale" | "no_sibling" };

/**
 * Moves one row a step up or down among its siblings (`siblingsOf` picks them from every row; all
 * rows by default): the siblings renumbered at the versions read, with an audit row, in one batch.
 */
export async function moveAmongSiblings<Row extends Ordered>(
  db: D1Database,
  move: {
    table: OrderedTable;
    entity: string;
    rows: readonly Row[];
    siblingsOf?: (row: Row, rows: readonly Row[]) => Row[];
    id: number;
    direction: MoveDirection;
    expectedVersion: number;
    actor: AuditActor;
    now: number;
  },
): Promise<{ ok: true; order: number[] } | MoveRefusal> {
  const current = move.rows.find((row) => row.id === move.id);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.version !== move.expectedVersion) return { ok: false, reason: "stale" };
  const siblings = move.siblingsOf ? move.siblingsOf(current, move.rows) : [...move.rows];
  const order = siblingOrder(siblings, move.id, move.direction);
  if (!order) return { ok: false, reason: "no_sibling" };
  const statements = [
    ...moveStatements(db, move.table, siblings, order),
    auditStatement(
      db,
      {
        actor: move.actor,
        entity: move.entity,
        entityId: String(move.id),
        action: "move",
        before: { order: siblings.map((row) => row.id) },
        after: { order },
      },
      move.now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true, order };
}
