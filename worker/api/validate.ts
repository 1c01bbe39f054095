import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { ApiEnv } from "./context";

/**
 * zod validation at the boundary. A failure throws the 400 envelope naming the first bad field:
 * `Invalid value for “email”: Invalid email address`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.map(String).join(".") : target;
    const LL = (c.var as ApiEnv["Variables"]).LL;
    throw new ApiError(API_CODE.badRequest, LL.api.invalidField({ field, reason: issue?.message ?? "invalid" }));
  });
}
