import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, API_CODE, type Envelope } from "../../shared/api/envelope";
import { translator } from "./request-locale";
import type { ApiEnv } from "./context";

/** A success envelope. */
export function ok<T, E extends ApiEnv>(c: Context<E>, data: T, status: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { code: API_CODE.ok, msg: c.var.LL.messages.ok(), data };
  return c.json(body, status);
}

/** Turns any thrown value into the error envelope; unknown errors become a 500 that leaks nothing. */
export function handleApiError(err: Error, c: Context<ApiEnv>) {
  // LL is missing only when the context middleware itself failed (a bad configuration).
  const LL = c.var.LL ?? translator("en");
  let error: ApiError;
  if (err instanceof ApiError) {
    error = err;
  } else if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx: malformed JSON bodies in the validator, mostly.
    const message = /json/i.test(err.message) ? LL.messages.invalidJson() : err.message;
    error = new ApiError(API_CODE.badRequest, message, { status: err.status });
  } else {
    console.error(
      JSON.stringify({
        level: "error",
        requestId: c.var.requestId,
        path: c.req.path,
        error: String(err?.stack ?? err),
      }),
    );
    error = new ApiError(API_CODE.internal, LL.errors.internal());
  }
  if (error.retryAfter) c.header("Retry-After", String(error.retryAfter));
  c.header("Cache-Control", "no-store");
  const body: Envelope<null> = { code: error.code, msg: error.message, data: null };
  return c.json(body, error.status as ContentfulStatusCode);
}

export function notFoundEnvelope(c: Context<ApiEnv>) {
  return handleApiError(new ApiError(API_CODE.notFound, c.var.LL.messages.notFound({ path: c.req.path })), c);
}
