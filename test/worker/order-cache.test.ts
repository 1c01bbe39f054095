import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { href } from "../../shared/routes";
import type { AppContext } from "../../shared/load-context";
import { createApp } from "../../worker/app";
import { expireUnpaidOrders } from "../../worker/orders/expire-due-orders";
import { call, client, customer } from "./helpers";
import { orderOf, seedShop, SHOP } from "./shop";

/**
 * The product pages an order's stock shows on, kept in the page cache by a small renderer that
 * behaves like entry.server (every page public), and the product's cached API detail (KV).
 */
const pages = createApp(async (request, context: AppContext) => {
  context.page.cacheable = true;
  const html = `<!DOCTYPE html><html><head><script nonce="${context.nonce}"></script></head><body>${request.url}</body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});

async function pageState(url: string): Promise<string | null> {
  const ctx = createExecutionContext();
  const response = await pages.fetch(
    new Request(url, { headers: { "user-agent": "Mozilla/5.0 Chrome/120" } }),
    env,
    ctx,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  return response.headers.get("x-page-cache");
}

/** The product's page on the shop's hosts (an English and a Chinese one), and its API detail. */
const productId = SHOP.pool.goodsId;
const PAGE_URLS = [`https://localhost${href.product(productId)}`, `https://zh.localhost${href.product(productId)}`];

/** Renders and keeps every page and the detail; each is then served from its cache. */
async function warmCaches() {
  for (const url of PAGE_URLS) {
    await pageState(url);
    expect(await pageState(url)).toBe("HIT");
  }
  await client(null, { settle: true }).get(`/api/goods/detail/${productId}`);
  expect((await call(`/api/goods/detail/${productId}`)).headers.get("x-cache")).toBe("HIT");
}

/** Which caches still hold the product: every page and the detail are rendered again after a purge. */
async function stillCached() {
  const held = [];
  for (const url of PAGE_URLS) if ((await pageState(url)) === "HIT") held.push(url);
  if ((await call(`/api/goods/detail/${productId}`)).headers.get("x-cache") === "HIT") held.push("api detail");
  return held;
}

beforeAll(async () => {
  await seedShop();
});

describe("stock going back refreshes the same cached pages however the order ends", () => {
  it("a customer's cancel purges the product's pages on every host and its API detail", async () => {
    const buyer = await customer();
    const { orderNo } = (await orderOf(buyer, SHOP.poolSku)).body.data;
    await warmCaches();
    const cancelled = await client(buyer.token, { settle: true }).post("/api/web/order/cancel", { orderNo });
    expect(cancelled.status).toBe(200);
    expect(await stillCached()).toEqual([]);
  });

  it("the cron's expiry purges the same pages and API detail", async () => {
    const buyer = await customer();
    await orderOf(buyer, SHOP.poolSku);
    await warmCaches();
    expect(await expireUnpaidOrders(env, Date.now() + 10 * 24 * 3600_000)).toBeGreaterThanOrEqual(1);
    expect(await stillCached()).toEqual([]);
  });
});
