import { Hono } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { listDeadMailEvents, listOutbox, reviveMailEvent } from "../../db/mail-events";
import { queuePendingMail } from "../../mail/mail-queue";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

const MailParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const AlertsSchema = z.object({ on: z.boolean(), digest: z.boolean().optional() });

/** /api/admin/mail/*: the local outbox, the mail given up on, and sending such mail again. */
export const consoleMailApi = new Hono<ConsoleApiEnv>();

consoleMailApi.get("/outbox", allow("mail"), async (c) => ok(c, await listOutbox(c.env.DB)));

consoleMailApi.get("/dead", allow("mail"), async (c) => ok(c, await listDeadMailEvents(c.env.DB)));

consoleMailApi.post("/dead/:id/retry", allow("mail"), validate("param", MailParam), async (c) => {
  const { id } = c.req.valid("param");
  const now = Date.now();
  const audit = {
    actor: auditActor(c),
    entity: "mail",
    entityId: String(id),
    action: "retry",
    before: { status: "dead" },
    after: { status: "pending" },
  };
  if (!(await reviveMailEvent(c.env.DB, id, audit, now))) {
    throw new ApiError(API_CODE.notFound, c.var.LL.console.mailPage.notFound());
  }
  await queuePendingMail(c.env, now);
  return ok(c, null);
});

/**
 * The signed-in member's own mail settings: mailed at once of paid orders and low stock (`on`), and
 * the daily digest. Their mail comes in the language of the console page they saved them on.
 */
consoleMailApi.get("/alerts", allow("self"), async (c) => {
  const row = await c.env.DB.prepare("SELECT mail_alerts, mail_digest FROM staff WHERE id = ?1")
    .bind(c.var.staff.staffId)
    .first<{ mail_alerts: number; mail_digest: number }>();
  return ok(c, { on: row?.mail_alerts === 1, digest: row?.mail_digest === 1 });
});

consoleMailApi.post("/alerts", allow("self"), async (c) => {
  const { on, digest } = await readJson(c, AlertsSchema);
  const row = await c.env.DB.prepare(
    `UPDATE staff SET mail_alerts = ?2, mail_digest = COALESCE(?3, mail_digest), locale = ?4, updated_at = ?5
      WHERE id = ?1 RETURNING mail_alerts, mail_digest`,
  )
    .bind(c.var.staff.staffId, on ? 1 : 0, digest === undefined ? null : digest ? 1 : 0, c.var.locale, Date.now())
    .first<{ mail_alerts: number; mail_digest: number }>();
  return ok(c, { on: row?.mail_alerts === 1, digest: row?.mail_digest === 1 });
});
