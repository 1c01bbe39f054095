import { env, exports } from "cloudflare:workers";
import { runImport } from "../../worker/db/import/run";
import { catalogImport } from "../../worker/db/import/catalog";
import type { Envelope } from "../../shared/api/envelope";
import { fixtureCatalog } from "./fixtures";

/** A request through the worker's own fetch (all middleware, the real D1 and KV). */
export function call(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const { host = "localhost", ...rest } = init;
  return exports.default.fetch(new Request(`http://${host}${path}`, rest));
}

export async function envelope<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** Imports the small fixture catalogue through the same path as the seed. */
export async function importFixtureCatalog(now = Date.now()) {
  return runImport(catalogImport(fixtureCatalog, "fixture-catalog"), { db: env.DB, kv: env.CACHE, now });
}
