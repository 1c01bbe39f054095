import { Hono, type Context } from "hono";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../../shared/account/password-hash";
import { meetsPasswordRules } from "../../../shared/account/password-rules";
import { EnrolSchema, StaffLoginSchema } from "../../../shared/console/schemas";
import { STAFF_SESSION_MAX_MS, STAFF_SESSION_PREFIX } from "../../../shared/console/session";
import { matchTotp, otpauthUri } from "../../../shared/console/totp";
import type { EnrolmentInfo, StaffMe } from "../../../shared/console/types";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { auditStatement } from "../../db/audit";
import { clearHitsStatement, countHit, peekHits } from "../../db/rate-limits";
import { findStaffByEmail, spendRecoveryCode, spendTotpStep, type StaffRow } from "./queries";
import { insertStaffSessionStatement } from "./sessions";
import { getConfig } from "../../env";
import { isCommonPassword } from "../../session/common-passwords";
import {
  countWrongPasswordStatement,
  endPasswordRunStatement,
  passwordBucket,
  passwordRetryAt,
  SECOND_FACTOR_LIMIT,
  SIGN_IN_IP_WINDOW_MS,
} from "../../session/sign-in-limits";
import { hashRecoveryCode, newRecoveryCodes } from "../../session/staff-credentials";
import { sha256Hex } from "../../digest";
import { randomToken } from "../../session/tokens";
import { clientIp } from "../access";
import type { ApiEnv } from "../../api/context";
import { bearer } from "../../api/require-user";
import { ok } from "../../api/respond";
import { readJson } from "../../api/validate";

/** What a staff sign-in answers: the session token (a browser gets it as a cookie instead). */
export interface StaffSignIn {
  token: string;
  expiresAt: string;
  staff: StaffMe;
}

function tooMany(c: Context<ApiEnv>, resetAt: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new ApiError(API_CODE.tooManyRequests, c.var.LL.messages.tooManyRequests({ seconds }), {
    retryAfter: seconds,
  });
}

/** What the codes' lock answers: the wait, or a recovery code now. */
function codesLocked(c: Context<ApiEnv>, resetAt: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new ApiError(API_CODE.tooManyRequests, c.var.LL.console.api.codesLocked({ seconds }), {
    retryAfter: seconds,
  });
}

/** Six digits are a TOTP code; anything else is taken for a recovery code. */
function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ""));
}

/** The second factor: a TOTP code not used before (its step is spent), or an unused recovery code. */
async function checkSecondFactor(db: D1Database, staff: StaffRow, code: string, now: number): Promise<boolean> {
  const compact = code.replace(/\s/g, "");
  if (isTotpCode(compact)) {
    const step = await matchTotp(staff.totp_secret!, compact, now, staff.totp_last_step);
    return step !== null && (await spendTotpStep(db, staff.id, step));
  }
  return spendRecoveryCode(db, staff.id, await hashRecoveryCode(compact), now);
}

/** /api/admin/auth/*: staff sign-in (password + second factor), sign-out and enrolment. */
export const consoleAuthApi = new Hono<ApiEnv>();

consoleAuthApi.post("/login", async (c) => {
  const { email, password, code } = await readJson(c, StaffLoginSchema);
  const db = c.env.DB;
  const now = Date.now();
  const address = clientIp(c) || "unknown";
  const ip = await countHit(db, `staff-login-ip:${address}`, SIGN_IN_IP_WINDOW_MS, now);
  if (ip.hits > getConfig(c.env).SIGNINS_PER_IP_15_MIN) throw tooMany(c, ip.resetAt, now);
  // Wrong passwords slow down only the address they come from.
  const passwords = passwordBucket("staff-login", email, address);
  const retryAt = await passwordRetryAt(db, passwords, now);
  if (retryAt > now) throw tooMany(c, retryAt, now);
  // Wrong codes after a right password lock the account's codes; while locked every attempt gets
  // the same answer (so it tells no right password from a wrong one) but a recovery code with the
  // right password, which signs in.
  const codesBucket = `staff-login-code:${email}`;
  const codes = await peekHits(db, codesBucket, SECOND_FACTOR_LIMIT.windowMs, now);
  const locked = codes.hits >= SECOND_FACTOR_LIMIT.hits;
  if (locked && isTotpCode(code)) throw codesLocked(c, codes.resetAt, now);

  const staff = await findStaffByEmail(db, email);
  // Unknown addresses cost a hash too, and every failure gets the same answer.
  const valid = await verifyPassword(password, staff?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!staff || !valid || staff.status !== "active") {
    await countWrongPasswordStatement(db, passwords, now).run();
    if (locked) throw codesLocked(c, codes.resetAt, now);
    throw new ApiError(API_CODE.unauthorized, c.var.LL.console.api.wrongCredentials());
  }
  if (!(await checkSecondFactor(db, staff, code, now))) {
    await countHit(db, codesBucket, SECOND_FACTOR_LIMIT.windowMs, now);
    if (locked) throw codesLocked(c, codes.resetAt, now);
    throw new ApiError(API_CODE.unauthorized, c.var.LL.console.api.wrongCredentials());
  }
  await db.batch([endPasswordRunStatement(db, passwords), clearHitsStatement(db, codesBucket)]);
  const token = `${STAFF_SESSION_PREFIX}${randomToken()}`;
  const expiresAt = now + STAFF_SESSION_MAX_MS;
  await insertStaffSessionStatement(
    db,
    {
      staffId: staff.id,
      tokenHash: await sha256Hex(token),
      expiresAt,
      ip: clientIp(c),
      userAgent: c.req.header("user-agent") ?? "",
    },
    now,
  ).run();
  return ok(c, {
    token,
    expiresAt: new Date(expiresAt).toISOString(),
    staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role, via: "session" },
  } satisfies StaffSignIn);
});

