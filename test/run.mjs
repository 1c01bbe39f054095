#!/usr/bin/env node
// `npm test`: typecheck, build, then every test (unit, worker in workerd, Chromium e2e) in one
// vitest run, whose summary line ends the output.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}.\n` +
      "The browser tests need it. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`)\n" +
      "or point CHROME_PATH at a Chromium/Chrome binary, then run `npm test` again.",
  );
  process.exit(1);
}

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

step("Lint and format", bin("biome"), ["ci", "--error-on-warnings", "."]);
step("Typecheck", bin("react-router"), ["typegen"]);
step("Typecheck", bin("tsc"), ["--noEmit"]);
step("Build", bin("react-router"), ["build"]);
step("Tests", bin("vitest"), ["run", "--config", "test/vitest.config.ts", ...process.argv.slice(2)]);
