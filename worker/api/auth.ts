import { Hono, type Context } from "hono";
import { meetsPasswordRules } from "../../shared/account/password-rules";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../shared/account/password-hash";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RefreshSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "../../shared/account/schemas";
import { isReservedEmail } from "../../shared/account/privacy";
import type { TokenSet } from "../../shared/account/user";
import type { Locale } from "../../shared/locale";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import {
  findLivePasswordReset,
  insertPasswordResetStatement,
  spendPasswordResetStatement,
  spendUserResetsStatement,
} from "../db/password-resets";
import { countHit, countHitStatement, peekHits } from "../db/rate-limits";
import { findRefreshToken, revokeFamily, revokeUserFamiliesStatement } from "../db/refresh-tokens";
import { mailEventStatement } from "../db/mail-events";
import { hasSignedInFrom, recordSignInDevice, signInDeviceOf } from "../db/user-devices";
import {
  findUserByEmail,
  insertUserStatement,
  recordSignInStrength,
  setPasswordAfterResetStatement,
} from "../db/users";
import { getConfig, type Env } from "../env";
import { isCommonPassword } from "../session/common-passwords";
import { queuePendingMail } from "../mail/mail-queue";
import { mailOrigin } from "../site/site-links";
import { issueTokenSet, rotateRefreshToken } from "../session/session-tokens";
import {
  ACCOUNT_GUESS_LIMIT,
  countWrongPasswordStatement,
  endPasswordRunStatement,
  passwordBucket,
  passwordRetryAt,
  SIGN_IN_IP_WINDOW_MS,
} from "../session/sign-in-limits";
import { sha256Hex } from "../digest";
import { randomToken, verifyAccessToken } from "../session/tokens";
import { bearer, requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson } from "./validate";

const MINUTE = 60_000;
/** Reset mails per address, and reset requests per IP. */
const RESET_ACCOUNT_LIMIT = { hits: 3, windowMs: 60 * MINUTE };
const RESET_IP_LIMIT = { hits: 10, windowMs: 60 * MINUTE };
const RESET_LINK_LIFETIME_MS = 30 * MINUTE;
/**
 * The window of the per-address sign-up limit, `SIGNUPS_PER_IP_HOUR` sign-ups (each costs a
 * password hash, and answers whether an email is taken).
 */
const REGISTER_IP_WINDOW_MS = 60 * MINUTE;

function clientIp(c: Context<AuthedApiEnv>): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

function tooMany(c: Context<AuthedApiEnv>, resetAt: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new ApiError(API_CODE.tooManyRequests, c.var.LL.messages.tooManyRequests({ seconds }), {
    retryAfter: seconds,
  });
}

/** A new password must meet today's rules and not be a well-known one. */
function assertAcceptablePassword(c: Context<AuthedApiEnv>, password: string) {
  if (!meetsPasswordRules(password)) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.passwordRules());
  if (isCommonPassword(password)) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.passwordCommon());
}

function tokenSet(tokens: TokenSet): TokenSet {
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn };
}

/** /api/web/auth/*: sign-up, sign-in, refresh, sign-out, password reset. */
export const authApi = new Hono<AuthedApiEnv>();

authApi.post("/register", async (c) => {
  const body = await readJson(c, RegisterSchema);
  // Deleted accounts keep addresses on the reserved .invalid domain: nobody signs up with one.
  if (isReservedEmail(body.email)) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.privacy.reservedEmail());
  assertAcceptablePassword(c, body.password);
  const now = Date.now();
  // Cloudflare always names the client; only calls from inside the worker (tests, tools) have none.
  const address = c.req.header("cf-connecting-ip");
  if (address) {
    const ip = await countHit(c.env.DB, `register-ip:${address}`, REGISTER_IP_WINDOW_MS, now);
    if (ip.hits > getConfig(c.env).SIGNUPS_PER_IP_HOUR) throw tooMany(c, ip.resetAt, now);
  }
  // The account and its welcome mail, in the language of the page it was opened on, or neither.
  const [inserted] = await c.env.DB.batch<{ id: number }>([
    insertUserStatement(
      c.env.DB,
      {
        email: body.email,
        userName: [body.firstName, body.lastName].filter(Boolean).join(" ") || body.email.split("@")[0]!,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash: await hashPassword(body.password),
        locale: c.var.locale,
      },
      now,
    ),
    mailEventStatement(c.env.DB, { kind: "welcome", userEmail: body.email }, now, "changes() = 1"),
  ]);
  const user = inserted?.results[0];
  if (!user) throw new ApiError(API_CODE.conflict, c.var.LL.messages.emailTaken());
  // The sign-up's browser is the account's first device: signing in from it later is not new.
  await recordSignInDevice(c.env.DB, user.id, signInDeviceOf(c.req.raw), now);
  return ok(c, tokenSet(await issueTokenSet(c.env.DB, getConfig(c.env).JWT_SECRET, user.id, now)));
});

