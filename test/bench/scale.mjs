#!/usr/bin/env node
// `npm run bench:scale`: the catalogue and the console at scale. Two scratch states from the demo
// seed (never the dev state): one padded to 100 products and 100 orders, one to 10,000 products
// and 100,000 orders. In each, the production build answers a product listing, a search and the
// console's order list (OPERATOR_TOKEN bearer), each a query no cache has seen (D1 every time); the
// table gives the median latency of each and the ratio of 10,000/100,000 to 100/100 (target ≤ 1.3),
// and the last line a search with a typo against the same search spelt right, their requests in
// turns (target ≤ 1.5).
// SCALE_REQUESTS adjusts the number of requests per target.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareState, root, startBuiltWorker } from "../support/built-worker.mjs";

const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 150);
const CONSOLE_TOKEN = "bench-console-token-0123456789abcdef";
const FIRST_ID = 100_000;
/** SQL: a padded product's own word, its id's six digits as letters a–j, last digit first. */
const BENCH_WORD = `char(${[1, 10, 100, 1000, 10000, 100000].map((unit) => `97 + (id / ${unit}) % 10`).join(", ")})`;

const TARGETS = [
  { name: "product listing (GET /api/goods/list, by price)", path: "/api/goods/list?sort=priceAsc&pageSize=12" },
  { name: "product listing, one category", path: "/api/goods/list?categoryIds={category}&pageSize=12" },
  { name: "search, a model (GET /api/search?keyword=SG32)", path: "/api/search?keyword=SG32" },
  // Every padded product matches: 10,000 hits to rank, against about 100 (reported, not a target).
  { name: "search matching every product (keyword=gateway)", path: "/api/search?keyword=gateway" },
  // The same search through a typo: nothing matches, the vocabulary corrects it, then as above.
  {
    name: "the same with a typo (keyword=gatway)",
    path: "/api/search?keyword=gatway",
    expect: (data) => data.correction === "gateway" && data.products.total > 0,
  },
  { name: "console order list (GET /api/admin/orders)", path: "/api/admin/orders?pageSize=20", admin: true },
  { name: "console order list, paid only", path: "/api/admin/orders?status=paid&pageSize=20", admin: true },
  // Part of a number (buyers quote its last digits): only the order numbers' own index is read, not
  // the orders and their customers. Part of an email or name reads every order and its customer.
  { name: "console order search, last digits (q=4321)", path: "/api/admin/orders?q=4321&pageSize=20", admin: true },
  {
    name: "console order search, part of an email (q=demo)",
    path: "/api/admin/orders?q=demo&pageSize=20",
    admin: true,
  },
];

/** Pads the demo catalogue to `products` products and its orders to `orders` orders, in one batch. */
async function pad(db, { products, orders }) {
  const have = await db
    .prepare("SELECT (SELECT COUNT(*) FROM goods) AS goods, (SELECT COUNT(*) FROM orders) AS orders")
    .first();
  const leaves = (
    await db
      .prepare("SELECT id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)")
      .all()
  ).results.map((row) => row.id);
  const spec = await db.prepare("SELECT id FROM spec_options ORDER BY id LIMIT 1").first();
  const user = await db.prepare("SELECT id FROM users ORDER BY id LIMIT 1").first();
  const addProduct = products - have.products;
  const addOrders = orders - have.orders;
  const now = Date.now();
  const range = (count) =>
    `WITH RECURSIVE n(i) AS (SELECT ${FIRST_ID} UNION ALL SELECT i + 1 FROM n WHERE i < ${FIRST_ID + count - 1})`;
  const category = `CASE i % ${leaves.length} ${leaves.map((id, index) => `WHEN ${index} THEN ${id}`).join(" ")} END`;
  await db.batch([
    db
      .prepare(
        `${range(addProduct)} INSERT INTO goods (id, category_id, slug, sort, status, currency, price_minor, from_price_minor, created_at, updated_at)
       SELECT i, ${category}, 'bench-' || i, i % 97, 1, 'USD', 10000 + (i * 37) % 500000, 10000 + (i * 37) % 500000, ?1 - i, ?1 FROM n`,
      )
      .bind(now),
    db.prepare(
      `INSERT INTO goods_translations (goods_id, lang, name, summary)
       SELECT id, 'en', 'Bench gateway ' || id, 'An SMS gateway for bulk messaging.' FROM goods WHERE id >= ${FIRST_ID}`,
    ),
    db
      .prepare(
        `INSERT INTO goods_specs (id, goods_id, spec_id, sku, price_minor, stock)
       SELECT id, id, ?1, 'BENCH-' || id, price_minor, 50 FROM goods WHERE id >= ${FIRST_ID}`,
      )
      .bind(spec.id),
    db.prepare(
      // The rowid is the document's key (worker/db/search-keys.ts): a product's English row. Each
      // body has a made-up word of its own (the id's digits as letters, last digit first), so the
      // typo vocabulary holds 10,000 more words, a thousand per first letter a–j.
      `INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
       SELECT 1099511627776 + id * 16, 'bench gateway ' || id, 'sms gateway smpp http api ' || ${BENCH_WORD}, 'Bench gateway ' || id, '', 'goods', CAST(id AS TEXT), 'en'
       FROM goods WHERE id >= ${FIRST_ID}`,
    ),
    db.prepare(
      // The same documents' words in the typo vocabulary (its triggers count them).
      `INSERT INTO search_document_terms (rowid, lang, terms, counted)
       SELECT 1099511627776 + id * 16, 'en', json_array('bench', 'gateway', 'sms', 'smpp', 'http', 'api', ${BENCH_WORD}), 1
       FROM goods WHERE id >= ${FIRST_ID}`,
    ),
    db
      .prepare(
        `${range(addOrders)} INSERT INTO orders (id, order_no, user_id, status, currency, subtotal_minor, shipping_minor,
         total_minor, shipping_method_name, address_json, idempotency_key, created_at, updated_at, expires_at, paid_at)
       SELECT i, 'B' || i, ?1, CASE i % 4 WHEN 0 THEN 'awaiting_payment' WHEN 1 THEN 'paid' WHEN 2 THEN 'shipped' ELSE 'completed' END,
         'USD', 20000, 1500, 21500, 'Courier', '{"recipient":"Bench Buyer","country":"DE","city":"Berlin"}', 'bench-' || i,
         ?2 - i * 60000, ?2 - i * 60000, ?2 + 86400000, CASE i % 4 WHEN 0 THEN NULL ELSE ?2 - i * 60000 END FROM n`,
      )
      .bind(user.id, now),
    db.prepare(
      `INSERT INTO order_lines (order_id, goods_id, goods_specs_id, goods_name, spec_name, unit_price_minor, quantity, line_total_minor)
       SELECT o.id, g.id, s.id, 'Bench gateway', 'Default', 20000, 1, 20000
       FROM orders o JOIN goods g ON g.id = (SELECT MIN(id) FROM goods) JOIN goods_specs s ON s.goods_id = g.id
       WHERE o.id >= ${FIRST_ID} GROUP BY o.id`,
    ),
  ]);
  return { leaf: leaves[0] };
}

