import type { StaffRole } from "../../../shared/console/roles";
import type { StaffSummary } from "../../../shared/console/types";

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: "invited" | "active" | "disabled";
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number;
  created_at: number;
  updated_at: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function findStaffByEmail(db: D1Database, email: string): Promise<StaffRow | null> {
  return db.prepare("SELECT * FROM staff WHERE email = ?1").bind(email).first<StaffRow>();
}

export async function findStaffById(db: D1Database, id: number): Promise<StaffRow | null> {
  return db.prepare("SELECT * FROM staff WHERE id = ?1").bind(id).first<StaffRow>();
}

export function insertStaffStatement(
  db: D1Database,
  staff: { email: string; name: string; role: StaffRole },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff (email, name, role, status, created_at, updated_at) VALUES (?1, ?2, ?3, 'invited', ?4, ?4)
       ON CONFLICT (email) DO NOTHING RETURNING *`,
    )
    .bind(staff.email, staff.name, staff.role, now);
}

/**
 * Spends a TOTP time step: succeeds only when the step is newer than the last one accepted, so a
 * code (or an older one) used again — even by two sign-ins at the same moment — is refused.
 */
export async function spendTotpStep(db: D1Database, staffId: number, step: number): Promise<boolean> {
  const row = await db
    .prepare("UPDATE staff SET totp_last_step = ?2 WHERE id = ?1 AND totp_last_step < ?2 RETURNING id")
    .bind(staffId, step)
    .first();
  return row !== null;
}

/** Spends one of the member's unused recovery codes (by hash); false when there is none such. */
export async function spendRecoveryCode(db: D1Database, staffId: number, codeHash: string, now: number) {
  const row = await db
    .prepare(
      "UPDATE staff_recovery_codes SET used_at = ?3 WHERE staff_id = ?1 AND code_hash = ?2 AND used_at IS NULL RETURNING id",
    )
    .bind(staffId, codeHash, now)
    .first();
  return row !== null;
}

export async function countUnusedRecoveryCodes(db: D1Database, staffId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ?1 AND used_at IS NULL")
    .bind(staffId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function listStaff(db: D1Database, now: number): Promise<StaffSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.email, s.name, s.role, s.status, s.created_at,
              (SELECT COUNT(*) FROM staff_sessions x WHERE x.staff_id = s.id AND x.revoked_at IS NULL AND x.expires_at > ?1) AS active_sessions,
              (SELECT MAX(last_seen_at) FROM staff_sessions x WHERE x.staff_id = s.id) AS last_seen_at
         FROM staff s ORDER BY s.created_at, s.id`,
    )
    .bind(now)
    .all<
      Pick<StaffRow, "id" | "email" | "name" | "role" | "status" | "created_at"> & {
        active_sessions: number;
        last_seen_at: number | null;
      }
    >();
  return results.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: iso(row.created_at)!,
    activeSessions: row.active_sessions,
    lastSeenAt: iso(row.last_seen_at),
  }));
}
