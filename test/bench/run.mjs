#!/usr/bin/env node
// `npm run bench`: serves the production build with the Miniflare API on a direct socket (real
// local D1/KV, no wrangler dev in between) and measures, in one run, requests/s and workerd CPU
// per request for a hello-world endpoint, the home, category and product pages (from the page
// cache, and rendered), and the category-list API, each also as a ratio to hello-world. The CPU
// comes twice: the whole workerd process (with Miniflare's D1, KV and cache simulation, HTTP) and
// the worker's own isolate (workerd's inspector, sampled in a second pass of BENCH_PROFILED
// requests: what the edge bills; a little high, as the sampling itself costs). Not part
// of `npm test`: numbers, not pass/fail. First, the server bundle's size and the cold start (a
// fresh workerd process to its first answer) of hello-world and the product page (BENCH_COLD=0
// skips it). Targets: a cached page at ≥ 0.5× the hello-world throughput; a rendered product page
// at ≥ 0.2× and ≤ 5× hello-world's CPU, home and category pages at ≥ 0.25×. Last, the business
// documents' PDFs: render time and size of a one-page and a ten-page invoice (test/bench/documents.mjs;
// BENCH_DOCUMENTS=0 skips it).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, prepareState, root, startBuiltWorker } from "../support/built-worker.mjs";
import { benchDocuments } from "./documents.mjs";
import { connectWorker, profileWhile, summarise } from "./worker-profiler.mjs";

if (typeof WebSocket === "undefined") {
  // Node 20 has WebSocket (the inspector's protocol) behind a flag: run again with it.
  const again = spawnSync(process.execPath, ["--experimental-websocket", ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(again.status ?? 1);
}

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PROFILED = Number(process.env.BENCH_PROFILED ?? 200);
const CLOCK_TICKS = 100; // USER_HZ on Linux
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

/** `fresh`: every request has its own query, so the page cache never has it (a full render). */
const TARGETS = [
  { name: "hello-world (GET /healthz)", path: "/healthz" },
  { name: "home page (GET /, page cache)", path: "/" },
  { name: "home page (GET /, rendered)", path: "/", fresh: true },
  { name: "category page (GET /category/1, page cache)", path: "/category/1" },
  { name: "category page (GET /category/1, rendered)", path: "/category/1", fresh: true },
  { name: "product page (GET /product/3, page cache)", path: "/product/3" },
  { name: "product page (GET /product/3, rendered)", path: "/product/3", fresh: true },
  { name: "category-list API (GET /api/goods/category/list)", path: "/api/goods/category/list" },
  ...(process.env.BENCH_EXTRA ?? "")
    .split(",")
    .filter(Boolean)
    .map((p) => ({ name: `GET ${p}`, path: p })),
].filter((target, index) => index === 0 || !process.env.BENCH_ONLY || target.name.includes(process.env.BENCH_ONLY));

function workerdPids() {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return (
          stat.includes("(workerd)") && Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid
        );
      } catch {
        return false;
      }
    });
}

/** utime + stime of the workerd processes, in milliseconds. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

async function hit(url) {
  const response = await fetch(url, { headers: { "user-agent": USER_AGENT, "accept-encoding": "identity" } });
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
}

let sequence = 0;
/** The URL of the next request: the same one, or (fresh) one the page cache has not seen. */
const next = (url, fresh) => (fresh ? `${url}${url.includes("?") ? "&" : "?"}bench=${++sequence}` : url);

async function measure(url, pids, fresh) {
  for (let i = 0; i < 50; i++) await hit(next(url, fresh)); // warm up (caches, JIT, KV)
  let count = 0;
  const deadline = Date.now() + DURATION_MS;
  const cpuBefore = cpuMs(pids);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await hit(next(url, fresh));
        count++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(pids) - cpuBefore;
  return { rps: count / seconds, cpuPerRequest: cpu / count, count };
}

/** The worker isolate's own CPU per request (ms): sampled by the profiler over PROFILED requests. */
async function measureWorkerCpu(url, session, fresh) {
  let left = PROFILED;
  const profile = await profileWhile(session, () =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) await hit(next(url, fresh));
      }),
    ),
  );
  return summarise(profile).busy / PROFILED;
}

