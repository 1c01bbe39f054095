import { spawn } from "node:child_process";
import path from "node:path";
import { wranglerDevArgs } from "../../worker/scripts/dev-server.mjs";
import { freePort, root } from "./built-worker.mjs";

export interface DevServer {
  url: string;
  /** Every line wrangler and the worker wrote so far. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * Serves the production build exactly as `npm start` does (`wrangler dev`, its proxy in front of
 * workerd), on a free port and the given state directory.
 */
export async function startWranglerDev(persistTo: string, vars: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    wranglerDevArgs({ port, persistTo, vars: { JWT_SECRET: "dev-secret-0123456789abcdef0123456789abcdef", ...vars } }),
    {
      cwd: root,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1" },
      // Its own process group: stopping it stops the workerd processes it started, and nothing else.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const onLine = (line: string) => {
      output.push(line);
      if (/Ready on http/.test(line)) resolve();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (text: string) => {
        const lines = (rest + text).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) onLine(line);
      });
    }
    void exited.then(() => reject(new Error(`wrangler dev exited:\n${output.join("\n")}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}
