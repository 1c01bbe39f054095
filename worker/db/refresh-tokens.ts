/** Refresh-token rows: one family per sign-in, one row per token issued in it. Times in ms. */
export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export function insertRefreshTokenStatement(
  db: D1Database,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: number },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(token.userId, token.familyId, token.tokenHash, now, token.expiresAt);
}

/**
 * Marks a token used if it is still live, atomically: of two refreshes racing with the same token
 * only one gets the row back.
 */
export async function claimRefreshToken(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<RefreshTokenRow | null> {
  return db
    .prepare(
      `UPDATE refresh_tokens SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?2
        RETURNING *`,
    )
    .bind(tokenHash, now)
    .first<RefreshTokenRow>();
}

export async function findRefreshToken(db: D1Database, tokenHash: string): Promise<RefreshTokenRow | null> {
  return db.prepare("SELECT * FROM refresh_tokens WHERE token_hash = ?1").bind(tokenHash).first<RefreshTokenRow>();
}

/** When the family (the sign-in) started. */
export async function familyStartedAt(db: D1Database, familyId: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT MIN(created_at) AS started FROM refresh_tokens WHERE family_id = ?1")
    .bind(familyId)
    .first<{ started: number | null }>();
  return row?.started ?? null;
}

export async function revokeFamily(db: D1Database, familyId: string, now: number): Promise<void> {
  await db
    .prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL")
    .bind(familyId, now)
    .run();
}

/** Every session of the user ends, except `keepFamilyId` when given (this device). */
export function revokeUserFamiliesStatement(
  db: D1Database,
  userId: number,
  now: number,
  keepFamilyId?: string,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL AND family_id IS NOT ?3",
    )
    .bind(userId, now, keepFamilyId ?? null);
}

/** An access token is honoured only while its user is active and its sign-in not revoked. */
export async function isSessionActive(db: D1Database, userId: number, familyId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM users u
        WHERE u.id = ?1 AND u.status = 1
          AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ?2 AND r.user_id = ?1 AND r.revoked_at IS NULL)`,
    )
    .bind(userId, familyId)
    .first<{ ok: number }>();
  return row !== null;
}
