#!/usr/bin/env node
// Prints the JavaScript each page loads on a first visit (empty cache), file by file: the
// transferred (encoded) bytes of every script and module preload, as Resource Timing reports them.
// Serves the production build on a fresh migrated and seeded state. Usage:
//   npm run build && node test/bench/page-scripts.mjs [/path ...]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { prepareState, startBuiltWorker } from "../support/built-worker.mjs";
import { findChromium } from "../support/chromium.mjs";
import { measurePageScripts } from "../support/page-scripts.mjs";

const pages = process.argv.slice(2);
if (pages.length === 0) pages.push("/", "/category/1", "/product/3", "/blog/3");

const persistTo = mkdtempSync(path.join(tmpdir(), "shop-page-scripts-"));
prepareState(persistTo);
const server = await startBuiltWorker({ persistTo });
const browser = await chromium.launch({
  executablePath: findChromium() ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
try {
  for (const page of pages) {
    const { files, total } = await measurePageScripts(browser, `${server.url}${page}`);
    console.log(`\n${page}: ${kb(total)} KB in ${files.length} files`);
    for (const file of files) console.log(`  ${kb(file.bytes)} KB  ${file.name}`);
  }
} finally {
  await browser.close();
  await server.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
