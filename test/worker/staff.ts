import { env } from "cloudflare:workers";
import type { StaffRole } from "../../shared/console/roles";
import { API_TOKEN_PREFIX, STAFF_SESSION_MAX_MS, STAFF_SESSION_PREFIX } from "../../shared/console/session";
import { hashPassword } from "../../shared/account/password-hash";
import { totpCode, totpStep } from "../../shared/console/totp";
import { hashRecoveryCode, newRecoveryCode } from "../../worker/session/staff-credentials";
import { sha256Hex } from "../../worker/digest";
import { randomToken } from "../../worker/session/tokens";
import { post } from "./helpers";

/** Staff of the tests: one known password and TOTP secret (base32). */
export const STAFF_PASSWORD = "Console-Test-2026";
export const STAFF_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** An active staff member with the test password and secret, straight into D1. */
export async function createStaff(
  role: StaffRole,
  email = `${role}${++counter}-${crypto.randomUUID().slice(0, 6)}@staff.example`,
) {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const now = Date.now();
  const row = await env.DB.prepare(
    `INSERT INTO staff (email, name, role, status, password_hash, totp_secret, created_at, updated_at)
     VALUES (?1, ?2, ?3, 'active', ?4, ?5, ?6, ?6) RETURNING id`,
  )
    .bind(email, `${role} member`, role, await passwordHash, STAFF_SECRET, now)
    .first<{ id: number }>();
  return { id: row!.id, email, role };
}

/** A signed-in session for a member, straight into D1 (sign-in itself is tested through the API). */
export async function staffSession(staffId: number): Promise<string> {
  const token = `${STAFF_SESSION_PREFIX}${randomToken()}`;
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO staff_sessions (staff_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)`,
  )
    .bind(staffId, await sha256Hex(token), now, now + STAFF_SESSION_MAX_MS)
    .run();
  return token;
}

/** An API token of a member with a role, straight into D1. */
export async function apiToken(staffId: number, role: StaffRole): Promise<string> {
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  await env.DB.prepare(
    "INSERT INTO staff_api_tokens (staff_id, name, role, token_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
  )
    .bind(staffId, `${role} token`, role, await sha256Hex(token), Date.now())
    .run();
  return token;
}

/** An unused recovery code of a member, straight into D1. */
export async function recoveryCode(staffId: number): Promise<string> {
  const code = newRecoveryCode();
  await env.DB.prepare("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?1, ?2)")
    .bind(staffId, await hashRecoveryCode(code))
    .run();
  return code;
}

/** The TOTP code of the test secret at a time (now by default). */
export function codeAt(ms = Date.now()): Promise<string> {
  return totpCode(STAFF_SECRET, totpStep(ms));
}

/** Signs in through the API. */
export function signIn(email: string, code: string, password = STAFF_PASSWORD, headers: Record<string, string> = {}) {
  return post("/api/admin/auth/login", { email, password, code }, headers);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
