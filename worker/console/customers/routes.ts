import { Hono } from "hono";
import { z } from "zod";
import { exportFileName } from "../../../shared/account/privacy";
import { CompanyVersionSchema } from "../../../shared/account/company-schemas";
import { StaffDeleteCustomerSchema } from "../../../shared/account/privacy-schemas";
import { isLocale } from "../../../shared/locale";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { requestCacheScope } from "../../cache/product-changes";
import { getCustomerDetail, listCustomers } from "./queries";
import { auditStatement } from "../../db/audit";
import { revokeUserFamiliesStatement } from "../../db/refresh-tokens";
import { getUserById } from "../../db/users";
import { getConfig } from "../../env";
import { verifyCompany } from "../../company/company-profile";
import { deleteAccount } from "../../privacy/delete-account";
import { exportAccount } from "../../privacy/export-account";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { mailResetLink } from "../../api/auth";
import { deletionRefused } from "../../api/privacy-refusals";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";
import { pageQuery } from "../../../shared/page-query";

/**
 * /api/admin/customers: search, detail, lock and unlock sign-in, reset link, sign out everywhere,
 * their company profile's verification, and a customer's privacy requests (the export of their
 * data, the deletion of their account).
 */
export const consoleCustomersApi = new Hono<ConsoleApiEnv>();

const ListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

consoleCustomersApi.get("/", allow("customers.read"), validate("query", ListQuery), async (c) => {
  const { q, page, pageSize } = c.req.valid("query");
  return ok(c, await listCustomers(c.env.DB, q || undefined, page, pageSize));
});

const CustomerParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

consoleCustomersApi.get("/:id", allow("customers.read"), validate("param", CustomerParam), async (c) => {
  const customer = await getCustomerDetail(c.env.DB, c.req.valid("param").id, Date.now());
  if (!customer) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.customerNotFound());
  return ok(c, customer);
});

/** Locked: sign-in refused and every session ended; unlocked: sign-in works again. One audit row each. */
for (const [action, status] of [
  ["lock", 0],
  ["unlock", 1],
] as const) {
  consoleCustomersApi.post(`/:id/${action}`, allow("customers.write"), validate("param", CustomerParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.env.DB;
    const user = await getUserById(db, id);
    if (!user) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.customerNotFound());
    // A deleted account stays locked for good.
    if (user.deleted_at !== null) throw new ApiError(API_CODE.conflict, c.var.LL.console.api.customerDeleted());
    const now = Date.now();
    await db.batch([
      db
        .prepare("UPDATE users SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status != ?2 AND deleted_at IS NULL")
        .bind(id, status, now),
      auditStatement(
        db,
        {
          actor: auditActor(c),
          entity: "customer",
          entityId: String(id),
          action,
          before: { locked: status === 1 },
          after: { locked: status === 0 },
        },
        now,
        "changes() = 1",
      ),
      ...(status === 0 ? [revokeUserFamiliesStatement(db, id, now)] : []),
    ]);
    return ok(c, { id, locked: status === 0 });
  });
}

/** Ends every sign-in of the customer (a stolen laptop, a shared computer). */
consoleCustomersApi.post("/:id/sign-out", allow("customers.write"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  if (!(await getUserById(db, id))) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.customerNotFound());
  const now = Date.now();
  await db.batch([
    revokeUserFamiliesStatement(db, id, now),
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "customer",
        entityId: String(id),
        action: "sign_out",
        before: {},
        after: { sessions: "ended" },
      },
      now,
    ),
  ]);
  return ok(c, { id });
});

/** Mails the customer a password-reset link (in the account's language), as "forgot password" does. */
consoleCustomersApi.post("/:id/reset-link", allow("customers.write"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  const user = await getUserById(db, id);
  if (!user) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.customerNotFound());
  if (user.deleted_at !== null) throw new ApiError(API_CODE.conflict, c.var.LL.console.api.customerDeleted());
  if (user.status !== 1) throw new ApiError(API_CODE.conflict, c.var.LL.console.api.customerLocked());
  const now = Date.now();
  const config = getConfig(c.env);
  const locale = isLocale(user.locale) && config.LOCALES.includes(user.locale) ? user.locale : config.DEFAULT_LOCALE;
  const audit = auditStatement(
    db,
    {
      actor: auditActor(c),
      entity: "customer",
      entityId: String(id),
      action: "send_reset",
      before: {},
      after: { resetLink: "mailed" },
    },
    now,
  );
  await mailResetLink(c.env, { userId: user.id, locale }, now, [audit]);
  return ok(c, { id });
});

/**
 * Everything the shop holds about the customer, as the JSON file they would download themselves
 * (for a request they made by mail or phone). Reading it is audited: who, when, which customer.
 */
consoleCustomersApi.get("/:id/export", allow("customers.export"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  const now = Date.now();
  const siteName = getConfig(c.env).SITE_NAME;
  const data = await exportAccount(db, id, now, siteName);
  if (!data) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.customerNotFound());
  await auditStatement(
    db,
    { actor: auditActor(c), entity: "customer", entityId: String(id), action: "export", before: {}, after: {} },
    now,
  ).run();
  c.header("Content-Disposition", `attachment; filename="${exportFileName(siteName, now, id)}"`);
  return ok(c, data);
});

/**
 * Deletes the customer's account at their request, confirmed by typing their email; with
 * `cancelUnpaid`, their unpaid orders are cancelled first. The same lifecycle step as the
 * customer's own deletion, with the staff member's audit row.
 */
consoleCustomersApi.post("/:id/delete", allow("customers.delete"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const { email, cancelUnpaid } = await readJson(c, StaffDeleteCustomerSchema);
  const LL = c.var.LL;
  const user = await getUserById(c.env.DB, id);
  if (!user) throw new ApiError(API_CODE.notFound, LL.console.api.customerNotFound());
  if (user.deleted_at !== null) throw new ApiError(API_CODE.conflict, LL.console.api.customerDeleted());
  if (email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ApiError(API_CODE.badRequest, LL.console.api.deleteConfirmEmail());
  }
  const staff = c.var.staff;
  const result = await deleteAccount(requestCacheScope(c), {
    userId: id,
    actor: {
      kind: "staff",
      staffId: staff.staffId === null ? "operator" : String(staff.staffId),
      audit: auditActor(c),
    },
    cancelUnpaid,
  });
  if (!result.ok) throw deletionRefused(LL, result, "staff");
  return ok(c, { id, deletedAt: new Date(result.deletedAt).toISOString(), cancelled: result.cancelled });
});

/**
 * Staff checked the customer's company by hand (verify) or take that back (unverify), on the
 * version of the profile they saw: a profile the customer changed since is refused (409).
 */
for (const [action, verified] of [
  ["verify", true],
  ["unverify", false],
] as const) {
  consoleCustomersApi.post(
    `/:id/company/${action}`,
    allow("customers.write"),
    validate("param", CustomerParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const { expectedVersion } = await readJson(c, CompanyVersionSchema);
      const LL = c.var.LL.console.api;
      const result = await verifyCompany(c.env, { userId: id, expectedVersion, actor: auditActor(c), verified });
      if (!result.ok) {
        throw result.reason === "stale"
          ? new ApiError(API_CODE.conflict, LL.companyStale())
          : new ApiError(API_CODE.notFound, LL.companyNotFound());
      }
      return ok(c, result.profile);
    },
  );
}
