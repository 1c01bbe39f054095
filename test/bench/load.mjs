#!/usr/bin/env node
// `npm run load` (not part of `npm test`): LOAD_SHOPPERS simulated shoppers (50) for LOAD_SECONDS
// (60) against the production build on a scratch local D1 (the demo seed), each signed up once and
// then going round a mixed journey: home, a category, a search, a product page, add to cart, order
// (to a saved address) and pay by bank transfer. Prints throughput, p50/p95/p99 latency per step
// and errors (0 expected; an order or a cart addition refused for stock that ran out is counted
// apart, not an error); then checks the database: no negative stock, no order without lines, no campaign with
// more claims than its total, no stock lost (stock + units ordered and not released = the start).
//
// Shoppers arrive over LOAD_RAMP_SECONDS (10), as visitors do, not in one instant, and every
// request has a connection of its own. Local workerd runs every request, the D1/KV simulation and
// each sign-up's password hash (100,000 PBKDF2 rounds, synchronous) on one thread, and closes a
// connection left idle 5 s after an answer, or whose request headers it has not read within 15 s —
// counted on that thread, so when it lags by seconds it closes connections whose next request is
// already waiting in the socket (`ECONNRESET`, `other side closed`), whatever the client's own
// keep-alive (1 s still failed). At the edge, Cloudflare's front end holds the visitors'
// connections, not the runtime.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, fetch } from "undici";
import { prepareState, root, startBuiltWorker } from "../support/built-worker.mjs";

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const RAMP_MS = Number(process.env.LOAD_RAMP_SECONDS ?? 10) * 1000;
/** A connection per request: none left idle for workerd's 5 s limit to close under a request. */
const dispatcher = new Agent({ pipelining: 0 });
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";
const SEARCHES = ["gateway", "sms", "modem", "voip", "proxy", "goip", "lte"];

const latencies = new Map();
const errors = [];
let refusedForStock = 0;
let orders = 0;
let quotes = 0;

function record(step, ms) {
  if (!latencies.has(step)) latencies.set(step, []);
  latencies.get(step).push(ms);
}

