#!/usr/bin/env node
// `npm run bench:save`: a console product save, measured. The production build on a scratch copy
// of the demo state (never the dev state), with the Miniflare API on a direct socket; each save
// is the body the product editor sends (one language's text, sections and comparison rows, every
// SKU), by OPERATOR_TOKEN bearer. Three kinds, SAVE_REQUESTS each, one after another: a save that
// changes nothing, a real change of the sort key (answered before the cache purge), and a real
// change followed at once by a read of the product's page (so the purge, run after the answer,
// has to be done for the page to show the change). Numbers, not pass/fail; the target is a real
// save answered within 300 ms.
import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareState, root, startBuiltWorker } from "../support/built-worker.mjs";

const REQUESTS = Number(process.env.SAVE_REQUESTS ?? 20);
const PRODUCT = Number(process.env.SAVE_PRODUCT ?? 3);
const CONSOLE_TOKEN = "bench-console-token-0123456789abcdef";
const headers = { authorization: `Bearer ${CONSOLE_TOKEN}`, "content-type": "application/json" };

/**
 * One request on a connection of its own: before the fix, the purge after a save kept workerd so
 * busy that a kept-alive connection was reset under the next request.
 */
function send(url, { method = "GET", headers: extra = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, headers: extra, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    call.on("error", reject);
    call.end(body);
  });
}

async function api(origin, pathname, body) {
  const response = await send(`${origin}/api${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = JSON.parse(response.text);
  if (response.status !== 200 || envelope.code !== 0) {
    throw new Error(`${pathname} answered ${response.status}: ${envelope.msg}`);
  }
  return envelope.data;
}

/** What the editor sends for a loaded product in English, with changes on top. */
function editorSave(product, changes = {}) {
  return {
    expectedVersion: product.version,
    categoryId: product.categoryId,
    slug: product.slug,
    sort: product.sort,
    published: product.published,
    video: product.video,
    skus: product.skus.map(({ id, specId, sku, priceMinor, promoPriceMinor, lowStockThreshold, sold }) => ({
      id,
      specId,
      sku,
      priceMinor,
      promoPriceMinor,
      lowStockThreshold,
      sold,
    })),
    text: { en: product.text.en },
    sections: { en: product.sections.en ?? [] },
    compare: { en: product.compare.en ?? [] },
    ...changes,
  };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};

async function measure(origin) {
  const results = {};
  // Warm the isolate and the caches the page read below uses.
  let product = await api(origin, `/admin/products/${PRODUCT}`);
  await send(`${origin}/product/${PRODUCT}`);

  const noop = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const saved = await api(origin, `/admin/products/${PRODUCT}`, editorSave(product));
    noop.push(performance.now() - started);
    product = { ...product, version: saved.version };
  }
  results["save changing nothing"] = { ...stats(noop), version: `${product.version}` };

  const real = [];
  const purged = [];
  for (let i = 0; i < REQUESTS * 2; i++) {
    const sort = product.sort + 1;
    const started = performance.now();
    const saved = await api(origin, `/admin/products/${PRODUCT}`, editorSave(product, { sort }));
    const answered = performance.now() - started;
    product = { ...product, sort, version: saved.version };
    if (i % 2 === 0) {
      real.push(answered);
      continue;
    }
    // The purge runs after the answer: the time until the shop's answer shows the change.
    for (;;) {
      const detail = JSON.parse((await send(`${origin}/api/goods/detail/${PRODUCT}`)).text);
      if (detail.data.sort === sort || performance.now() - started > 30_000) break;
    }
    purged.push(performance.now() - started);
  }
  results["real save (sort key)"] = stats(real);
  results["real save until the shop shows it"] = stats(purged);
  return results;
}

if (process.env.SAVE_SKIP_BUILD !== "1") {
  const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const persistTo = mkdtempSync(path.join(tmpdir(), "shop-save-"));
try {
  prepareState(persistTo);
  const server = await startBuiltWorker({ persistTo, directSocket: true, vars: { OPERATOR_TOKEN: CONSOLE_TOKEN } });
  try {
    const results = await measure(server.url);
    console.log(`\nProduct ${PRODUCT}: ${REQUESTS} saves of each kind, one after another (ms):`);
    console.table(
      Object.entries(results).map(([kind, { median, max, version }]) => ({
        kind,
        median: median.toFixed(1),
        max: max.toFixed(1),
        ...(version ? { "version after": version } : {}),
      })),
    );
  } finally {
    await server.dispose();
  }
} finally {
  rmSync(persistTo, { recursive: true, force: true });
}
