import type { MiddlewareHandler } from "hono";
import { isSessionActive } from "../db/refresh-tokens";
import { getConfig } from "../env";
import { verifyAccessToken } from "../session/tokens";
import type { ApiEnv } from "./context";
import { bearer } from "./require-user";

export type MaybeUserEnv = ApiEnv & { Variables: ApiEnv["Variables"] & { userId: number | null } };

/** Public calls that say more to a signed-in user (their coupon records): the user if any, else null. */
export const optionalUser: MiddlewareHandler<MaybeUserEnv> = async function optionalUser(c, next) {
  const token = bearer(c.req.header("authorization"));
  const claims = token ? await verifyAccessToken(getConfig(c.env).JWT_SECRET, token) : null;
  c.set("userId", claims && (await isSessionActive(c.env.DB, claims.userId, claims.familyId)) ? claims.userId : null);
  await next();
};
