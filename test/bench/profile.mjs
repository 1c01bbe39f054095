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

/** One DevTools protocol session over the inspector's WebSocket. */
async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const waiting = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`${message.error.message}`));
    else pending.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const messageId = ++id;
      socket.send(JSON.stringify({ id: messageId, method, params }));
      return new Promise((resolve, reject) => waiting.set(messageId, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}

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

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, "")
    .replace(path.join(root, "build/server/"), "")
    .replace(/^.*node_modules\//, "") || "(native)";

/** Self time per function and per module (file), in ms, from a `Profiler.Profile`. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  const functions = new Map();
  const modules = new Map();
  let busy = 0;
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || "(anonymous)";
    if (name === "(idle)" || name === "(program)") continue;
    busy += ms;
    const where = `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;
    const key = `${name} ${where}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const file = name === "(garbage collector)" ? "(garbage collector)" : shortUrl(callFrame.url).split(":")[0];
    modules.set(file, (modules.get(file) ?? 0) + ms);
  }
  return { busy, functions, modules };
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
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const target = targets.find((t) => t.id?.endsWith("gateway-shop") || t.title?.includes("gateway-shop")) ?? targets[0];
  await load(server.url, 100); // warm up: JIT, KV, isolate caches
  const session = await connect(target.webSocketDebuggerUrl);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 50 });
  const cpuBefore = workerdCpuMs();
  await session.send("Profiler.start");
  const started = performance.now();
  await load(server.url, REQUESTS);
  const wall = performance.now() - started;
  const { profile } = await session.send("Profiler.stop");
  const processCpu = workerdCpuMs() - cpuBefore;
  session.close();
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const { busy, functions, modules } = summarise(profile);
  console.log(`\nCPU profile of GET ${PAGE} (rendered), ${REQUESTS} requests in ${(wall / 1000).toFixed(1)} s`);
  console.log(`worker JS (profiled isolate): ${((busy * 1000) / REQUESTS).toFixed(0)} µs/request`);
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
