import { env, exports } from "cloudflare:workers";
import { runImport } from "../../worker/db/import/run";
import { catalogueImport } from "../../worker/db/import/catalogue";
import type { Envelope } from "../../shared/api/envelope";
import { translator } from "../../shared/translator";
import { fixtureCatalogue } from "./fixtures";

/** A request through the worker's own fetch (all middleware, the real D1 and KV). */
export function call(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
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

/** JSON POST through the worker. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** name → value of the cookies a response sets (deleted ones map to ""). */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split("; ");
    const index = pair!.indexOf("=");
    cookies.set(pair!.slice(0, index), { value: pair!.slice(index + 1), attributes: attributes.join("; ") });
  }
  return cookies;
}

/** A Cookie header carrying the cookies a response set. */
export function cookieHeader(response: Response): string {
  return [...setCookies(response)]
    .filter(([, c]) => c.value)
    .map(([name, c]) => `${name}=${c.value}`)
    .join("; ");
}

let userCounter = 0;
/** Registers a fresh customer through the API; returns its credentials and token set. */
export async function registerCustomer(password = "Gateway-2026!") {
  const email = `buyer${++userCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await post("/api/web/auth/register", { email, password, firstName: "Ada", lastName: "Lovelace" });
  const body = await envelope<{ token: string; refreshToken: string; expiresIn: number }>(response);
  if (body.code !== 0) throw new Error(`register failed: ${body.msg}`);
  return { email, password, ...body.data };
}

/**
 * A field as the API's English messages name it ("amountMinor" → “Amount received”): what a bad
 * value's 400 quotes.
 */
export function fieldName(key: keyof ReturnType<typeof translator>["messages"]["validation"]["fields"]): string {
  return `“${translator("en").messages.validation.fields[key]()}”`;
}

export type FieldKey = Parameters<typeof fieldName>[0];
