import { sha256Hex } from "../digest";
import type { TokenSet } from "../../shared/account/user";
import {
  claimRefreshToken,
  familyStartedAt,
  findRefreshToken,
  insertRefreshTokenStatement,
  revokeFamily,
} from "../db/refresh-tokens";
import {
  ACCESS_TOKEN_LIFETIME_S,
  REFRESH_FAMILY_MAX_AGE_S,
  REFRESH_REUSE_GRACE_S,
  REFRESH_TOKEN_LIFETIME_S,
  randomToken,
  signAccessToken,
} from "./tokens";

export interface IssuedTokens extends TokenSet {
  userId: number;
  familyId: string;
}

/**
 * A new token set. Without `familyId` it starts a new sign-in (family); with one it continues it.
 * The refresh token is returned once and stored only as its hash.
 */
export async function prepareTokenSet(
  db: D1Database,
  secret: string,
  userId: number,
  now: number,
  familyId: string = crypto.randomUUID(),
): Promise<{ tokens: IssuedTokens; statement: D1PreparedStatement }> {
  const refreshToken = randomToken();
  const statement = insertRefreshTokenStatement(
    db,
    { userId, familyId, tokenHash: await sha256Hex(refreshToken), expiresAt: now + REFRESH_TOKEN_LIFETIME_S * 1000 },
    now,
  );
  const token = await signAccessToken(secret, { userId, familyId }, Math.floor(now / 1000));
  return { tokens: { token, refreshToken, expiresIn: ACCESS_TOKEN_LIFETIME_S, userId, familyId }, statement };
}

export async function issueTokenSet(
  db: D1Database,
  secret: string,
  userId: number,
  now: number,
  familyId?: string,
): Promise<IssuedTokens> {
  const { tokens, statement } = await prepareTokenSet(db, secret, userId, now, familyId);
  await statement.run();
  return tokens;
}

export type RotationResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * Rotates a refresh token: the presented one is spent and a successor issued in its family.
 * Presenting a spent token again means it was copied: the whole family is revoked — unless it
 * happens within a few seconds of the first use, which is two tabs refreshing at once.
 */
export async function rotateRefreshToken(
  db: D1Database,
  secret: string,
  refreshToken: string,
  now: number,
): Promise<RotationResult> {
  const tokenHash = await sha256Hex(refreshToken);
  const claimed = await claimRefreshToken(db, tokenHash, now);
  const row = claimed ?? (await findRefreshToken(db, tokenHash));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revoked_at !== null) return { ok: false, reason: "revoked" };
  if (!claimed) {
    if (row.expires_at <= now) return { ok: false, reason: "expired" };
    const withinGrace = row.used_at !== null && now - row.used_at <= REFRESH_REUSE_GRACE_S * 1000;
    if (!withinGrace) {
      await revokeFamily(db, row.family_id, now);
      return { ok: false, reason: "reused" };
    }
  }
  const started = (await familyStartedAt(db, row.family_id)) ?? row.created_at;
  if (now - started > REFRESH_FAMILY_MAX_AGE_S * 1000) {
    await revokeFamily(db, row.family_id, now);
    return { ok: false, reason: "expired" };
  }
  return { ok: true, tokens: await issueTokenSet(db, secret, row.user_id, now, row.family_id) };
}
