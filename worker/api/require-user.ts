import type { MiddlewareHandler } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { isSessionActive } from "../db/refresh-tokens";
import { getConfig } from "../env";
import { verifyAccessToken } from "../session/tokens";
import type { ApiEnv } from "./context";

export interface AuthVariables {
  userId: number;
  familyId: string;
}

export type AuthedApiEnv = ApiEnv & { Variables: ApiEnv["Variables"] & AuthVariables };

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Requires `Authorization: Bearer <access token>`: no token → 100401; a bad, expired or revoked
 * one → 100600 (the client clears the session and signs in again).
 */
export const requireUser: MiddlewareHandler<AuthedApiEnv> = async function requireUser(c, next) {
  const token = bearer(c.req.header("authorization"));
  if (!token) throw new ApiError(API_CODE.unauthorized, c.var.LL.messages.unauthorized());
  const claims = await verifyAccessToken(getConfig(c.env).JWT_SECRET, token);
  if (!claims || !(await isSessionActive(c.env.DB, claims.userId, claims.familyId))) {
    throw new ApiError(API_CODE.sessionInvalid, c.var.LL.errors.sessionExpired());
  }
  c.set("userId", claims.userId);
  c.set("familyId", claims.familyId);
  await next();
};

export { bearer };
