import { DEVICE_HEADER, DEVICE_RECORDING_PATHS } from "../shared/account/device";
import { buildQuery, readEnvelope, typedClient, type ApiClient, type ApiRequestOptions } from "../shared/api/client";
import type { Locale } from "../shared/locale";
import type { ApiApp } from "./api/app";
import type { Env } from "./env";
import { authorize, credentialFor } from "./session/api-credentials";

export interface ServerApiClientOptions {
  api: ApiApp;
  env: Env;
  ctx: ExecutionContext;
  locale: Locale;
  /** The page's origin: API links (reset mails) and logs see the real host. */
  origin: string;
  /** The visitor's IP (CF-Connecting-IP), for the API's per-IP limits. */
  clientIp?: string;
  /** The signed-in user's access token, sent as `Authorization: Bearer`. */
  accessToken?: () => Promise<string | null> | string | null;
  /** The console's staff session token, sent instead on /admin calls. */
  staffToken?: () => string | null;
  requestId?: string;
  /** The visitor's browser, which sign-in and sign-up record: its device id (cookie), User-Agent and location. */
  visitor?: { deviceId: () => string; userAgent?: string; cf?: Request["cf"] };
}

/**
 * The one API client of the loaders. It calls the /api sub-app in-process (no network hop), which
 * answers from D1. Every call carries X-Accept-Language and, for a signed-in visitor, Authorization
 * (on /admin calls: the staff sign-in's).
 */
export function createServerApiClient(options: ServerApiClientOptions): ApiClient {
  async function call(method: string, path: string, body: unknown, init: ApiRequestOptions = {}): Promise<unknown> {
    const headers = new Headers({ accept: "application/json", "x-accept-language": options.locale });
    if (options.requestId) headers.set("x-request-id", options.requestId);
    if (options.clientIp) headers.set("cf-connecting-ip", options.clientIp);
    authorize(headers, init.accessToken ?? (await credentialFor(path, options)));
    if (body !== undefined) headers.set("content-type", "application/json");
    const visitor = DEVICE_RECORDING_PATHS.has(path) ? options.visitor : undefined;
    if (visitor) {
      headers.set(DEVICE_HEADER, visitor.deviceId());
      if (visitor.userAgent) headers.set("user-agent", visitor.userAgent);
    }
    const request = new Request(`${options.origin}/api${path}${buildQuery(init.query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
      ...(visitor?.cf ? { cf: visitor.cf as RequestInitCfProperties } : {}),
    });
    const response = await options.api.fetch(request, options.env, options.ctx);
    return readEnvelope(response);
  }
  return typedClient(call);
}