/** Ends the calling staff sign-in (whatever state it is in). */
consoleAuthApi.post("/logout", async (c) => {
  const token = bearer(c.req.header("authorization"));
  if (token?.startsWith(STAFF_SESSION_PREFIX)) {
    await c.env.DB.prepare("UPDATE staff_sessions SET revoked_at = ?2 WHERE token_hash = ?1 AND revoked_at IS NULL")
      .bind(await sha256Hex(token), Date.now())
      .run();
  }
  return ok(c, null);
});

interface EnrolmentRow {
  id: number;
  staff_id: number;
  totp_secret: string;
  expires_at: number;
  email: string;
  name: string;
}

async function findLiveEnrolment(db: D1Database, token: string, now: number): Promise<EnrolmentRow | null> {
  return db
    .prepare(
      `SELECT e.id, e.staff_id, e.totp_secret, e.expires_at, s.email, s.name FROM staff_enrolments e JOIN staff s ON s.id = e.staff_id
        WHERE e.token_hash = ?1 AND e.used_at IS NULL AND e.expires_at > ?2 AND s.status != 'disabled'`,
    )
    .bind(await sha256Hex(token), now)
    .first<EnrolmentRow>();
}

const ENROL_IP_LIMIT = { hits: 30, windowMs: 15 * 60_000 };

/** What an enrolment link shows: the TOTP secret to scan (QR code) or type. */
consoleAuthApi.get("/enrolment", async (c) => {
  const token = c.req.query("token") ?? "";
  const enrolment =
    token.length >= 16 && token.length <= 256 ? await findLiveEnrolment(c.env.DB, token, Date.now()) : null;
  if (!enrolment) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.enrolmentInvalid());
  const uri = otpauthUri({
    issuer: getConfig(c.env).SITE_NAME,
    account: enrolment.email,
    secret: enrolment.totp_secret,
  });
  // The QR encoder loads on first use: most requests of an isolate never draw one.
  const { renderQrSvg } = await import("../../../shared/qr-svg.server");
  return ok(c, {
    email: enrolment.email,
    name: enrolment.name,
    secret: enrolment.totp_secret,
    otpauthUri: uri,
    qrSvg: renderQrSvg(uri).svg,
    expiresAt: new Date(enrolment.expires_at).toISOString(),
  } satisfies EnrolmentInfo);
});

/**
 * Completes an enrolment: the password and the first code from the scanned secret are set in one
 * batch with the link spent, ten new recovery codes (answered once, stored hashed) and the audit row.
 */
consoleAuthApi.post("/enrol", async (c) => {
  const { token, password, code } = await readJson(c, EnrolSchema);
  const LL = c.var.LL;
  const db = c.env.DB;
  const now = Date.now();
  const ip = await countHit(db, `staff-enrol-ip:${clientIp(c) || "unknown"}`, ENROL_IP_LIMIT.windowMs, now);
  if (ip.hits > ENROL_IP_LIMIT.hits) throw tooMany(c, ip.resetAt, now);
  if (!meetsPasswordRules(password)) throw new ApiError(API_CODE.badRequest, LL.messages.passwordRules());
  if (isCommonPassword(password)) throw new ApiError(API_CODE.badRequest, LL.messages.passwordCommon());
  const enrolment = await findLiveEnrolment(db, token, now);
  if (!enrolment) throw new ApiError(API_CODE.notFound, LL.console.api.enrolmentInvalid());
  const step = await matchTotp(enrolment.totp_secret, code, now);
  if (step === null) throw new ApiError(API_CODE.badRequest, LL.console.api.wrongCode());
  if (!Number.isSafeInteger(enrolment.id) || !Number.isSafeInteger(now)) throw new Error("not an integer");
  // Every statement after the first acts only when this call spent the link (two uses racing).
  const spentNow = `EXISTS (SELECT 1 FROM staff_enrolments WHERE id = ${enrolment.id} AND used_at = ${now})`;
  const recovery = await newRecoveryCodes(db, enrolment.staff_id, spentNow);
  const [spent] = await db.batch([
    db
      .prepare("UPDATE staff_enrolments SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL RETURNING id")
      .bind(enrolment.id, now),
    db
      .prepare(
        `UPDATE staff SET password_hash = ?2, totp_secret = ?3, totp_last_step = ?4, status = 'active', updated_at = ?5
          WHERE id = ?1 AND ${spentNow}`,
      )
      .bind(enrolment.staff_id, await hashPassword(password), enrolment.totp_secret, step, now),
    ...recovery.statements,
    // Signing in again is needed with the new factor: older sign-ins end.
    db
      .prepare(`UPDATE staff_sessions SET revoked_at = ?2 WHERE staff_id = ?1 AND revoked_at IS NULL AND ${spentNow}`)
      .bind(enrolment.staff_id, now),
    auditStatement(
      db,
      {
        actor: { staffId: enrolment.staff_id, label: `staff:${enrolment.staff_id}`, ip: clientIp(c) },
        entity: "staff",
        entityId: String(enrolment.staff_id),
        action: "enrol",
        before: {},
        after: { secondFactor: "totp", recoveryCodes: recovery.codes.length },
      },
      now,
      spentNow,
    ),
  ]);
  if (!spent?.results.length) throw new ApiError(API_CODE.notFound, LL.console.api.enrolmentInvalid());
  return ok(c, { recoveryCodes: recovery.codes });
});
