// Serves the production build (build/server + build/client) with the Miniflare API, on local D1/KV
// kept in `persistTo` (migrated and seeded like `npm start` does). Used by the browser tests and
// the benchmark; neither goes through `wrangler dev`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const serverDir = path.join(root, "build/server");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** Applies the D1 migrations and the demo seed to a local state directory. */
export function prepareState(persistTo) {
  run(path.join(root, "node_modules/.bin/wrangler"), [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "-c",
    "wrangler.toml",
    "--persist-to",
    persistTo,
  ]);
  run(process.execPath, [path.join(root, "worker/scripts/seed.mjs"), "--persist-to", persistTo]);
}

function forwardLines(streams, onOutput) {
  for (const stream of streams) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (text) => {
      const lines = (rest + text).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onOutput(line);
    });
  }
}

/** Adds the layout tests' long content (a long campaign title, a long URL in markdown) to a prepared state. */
export function addLongContent(persistTo) {
  run(process.execPath, [path.join(root, "test/support/import-long-content.mjs"), persistTo]);
}

/** The build's modules: its JavaScript, and the files it imports as bytes (Data: the documents' fonts). */
function listModules(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js") || file.endsWith(".bin"))
    .map((file) => ({ type: file.endsWith(".js") ? "ESModule" : "Data", path: path.join(dir, file) }));
}

/** A port free right now (the worker's own links name it, so it is chosen before the worker starts). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built worker. `directSocket` exposes the worker itself (no asset router in front),
 * which is what the benchmark measures; the browser tests use the normal entry with assets.
 * `onOutput` receives what the worker writes to its console (stdout and stderr lines).
 *
 * `inspectorPort` opens workerd's DevTools inspector there (the profiler uses it).
 *
 * @param {{ persistTo: string, port?: number, directSocket?: boolean, vars?: Record<string, string>,
 *   onOutput?: (line: string) => void, inspectorPort?: number }} options
 */
export async function startBuiltWorker({
  persistTo,
  port: wanted = 0,
  directSocket = false,
  vars = {},
  onOutput,
  inspectorPort,
}) {
  if (!existsSync(path.join(serverDir, "index.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const port = wanted || (await freePort());
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
  const mf = new Miniflare({
    ...workerOptions,
    name: "gateway-shop",
    modules: listModules(serverDir),
    modulesRoot: serverDir,
    bindings: {
      ...workerOptions.bindings,
      JWT_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
      // Canonical links, sitemaps, mail and payment return URLs name the address served here.
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      ...vars,
    },
    d1Persist: path.join(persistTo, "v3/d1"),
    kvPersist: path.join(persistTo, "v3/kv"),
    r2Persist: path.join(persistTo, "v3/r2"),
    cachePersist: false,
    host: "127.0.0.1",
    port: directSocket ? undefined : port,
    unsafeDirectSockets: directSocket ? [{ host: "127.0.0.1", port }] : undefined,
    cf: false,
    // Crons on demand: GET /cdn-cgi/handler/scheduled?cron=… runs the scheduled handler (the digest's test).
    unsafeTriggerHandlers: true,
    ...(inspectorPort ? { inspectorPort } : {}),
    ...(onOutput ? { handleRuntimeStdio: (stdout, stderr) => forwardLines([stdout, stderr], onOutput) } : {}),
  });
  const entry = await mf.ready;
  const url = directSocket ? new URL(`http://127.0.0.1:${(await mf.unsafeGetDirectURL()).port}`) : entry;
  return { url: url.origin, mf, dispose: () => mf.dispose() };
}
