/**
 * The API contract: every response body is `{ code, msg, data }`; `code` 0 is success (the legacy
 * backend also answered 200). The table below is the documented list of codes (see README).
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const API_CODE = {
  ok: 0,
  /** Input failed validation (the message names the field). */
  badRequest: 100400,
  /** Not signed in, or credentials wrong. */
  unauthorized: 100401,
  /** Signed in but not allowed, or a cross-site state change. */
  forbidden: 100403,
  notFound: 100404,
  methodNotAllowed: 100405,
  /** The request conflicts with the current state (already claimed, out of stock, ...). */
  conflict: 100409,
  tooManyRequests: 100429,
  internal: 100500,
  /** An outside service the answer depends on (a payment provider) failed or did not answer. */
  upstream: 100502,
  /** The session is invalid; the client clears it and signs in again. */
  sessionInvalid: 100600,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** HTTP status for each code. */
export const API_STATUS: Record<ApiCode, number> = {
  [API_CODE.ok]: 200,
  [API_CODE.badRequest]: 400,
  [API_CODE.unauthorized]: 401,
  [API_CODE.forbidden]: 403,
  [API_CODE.notFound]: 404,
  [API_CODE.methodNotAllowed]: 405,
  [API_CODE.conflict]: 409,
  [API_CODE.tooManyRequests]: 429,
  [API_CODE.internal]: 500,
  [API_CODE.upstream]: 502,
  [API_CODE.sessionInvalid]: 401,
};

export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "number" &&
    "data" in value
  );
}

/** The one error type: thrown by the API, and by API clients when a call answers a non-zero code. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  /** Seconds to wait before retrying (429). */
  readonly retryAfter?: number;

  constructor(code: ApiCode | number, message: string, options: { status?: number; retryAfter?: number } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = options.status ?? API_STATUS[code as ApiCode] ?? 500;
    this.retryAfter = options.retryAfter;
  }
}
