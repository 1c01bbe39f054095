#!/usr/bin/env node
// Adds the layout tests' long content (test/e2e/long-content.ts) to a local state directory that
// `prepareState` has migrated and seeded: `node test/support/import-long-content.mjs <persistTo>`.
// Like worker/scripts/seed.mjs, it runs the worker's import code on Wrangler's local bindings.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { openLocalBindings } from "../../worker/scripts/local-bindings.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
const persistTo = process.argv[2];
if (!persistTo) throw new Error("usage: import-long-content.mjs <persistTo>");

const { env, dispose } = await openLocalBindings(persistTo);
try {
  const { module } = await runnerImport(`${root}/test/e2e/long-content.ts`, {
    configFile: false,
    root,
    logLevel: "error",
  });
  await module.importLongContent({ db: env.DB, kv: env.CACHE, now: Date.now() });
} finally {
  await dispose();
}
