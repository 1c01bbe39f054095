import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import type { ChunkingContext } from "rolldown";
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

/** Modules nearly every page loads: the browser entry, the root route and the shop's two page layouts. */
const CHROME = /[\\/]client[\\/](entry\.client\.tsx|root\.tsx|layouts[\\/](home|default)\.tsx)/;

const chromeModules = new Map<string, boolean>();

/** Whether a chain of static imports leads from the page's chrome to the module (remembered per build). */
function loadsWithChrome(id: string, ctx: ChunkingContext): boolean {
  const known = chromeModules.get(id);
  if (known !== undefined) return known;
  // Walks up the importers once each; only the answer for `id` itself is final, so only it is kept.
  const seen = new Set<string>([id]);
  const pending = [id];
  let found = false;
  while (pending.length > 0 && !found) {
    const current = pending.pop() as string;
    if (CHROME.test(current) || chromeModules.get(current)) found = true;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  chromeModules.set(id, found);
  return found;
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
 * Where the browser build put each language's texts (`en`, `en/commerce`…: the chunk and what it
 * imports), for the worker as `virtual:text-chunks`: a page preloads its dictionary with its
 * scripts instead of the entry asking for it once it runs, a round trip later. The client is built
 * before the worker; in development the map is empty (Vite serves modules one by one).
 */
function textChunks(): Plugin {
  const id = "virtual:text-chunks";
  const chunks: Record<string, string[]> = {};
  return {
    name: "text-chunks",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        // locales/en/index.ts (the shop dictionary), locales/en/commerce.ts (a namespace)…
        const texts = chunk.facadeModuleId.match(/[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)(?:[\\/]index)?\.ts$/);
        if (!texts) continue;
        const key = texts[2] === "index" ? `${texts[1]}` : `${texts[1]}/${texts[2]}`;
        chunks[key] = [chunk.fileName, ...chunk.imports].map((file) => `/${file}`);
      }
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(chunks)};` : null),
  };
}

/**
 * Few requests on a first visit: React, React DOM and React Router in one chunk, and the shop's own
 * code that every page loads (entry, root, layouts and what they import) in another. Code that only
 * some pages or an interaction need (route modules, what they share, the console, dictionaries,
 * toasts, dialogs) keeps chunks of its own, so a page never downloads another page's forms.
 */
function groupChunks(id: string, ctx: ChunkingContext): string | null {
  if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return "framework";
  if (/[\\/]locales[\\/][a-z]{2}[\\/]/.test(id)) return null;
  if (/[\\/](client|shared|locales)[\\/]|typesafe-i18n/.test(id) && loadsWithChrome(id, ctx)) return "shop";
  return null;
}

/**
 * The reading pages' common parts (cards, images, breadcrumbs, prices): what four or more chunks
 * share is one file instead of a dozen tiny ones; what only two or three share (a listing's
 * filters, a post's metadata, the quantity field) rides in Rolldown's own chunks, so the home page
 * does not download a category's filters. The shopping and account pages' forms (cart, orders,
 * addresses, coupons, reviews, passwords) stay with the pages that show them.
 */
function groupPageParts(id: string): string | null {
  if (/[\\/](client[\\/](components[\\/]console|routes|styles)|shared[\\/]console|locales)[\\/]/.test(id)) return null;
  if (/[\\/]client[\\/]lib[\\/]console-stylesheet/.test(id)) return null;
  if (
    /[\\/](client[\\/]components[\\/](account|cart|orders|coupons|reviews)|shared[\\/](commerce|coupons))[\\/]/.test(id)
  )
    return null;
  return /[\\/](client|shared)[\\/]/.test(id) ? "parts" : null;
}

export default defineConfig(({ command }) => ({
  publicDir: "client/public",
  define: { __BUILD_ID__: JSON.stringify(buildId(command)) },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: groupChunks }, { name: groupPageParts, minShareCount: 4 }] } },
          // typesafe-i18n's locale detectors build themselves when imported; the browser detects nothing.
          treeshake: { moduleSideEffects: [{ test: /typesafe-i18n[\\/]detectors[\\/]/, sideEffects: false }] },
        },
      },
    },
  },
  plugins: [
    reactRouterProductionBuild(),
    streamingRendererOnly(),
    textChunks(),
    cloudflare({ viteEnvironment: { name: "ssr" }, configPath: "./wrangler.toml" }),
    reactRouter(),
  ],
}));
