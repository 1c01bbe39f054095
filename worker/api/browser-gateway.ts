import { fromWireUserInfo } from "../../shared/api/legacy/codecs";
import type { UserInfoWire } from "../../shared/api/legacy/types";
import type { Context } from "hono";
import type { SessionUser, TokenSet } from "../../shared/account/user";
import { toSessionUser } from "../../shared/account/user";
import { DEVICE_HEADER, DEVICE_RECORDING_PATHS } from "../../shared/account/device";
import { readEnvelope } from "../../shared/api/client";
import { API_CODE, isEnvelope, type Envelope } from "../../shared/api/envelope";
import type { WorkerEnv } from "../worker-env";
import type { Env } from "../env";
import { localeFromHeader, translator } from "./request-locale";
import { isSafeMethod, isSameOrigin } from "../middleware/same-origin";
import type { StaffSignIn } from "../console/staff/sign-in";
import type { ApiApp } from "./app";
import { authorize, credentialFor } from "../session/api-credentials";

const STAFF_LOGIN_PATH = "/api/admin/auth/login";

/** Calls answering a token set: for a browser, the tokens go into HttpOnly cookies instead. */
const TOKEN_ISSUING_PATHS = new Set(["/api/web/auth/login", "/api/web/auth/register", "/api/web/auth/refresh"]);

/**
 * Downloads of a customer's personal data. Though GETs, they are answered to a browser only when
 * asked for by a page of this origin (or typed in the address bar): a link on another site must
 * not make a signed-in visitor's browser save their data unasked.
 */
const PERSONAL_DOWNLOADS = /^\/api\/(?:web\/user\/export|admin\/customers\/[^/]+\/export)$/;

/** A browser sends Fetch Metadata or an Origin; API clients (apps, scripts) usually do neither. */
function fromBrowser(request: Request): boolean {
  return request.headers.has("sec-fetch-site") || request.headers.has("origin");
}

function envelopeResponse(body: Envelope<unknown>, status: number, headers?: HeadersInit): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/**
 * The browser's way into the API (`/api/*` on this origin). The page's session cookies become an
 * `Authorization` header here (the API itself is stateless and never sees cookies); a
 * cookie-authenticated state change must come from this origin; code 100600 ends the cookie
 * session; token sets answered to a browser are moved into cookies and never reach its scripts.
 */
export async function browserApiGateway(c: Context<WorkerEnv>, api: ApiApp): Promise<Response> {
  const request = c.req.raw;
  const session = c.var.session;
  // Decoded, as the API's router matches it (an encoded path must not slip past these checks).
  const path = c.req.path;
  const explicitAuth = request.headers.has("authorization");
  // The console's calls carry the staff cookie instead of the customer's session.
  const staffToken = path.startsWith("/api/admin/") && !explicitAuth ? c.var.staff.token : null;
  const usesCookies = (session.hasCookies || staffToken !== null) && !explicitAuth;

  // A state change from a browser must come from this origin, with or without session cookies: a
  // cross-site form could otherwise sign a visitor in to someone else's account (login CSRF, e.g.
  // with a refresh token in the query) and the answer would set that account's cookies.
  if (!isSafeMethod(request.method) && (usesCookies || fromBrowser(request)) && !isSameOrigin(request)) {
    const LL = translator(localeFromHeader(request.headers.get("x-accept-language"), "en"));
    return envelopeResponse({ code: API_CODE.forbidden, msg: LL.messages.crossSite(), data: null }, 403);
  }

  if (usesCookies && PERSONAL_DOWNLOADS.test(path)) {
    const site = request.headers.get("sec-fetch-site");
    if (site ? site !== "same-origin" && site !== "none" : !isSameOrigin(request)) {
      const LL = translator(localeFromHeader(request.headers.get("x-accept-language"), "en"));
      return envelopeResponse({ code: API_CODE.forbidden, msg: LL.messages.crossSite(), data: null }, 403);
    }
  }

  const headers = new Headers(request.headers);
  headers.delete("cookie");
  // Sign-in and sign-up record the browser by its device cookie (made now when it has none); an API
  // client (an app, a script) may name its device itself.
  if (DEVICE_RECORDING_PATHS.has(path.slice("/api".length))) {
    if (fromBrowser(request) || !request.headers.has(DEVICE_HEADER)) headers.set(DEVICE_HEADER, session.deviceId());
  }
  if (usesCookies) {
    authorize(
      headers,
      await credentialFor(path.slice("/api".length), {
        staffToken: () => staffToken,
        accessToken: () => session.accessToken(),
      }),
    );
  }
  const response = await api.fetch(new Request(request, { headers }), c.env, c.executionCtx);

  if (response.status === 401 && usesCookies) {
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    if (isEnvelope(body) && body.code === API_CODE.sessionInvalid) {
      if (staffToken) c.var.staff.end();
      else session.end();
    }
    return response;
  }
  if (path === STAFF_LOGIN_PATH && response.ok && fromBrowser(request)) {
    // The staff session token goes into its HttpOnly cookie, never to the page's scripts.
    const envelope = (await response.json()) as Envelope<StaffSignIn>;
    c.var.staff.start(envelope.data.token);
    const { token: _token, ...signedIn } = envelope.data;
    return envelopeResponse({ ...envelope, data: signedIn }, 200);
  }
  if (path === "/api/admin/auth/logout" && response.ok) {
    c.var.staff.end();
    return response;
  }
  // A deleted account's browser is signed out with it.
  if ((path === "/api/web/auth/logout" || path === "/api/web/user/delete") && response.ok) {
    session.end();
    return response;
  }
  if (TOKEN_ISSUING_PATHS.has(path) && response.ok && fromBrowser(request)) {
    const envelope = (await response.json()) as Envelope<TokenSet>;
    const user = await fetchSessionUser(api, c.env, c.executionCtx, request.url, envelope.data.token);
    session.start(envelope.data, user);
    return envelopeResponse({ ...envelope, data: { expiresIn: envelope.data.expiresIn, user } }, 200);
  }
  return response;
}

/** The display data of the user a fresh token belongs to. */
export async function fetchSessionUser(
  api: ApiApp,
  env: Env,
  ctx: ExecutionContext,
  baseUrl: string,
  token: string,
): Promise<SessionUser> {
  const response = await api.fetch(
    new Request(new URL("/api/web/user/info", baseUrl), {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    }),
    env,
    ctx,
  );
  return toSessionUser(fromWireUserInfo(await readEnvelope<UserInfoWire>(response)));
}
