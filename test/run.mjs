#!/usr/bin/env node
// `npm test`: typecheck, build, then every test (unit, worker in workerd, Chromium e2e) in one
// vitest run, whose summary line ends the output.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEBIAN_CHROMIUMS, findChromium } from "./support/chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

const chrome = findChromium();
if (!chrome) {
  console.error(
    `Chromium was not found at ${process.env.CHROME_PATH || DEBIAN_CHROMIUMS.join(" or ")}.\n` +
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
/**
 * workerd says this when the test pool closes its connection to a runtime, sometimes after Vitest's
 * summary: a line of the runtime's own, not a result, which would otherwise end the output.
 */
const RUNTIME_NOISE = /^exception = workerd\/api\/web-socket\.c\+\+:\d+: disconnected: WebSocket peer disconnected\s*$/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

// The tests: Vitest's own summary line ends the output, passed or failed (its exit code is ours).
console.log("\n▶ Tests");
const tests = spawn(bin("vitest"), ["run", "--config", "test/vitest.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  env: process.stdout.isTTY ? { ...env, FORCE_COLOR: "1" } : env,
  stdio: ["inherit", "pipe", "inherit"],
});
let pending = "";
tests.stdout.setEncoding("utf8");
tests.stdout.on("data", (chunk) => {
  const lines = (pending + chunk).split("\n");
  pending = lines.pop() ?? "";
  const kept = lines.filter((line) => !RUNTIME_NOISE.test(line.replace(ANSI, "")));
  if (kept.length > 0) process.stdout.write(`${kept.join("\n")}\n`);
});
tests.on("close", (code, signal) => {
  if (pending && !RUNTIME_NOISE.test(pending.replace(ANSI, ""))) process.stdout.write(pending);
  process.exitCode = code ?? (signal ? 1 : 0);
});
