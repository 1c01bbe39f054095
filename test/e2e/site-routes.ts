/**
 * Every route of the site as URLs a browser can open, for the tests that walk the whole site (fit
 * on a phone, valid HTML). The patterns come from client/routes.ts, so a new route fails those
 * tests until it is given a URL here; the signed-in URLs point at a shopper with a cart, orders
 * (one paid and reviewed, one waiting for payment), claimed coupons and long names.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import routes from "../../client/routes";
import { LONG_ARTICLE_ID, LONG_CAMPAIGN_ID, LONG_SURNAME, LONG_URL } from "./long-content";
import { sendPaidWebhook } from "./shop-helpers";
import { pageApi, registerShopper, signIn } from "./shopper";

/** The URL patterns of every route, e.g. "/product/:id", "/auth/:mode?", "/*". */
export function routePatterns(entries: RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path || "/"] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

/**
 * Whether opening `requested` ended elsewhere because of who asked: a visitor sent to sign in, a
 * signed-in shopper sent home from the sign-in pages. (/account → /account/orders is the page.)
 */
export function sentAway(requested: string, landed: string): boolean {
  const wanted = new URL(requested, landed).pathname;
  const { pathname } = new URL(landed);
  return wanted !== pathname && (pathname === "/" || pathname.startsWith("/auth"));
}

export interface Shopper {
  email: string;
  paidOrderNo: string;
  unpaidOrderNo: string;
  cartLineIds: number[];
  addressId: number;
  claimId: number;
  /** A request for a quote, with a long message. */
  quoteNo: string;
}

