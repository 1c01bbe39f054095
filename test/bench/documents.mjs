#!/usr/bin/env node
// The business documents' PDFs (worker/documents/pdf/): how long workerd takes to render one and
// how large it is, for a one-page and a ten-page commercial invoice and a one-page Arabic
// pro-forma. Builds the renderer as the worker build does (Vite; the fonts as Data modules) into
// a small worker of its own, serves it with Miniflare, and times each render from outside
// (one render a request): the first render of a fresh isolate (loading the renderer, the fonts
// and parsing them), then the median of BENCH_DOCUMENT_RUNS renders, each of another document
// number and buyer (the labels and line texts repeat, as they do in the shop). Part of `npm run bench`;
// alone: `node test/bench/documents.mjs`.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { build } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RUNS = Number(process.env.BENCH_DOCUMENT_RUNS ?? 15);

const DOCUMENTS = [
  { name: "commercial invoice, 1 page (en)", query: "long=4" },
  { name: "commercial invoice, 10 pages (en)", query: "long=190" },
  { name: "pro-forma, 1 page (ar)", query: "sample=arabicProforma" },
  { name: "commercial invoice, 1 page (zh)", query: "sample=chineseCommercialInvoice" },
];

const ENTRY = "virtual:documents-bench";
const entryCode = `
import { renderDocument } from "/worker/documents/pdf/index.ts";
import * as samples from "/test/support/document-samples.ts";
export default {
  async fetch(request) {
    const query = new URL(request.url).searchParams;
    const doc = query.has("long") ? samples.longInvoice(Number(query.get("long"))) : samples[query.get("sample")]();
    // Each run a document of its own, as in the shop: another number and buyer.
    const run = query.get("run");
    doc.number = doc.number.slice(0, -3) + run.padStart(3, "0");
    doc.content.buyer = { ...doc.content.buyer, legalName: doc.content.buyer.legalName + " " + run };
    const bytes = await renderDocument(doc);
    return new Response(bytes, { headers: { "content-type": "application/pdf" } });
  },
};`;

/**
 * The renderer and the samples, built for workerd into `outDir`; the fonts (`.bin`) copied beside
 * them as Data modules, as the Cloudflare Vite plugin does for the worker.
 */
async function buildWorker(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [
      {
        name: "documents-bench-entry",
        enforce: "pre",
        async resolveId(id, importer) {
          if (id === ENTRY) return `\0${ENTRY}`;
          if (!id.endsWith(".bin")) return null;
          const resolved = await this.resolve(id, importer, { skipSelf: true });
          if (!resolved) return null;
          const name = path.basename(resolved.id);
          copyFileSync(resolved.id, path.join(outDir, name));
          return { id: `./${name}`, external: true };
        },
        load: (id) => (id === `\0${ENTRY}` ? entryCode : null),
      },
    ],
    ssr: { noExternal: true, target: "webworker" },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: false,
      rollupOptions: { input: ENTRY, output: { entryFileNames: "worker.js", chunkFileNames: "[name]-[hash].js" } },
    },
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Page count of a PDF, read off its page tree's /Count (pdf-lib writes it uncompressed). */
async function pageCount(bytes) {
  const { PDFDocument } = await import("pdf-lib");
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** Rows of the report: per document its size, pages, first render and median render (ms). */
export async function benchDocuments() {
  const outDir = mkdtempSync(path.join(tmpdir(), "shop-documents-bench-"));
  try {
    await buildWorker(outDir);
    const modules = readdirSync(outDir)
      .filter((file) => file.endsWith(".js") || file.endsWith(".bin"))
      .map((file) => ({ type: file.endsWith(".js") ? "ESModule" : "Data", path: path.join(outDir, file) }));
    modules.sort((a, b) => (a.path.endsWith("worker.js") ? -1 : b.path.endsWith("worker.js") ? 1 : 0));
    const rows = [];
    for (const { name, query } of DOCUMENTS) {
      // A fresh workerd per document: its first render is a new isolate's.
      const mf = new Miniflare({
        modules,
        modulesRoot: outDir,
        compatibilityDate: "2026-04-20",
        compatibilityFlags: ["nodejs_compat"],
      });
      try {
        const origin = (await mf.ready).origin;
        const times = [];
        let bytes = new Uint8Array();
        for (let run = 0; run <= RUNS; run++) {
          const started = performance.now();
          const response = await fetch(`${origin}/?${query}&run=${run}`);
          bytes = new Uint8Array(await response.arrayBuffer());
          if (response.status !== 200)
            throw new Error(`${name}: ${response.status} ${new TextDecoder().decode(bytes)}`);
          times.push(performance.now() - started);
        }
        rows.push({
          document: name,
          pages: await pageCount(bytes),
          KiB: (bytes.length / 1024).toFixed(1),
          "first render ms": times[0].toFixed(0),
          [`median of ${RUNS} ms`]: median(times.slice(1)).toFixed(0),
        });
      } finally {
        await mf.dispose();
      }
    }
    return rows;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log("\nDocument PDFs in workerd (one render a request):");
  console.table(await benchDocuments());
}
