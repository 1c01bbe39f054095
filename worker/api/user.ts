import { toWireUserInfo } from "../../shared/api/legacy/codecs";
import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../../shared/account/password-hash";
import { meetsPasswordRules } from "../../shared/account/password-rules";
import { exportFileName } from "../../shared/account/privacy";
import { DeleteAccountSchema } from "../../shared/account/privacy-schemas";
import { ChangePasswordSchema, ProfileSchema } from "../../shared/account/schemas";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { requestCacheScope } from "../cache/product-changes";
import { mailEventStatement } from "../db/mail-events";
import { spendUserResetsStatement } from "../db/password-resets";
import { countHit, peekHits } from "../db/rate-limits";
import { revokeUserFamiliesStatement } from "../db/refresh-tokens";
import { getUserById, setPasswordStatement, toUserInfo, updateProfile } from "../db/users";
import { getConfig } from "../env";
import { deleteAccount } from "../privacy/delete-account";
import { exportAccount } from "../privacy/export-account";
import { isCommonPassword } from "../session/common-passwords";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { deletionRefused } from "./privacy-refusals";
import { ok } from "./respond";
import { readJson } from "./validate";

/**
 * Wrong current passwords per account when changing it, before the change is refused for the rest
 * of the window. Only someone holding the account's session can try here.
 */
const PASSWORD_CHANGE_LIMIT = { hits: 5, windowMs: 15 * 60_000 };

/** /api/web/user/*: the signed-in user's own account. */
export const userApi = new Hono<AuthedApiEnv>();

userApi.use(requireUser);

/** The signed-in customer; a deleted account's session is over, even mid-request. */
async function currentUser(c: { env: AuthedApiEnv["Bindings"]; var: AuthedApiEnv["Variables"] }) {
  const user = await getUserById(c.env.DB, c.var.userId);
  if (!user || user.deleted_at !== null) throw new ApiError(API_CODE.sessionInvalid, c.var.LL.errors.sessionExpired());
  return user;
}

/** The user info the session keeps. */
userApi.get("/info", async (c) => ok(c, toWireUserInfo(toUserInfo(await currentUser(c)))));

/** The same user info (the legacy site's second name for it). */
userApi.get("/getUserInfo", async (c) => ok(c, toWireUserInfo(toUserInfo(await currentUser(c)))));

userApi.post("/update", async (c) => {
  const updated = await updateProfile(c.env.DB, c.var.userId, await readJson(c, ProfileSchema), Date.now());
  if (!updated) throw new ApiError(API_CODE.sessionInvalid, c.var.LL.errors.sessionExpired());
  return ok(c, toWireUserInfo(toUserInfo(updated)));
});

/** Changes the password; every other device is signed out, this one stays signed in. */
userApi.post("/password", async (c) => {
  const { oldPassword, newPassword } = await readJson(c, ChangePasswordSchema);
  const db = c.env.DB;
  const now = Date.now();
  const user = await currentUser(c);
  // A stolen session cannot guess the current password at will.
  const bucket = `password-change:${user.id}`;
  const attempts = await peekHits(db, bucket, PASSWORD_CHANGE_LIMIT.windowMs, now);
  if (attempts.hits >= PASSWORD_CHANGE_LIMIT.hits) {
    const seconds = Math.max(1, Math.ceil((attempts.resetAt - now) / 1000));
    throw new ApiError(API_CODE.tooManyRequests, c.var.LL.messages.tooManyRequests({ seconds }), {
      retryAfter: seconds,
    });
  }
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    await countHit(db, bucket, PASSWORD_CHANGE_LIMIT.windowMs, now);
    throw new ApiError(API_CODE.badRequest, c.var.LL.messages.wrongOldPassword());
  }
  if (!meetsPasswordRules(newPassword)) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.passwordRules());
  if (isCommonPassword(newPassword)) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.passwordCommon());
  if (oldPassword === newPassword) throw new ApiError(API_CODE.badRequest, c.var.LL.messages.passwordSame());
  const [updated] = await db.batch<Parameters<typeof toUserInfo>[0]>([
    setPasswordStatement(db, user.id, await hashPassword(newPassword), now),
    revokeUserFamiliesStatement(db, user.id, now, c.var.familyId),
    spendUserResetsStatement(db, user.id, now),
    mailEventStatement(db, { kind: "password_changed", userId: user.id }, now),
  ]);
  return ok(c, toWireUserInfo(toUserInfo(updated!.results[0]!)));
});

/**
 * Everything the shop holds about the signed-in customer, as a JSON file to download (the envelope,
 * as every answer; `data` is the export).
 */
userApi.get("/export", async (c) => {
  const now = Date.now();
  const data = await exportAccount(c.env.DB, c.var.userId, now, getConfig(c.env).SITE_NAME);
  if (!data) throw new ApiError(API_CODE.sessionInvalid, c.var.LL.errors.sessionExpired());
  c.header("Content-Disposition", `attachment; filename="${exportFileName(getConfig(c.env).SITE_NAME, now)}"`);
  return ok(c, data);
});

/**
 * Deletes the signed-in customer's account, confirmed with its password typed again (guessing it
 * here is limited as at sign-in). Refused while an order is open (see deleteAccount). A browser's
 * session cookies end with it.
 */
userApi.post("/delete", async (c) => {
  const { password } = await readJson(c, DeleteAccountSchema);
  const LL = c.var.LL;
  if (!password) throw new ApiError(API_CODE.badRequest, LL.messages.privacy.passwordNeeded());
  const db = c.env.DB;
  const now = Date.now();
  const user = await currentUser(c);
  // One bucket for every check of a signed-in customer's password (changing it, deleting the account).
  const bucket = `password-change:${user.id}`;
  const attempts = await peekHits(db, bucket, PASSWORD_CHANGE_LIMIT.windowMs, now);
  if (attempts.hits >= PASSWORD_CHANGE_LIMIT.hits) {
    const seconds = Math.max(1, Math.ceil((attempts.resetAt - now) / 1000));
    throw new ApiError(API_CODE.tooManyRequests, LL.messages.tooManyRequests({ seconds }), { retryAfter: seconds });
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    await countHit(db, bucket, PASSWORD_CHANGE_LIMIT.windowMs, now);
    throw new ApiError(API_CODE.badRequest, LL.messages.privacy.wrongPassword());
  }
  const result = await deleteAccount(requestCacheScope(c), {
    userId: user.id,
    actor: { kind: "customer", userId: user.id },
  });
  if (!result.ok) throw deletionRefused(LL, result, "customer");
  return ok(c, { deletedAt: new Date(result.deletedAt).toISOString() });
});
