import type { APIRequestContext, Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch } from "./browser";
import { staffPage } from "./console-helpers";
import { signedInPage } from "./shopper";

/**
 * Every paginated page takes ?page= by the rule the API does (shared/pagination.ts): whatever the
 * number, the visitor gets the page (200), never an error page or a 5xx.
 */
const PAGE_VALUES = ["-1", "0", "2.5", "1e9", "abc"];

const SHOP_PAGES = [
  "/lists",
  "/category/1",
  "/sms",
  "/search?keyword=abc",
  "/search?keyword=gateway",
  "/blog",
  "/blog?year=2025",
  "/case",
];
const ACCOUNT_PAGES = ["/account/orders"];
const CONSOLE_PAGES = [
  "/admin/orders",
  "/admin/products",
  "/admin/audit",
  "/admin/customers",
  "/admin/media",
  "/admin/refunds",
  "/admin/reviews",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Status and first heading of each page at each page number, against 200 and a heading. */
async function walk(paths: readonly string[], get: (url: string) => Promise<{ status: number; html: string }>) {
  const seen: Array<{ url: string; status: number; heading: boolean }> = [];
  for (const path of paths) {
    for (const value of PAGE_VALUES) {
      const url = `${path}${path.includes("?") ? "&" : "?"}page=${encodeURIComponent(value)}`;
      const { status, html } = await get(url);
      seen.push({ url, status, heading: /<h1[\s>]/.test(html) });
    }
  }
  expect(seen).toEqual(seen.map(({ url }) => ({ url, status: 200, heading: true })));
}

const through = (request: APIRequestContext) => async (url: string) => {
  const response = await request.get(`${baseUrl}${url}`, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
};

describe("page numbers on every paginated page", () => {
  it("the shop's lists", async () => {
    await walk(SHOP_PAGES, async (url) => {
      const response = await fetch(`${baseUrl}${url}`, { redirect: "manual" });
      return { status: response.status, html: await response.text() };
    });
  });

  it("a customer's orders", async () => {
    const { context } = await signedInPage(browser, { name: "page-numbers" });
    await walk(ACCOUNT_PAGES, through(context.request));
    await context.close();
  });

  it("the console's lists", async () => {
    const { context } = await staffPage(browser, "ops@portline.example", "/admin");
    await walk(CONSOLE_PAGES, through(context.request));
    await context.close();
  });
});
