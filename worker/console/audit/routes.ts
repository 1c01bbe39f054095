import { Hono } from "hono";
import { z } from "zod";
import type { AuditPage } from "../../../shared/console/types";
import { AUDIT_ENTITIES } from "../../../shared/console/audit-fields";
import { listAudit } from "../../db/audit";
import { auditNames } from "./names";
import { getConfig } from "../../env";
import { allow, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { validate } from "../../api/validate";
import { pageQuery } from "../../../shared/page-query";
import { rule } from "../../../shared/api/validation-rules";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, rule("day"));

const AuditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  staffId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  from: day.optional(),
  to: day.optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** /api/admin/audit: who changed what; staff-management entries only for the owner. */
export const consoleAuditApi = new Hono<ConsoleApiEnv>();

consoleAuditApi.get("/", allow("audit.read"), validate("query", AuditQuery), async (c) => {
  const { page, pageSize, from, to, ...filter } = c.req.valid("query");
  const owner = c.var.staff.role === "owner";
  const found = await listAudit(
    c.env.DB,
    {
      ...filter,
      from: from ? Date.parse(`${from}T00:00:00Z`) : undefined,
      to: to ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 : undefined,
      includeStaffEntities: owner,
    },
    page,
    pageSize,
  );
  // Names instead of ids: records in the reader's language, SKU codes, people with their emails.
  const names = await auditNames(c.env.DB, found.list, c.var.locale);
  return ok(c, { ...found, names, currency: getConfig(c.env).CURRENCY } satisfies AuditPage);
});
