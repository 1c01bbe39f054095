import { sha256Hex } from "../../digest";
import { invalidateCache } from "../../cache/kv-cache";
import type { Localized, ImportLang } from "./types";

/** D1 runs a batch atomically; keep each well under the per-batch statement limits. */
const BATCH_SIZE = 80;

export interface ImportOptions {
  db: D1Database;
  kv: KVNamespace;
  now: number;
  log?: (message: string) => void;
}

export interface ImportPlan {
  /** Names the import in data_imports. */
  name: string;
  /** The data the digest is computed over (an unchanged import is skipped). */
  data: unknown;
  statements: (db: D1Database, now: number) => D1PreparedStatement[];
  /** API path prefixes whose cached answers the import makes stale. */
  invalidates: readonly string[];
}

export function localizedEntries<T>(value: Localized<T>): Array<[ImportLang, T]> {
  return Object.entries(value).filter((entry): entry is [ImportLang, T] => entry[1] !== undefined);
}

/** What an import's data is recognised by: the SHA-256 of its JSON. */
const digestOf = (data: unknown): Promise<string> => sha256Hex(JSON.stringify(data));

/**
 * Applies an import when its data changed since the last run: the statements in batches, then the
 * record of the import, then the invalidation of the cached API answers it affects.
 * Returns whether anything was written.
 */
export async function runImport(plan: ImportPlan, options: ImportOptions): Promise<boolean> {
  const digest = await digestOf(plan.data);
  const previous = await options.db
    .prepare("SELECT digest FROM data_imports WHERE name = ?1")
    .bind(plan.name)
    .first<{ digest: string }>();
  if (previous?.digest === digest) {
    options.log?.(`${plan.name}: unchanged`);
    return false;
  }
  const statements = plan.statements(options.db, options.now);
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    await options.db.batch(statements.slice(start, start + BATCH_SIZE));
  }
  await options.db
    .prepare(
      `INSERT INTO data_imports (name, digest, imported_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (name) DO UPDATE SET digest = excluded.digest, imported_at = excluded.imported_at`,
    )
    .bind(plan.name, digest, options.now)
    .run();
  const dropped = await invalidateCache(options.kv, plan.invalidates);
  options.log?.(`${plan.name}: ${statements.length} statements, ${dropped} cached answers dropped`);
  return true;
}
