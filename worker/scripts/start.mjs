#!/usr/bin/env node
// `npm start`: build, migrate and seed the local D1, then serve the production build with
// `wrangler dev` on http://localhost:$PORT (default 8787). Ctrl+C stops everything.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { wranglerDevArgs } from "./dev-server.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const port = process.env.PORT || "8787";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const persist = `${root}/.wrangler/state`;

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

// Local secrets live in .dev.vars (git-ignored); the first start creates a random JWT secret.
const devVars = `${root}/.dev.vars`;
if (!existsSync(devVars) || !/^JWT_SECRET=/m.test(readFileSync(devVars, "utf8"))) {
  const existing = existsSync(devVars) ? readFileSync(devVars, "utf8") : "";
  writeFileSync(
    devVars,
    `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}JWT_SECRET=${randomBytes(32).toString("hex")}\n`,
  );
  console.log("Created .dev.vars with a local JWT_SECRET.");
}

step("Building", bin("react-router"), ["build"]);
step("Applying D1 migrations (local)", bin("wrangler"), [
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "-c",
  "wrangler.toml",
  "--persist-to",
  persist,
]);
step("Seeding demo data", process.execPath, ["worker/scripts/seed.mjs"]);

console.log(`\n▶ Serving on http://localhost:${port}\n`);
const server = spawn(bin("wrangler"), wranglerDevArgs({ port, persistTo: persist }), {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
