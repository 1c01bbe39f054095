// The worker's own CPU, apart from the rest of the workerd process (Miniflare's D1, KV and cache
// simulation run in isolates of their own, HTTP and the event loop outside any isolate): workerd's
// DevTools inspector, `Profiler` domain, samples the worker's isolate; the sampled time that is not
// idle is what the edge would bill as the worker's CPU. Shared by `npm run bench` and
// `npm run bench:profile`. Node 20 has WebSocket behind `--experimental-websocket`.
import path from "node:path";
import { root } from "../support/built-worker.mjs";

/** One DevTools protocol session over the inspector's WebSocket. */
export async function connect(url) {
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

/** A profiler session on the worker named `gateway-shop` of a workerd started with `inspectorPort`. */
export async function connectWorker(inspectorPort, intervalMicros = 50) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const target = targets.find((t) => t.id?.endsWith("gateway-shop") || t.title?.includes("gateway-shop")) ?? targets[0];
  const session = await connect(target.webSocketDebuggerUrl);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: intervalMicros });
  return session;
}

/** Profiles the worker's isolate while `work` runs; resolves to the `Profiler.Profile`. */
export async function profileWhile(session, work) {
  await session.send("Profiler.start");
  await work();
  const { profile } = await session.send("Profiler.stop");
  return profile;
}

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, "")
    .replace(path.join(root, "build/server/"), "")
    .replace(/^.*node_modules\//, "") || "(native)";

/**
 * Self time per function and per module (file), in ms, from a `Profiler.Profile`. `busy` is the
 * isolate's sampled time that is not idle: its JavaScript, the garbage collector and `(program)`
 * (the runtime's own work for the isolate: streams, I/O, microtasks).
 */
export function summarise(profile) {
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
    if (name === "(idle)") continue;
    busy += ms;
    const where = `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;
    const key = `${name} ${where}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const file = name.startsWith("(") && !callFrame.url ? name : shortUrl(callFrame.url).split(":")[0];
    modules.set(file, (modules.get(file) ?? 0) + ms);
  }
  return { busy, functions, modules };
}
