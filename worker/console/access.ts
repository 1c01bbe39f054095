import type { Context, MiddlewareHandler } from "hono";
import {
  permissionKey,
  roleAllows,
  roleWithin,
  SESSION_ONLY,
  type Permission,
  type StaffRole,
} from "../../shared/console/roles";
import { API_TOKEN_PREFIX, STAFF_SESSION_PREFIX } from "../../shared/console/session";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AuditActor } from "../db/audit";
import { touchApiToken, touchStaffSession } from "./staff/sessions";
import { getConfig } from "../env";
import { sha256Hex } from "../digest";
import { verifyAccessToken } from "../session/tokens";
import type { Actor } from "../orders/types";
import { timingSafeEqualText } from "../payments/money";
import type { ApiEnv } from "../api/context";
import { bearer } from "../api/require-user";

/** Who is calling /api/admin: a signed-in staff member, one of their API tokens, or the operator. */
export interface StaffPrincipal {
  /** NULL for the OPERATOR_TOKEN operator. */
  staffId: number | null;
  role: StaffRole;
  via: "session" | "token" | "operator";
  email: string;
  name: string;
  sessionId?: number;
  tokenId?: number;
}

export type ConsoleApiEnv = ApiEnv & { Variables: ApiEnv["Variables"] & { staff: StaffPrincipal } };

/** The OPERATOR_TOKEN bearer: the operator calls of before the console, with the `staff` role. */
const OPERATOR_ROLE: StaffRole = "staff";

/**
 * Every /api/admin call (but sign-in and enrolment) needs a staff credential as `Authorization:
 * Bearer`: a staff sign-in (the console's cookie, turned into a bearer by the browser gateway), an
 * API token, or OPERATOR_TOKEN. None → 401; a customer's token → 403; an ended staff sign-in → 100600.
 */
export const requireStaff: MiddlewareHandler<ConsoleApiEnv> = async function requireStaff(c, next) {
  const LL = c.var.LL;
  const token = bearer(c.req.header("authorization"));
  if (!token) throw new ApiError(API_CODE.unauthorized, LL.messages.unauthorized());
  const now = Date.now();
  const config = getConfig(c.env);
  if (config.OPERATOR_TOKEN && timingSafeEqualText(token, config.OPERATOR_TOKEN)) {
    c.set("staff", { staffId: null, role: OPERATOR_ROLE, via: "operator", email: "", name: "operator" });
  } else if (token.startsWith(STAFF_SESSION_PREFIX)) {
    const session = await touchStaffSession(c.env.DB, await sha256Hex(token), now);
    if (!session) throw new ApiError(API_CODE.sessionInvalid, LL.errors.sessionExpired());
    const { staff } = session;
    c.set("staff", {
      staffId: staff.id,
      role: staff.role,
      via: "session",
      email: staff.email,
      name: staff.name,
      sessionId: session.sessionId,
    });
  } else if (token.startsWith(API_TOKEN_PREFIX)) {
    const found = await touchApiToken(c.env.DB, await sha256Hex(token), now);
    if (!found) throw new ApiError(API_CODE.unauthorized, LL.console.api.tokenInvalid());
    c.set("staff", {
      staffId: found.staff.id,
      // Scoped to its role, and never above its owner's role today.
      role: lower(found.role, found.staff.role),
      via: "token",
      email: found.staff.email,
      name: found.staff.name,
      tokenId: found.tokenId,
    });
  } else if (await verifyAccessToken(config.JWT_SECRET, token)) {
    // A customer's sign-in never reaches the console.
    throw new ApiError(API_CODE.forbidden, LL.messages.forbidden());
  } else {
    throw new ApiError(API_CODE.unauthorized, LL.messages.unauthorized());
  }
  await next();
};

/** The less powerful of two roles. */
/** Sign-in, sign-out and enrolment (/api/admin/auth/*) are open; every other admin call needs staff. */
export const staffGate: MiddlewareHandler<ApiEnv> = async function staffGate(c, next) {
  if (c.req.path.startsWith("/api/admin/auth/")) return next();
  // The same context: requireStaff adds the `staff` variable the admin routes read.
  return requireStaff(c as unknown as Context<ConsoleApiEnv>, next);
};

function lower(a: StaffRole, b: StaffRole): StaffRole {
  return roleWithin(a, b) ? a : b;
}

/** What each admin route requires, read by the role-matrix test (by handler, as Hono lists them). */
const DECLARED = new WeakMap<object, Permission>();

/** A route's permission check: the caller's role must allow it (403 otherwise). */
export function allow(permission: Permission): MiddlewareHandler<ConsoleApiEnv> {
  const check: MiddlewareHandler<ConsoleApiEnv> = async function allowed(c, next) {
    const staff = c.var.staff;
    const sessionOnly = SESSION_ONLY.includes(permission) && staff.via !== "session";
    const LL = c.var.LL;
    if (!roleAllows(staff.role, permission)) {
      // Said in words: "Your role (Support) cannot read the audit log."
      throw new ApiError(
        API_CODE.forbidden,
        LL.console.refused.roleCannot({
          role: LL.console.roles[staff.role](),
          action: LL.console.permissions[permissionKey(permission)](),
        }),
      );
    }
    if (sessionOnly) throw new ApiError(API_CODE.forbidden, LL.console.refused.sessionOnly());
    await next();
  };
  DECLARED.set(check, permission);
  return check;
}

export function declaredPermission(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? DECLARED.get(handler) : undefined;
}

export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "";
}

/** The caller as the author of an audit row. */
export function auditActor(c: Context<ConsoleApiEnv>): AuditActor {
  const staff = c.var.staff;
  const label =
    staff.via === "operator"
      ? "staff:operator"
      : staff.via === "token"
        ? `staff:${staff.staffId} token:${staff.tokenId}`
        : `staff:${staff.staffId}`;
  return { staffId: staff.staffId, label, ip: clientIp(c) };
}

/** The caller as the actor of order events (with what its audit rows need). */
export function staffActor(c: Context<ConsoleApiEnv>): Actor {
  const staff = c.var.staff;
  return { kind: "staff", staffId: staff.staffId === null ? "operator" : String(staff.staffId), audit: auditActor(c) };
}
