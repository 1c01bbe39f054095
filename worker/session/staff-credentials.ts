import { ENROLMENT_LIFETIME_MS, RECOVERY_CODE_COUNT } from "../../shared/console/session";
import { newTotpSecret } from "../../shared/console/totp";
import { sha256Hex } from "../digest";
import { randomToken } from "./tokens";

/** Lowercase letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code as printed: "abcde-fghij" (50 bits). */
export function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The form a recovery code is hashed in: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(code: string): Promise<string> {
  return sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);
}

/**
 * Ten new recovery codes (shown once) with the statements that replace the member's old ones, run
 * only when `onlyIf` (SQL from integers and constants) holds in the batch.
 */
export async function newRecoveryCodes(
  db: D1Database,
  staffId: number,
  onlyIf = "1",
): Promise<{ codes: string[]; statements: D1PreparedStatement[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const statements = [db.prepare(`DELETE FROM staff_recovery_codes WHERE staff_id = ?1 AND ${onlyIf}`).bind(staffId)];
  for (const code of codes) {
    statements.push(
      db
        .prepare(`INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT ?1, ?2 WHERE ${onlyIf}`)
        .bind(staffId, await hashRecoveryCode(code)),
    );
  }
  return { codes, statements };
}

/**
 * A one-time enrolment link's token and the statement storing it (hashed) with a fresh TOTP secret.
 * Earlier open links of the member stop working.
 */
export async function newEnrolment(
  db: D1Database,
  staffId: number,
  now: number,
): Promise<{ token: string; statements: D1PreparedStatement[] }> {
  const token = randomToken();
  return {
    token,
    statements: [
      db.prepare("UPDATE staff_enrolments SET used_at = ?2 WHERE staff_id = ?1 AND used_at IS NULL").bind(staffId, now),
      db
        .prepare(
          "INSERT INTO staff_enrolments (staff_id, token_hash, totp_secret, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .bind(staffId, await sha256Hex(token), newTotpSecret(), now, now + ENROLMENT_LIFETIME_MS),
    ],
  };
}

/** The console's enrolment page for a token. */
export function enrolmentPath(token: string): string {
  return `/admin/enrol?token=${encodeURIComponent(token)}`;
}
