import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { readWholeBody } from "../../shared/request-body";
import type { ApiEnv } from "./context";

function invalidField(
  c: Context,
  target: string,
  error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> },
): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join(".") : target;
  const LL = (c.var as ApiEnv["Variables"]).LL;
  return new ApiError(API_CODE.badRequest, LL.messages.invalidField({ field, reason: issue?.message ?? "invalid" }));
}

/**
 * zod validation at the boundary. A failure throws the 400 envelope naming the first bad field:
 * `Invalid value for “email”: Invalid email address`.
 */
export function validate<Target extends Exclude<keyof ValidationTargets, "json">, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) throw invalidField(c, target, result.error);
  });
}

/** The request's body as bytes; one cut off mid-upload is a 400 (logged as a client disconnect). */
export async function readBodyBytes(c: Context): Promise<ArrayBuffer> {
  const vars = c.var as ApiEnv["Variables"];
  const bytes = await readWholeBody(c.req.raw, vars.requestId);
  if (!bytes) throw new ApiError(API_CODE.badRequest, vars.LL.messages.bodyIncomplete());
  return bytes;
}

/** The request's body as text (see readBodyBytes). */
export async function readBodyText(c: Context): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(c));
}

/**
 * The request's JSON body, validated with zod. An empty body counts as `{}` (the legacy
 * site's calls "with no body", such as sign-out, may send none); a body that is not JSON is a 400 saying so.
 * (The API app already requires the JSON content type for any body.)
 */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const text = await readBodyText(c);
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(API_CODE.badRequest, (c.var as ApiEnv["Variables"]).LL.messages.invalidJson());
    }
  }
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw invalidField(c, "body", result.error);
  return result.data;
}