/** One timed request; a non-2xx answer or a non-zero envelope code is an error unless `allow` says so. */
async function step(name, url, init = {}, allow = () => false) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(url, { ...init, dispatcher });
  } catch (error) {
    errors.push(`${name}: ${String(error)}${error.cause ? ` (${String(error.cause)})` : ""}`);
    return null;
  }
  const text = await response.text();
  record(name, performance.now() - started);
  const json = (response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : null;
  const failed = response.status >= 400 || (json && json.code !== 0);
  if (failed && !allow(response, json)) {
    errors.push(`${name}: ${response.status} ${json?.msg ?? text.slice(0, 120)}`);
    return null;
  }
  return json ?? text;
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const operateTime = () => new Date().toISOString().slice(0, 19).replace("T", " ");

async function shopper(origin, index, catalogue, deadline) {
  await new Promise((resolve) => setTimeout(resolve, (index * RAMP_MS) / SHOPPERS));
  // Each shopper is a device of its own (its own address, for the per-address limits).
  const ip = `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
  const page = { "user-agent": USER_AGENT, "cf-connecting-ip": ip };
  const json = { "content-type": "application/json", "cf-connecting-ip": ip };
  const email = `load-${index}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await step("sign up (API)", `${origin}/api/web/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "Gateway-2026!", firstName: "Load", lastName: `Shopper ${index}` }),
  });
  if (!signUp) return;
  const api = { ...json, authorization: `Bearer ${signUp.data.token}` };
  const post = (name, apiPath, body, allow) =>
    step(name, `${origin}/api${apiPath}`, { method: "POST", headers: api, body: JSON.stringify(body) }, allow);
  const address = await post("save address (API)", "/web/address/save", {
    recipient: `Load Shopper ${index}`,
    phone: "+1 555 0100",
    country: "US",
    city: "New York",
    line1: "1 Analytical Way",
    postalCode: "10001",
  });
  if (!address) return;

  while (Date.now() < deadline) {
    await step("home page", `${origin}/`, { headers: page });
    await step("category page", `${origin}/category/${pick(catalogue.categories)}`, { headers: page });
    await step("search page", `${origin}/search?keyword=${pick(SEARCHES)}`, { headers: page });
    const sku = pick(catalogue.skus);
    await step("product page", `${origin}/product/${sku.goodsId}`, { headers: page });
    // One shopper in four is a business buyer: they ask for a quote for 20 units, then follow up.
    if (index % 4 === 0) {
      // A buyer's daily allowance of requests may run out in a long run: the shop says so (429).
      const allowance = (response) => response.status === 429;
      const quote = await post(
        "request a quote (API)",
        "/web/quotes/request",
        { items: [{ skuId: sku.id, quantity: 20 }], country: "US", message: "Price for 20 units shipped to New York?" },
        allowance,
      );
      if (quote?.code === 0) {
        quotes++;
        await post(
          "ask about a quote (API)",
          "/web/quotes/message",
          { quoteNo: quote.data.quoteNo, body: "Lead time?" },
          allowance,
        );
      }
    }
    let soldOut = false;
    const added = await post(
      "add to cart (API)",
      "/web/cart/add",
      { goodsSpecsId: sku.id, goodsId: sku.goodsId, operateTime: operateTime() },
      // The version was sold out meanwhile: the shop says so and adds nothing.
      (response) => {
        soldOut = response.status === 409;
        return soldOut;
      },
    );
    if (soldOut) refusedForStock++;
    if (!added) continue;
    const cart = await step("cart (API)", `${origin}/api/web/cart/list`, { headers: api });
    const lines = cart?.data.lines.map((line) => line.id) ?? [];
    if (!lines.length) continue;
    let stockOut = false;
    const placed = await post(
      "place order (API)",
      "/web/order/create",
      {
        idempotencyKey: `load-${crypto.randomUUID()}`,
        lineIds: lines,
        addressId: address.data.id,
        shippingMethodId: 1,
      },
      // Another shopper bought the last units first: the shop says so; the cart keeps the line.
      (response, body) => {
        stockOut = response.status === 409 && body !== null;
        return stockOut;
      },
    );
    if (stockOut) {
      refusedForStock++;
      await post("remove from cart (API)", "/web/cart/remove", { ids: lines });
      continue;
    }
    if (!placed) continue;
    orders++;
    await post("pay by bank transfer (API)", "/web/pay/bank", { orderNo: placed.data.orderNo });
  }
}

/** Invariants after the run, straight from D1. */
async function checkDatabase(db, startStock) {
  const one = async (sql) => Object.values(await db.prepare(sql).first())[0];
  const stockNow = await db.prepare("SELECT id, stock FROM goods_specs").all();
  const held = await db
    .prepare(
      `SELECT l.goods_specs_id AS id, SUM(l.quantity) AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.stock_released = 0 GROUP BY l.goods_specs_id`,
    )
    .all();
  const heldBy = new Map(held.results.map((row) => [row.id, row.units]));
  const lost = stockNow.results.filter(
    (row) => row.stock + (heldBy.get(row.id) ?? 0) !== startStock.get(row.id),
  ).length;
  return {
    "SKUs with negative stock": await one("SELECT COUNT(*) FROM goods_specs WHERE stock < 0"),
    "orders without lines": await one(
      "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)",
    ),
    "campaigns with more claims than their total": await one(
      `SELECT COUNT(*) FROM activities a WHERE (SELECT COUNT(*) FROM activity_claims c WHERE c.activity_id = a.id) > a.quantity_total`,
    ),
    "SKUs whose stock and orders do not add up": lost,
    "quotes without items": await one(
      "SELECT COUNT(*) FROM quotes q WHERE NOT EXISTS (SELECT 1 FROM quote_items i WHERE i.quote_id = q.id)",
    ),
    "quotes accepted without one order of their own": await one(
      `SELECT COUNT(*) FROM quotes q WHERE q.status IN ('accepted', 'ordered')
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = q.order_id AND o.user_id = q.user_id)`,
    ),
    "quotes accepted twice": await one(
      `SELECT COUNT(*) FROM (SELECT idempotency_key FROM orders WHERE idempotency_key LIKE 'quote-%'
                              GROUP BY user_id, idempotency_key HAVING COUNT(*) > 1)`,
    ),
    "orders in the database": await one("SELECT COUNT(*) FROM orders"),
    "quotes in the database": await one("SELECT COUNT(*) FROM quotes"),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (process.env.LOAD_SKIP_BUILD !== "1") {
  const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const persistTo = mkdtempSync(path.join(tmpdir(), "shop-load-"));
prepareState(persistTo);
/** What the worker logged at level error (a failed render, an API failure), by message. */
const workerErrors = new Map();
const server = await startBuiltWorker({
  persistTo,
  directSocket: true,
  onOutput: (line) => {
    if (process.env.LOAD_LOG) console.error(`[worker] ${line}`);
    if (!line.includes('"level":"error"')) return;
    const message = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 120);
    const error = /"error":"([^"]{0,100})/.exec(line)?.[1] ?? "";
    const key = `${message}: ${error}`;
    workerErrors.set(key, (workerErrors.get(key) ?? 0) + 1);
  },
});
let failed = false;
try {
  const db = await server.mf.getD1Database("DB");
  const skus = (
    await db
      .prepare(
        "SELECT s.id, s.goods_id AS goodsId, s.stock FROM goods_specs s JOIN goods g ON g.id = s.goods_id WHERE g.status = 1",
      )
      .all()
  ).results;
  const categories = (await db.prepare("SELECT id FROM categories WHERE status = 1").all()).results.map((r) => r.id);
  const startStock = new Map(
    (await db.prepare("SELECT id, stock FROM goods_specs").all()).results.map((row) => [row.id, row.stock]),
  );
  console.log(
    `\nLoad: ${SHOPPERS} shoppers arriving over ${RAMP_MS / 1000} s, for ${DURATION_MS / 1000} s against ${server.url}`,
  );
  const started = performance.now();
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: SHOPPERS }, (_, index) => shopper(server.url, index, { skus, categories }, deadline)),
  );
  const seconds = (performance.now() - started) / 1000;
  const all = [...latencies.values()].flat();
  const rows = [...latencies].map(([name, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      step: name,
      requests: values.length,
      "p50 ms": percentile(sorted, 50).toFixed(0),
      "p95 ms": percentile(sorted, 95).toFixed(0),
      "p99 ms": percentile(sorted, 99).toFixed(0),
    };
  });
  const sortedAll = [...all].sort((a, b) => a - b);
  rows.push({
    step: "all",
    requests: all.length,
    "p50 ms": percentile(sortedAll, 50).toFixed(0),
    "p95 ms": percentile(sortedAll, 95).toFixed(0),
    "p99 ms": percentile(sortedAll, 99).toFixed(0),
  });
  console.table(rows);
  console.log(
    `throughput ${(all.length / seconds).toFixed(0)} requests/s; ${orders} orders placed and sent to bank transfer; ${quotes} quotes requested; ` +
      `${refusedForStock} refused for stock that had run out; errors: ${errors.length}`,
  );
  for (const error of [...new Set(errors)].slice(0, 20)) console.log(`  ${error}`);
  for (const [error, count] of workerErrors) console.log(`  worker logged ${count}× ${error}`);
  const checks = await checkDatabase(db, startStock);
  console.table(Object.entries(checks).map(([check, count]) => ({ check, count })));
  failed =
    errors.length > 0 || Object.entries(checks).some(([check, count]) => !check.endsWith("in the database") && count);
} finally {
  await server.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
