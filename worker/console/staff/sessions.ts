import type { StaffRole } from "../../../shared/console/roles";
import type { ApiTokenSummary } from "../../../shared/console/types";
import { STAFF_SESSION_IDLE_MS } from "../../../shared/console/session";
import type { StaffRow } from "./queries";

/** Staff sign-ins and API tokens, both stored as the SHA-256 of the token. */

export function insertStaffSessionStatement(
  db: D1Database,
  session: { staffId: number; tokenHash: string; expiresAt: number; ip: string; userAgent: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff_sessions (staff_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent)
       VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6) RETURNING id`,
    )
    .bind(session.staffId, session.tokenHash, now, session.expiresAt, session.ip, session.userAgent.slice(0, 200));
}

/** Seen this long after the last touch, a session's `last_seen_at` is written again (fewer writes). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The live session of a token and its active staff member: not revoked, within 8 hours of its
 * start and 30 minutes of its last use. Using it moves its idle deadline on.
 */
export async function touchStaffSession(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<{ sessionId: number; staff: StaffRow } | null> {
  const row = await db
    .prepare(
      `SELECT x.id AS session_id, x.last_seen_at, s.* FROM staff_sessions x JOIN staff s ON s.id = x.staff_id
        WHERE x.token_hash = ?1 AND x.revoked_at IS NULL AND x.expires_at > ?2 AND x.last_seen_at > ?3 AND s.status = 'active'`,
    )
    .bind(tokenHash, now, now - STAFF_SESSION_IDLE_MS)
    .first<StaffRow & { session_id: number; last_seen_at: number }>();
  if (!row) return null;
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await db.prepare("UPDATE staff_sessions SET last_seen_at = ?2 WHERE id = ?1").bind(row.session_id, now).run();
  }
  const { session_id: sessionId, last_seen_at: _seen, ...staff } = row;
  return { sessionId, staff };
}

export function revokeStaffSessionStatement(db: D1Database, sessionId: number, now: number): D1PreparedStatement {
  return db
    .prepare("UPDATE staff_sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL")
    .bind(sessionId, now);
}

/** Ends every open sign-in of a staff member. */
export function revokeAllStaffSessionsStatement(db: D1Database, staffId: number, now: number): D1PreparedStatement {
  return db
    .prepare("UPDATE staff_sessions SET revoked_at = ?2 WHERE staff_id = ?1 AND revoked_at IS NULL")
    .bind(staffId, now);
}

export function insertApiTokenStatement(
  db: D1Database,
  token: { staffId: number; name: string; role: StaffRole; tokenHash: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff_api_tokens (staff_id, name, role, token_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       RETURNING id, name, role, created_at, last_used_at, revoked_at`,
    )
    .bind(token.staffId, token.name, token.role, token.tokenHash, now);
}

/**
 * The live API token and its active owner; records its use. The token acts with its own role,
 * and never above its owner's current role.
 */
export async function touchApiToken(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<{ tokenId: number; role: StaffRole; staff: StaffRow } | null> {
  const row = await db
    .prepare(
      `UPDATE staff_api_tokens SET last_used_at = ?2
        WHERE token_hash = ?1 AND revoked_at IS NULL
          AND staff_id IN (SELECT id FROM staff WHERE status = 'active')
        RETURNING id, role, staff_id`,
    )
    .bind(tokenHash, now)
    .first<{ id: number; role: StaffRole; staff_id: number }>();
  if (!row) return null;
  const staff = await db.prepare("SELECT * FROM staff WHERE id = ?1").bind(row.staff_id).first<StaffRow>();
  return staff ? { tokenId: row.id, role: row.role, staff } : null;
}

interface TokenRow {
  id: number;
  name: string;
  role: StaffRole;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toApiTokenSummary(row: TokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdAt: iso(row.created_at)!,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

export async function listApiTokens(db: D1Database, staffId: number): Promise<ApiTokenSummary[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, role, created_at, last_used_at, revoked_at FROM staff_api_tokens WHERE staff_id = ?1 ORDER BY id DESC",
    )
    .bind(staffId)
    .all<TokenRow>();
  return results.map(toApiTokenSummary);
}

export function revokeApiTokenStatement(db: D1Database, staffId: number, tokenId: number, now: number) {
  return db
    .prepare(
      "UPDATE staff_api_tokens SET revoked_at = ?3 WHERE id = ?2 AND staff_id = ?1 AND revoked_at IS NULL RETURNING id",
    )
    .bind(staffId, tokenId, now);
}
