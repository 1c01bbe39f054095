import { Hono } from "hono";
import { z } from "zod";
import { roleWithin } from "../../../shared/console/roles";
import { CreateApiTokenSchema } from "../../../shared/console/schemas";
import { API_TOKEN_PREFIX } from "../../../shared/console/session";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { auditStatement } from "../../db/audit";
import { insertApiTokenStatement, listApiTokens, revokeApiTokenStatement, toApiTokenSummary } from "./sessions";
import { sha256Hex } from "../../digest";
import { randomToken } from "../../session/tokens";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/**
 * /api/admin/tokens/*: a signed-in member's API tokens for automation. A token is shown once,
 * stored hashed, acts with the role it was given (never above its creator's), and can be revoked.
 */
export const consoleTokensApi = new Hono<ConsoleApiEnv>();

consoleTokensApi.get("/", allow("self"), async (c) => {
  return ok(c, await listApiTokens(c.env.DB, c.var.staff.staffId!));
});

consoleTokensApi.post("/", allow("self"), async (c) => {
  const { name, role } = await readJson(c, CreateApiTokenSchema);
  const staff = c.var.staff;
  if (!roleWithin(role, staff.role)) throw new ApiError(API_CODE.forbidden, c.var.LL.console.api.roleTooHigh());
  const db = c.env.DB;
  const now = Date.now();
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  const tokenHash = await sha256Hex(token);
  const [inserted] = await db.batch([
    insertApiTokenStatement(db, { staffId: staff.staffId!, name, role, tokenHash }, now),
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "api_token",
        entityId: "",
        action: "create",
        before: {},
        after: { name, role },
      },
      now,
      "1",
      // The new token's id (the hash is hex: safe in SQL).
      `(SELECT CAST(id AS TEXT) FROM staff_api_tokens WHERE token_hash = '${tokenHash.replace(/[^0-9a-f]/g, "")}')`,
    ),
  ]);
  const row = inserted!.results[0] as Parameters<typeof toApiTokenSummary>[0];
  return ok(c, { ...toApiTokenSummary(row), token });
});

const TokenParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

consoleTokensApi.post("/:id/revoke", allow("self"), validate("param", TokenParam), async (c) => {
  const { id } = c.req.valid("param");
  const db = c.env.DB;
  const now = Date.now();
  const staffId = c.var.staff.staffId!;
  const [revoked] = await db.batch([
    revokeApiTokenStatement(db, staffId, id, now),
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "api_token",
        entityId: String(id),
        action: "revoke",
        before: {},
        after: { revoked: true },
      },
      now,
      `EXISTS (SELECT 1 FROM staff_api_tokens WHERE id = ${id} AND staff_id = ${staffId} AND revoked_at = ${now})`,
    ),
  ]);
  if (!revoked?.results.length) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.tokenNotFound());
  return ok(c, { id, revoked: true });
});
