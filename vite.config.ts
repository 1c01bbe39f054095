import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

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

/**
 * React Router's package exports name only its development build, whose dev warnings stay on in
 * production (the two builds differ in that one flag). The browser gets the production build.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const files: Record<string, string> = {
    "react-router": `${dist}index.mjs`,
    "react-router/dom": `${dist}dom-export.mjs`,
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => files[source] ?? null,
  };
}

/**
 * The page renderer needs React DOM's streaming renderer only; `react-dom/server.node` also loads
 * its legacy string renderer (220 KB), which only mail rendering uses, loaded on demand: every new
 * isolate would parse it before its first answer.
 */
function streamingRendererOnly(): Plugin {
  const file = fileURLToPath(
    new URL("./node_modules/react-dom/cjs/react-dom-server.node.production.js", import.meta.url),
  );
  return {
    name: "streaming-renderer-only",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source, importer) =>
      source === "react-dom/server.node" && importer?.endsWith("entry.server.tsx") ? file : null,
  };
}

/**
 * Few requests on a first visit: React, React DOM and React Router in one chunk, and the code the
 * shop's pages share (layout, UI parts, helpers) in another; route modules and everything loaded on
 * demand (the console, dictionaries, toasts) keep chunks of their own.
 */
function groupChunks(id: string): string | null {
  if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return "framework";
  if (/[\\/](client[\\/](components[\\/]admin|routes)|shared[\\/]admin|locales[\\/][a-z]{2}[\\/])/.test(id))
    return null;
  if (/[\\/](client|shared|locales)[\\/]|typesafe-i18n/.test(id)) return "shop";
  return null;
}

export default defineConfig(({ command }) => ({
  publicDir: "client/public",
  define: { __BUILD_ID__: JSON.stringify(buildId(command)) },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: groupChunks, minShareCount: 2 }] } },
        },
      },
    },
  },
  plugins: [
    reactRouterProductionBuild(),
    streamingRendererOnly(),
    cloudflare({ viteEnvironment: { name: "ssr" }, configPath: "./wrangler.toml" }),
    reactRouter(),
  ],
}));