const EXACT = TARGETS.findIndex((target) => target.path.endsWith("keyword=gateway"));
const TYPO = TARGETS.findIndex((target) => target.path.endsWith("keyword=gatway"));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Medians of the targets' latencies, their requests taking turns (a busy machine slows them alike),
 * in the reverse order every other round (neither always goes first).
 */
async function measure(origin, targets, leaf) {
  const times = targets.map(() => []);
  for (let i = 0; i < REQUESTS + 10; i++) {
    const order = [...targets.entries()];
    if (i % 2) order.reverse();
    for (const [index, target] of order) {
      const headers = target.admin ? { authorization: `Bearer ${CONSOLE_TOKEN}` } : {};
      const url = `${origin}${target.path.replace("{category}", String(leaf))}&probe=${i}`;
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.json();
      if (response.status !== 200 || body.code !== 0) throw new Error(`${url} answered ${response.status} ${body.msg}`);
      if (target.expect && !target.expect(body.data)) throw new Error(`${url} answered ${JSON.stringify(body.data)}`);
      if (i >= 10) times[index].push(performance.now() - started); // the first ten warm the isolate
    }
  }
  return times.map(median);
}

async function run(size) {
  const persistTo = mkdtempSync(path.join(tmpdir(), "shop-scale-"));
  try {
    prepareState(persistTo);
    const server = await startBuiltWorker({ persistTo, directSocket: true, vars: { OPERATOR_TOKEN: CONSOLE_TOKEN } });
    try {
      const { leaf } = await pad(await server.mf.getD1Database("DB"), size);
      const results = [];
      for (const target of TARGETS) results.push((await measure(server.url, [target], leaf))[0]);
      // The typo search against the same search spelt right, in turns.
      const [exact, typo] = await measure(server.url, [TARGETS[EXACT], TARGETS[TYPO]], leaf);
      return { results, typoRatio: typo / exact };
    } finally {
      await server.dispose();
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

if (process.env.SCALE_SKIP_BUILD !== "1") {
  const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const small = await run({ products: 100, orders: 100 });
const large = await run({ products: 10_000, orders: 100_000 });
console.log(`\nMedian latency of ${REQUESTS} sequential requests, each a query no cache has seen:`);
console.table(
  TARGETS.map((target, index) => ({
    target: target.name,
    "100 / 100 ms": small.results[index].toFixed(2),
    "10,000 / 100,000 ms": large.results[index].toFixed(2),
    ratio: (large.results[index] / small.results[index]).toFixed(2),
  })),
);
console.log(
  `Typo search / exact search, in turns: ${small.typoRatio.toFixed(2)} at 100 products, ` +
    `${large.typoRatio.toFixed(2)} at 10,000 (target ≤ 1.5).`,
);
