import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITE = "Portline";

/** [path, HTTP status, layout (null: none), title] for a visitor. */
const PUBLIC_ROUTES: Array<[string, number, string | null, string]> = [
  ["/", 200, "home", `SMS Gateways, GoIP & Proxy Gateways - ${SITE}`],
  ["/?category=1&cid=1", 200, "home", `SMS Gateways, GoIP & Proxy Gateways - ${SITE}`],
  ["/sms", 200, "default", `SMS Solutions - ${SITE}`],
  ["/lists", 200, "default", `All Products - ${SITE}`],
  ["/search", 200, "default", `Search - ${SITE}`],
  ["/about", 200, "default", `About Us - ${SITE}`],
  ["/logistics", 200, "default", `Shipping & Logistics - ${SITE}`],
  ["/user-agreement", 200, "default", `User Agreement - ${SITE}`],
  ["/blog", 200, "default", `Blog - ${SITE}`],
  ["/case", 200, "default", `Case Studies - ${SITE}`],
  ["/category/1", 200, "default", `SMS Gateways - ${SITE}`],
  ["/category/6", 200, "default", `4G LTE SMS Gateways - ${SITE}`],
  ["/product/3", 200, "default", `Portline SG32-4G LTE SMS Gateway (32 SIM) - ${SITE}`],
  ["/discount", 200, "nothing", `Discount - ${SITE}`],
  ["/auth", 200, "auth", `Sign In - ${SITE}`],
  ["/auth/login", 200, "auth", `Sign In - ${SITE}`],
  ["/auth/register", 200, "auth", `Create Account - ${SITE}`],
  [`/mail/unsubscribe?t=digest.1.${"A".repeat(43)}`, 403, "auth", `Unsubscribe - ${SITE}`],
  ["/solution/sms-modem", 200, "default", `SMS Modem Pool Solution - ${SITE}`],
  ["/solution/sms-gateway", 200, "default", `SMS Gateway Solution - ${SITE}`],
  ["/solution/goip-gateway", 200, "default", `GoIP Gateway Solution - ${SITE}`],
  ["/solution/voip-gateway", 200, "default", `VoIP Gateway Solution - ${SITE}`],
  ["/solution/proxy-gateway", 200, "default", `Proxy Gateway Solution - ${SITE}`],
];

const NOT_FOUND: string[] = [
  "/no-such-page",
  "/category/abc",
  "/category/12abc",
  "/category/999999",
  "/product/999999",
  "/product/abc",
  "/auth/bogus",
  "/solution/nothing",
  "/blog/999999",
  "/case/999999",
  "/article/999999",
];

const LOGIN_REQUIRED: string[] = [
  "/cart",
  "/account",
  "/account/orders",
  "/account/quotes",
  // The form comes back filled after signing in: its items are in the path it returns to.
  "/account/quotes/new?items=31x3&product=3",
  "/account/quotes/Q-2026-000001",
  "/account/coupons",
  "/account/reviews",
  "/account/settings",
  "/order/order-confirm",
  "/order/order-pay",
];

describe("every route", () => {
  it.each(PUBLIC_ROUTES)("%s answers %i with layout %s and its title", async (path, status, layout, title) => {
    const { context, page, errors } = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute("[data-layout]", "data-layout")).toBe(layout);
    expect(await page.getAttribute('meta[property="og:site_name"]', "content")).toBe(SITE);
    expect(await page.getAttribute('meta[property="og:type"]', "content")).toBe(
      path.startsWith("/product/") ? "product" : "website",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(NOT_FOUND)("%s answers 404 with the not-found page and no layout", async (path) => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.textContent("h1")).toBe(`Page Not Found: ${path}`);
    expect(await page.locator("[data-layout]").count()).toBe(0);
    await page.getByRole("link", { name: "Back Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it.each(LOGIN_REQUIRED)("%s sends a visitor to sign in with the encoded path as redirect", async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
  });

  it("answers /sitemap.xml with XML", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    expect(await response.text()).toContain("<sitemapindex");
  });
});
