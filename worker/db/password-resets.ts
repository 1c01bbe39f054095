export interface PasswordResetRow {
  id: number;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function insertPasswordResetStatement(
  db: D1Database,
  reset: { userId: number; tokenHash: string; expiresAt: number },
  now: number,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(reset.userId, reset.tokenHash, now, reset.expiresAt);
}

/** A reset link that is neither used nor expired. */
export async function findLivePasswordReset(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<PasswordResetRow | null> {
  return db
    .prepare("SELECT * FROM password_resets WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2")
    .bind(tokenHash, now)
    .first<PasswordResetRow>();
}

/** Spends a link (returns its row only if this statement spent it). */
export function spendPasswordResetStatement(db: D1Database, id: number, now: number): D1PreparedStatement {
  return db
    .prepare("UPDATE password_resets SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL RETURNING id")
    .bind(id, now);
}

/** Spends every link of this user still open: once the password changes, older mails are dead. */
export function spendUserResetsStatement(db: D1Database, userId: number, now: number): D1PreparedStatement {
  return db.prepare("UPDATE password_resets SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL").bind(userId, now);
}