authApi.post("/login", async (c) => {
  const { email, password } = await readJson(c, LoginSchema);
  const db = c.env.DB;
  const now = Date.now();
  const address = clientIp(c);
  const ip = await countHit(db, `login-ip:${address}`, SIGN_IN_IP_WINDOW_MS, now);
  if (ip.hits > getConfig(c.env).SIGNINS_PER_IP_15_MIN) throw tooMany(c, ip.resetAt, now);
  // Wrong passwords slow down only the address they come from; each limit is checked before the
  // password, so an answer never tells a right password from a wrong one.
  const passwords = passwordBucket("login", email, address);
  const retryAt = await passwordRetryAt(db, passwords, now);
  if (retryAt > now) throw tooMany(c, retryAt, now);
  const accountBucket = `login-account:${email}`;
  const device = signInDeviceOf(c.req.raw);
  const guesses = await peekHits(db, accountBucket, ACCOUNT_GUESS_LIMIT.windowMs, now);
  if (guesses.hits >= ACCOUNT_GUESS_LIMIT.hits && !(await hasSignedInFrom(db, email, device.deviceId))) {
    throw tooMany(c, guesses.resetAt, now);
  }

  const user = await findUserByEmail(db, email);
  // Unknown emails cost a hash too, and get the same answer as a wrong password.
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !valid || user.status !== 1) {
    await db.batch([
      countWrongPasswordStatement(db, passwords, now),
      countHitStatement(db, accountBucket, ACCOUNT_GUESS_LIMIT.windowMs, now),
    ]);
    throw new ApiError(API_CODE.unauthorized, c.var.LL.messages.wrongCredentials());
  }
  await endPasswordRunStatement(db, passwords).run();
  // A password that breaks today's rules, or is a common one, is weak; count such sign-ins.
  await recordSignInStrength(db, user.id, !meetsPasswordRules(password) || isCommonPassword(password));
  await recordSignInDevice(db, user.id, device, now);
  return ok(c, tokenSet(await issueTokenSet(db, getConfig(c.env).JWT_SECRET, user.id, now)));
});

authApi.post("/refresh", async (c) => {
  const refreshToken = c.req.query("refreshToken") || (await readJson(c, RefreshSchema)).refreshToken;
  const invalid = () => new ApiError(API_CODE.sessionInvalid, c.var.LL.errors.sessionExpired());
  if (!refreshToken || refreshToken.length > 256) throw invalid();
  const secret = getConfig(c.env).JWT_SECRET;
  const now = Date.now();
  // The current access token, when sent, must belong to the same sign-in as the refresh token.
  const current = bearer(c.req.header("authorization"));
  const claims = current ? await verifyAccessToken(secret, current, { allowExpired: true }) : null;
  if (claims) {
    const row = await findRefreshToken(c.env.DB, await sha256Hex(refreshToken));
    if (row && row.family_id !== claims.familyId) throw invalid();
  }
  const result = await rotateRefreshToken(c.env.DB, secret, refreshToken, now);
  if (!result.ok) throw invalid();
  return ok(c, tokenSet(result.tokens));
});

