import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { runImport } from "../../worker/db/import/run";
import { catalogueImport } from "../../worker/db/import/catalogue";
import type { Envelope } from "../../shared/api/envelope";
import { translator } from "../../shared/translator";
import { createApp } from "../../worker/app";
import type { Env } from "../../worker/env";
import { fixtureCatalogue } from "./fixtures";

type CallInit = RequestInit & { host?: string };

/** A request through the worker's own fetch (all middleware, the real D1 and KV). */
export function call(path: string, init: CallInit = {}): Promise<Response> {
  const { host = "localhost", ...rest } = init;
  return exports.default.fetch(new Request(`http://${host}${path}`, rest));
}

export async function envelope<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** Imports the small fixture catalogue through the same path as the seed. */
export async function importFixtureCatalogue(now = Date.now()) {
  return runImport(catalogueImport(fixtureCatalogue, "fixture-catalog"), { db: env.DB, kv: env.CACHE, now });
}

export const BROWSER = { "sec-fetch-site": "same-origin", "content-type": "application/json" } as const;

/** A JSON POST through the worker, answering the Response itself. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** name → value of the cookies a response sets (deleted ones map to ""). */
export function setCookies(response: { headers: Headers }): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split("; ");
    const index = pair!.indexOf("=");
    cookies.set(pair!.slice(0, index), { value: pair!.slice(index + 1), attributes: attributes.join("; ") });
  }
  return cookies;
}

/** A Cookie header carrying the cookies a response set. */
export function cookieHeader(response: { headers: Headers }): string {
  return [...setCookies(response)]
    .filter(([, c]) => c.value)
    .map(([name, c]) => `${name}=${c.value}`)
    .join("; ");
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

/**
 * A request through a fresh app on a modified env (e.g. without a provider's secrets), answering
 * only once its background work (waitUntil: cache writes, purges, mail) has finished.
 */
export async function fetchWith<T = unknown>(overrides: Partial<Env>, path: string, init: CallInit = {}) {
  const { host = "localhost", ...rest } = init;
  const app = createApp(async () => new Response("", { status: 501 }));
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`, rest), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return answer<T>(response);
}

export interface ClientOptions {
  /** Sent with every call (a language, a device id, a client address). */
  headers?: Record<string, string>;
  /** The Host the requests name. */
  host?: string;
  /** Answer once the background work is done, so what it changes can be asserted at once. */
  settle?: boolean;
  /** Through a fresh app on this env; answers settled too. */
  env?: Partial<Env>;
}

/**
 * The API as a client calls it: GET and JSON POST with a bearer token (none: a visitor), answering
 * the status, the headers and the envelope.
 */
export function client(token?: string | null, options: ClientOptions = {}) {
  const fixed: Record<string, string> = {
    ...options.headers,
    ...(token === undefined || token === null ? {} : { authorization: `Bearer ${token}` }),
  };
  const send = async <T>(path: string, init: RequestInit): Promise<Answer<T>> => {
    const request = { ...init, host: options.host, headers: { ...fixed, ...(init.headers as Record<string, string>) } };
    if (options.settle || options.env) return fetchWith<T>(options.env ?? {}, path, request);
    return answer<T>(await call(path, request));
  };
  const json = { "content-type": "application/json" };
  return {
    get: <T = unknown>(path: string) => send<T>(path, {}),
    post: <T = unknown>(path: string, body?: unknown) =>
      send<T>(path, { method: "POST", headers: json, body: body === undefined ? undefined : JSON.stringify(body) }),
    /** A raw JSON text body (for malformed input). */
    postRaw: <T = unknown>(path: string, text: string) => send<T>(path, { method: "POST", headers: json, body: text }),
  };
}

export type Client = ReturnType<typeof client>;

export interface SignUp {
  password?: string;
  firstName?: string;
  lastName?: string;
  /** The account's language (mail is written in it). */
  language?: string;
  /** Sent with the sign-up (a device id, a user agent, a client address). */
  headers?: Record<string, string>;
}

let userCounter = 0;
/** Signs a fresh customer up through the API (Ada Lovelace unless named); answers its credentials and token set. */
export async function registerCustomer(options: SignUp = {}) {
  const { password = "Gateway-2026!", firstName = "Ada", lastName = "Lovelace", language, headers } = options;
  const email = `buyer${++userCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await post(
    "/api/web/auth/register",
    { email, password, firstName, lastName },
    { ...(language ? { "x-accept-language": language } : {}), ...headers },
  );
  const body = await envelope<{ token: string; refreshToken: string; expiresIn: number }>(response);
  if (body.code !== 0) throw new Error(`register failed: ${response.status} ${body.msg}`);
  return { email, password, ...body.data };
}

/** A fresh signed-up customer with its user id and an API client of its token. */
export async function customer(options: SignUp = {}) {
  const registered = await registerCustomer(options);
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1")
    .bind(registered.email.toLowerCase())
    .first<{ id: number }>();
  return { ...registered, userId: row!.id, api: client(registered.token) };
}

export type Customer = Awaited<ReturnType<typeof customer>>;

/**
 * A field as the API's English messages name it ("amountMinor" → “Amount received”): what a bad
 * value's 400 quotes.
 */
export function fieldName(key: keyof ReturnType<typeof translator>["messages"]["validation"]["fields"]): string {
  return `“${translator("en").messages.validation.fields[key]()}”`;
}

export type FieldKey = Parameters<typeof fieldName>[0];