/** Concrete URLs for each pattern: every route must be listed (the walking tests check it). */
export function siteUrls(shopper: Shopper): Record<string, string[]> {
  const confirm = `/order/order-confirm?lines=${shopper.cartLineIds.join(",")}&address=${shopper.addressId}&coupon=${shopper.claimId}`;
  return {
    "/": ["/", "/?category=1&cid=1"],
    "/sms": ["/sms"],
    "/lists": ["/lists", "/lists?page=2"],
    "/search": ["/search", "/search?keyword=gateway"],
    "/category/:id": ["/category/1", "/category/6"],
    // Seven gallery thumbnails, and a product with reviews and a video.
    "/product/:id": ["/product/7", "/product/3"],
    "/cart": ["/cart"],
    "/about": ["/about"],
    "/logistics": ["/logistics"],
    "/user-agreement": ["/user-agreement"],
    "/blog": ["/blog", "/blog?year=2024"],
    // Posts with wide tables, code blocks and long headings.
    "/blog/:id": ["/blog/3", "/blog/4", "/blog/7", "/blog/9"],
    "/case": ["/case"],
    "/case/:id": ["/case/1"],
    "/article/:id": ["/article/1", "/article/3", `/article/${LONG_ARTICLE_ID}`],
    "/solution/:slug": [
      "/solution/sms-modem",
      "/solution/sms-gateway",
      "/solution/goip-gateway",
      "/solution/voip-gateway",
      "/solution/proxy-gateway",
    ],
    "/order/order-confirm": [confirm],
    "/account": ["/account"],
    "/account/orders": ["/account/orders", `/account/orders?orderNo=${shopper.paidOrderNo}`],
    "/account/quotes": ["/account/quotes", "/account/quotes?status=requested"],
    // The request form filled with long names and totals (the cart's SKUs), and empty.
    "/account/quotes/new": ["/account/quotes/new?items=162x20,191x8,31x500&product=3", "/account/quotes/new"],
    "/account/quotes/:quoteNo": [`/account/quotes/${shopper.quoteNo}`],
    "/account/coupons": ["/account/coupons", "/account/coupons?tab=used"],
    "/account/reviews": ["/account/reviews"],
    "/account/settings": ["/account/settings"],
    "/account/company": ["/account/company"],
    "/discount": ["/discount"],
    "/order/order-pay": [`/order/order-pay?orderNo=${shopper.unpaidOrderNo}`],
    "/auth/:mode?": ["/auth", "/auth/login", "/auth/register", "/auth/forgot", "/auth/reset?token=abc"],
    // A link whose signature does not match: the readable refusal (a real link is walked in mail.test.ts).
    "/mail/unsubscribe": [`/mail/unsubscribe?t=new_sign_in.1.${"A".repeat(43)}`],
    // A document link whose signature does not match: the readable refusal.
    "/documents/:number": [`/documents/PF-2026-000001?u=1&e=4102444800&s=${"0".repeat(64)}`],
    // The console: a shopper gets its 403 page (staff pages are walked as staff in console.test.ts);
    // its sign-in and an invalid set-up link are open to anyone.
    "/admin": ["/admin"],
    "/admin/orders": ["/admin/orders"],
    "/admin/orders/new": ["/admin/orders/new", "/admin/orders/new?q=fit"],
    "/admin/orders/:orderNo": [`/admin/orders/${shopper.paidOrderNo}`],
    "/admin/quotes": ["/admin/quotes", "/admin/quotes?status=requested&assignee=none"],
    "/admin/quotes/:quoteNo": [`/admin/quotes/${shopper.quoteNo}`],
    "/admin/refunds": ["/admin/refunds"],
    "/admin/documents": ["/admin/documents", "/admin/documents?month=2026-01"],
    "/admin/customers": ["/admin/customers"],
    "/admin/customers/:id": ["/admin/customers/1"],
    "/admin/reviews": ["/admin/reviews"],
    "/admin/products": ["/admin/products"],
    "/admin/products/:id": ["/admin/products/1"],
    "/admin/catalog-import": ["/admin/catalog-import"],
    "/admin/categories": ["/admin/categories", "/admin/categories?edit=1", "/admin/categories?edit=new"],
    "/admin/navigation": ["/admin/navigation", "/admin/navigation?edit=new"],
    "/admin/spec-options": ["/admin/spec-options", "/admin/spec-options?edit=1"],
    "/admin/audit": ["/admin/audit"],
    "/admin/staff": ["/admin/staff"],
    "/admin/tokens": ["/admin/tokens"],
    "/admin/outbox": ["/admin/outbox"],
    "/admin/media": ["/admin/media"],
    "/admin/products/:id/media": ["/admin/products/3/media"],
    "/admin/content": ["/admin/content", "/admin/content?kind=page"],
    "/admin/content/:kind/*": ["/admin/content/blog/10", "/admin/content/page/about", "/admin/content/case/new"],
    "/admin/campaigns": ["/admin/campaigns"],
    "/admin/campaigns/:id": ["/admin/campaigns/1", "/admin/campaigns/new"],
    "/admin/sign-in": ["/admin/sign-in"],
    "/admin/enrol": ["/admin/enrol?token=abcdefghijklmnopqrstuvwxyz"],
    "/admin/sign-out": ["/admin/sign-out"],
    "/*": ["/no-such-page"],
  };
}

const PASSWORD = "Fit-Screen-2026";

/** The API in the page: a GET, or a POST of `body`, that must succeed; answers its data. */
async function call<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const api = pageApi(page);
  const answer = body === undefined ? await api.get<T>(path) : await api.post<T>(path, body);
  expect(answer.body, `${path}: ${JSON.stringify(answer.body)}`).toMatchObject({ code: 0 });
  return answer.body.data;
}

interface CartList {
  lines: Array<{ id: number; skuId: number; stock: number }>;
}

/**
 * Signs up and signs in (on this page) a shopper with long names, two claimed coupons
 * (one with a long title), an address full of long words, a paid order with a review holding a
 * long URL, an order waiting for payment, and four lines in the cart, two of them with
 * five-digit totals (20 units, and all the units in stock). All through the API.
 */