/** Bytes of the server bundle's modules (what every new isolate loads), by file. */
function serverBundleSizes() {
  const dir = path.join(root, "build/server");
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js"));
  const sizes = files.map((file) => ({ file, bytes: statSync(path.join(dir, file)).size }));
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

/**
 * The modules a page request loads: the entry's static imports, followed, and the server build
 * (imported on the first page). What loads on demand (the console's API, mail, QR codes) is not.
 */
function pagePathModules() {
  const dir = path.join(root, "build/server");
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, target] of text.matchAll(/import\(["'](\.{1,2}\/[^"']*server-build[^"']*)["']\)/g)) {
      visit(path.resolve(path.dirname(file), target));
    }
    for (const [, target] of text.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      visit(path.resolve(path.dirname(file), target));
    }
  };
  visit(path.join(dir, "index.js"));
  return [...seen].reduce((sum, file) => sum + statSync(file).size, 0);
}

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Cold start: a fresh workerd process (Miniflare) per run, timed from its start to the first answer
 * of `pathname`. Hello-world's time is the runtime's own; the difference for a page is the app's
 * start-up (loading and evaluating its modules, building the router) plus that first render.
 */
async function coldStart(persistTo, pathname) {
  const ready = [];
  const first = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const started = performance.now();
    const server = await startBuiltWorker({ persistTo, directSocket: true });
    try {
      ready.push(performance.now() - started);
      await hit(`${server.url}${pathname}`);
      first.push(performance.now() - started);
    } finally {
      await server.dispose();
    }
  }
  return { ready: median(ready), first: median(first), afterReady: median(first.map((ms, i) => ms - ready[i])) };
}

const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const persistTo = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
prepareState(persistTo);
if (process.env.BENCH_COLD !== "0") {
  const sizes = serverBundleSizes();
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `\nServer bundle: ${(total / 1024).toFixed(0)} KiB in ${sizes.length} modules; ` +
      `a page request loads ${(pagePathModules() / 1024).toFixed(0)} KiB of them`,
  );
  console.table(sizes.slice(0, 6).map(({ file, bytes }) => ({ module: file, KiB: (bytes / 1024).toFixed(0) })));
  const cold = [];
  for (const pathname of ["/healthz", "/product/3"]) {
    const { ready, first, afterReady } = await coldStart(persistTo, pathname);
    cold.push({
      "first request": `GET ${pathname}`,
      "workerd ready ms": ready.toFixed(0),
      "first answer ms": first.toFixed(0),
      "answer after ready ms": afterReady.toFixed(0),
    });
  }
  console.log(`Cold start (median of ${COLD_RUNS} fresh workerd processes):`);
  console.table(cold);
}
const inspectorPort = await freePort();
const server = await startBuiltWorker({ persistTo, directSocket: true, inspectorPort });
try {
  const pids = workerdPids();
  const session = await connectWorker(inspectorPort, 100);
  if (pids.length === 0) throw new Error("workerd process not found");
  console.log(
    `\nBenchmark: ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000}s per target, workerd pid ${pids.join(",")}\n`,
  );
  const results = [];
  for (const target of TARGETS) {
    const result = await measure(`${server.url}${target.path}`, pids, target.fresh);
    const workerCpu = await measureWorkerCpu(`${server.url}${target.path}`, session, target.fresh);
    results.push({ ...target, ...result, workerCpu });
  }
  session.close();
  const base = results[0];
  const rows = results.map((r) => ({
    target: r.name,
    "req/s": r.rps.toFixed(0),
    "throughput ÷ hello": (r.rps / base.rps).toFixed(3),
    "process CPU ms/req": r.cpuPerRequest.toFixed(3),
    "process CPU × hello": (r.cpuPerRequest / base.cpuPerRequest).toFixed(2),
    "worker CPU ms/req": r.workerCpu.toFixed(3),
    "worker CPU × hello": (r.workerCpu / base.workerCpu).toFixed(2),
  }));
  console.table(rows);
} finally {
  await server.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
if (process.env.BENCH_DOCUMENTS !== "0") {
  console.log("\nDocument PDFs in workerd (one render a request):");
  console.table(await benchDocuments());
}
