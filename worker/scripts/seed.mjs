#!/usr/bin/env node
// Seeds the local D1/KV (.wrangler/state) with the demo shop. Idempotent; `npm start` runs it.
// The seed code is the worker's own TypeScript, loaded through Vite's module runner, and the
// bindings are Wrangler's local ones (wrangler.toml's D1 and KV in the same state directory), so this
// writes exactly what `wrangler dev` reads.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { openLocalBindings } from "./local-bindings.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
// `--persist-to <dir>` seeds another local state directory (the tests' own), like wrangler's flag.
const flag = process.argv.indexOf("--persist-to");
const persistTo = flag > 0 ? process.argv[flag + 1] : `${root}/.wrangler/state`;

const { env, dispose } = await openLocalBindings(persistTo);
try {
  const { module } = await runnerImport(`${root}/worker/db/seed/index.ts`, {
    configFile: false,
    root,
    logLevel: "error",
  });
  await module.seedDemoData({
    db: env.DB,
    kv: env.CACHE,
    now: Date.now(),
    log: (line) => console.log(`[seed] ${line}`),
  });
} finally {
  await dispose();
}
