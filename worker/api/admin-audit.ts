import { Hono } from "hono";
import { z } from "zod";
import { listAudit, STAFF_ENTITIES } from "../db/audit";
import { allow, type AdminApiEnv } from "./admin-access";
import { ok } from "./respond";
import { validate } from "./validate";
import { pageQuery } from "../../shared/page-query";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

const AuditQuery = z.object({
  entity: z.enum(["order", "customer", "review", "product", "sku", ...STAFF_ENTITIES]).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  staffId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  from: day.optional(),
  to: day.optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** /api/admin/audit: who changed what; staff-management entries only for the owner. */
export const adminAuditApi = new Hono<AdminApiEnv>();

adminAuditApi.get("/", allow("audit.read"), validate("query", AuditQuery), async (c) => {
  const { page, pageSize, from, to, ...filter } = c.req.valid("query");
  const owner = c.var.staff.role === "owner";
  return ok(
    c,
    await listAudit(
      c.env.DB,
      {
        ...filter,
        from: from ? Date.parse(`${from}T00:00:00Z`) : undefined,
        to: to ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 : undefined,
        includeStaffEntities: owner,
      },
      page,
      pageSize,
    ),
  );
});
