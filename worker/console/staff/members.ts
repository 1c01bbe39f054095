import { Hono, type Context } from "hono";
import { z } from "zod";
import { InviteStaffSchema, UpdateStaffSchema } from "../../../shared/console/schemas";
import type { StaffMe, StaffSummary } from "../../../shared/console/types";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { auditStatement } from "../../db/audit";
import { findStaffById, insertStaffStatement, listStaff, type StaffRow } from "./queries";
import { revokeAllStaffSessionsStatement } from "./sessions";
import { getConfig } from "../../env";
import { linkOrigin } from "../../site/site-links";
import { enrolmentPath, newEnrolment } from "../../session/staff-credentials";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/** /api/admin/me and /api/admin/staff/*: who is calling, and the owner's management of staff. */
export const consoleStaffApi = new Hono<ConsoleApiEnv>();

consoleStaffApi.get("/me", allow("console"), (c) => {
  const staff = c.var.staff;
  return ok(c, {
    id: staff.staffId ?? 0,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    via: staff.via,
  } satisfies StaffMe);
});

consoleStaffApi.get("/staff", allow("staff.manage"), async (c) => {
  return ok(c, await listStaff(c.env.DB, Date.now()));
});

/** Invites a member: an account without password or second factor, and a one-time enrolment link. */
consoleStaffApi.post("/staff", allow("staff.manage"), async (c) => {
  const body = await readJson(c, InviteStaffSchema);
  const db = c.env.DB;
  const now = Date.now();
  const inserted = await insertStaffStatement(db, body, now).first<StaffRow>();
  if (!inserted) throw new ApiError(API_CODE.conflict, c.var.LL.console.api.staffExists());
  const enrolment = await newEnrolment(db, inserted.id, now);
  await db.batch([
    ...enrolment.statements,
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "staff",
        entityId: String(inserted.id),
        action: "invite",
        before: {},
        after: { email: body.email, name: body.name, role: body.role },
      },
      now,
    ),
  ]);
  return ok(c, {
    id: inserted.id,
    enrolmentUrl: linkOrigin(getConfig(c.env), c.req.url) + enrolmentPath(enrolment.token),
  });
});

const StaffParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

async function otherMember(c: Context<ConsoleApiEnv>, id: number) {
  const member = await findStaffById(c.env.DB, id);
  if (!member) throw new ApiError(API_CODE.notFound, c.var.LL.console.api.staffNotFound());
  // The owner cannot demote, disable or lock out themselves (there is always an owner).
  if (member.id === c.var.staff.staffId) throw new ApiError(API_CODE.conflict, c.var.LL.console.api.notYourself());
  return member;
}

/** Changes a member's role or status; disabling ends their sign-ins (their API tokens stop working). */
consoleStaffApi.post("/staff/:id", allow("staff.manage"), validate("param", StaffParam), async (c) => {
  const change = await readJson(c, UpdateStaffSchema);
  const member = await otherMember(c, c.req.valid("param").id);
  if (change.status === "active" && member.status === "invited") {
    throw new ApiError(API_CODE.conflict, c.var.LL.console.api.notEnrolled());
  }
  const db = c.env.DB;
  const now = Date.now();
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ["role", "status"] as const) {
    if (change[key] !== undefined && change[key] !== member[key]) {
      before[key] = member[key];
      after[key] = change[key];
    }
  }
  if (Object.keys(after).length > 0) {
    await db.batch([
      db
        .prepare(
          "UPDATE staff SET role = COALESCE(?2, role), status = COALESCE(?3, status), updated_at = ?4 WHERE id = ?1",
        )
        .bind(member.id, change.role ?? null, change.status ?? null, now),
      ...(change.status === "disabled" ? [revokeAllStaffSessionsStatement(db, member.id, now)] : []),
      auditStatement(
        db,
        { actor: auditActor(c), entity: "staff", entityId: String(member.id), action: "update", before, after },
        now,
      ),
    ]);
  }
  const staff = (await listStaff(db, now)).find((row) => row.id === member.id);
  return ok(c, staff satisfies StaffSummary | undefined);
});

/** Ends every open sign-in of a member (a lost laptop, a member leaving). */
consoleStaffApi.post("/staff/:id/sessions/revoke", allow("staff.manage"), validate("param", StaffParam), async (c) => {
  const member = await otherMember(c, c.req.valid("param").id);
  const db = c.env.DB;
  const now = Date.now();
  const [revoked] = await db.batch([
    revokeAllStaffSessionsStatement(db, member.id, now),
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "staff_session",
        entityId: String(member.id),
        action: "revoke_all",
        before: {},
        after: { revokedAt: new Date(now).toISOString() },
      },
      now,
    ),
  ]);
  return ok(c, { revoked: revoked?.meta.changes ?? 0 });
});

/** A new enrolment link (a lost phone): completing it replaces the password, secret and recovery codes. */
consoleStaffApi.post("/staff/:id/enrolment", allow("staff.manage"), validate("param", StaffParam), async (c) => {
  const member = await otherMember(c, c.req.valid("param").id);
  const db = c.env.DB;
  const now = Date.now();
  const enrolment = await newEnrolment(db, member.id, now);
  await db.batch([
    ...enrolment.statements,
    auditStatement(
      db,
      {
        actor: auditActor(c),
        entity: "staff",
        entityId: String(member.id),
        action: "new_enrolment",
        before: {},
        after: { enrolmentLink: "issued" },
      },
      now,
    ),
  ]);
  return ok(c, {
    id: member.id,
    enrolmentUrl: linkOrigin(getConfig(c.env), c.req.url) + enrolmentPath(enrolment.token),
  });
});