authApi.post("/logout", async (c) => {
  const now = Date.now();
  const current = bearer(c.req.header("authorization"));
  const claims = current ? await verifyAccessToken(getConfig(c.env).JWT_SECRET, current, { allowExpired: true }) : null;
  let familyId = claims?.familyId;
  const refreshToken = (await readJson(c, RefreshSchema)).refreshToken;
  if (!familyId && refreshToken)
    familyId = (await findRefreshToken(c.env.DB, await sha256Hex(refreshToken)))?.family_id;
  if (familyId) await revokeFamily(c.env.DB, familyId, now);
  return ok(c, null);
});

authApi.post("/logout-others", requireUser, async (c) => {
  const { userId, familyId } = c.var;
  await revokeUserFamiliesStatement(c.env.DB, userId, Date.now(), familyId).run();
  return ok(c, null);
});

authApi.post("/forgot", async (c) => {
  const { email } = await readJson(c, ForgotPasswordSchema);
  const db = c.env.DB;
  const now = Date.now();
  const ip = await countHit(db, `reset-ip:${clientIp(c)}`, RESET_IP_LIMIT.windowMs, now);
  if (ip.hits > RESET_IP_LIMIT.hits) throw tooMany(c, ip.resetAt, now);
  const user = await findUserByEmail(db, email);
  const perAccount = await countHit(db, `reset-account:${email}`, RESET_ACCOUNT_LIMIT.windowMs, now);
  // The same answer, after the same work, whether or not the address has an account: the link is
  // made and mailed after answering, so the answer's timing does not tell either.
  if (user && user.status === 1 && perAccount.hits <= RESET_ACCOUNT_LIMIT.hits) {
    const mailing = mailResetLink(c.env, { userId: user.id, locale: c.var.locale }, now);
    c.executionCtx.waitUntil(
      mailing.catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: "error",
            requestId: c.var.requestId,
            msg: "reset mail failed",
            error: String(error),
          }),
        );
      }),
    );
  }
  return ok(c, { message: c.var.LL.messages.resetSent() });
});

/**
 * Stores a new reset link for the user with its mail (in `locale`, the link on that language's
 * configured origin) in one batch, and hands the mail to the queue.
 */
export async function mailResetLink(
  env: Env,
  to: { userId: number; locale: Locale },
  now: number,
  /** Written in the same batch as the link (a staff member's audit row). */
  alongside: D1PreparedStatement[] = [],
): Promise<void> {
  const token = randomToken();
  // Never a host the request named: a forged Host would otherwise receive the live token.
  const link = `${mailOrigin(getConfig(env), to.locale)}/auth/reset?token=${encodeURIComponent(token)}`;
  await env.DB.batch([
    insertPasswordResetStatement(
      env.DB,
      { userId: to.userId, tokenHash: await sha256Hex(token), expiresAt: now + RESET_LINK_LIFETIME_MS },
      now,
    ),
    mailEventStatement(
      env.DB,
      { kind: "password_reset", userId: to.userId, payload: { link, locale: to.locale } },
      now,
    ),
    ...alongside,
  ]);
  await queuePendingMail(env, now);
}

authApi.post("/reset", async (c) => {
  const { token, password } = await readJson(c, ResetPasswordSchema);
  assertAcceptablePassword(c, password);
  const db = c.env.DB;
  const now = Date.now();
  const invalid = new ApiError(API_CODE.badRequest, c.var.LL.messages.resetInvalid());
  const passwordHash = await hashPassword(password);
  const reset = await findLivePasswordReset(db, await sha256Hex(token), now);
  if (!reset) throw invalid;
  // Spending the link (and the user's other open links), the new password and the end of every
  // session happen together or not at all; of two uses of one link racing, only the one that
  // spends it changes the password.
  const [spent] = await db.batch([
    spendPasswordResetStatement(db, reset.id, now),
    setPasswordAfterResetStatement(db, reset.user_id, passwordHash, reset.id, now),
    spendUserResetsStatement(db, reset.user_id, now),
    revokeUserFamiliesStatement(db, reset.user_id, now),
    mailEventStatement(
      db,
      { kind: "password_changed", userId: reset.user_id },
      now,
      `EXISTS (SELECT 1 FROM password_resets WHERE id = ${Number(reset.id)} AND used_at = ${now})`,
    ),
  ]);
  if (!spent?.results.length) throw invalid;
  return ok(c, { message: c.var.LL.messages.passwordChanged() });
});
