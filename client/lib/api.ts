import { buildQuery, readEnvelope, typedClient, type ApiRequestOptions } from "../../shared/api/client";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { href } from "../../shared/routes";
import { isLocale } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { notifyError } from "./notify";

/** Called when any call answers 100600 (the session is invalid); set by the session layer. */
let onSessionInvalid: (message: string) => void = (message) => {
  notifyError(message);
  const here = window.location.pathname + window.location.search;
  window.location.replace(href.login(here, { expired: true }));
};

export function setSessionInvalidHandler(handler: (message: string) => void) {
  onSessionInvalid = handler;
}

/**
 * The browser's API client: same-origin /api calls carrying the session cookies (the worker turns
 * them into Authorization) and X-Accept-Language. A non-zero code shows its message (not twice within 1 s)
 * and rejects; 100600 ends the session and goes to sign-in.
 */
async function call(method: string, path: string, body: unknown, options: ApiRequestOptions = {}): Promise<unknown> {
  const locale = isLocale(document.documentElement.dataset.locale) ? document.documentElement.dataset.locale : "en";
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-accept-language": locale,
  };
  // No answer, or one that is not the API's (offline, a proxy's error page): said in the page's language.
  const unreachable = () => translator(locale).errors.upstream();
  // A file goes as it is (uploads); everything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined) headers["content-type"] = raw ? "application/octet-stream" : "application/json";
  try {
    const response = await fetch(`/api${path}${buildQuery(options.query)}`, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
    return await readEnvelope(response, unreachable);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    const failure = error instanceof ApiError ? error : new ApiError(API_CODE.upstream, unreachable());
    if (failure.code === API_CODE.sessionInvalid) onSessionInvalid(failure.message);
    else if (!options.silent) notifyError(failure.message);
    throw failure;
  }
}

export const api = typedClient(call);
