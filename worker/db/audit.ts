import { STAFF_AUDIT_ENTITIES } from "../../shared/console/audit-fields";
import type { AuditEntry } from "../../shared/console/types";

/** Who made a staff change, for its audit row. */
export interface AuditActor {
  /** NULL for the OPERATOR_TOKEN operator. */
  staffId: number | null;
  /** "staff:3", "staff:3 token:7", "staff:operator". */
  label: string;
  ip: string;
}

/** One audit row: what changed, with the changed fields before and after. */
export interface AuditRecord {
  actor: AuditActor;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Entities whose changes only the owner may read (staff management). */
export const STAFF_ENTITIES = STAFF_AUDIT_ENTITIES;

/**
 * The INSERT of an audit row, for the batch that makes the change. `onlyIf` is an SQL condition
 * (built from integers and constants only, never from input) that holds exactly when the batch's
 * change happened, so a refused change leaves no audit row.
 */
export function auditStatement(
  db: D1Database,
  record: AuditRecord,
  now: number,
  onlyIf = "1",
  /** SQL (trusted, no input) giving the entity id of a row the same batch inserts. */
  entityIdSql = "?5",
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (at, staff_id, actor, entity, entity_id, action, before_json, after_json, ip)
       SELECT ?1, ?2, ?3, ?4, ${entityIdSql}, ?6, ?7, ?8, ?9 WHERE ${onlyIf}`,
    )
    .bind(
      now,
      record.actor.staffId,
      record.actor.label,
      record.entity,
      record.entityId,
      record.action,
      JSON.stringify(record.before),
      JSON.stringify(record.after),
      record.actor.ip,
    );
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  staffId?: number;
  from?: number;
  to?: number;
  /** Staff-management entries are left out unless the reader is the owner. */
  includeStaffEntities: boolean;
}

interface AuditRow {
  id: number;
  at: number;
  actor: string;
  staff_name: string | null;
  staff_email: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before_json: string;
  after_json: string;
  ip: string;
}

export async function listAudit(
  db: D1Database,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ list: AuditEntry[]; total: number; page: number; pageSize: number }> {
  const where = [
    "(?1 IS NULL OR a.entity = ?1)",
    "(?2 IS NULL OR a.entity_id = ?2)",
    "(?3 IS NULL OR a.staff_id = ?3)",
    "(?4 IS NULL OR a.at >= ?4)",
    "(?5 IS NULL OR a.at < ?5)",
    filter.includeStaffEntities ? "1" : `a.entity NOT IN (${STAFF_ENTITIES.map((e) => `'${e}'`).join(", ")})`,
  ].join(" AND ");
  const binds = [
    filter.entity ?? null,
    filter.entityId ?? null,
    filter.staffId ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT a.*, s.name AS staff_name, s.email AS staff_email FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
          WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .bind(...binds),
    db.prepare(`SELECT COUNT(*) AS total FROM audit_log a WHERE ${where}`).bind(...binds),
  ]);
  return {
    list: (rows!.results as AuditRow[]).map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      staffName: row.staff_name,
      staffEmail: row.staff_email,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      before: JSON.parse(row.before_json) as Record<string, unknown>,
      after: JSON.parse(row.after_json) as Record<string, unknown>,
      ip: row.ip,
    })),
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}