export async function createShopper(page: Page): Promise<Shopper> {
  const { email } = await registerShopper({
    name: "fit",
    password: PASSWORD,
    firstName: "Maximiliana-Konstantina",
    lastName: LONG_SURNAME,
  });
  await signIn(page, { email, password: PASSWORD });
  const { claimId } = await call<{ claimId: number }>(page, "/api/web/activity/claim", {
    campaignId: LONG_CAMPAIGN_ID,
  });
  await call(page, "/api/web/activity/claim", { campaignId: 1 });
  const address = await call<{ id: number }>(page, "/api/web/address/save", {
    recipient: `Maximiliana-Konstantina ${LONG_SURNAME}`,
    phone: "+49 2166 123456789",
    company: "Internationale Telekommunikationsausrüstungsvertriebsgesellschaft mbH",
    country: "DE",
    region: "Nordrhein-Westfalen",
    city: "Mönchengladbach-Rheydt-Giesenkirchen",
    line1: "Donaudampfschifffahrtsgesellschaftskapitänsstraße 123",
    line2: "Hinterhaus, Aufgang C, Dachgeschoss links",
    postalCode: "41238",
    isDefault: true,
  });
  // A company with long words, its EU VAT number valid at VIES (the stand-in, by its first digit).
  await call(page, "/api/web/company/save", {
    legalName: "Internationale Telekommunikationsausrüstungsvertriebsgesellschaft mbH & Co. KG",
    line1: "Donaudampfschifffahrtsgesellschaftskapitänsstraße 123",
    city: "Mönchengladbach-Rheydt-Giesenkirchen",
    region: "Nordrhein-Westfalen",
    postalCode: "41238",
    country: "DE",
    taxKind: "eu_vat",
    taxId: "DE 123 456 789",
    eori: "DE1234567890123",
    invoiceEmail: "rechnungswesen.buchhaltung@telekommunikationsausruestung.example",
  });

  const add = (skuId: number, productId: number) =>
    call(page, "/api/web/cart/add", { goodsSpecsId: skuId, goodsId: productId, operateTime: "2026-11-24 10:00:00" });
  const order = async (skuId: number, productId: number, notes: string) => {
    await add(skuId, productId);
    const cart = await call<CartList>(page, "/api/web/cart/list");
    const line = cart.lines.find((item) => item.skuId === skuId)!;
    return call<{ orderNo: string; totalMinor: number }>(page, "/api/web/order/create", {
      idempotencyKey: `fit-${skuId}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      lineIds: [line.id],
      addressId: address.id,
      shippingMethodId: 4,
      notes,
    });
  };

  const paid = await order(31, 3, `Deliver to the rack room; wiring plan: ${LONG_URL}`);
  expect((await sendPaidWebhook(paid.orderNo, paid.totalMinor)).data.handled).toBe("paid");
  const { pending } = await call<{ pending: Array<{ orderLineId: number }> }>(page, "/api/web/review/mine");
  await call(page, "/api/web/review/save", {
    orderLineId: pending[0]!.orderLineId,
    rating: 5,
    body: `All 32 ports registered at once. Configuration notes: ${LONG_URL}`,
  });
  // The 16-port version (35 in stock): every walking file holds one unit of it unpaid, and the
  // 32-port one (22) stays for the tests that buy it.
  const unpaid = await order(22, 2, "");

  await add(31, 3);
  await add(21, 2);
  // Long totals: 20 units at US$ 1,050.00 (US$ 21,000.00), and every unit in stock of a US$ 5,290.00
  // SKU, where the line also notes that the stock is reached. No test orders these two, so their
  // stock stays what the seed gives (40 and 8) whichever file made a shopper before.
  await add(162, 16);
  await add(191, 19);
  const added = await call<CartList>(page, "/api/web/cart/list");
  const lineOf = (skuId: number) => added.lines.find((item) => item.skuId === skuId)!;
  await call(page, "/api/web/cart/update", { id: lineOf(162).id, quantity: 20 });
  await call(page, "/api/web/cart/update", { id: lineOf(191).id, quantity: lineOf(191).stock });
  const cart = await call<CartList>(page, "/api/web/cart/list");
  const quote = await call<{ quoteNo: string }>(page, "/api/web/quotes/request", {
    items: [
      { skuId: 31, quantity: 500 },
      { skuId: 21, quantity: 120 },
    ],
    country: "DE",
    message: `Delivery to the rack room in Mönchengladbach-Rheydt-Giesenkirchen; wiring plan: ${LONG_URL}`,
  });
  return {
    email,
    paidOrderNo: paid.orderNo,
    unpaidOrderNo: unpaid.orderNo,
    cartLineIds: cart.lines.map((line) => line.id),
    addressId: address.id,
    claimId,
    quoteNo: quote.quoteNo,
  };
}
