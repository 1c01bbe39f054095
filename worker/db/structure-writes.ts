import type { MoveDirection } from "../../shared/admin/structure";

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
