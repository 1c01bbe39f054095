import { execSync } from "node:child_process";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** One id per build, compiled into the worker and the browser bundle (see shared/build-id.ts). */
function buildId(command: string): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  if (command !== "build") return "dev";
  let commit = "local";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the timestamp alone keeps ids unique.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

export default defineConfig(({ command }) => ({
  publicDir: "client/public",
  define: { __BUILD_ID__: JSON.stringify(buildId(command)) },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, configPath: "./wrangler.toml" }), reactRouter()],
}));
