import { Hono } from "hono";
import { z } from "zod";
import { isLocale } from "../../shared/locale";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { getCustomerDetail, listCustomers } from "../db/admin-customers";
import { auditStatement } from "../db/audit";
import { revokeUserFamiliesStatement } from "../db/refresh-tokens";
import { getUserById } from "../db/users";
import { getConfig } from "../env";
import { allow, auditActor, type AdminApiEnv } from "./admin-access";
import { mailResetLink } from "./auth";
import { ok } from "./respond";
import { validate } from "./validate";
import { pageQuery } from "../../shared/page-query";

/** /api/admin/customers: search, detail, lock and unlock sign-in, reset link, sign out everywhere. */
export const adminCustomersApi = new Hono<AdminApiEnv>();

const ListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

adminCustomersApi.get("/", allow("customers.read"), validate("query", ListQuery), async (c) => {
  const { q, page, pageSize } = c.req.valid("query");
  return ok(c, await listCustomers(c.env.DB, q || undefined, page, pageSize));
});

const CustomerParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

adminCustomersApi.get("/:id", allow("customers.read"), validate("param", CustomerParam), async (c) => {
  const customer = await getCustomerDetail(c.env.DB, c.req.valid("param").id, Date.now());
  if (!customer) throw new ApiError(API_CODE.notFound, c.var.LL.admin.api.customerNotFound());
  return ok(c, customer);
});

/** Locked: sign-in refused and every session ended; unlocked: sign-in works again. One audit row each. */
for (const [action, status] of [
  ["lock", 0],
  ["unlock", 1],
] as const) {
  adminCustomersApi.post(`/:id/${action}`, allow("customers.write"), validate("param", CustomerParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.env.DB;
    if (!(await getUserById(db, id))) throw new ApiError(API_CODE.notFound, c.var.LL.admin.api.customerNotFound());
    const now = Date.now();
    await db.batch([
      db.prepare("UPDATE users SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status != ?2").bind(id, status, now),
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
adminCustomersApi.post("/:id/sign-out", allow("customers.write"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  if (!(await getUserById(db, id))) throw new ApiError(API_CODE.notFound, c.var.LL.admin.api.customerNotFound());
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
adminCustomersApi.post("/:id/reset-link", allow("customers.write"), validate("param", CustomerParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  const user = await getUserById(db, id);
  if (!user) throw new ApiError(API_CODE.notFound, c.var.LL.admin.api.customerNotFound());
  if (user.status !== 1) throw new ApiError(API_CODE.conflict, c.var.LL.admin.api.customerLocked());
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
