import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { readWholeBody } from "../../shared/request-body";
import { getConfig } from "../env";
import type { ApiEnv } from "./context";
import { describeIssue, type ValidationIssue } from "../../shared/api/validation-messages";

/** The 400 of a value that failed validation: its first issue, in words (validation-messages.ts). */
function invalidField(c: Context, error: { issues: ReadonlyArray<ValidationIssue> }, input: unknown): ApiError {
  const vars = c.var as ApiEnv["Variables"];
  const issue = error.issues[0];
  const message = issue
    ? describeIssue(vars.LL, vars.locale, issue, input, getConfig(c.env).CURRENCY)
    : vars.LL.messages.validation.notValid({ field: vars.LL.messages.validation.someValue() });
  return new ApiError(API_CODE.badRequest, message);
}

/**
 * zod validation at the boundary. A failure throws the 400 envelope naming the first bad field in
 * words: `“Email” must be an email address, such as name@example.com.`
 */
export function validate<Target extends Exclude<keyof ValidationTargets, "json">, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) throw invalidField(c, result.error, result.data);
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
  if (!result.success) throw invalidField(c, result.error, value);
  return result.data;
}
