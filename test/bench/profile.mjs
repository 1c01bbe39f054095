#!/usr/bin/env node
// `npm run bench:profile`: a CPU profile of the worker's own JavaScript while it renders a page
// (by default the product page, a query the page cache has not seen), taken through workerd's
// DevTools inspector (the `Profiler` domain). Prints the top costs by self time and by module, and
// the worker's JS CPU per request next to the whole workerd process's (which adds Miniflare's
// D1, KV and cache simulation, running in isolates of their own). PROFILE_PATH, PROFILE_REQUESTS,
// PROFILE_OUT (a .cpuprofile to open in Chrome DevTools) adjust it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, prepareState, root, startBuiltWorker } from "../support/built-worker.mjs";
import { connectWorker, profileWhile, summarise } from "./worker-profiler.mjs";

if (typeof WebSocket === "undefined") {
  // Node 20 has WebSocket behind a flag: run again with it.
  const again = spawnSync(process.execPath, ["--experimental-websocket", ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(again.status ?? 1);
}

const PAGE = process.env.PROFILE_PATH ?? "/product/3";
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 400);
const CONCURRENCY = 4;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

function workerdCpuMs() {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (stat.includes("(workerd)") && Number(fields[1]) === process.pid)
        ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

let sequence = 0;
async function hit(origin) {
  const url = `${origin}${PAGE}${PAGE.includes("?") ? "&" : "?"}profile=${++sequence}`;
  const response = await fetch(url, { headers: { "user-agent": USER_AGENT, "accept-encoding": "identity" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function load(origin, count) {
  let left = count;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await hit(origin);
    }),
  );
}

const top = (map, total, n, requests) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => ({
      [name.length > 90 ? `${name.slice(0, 87)}...` : name]: "",
      "µs/req": ((ms * 1000) / requests).toFixed(0),
      share: `${((ms / total) * 100).toFixed(1)} %`,
    }))
    .map((row) => {
      const [label] = Object.keys(row);
      return { cost: label, "µs/req": row["µs/req"], share: row.share };
    });

if (process.env.PROFILE_SKIP_BUILD !== "1") {
  const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const persistTo = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
prepareState(persistTo);
const inspectorPort = await freePort();
const server = await startBuiltWorker({ persistTo, directSocket: true, inspectorPort });
try {
  await load(server.url, 100); // warm up: JIT, KV, isolate caches
  const session = await connectWorker(inspectorPort);
  const cpuBefore = workerdCpuMs();
  const started = performance.now();
  const profile = await profileWhile(session, () => load(server.url, REQUESTS));
  const wall = performance.now() - started;
  const processCpu = workerdCpuMs() - cpuBefore;
  session.close();
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const { busy, functions, modules } = summarise(profile);
  console.log(`\nCPU profile of GET ${PAGE} (rendered), ${REQUESTS} requests in ${(wall / 1000).toFixed(1)} s`);
  console.log(
    `worker isolate (JS, GC and the runtime's work for it): ${((busy * 1000) / REQUESTS).toFixed(0)} µs/request`,
  );
  console.log(
    `whole workerd process (adds D1/KV/cache simulation, HTTP, profiler): ${((processCpu * 1000) / REQUESTS).toFixed(0)} µs/request\n`,
  );
  console.log("Top functions by self time:");
  console.table(top(functions, busy, 15, REQUESTS));
  console.log("Top modules by self time:");
  console.table(top(modules, busy, 12, REQUESTS));
} finally {
  await server.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
