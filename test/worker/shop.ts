import { env } from "cloudflare:workers";
import type { Address, Cart } from "../../shared/commerce/types";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { commerceImport } from "../../worker/db/import/commerce";
import { runImport } from "../../worker/db/import/run";
import type { ImportCatalogue, ImportCommerce, ImportProduct } from "../../worker/db/import/types";
import { PAYMENT_TEST_SECRETS } from "../support/payment-stand-ins";
import { FIXTURE_TRADE } from "./fixtures";
import type { Client, Customer } from "./helpers";

// The API client and the sign-up live in helpers.ts; also here for files importing them with the shop.
export { client, customer, fetchWith, type Answer, type Client, type Customer } from "./helpers";

/**
 * A small shop for the commerce tests: two products, three SKUs (one on sale), and shipping
 * methods, written through the same import code as the demo seed.
 */
const products = (id: number, name: string, skus: ImportProduct["skus"]): ImportProduct => ({
  id,
  categoryId: 11,
  slug: `commerce-fixture-${id}`,
  sort: id,
  currency: "USD",
  cover: { url: `/images/goods/commerce-${id}.svg`, width: 1200, height: 900 },
  images: [{ url: `/images/goods/commerce-${id}.svg`, width: 1200, height: 900 }],
  skus,
  text: {
    en: {
      name,
      summary: `${name}.`,
      description: "For tests.",
      essentialDetails: [],
      packagingDelivery: [],
      productParameters: [],
    },
    zh: {
      name: `${name}（中文）`,
      summary: "",
      description: "",
      essentialDetails: [],
      packagingDelivery: [],
      productParameters: [],
    },
  },
  sections: { en: [] },
  compare: { en: [] },
  ageDays: 10,
});

export const SHOP = {
  gateway: { goodsId: 1, name: "Commerce Gateway 32" },
  /** 32 ports, list price $1,299.00. */
  sku32: { id: 101, goodsId: 1, priceMinor: 129_900 },
  /** 16 ports on sale: $999.00, sold at $899.00. */
  sku16: { id: 102, goodsId: 1, priceMinor: 99_900, promoPriceMinor: 89_900 },
  pool: { goodsId: 2, name: "Commerce Modem Pool" },
  /** $123.45: the decimal-string case of the payment providers. */
  poolSku: { id: 201, goodsId: 2, priceMinor: 12_345 },
  /** Used by one test only (its stock is asserted after expiring every unpaid order). */
  spareSku: { id: 202, goodsId: 2, priceMinor: 5_000 },
  proxy: { goodsId: 3, name: "Commerce Proxy Gateway" },
  proxySku: { id: 301, goodsId: 3, priceMinor: 45_000 },
  dhl: { id: 1, priceMinor: 4_500 },
  /** Ships to Germany only. */
  local: { id: 2, priceMinor: 900 },
} as const;

const shopCatalogue: ImportCatalogue = {
  categories: [
    { id: 1, parentId: null, slug: "sms-gateway", sort: 1, name: { en: "SMS Gateways" }, description: { en: "" } },
    {
      id: 11,
      parentId: 1,
      slug: "gsm-sms-gateways",
      sort: 1,
      name: { en: "GSM SMS Gateways" },
      description: { en: "" },
    },
  ],
  navigation: [],
  specOptions: [
    { id: 1, name: "32 Ports", sort: 1 },
    { id: 2, name: "16 Ports", sort: 2 },
  ],
  products: [
    products(1, SHOP.gateway.name, [
      { id: 101, specId: 1, sku: "CG-32", priceMinor: SHOP.sku32.priceMinor, stock: 1000, ...FIXTURE_TRADE.gateway },
      {
        id: 102,
        specId: 2,
        sku: "CG-16",
        priceMinor: SHOP.sku16.priceMinor,
        promoPriceMinor: SHOP.sku16.promoPriceMinor,
        stock: 1000,
        ...FIXTURE_TRADE.gateway,
      },
    ]),
    products(2, SHOP.pool.name, [
      { id: 201, specId: 1, sku: "CP-8", priceMinor: SHOP.poolSku.priceMinor, stock: 1000, ...FIXTURE_TRADE.gateway },
      { id: 202, specId: 2, sku: "CP-16", priceMinor: SHOP.spareSku.priceMinor, stock: 1000, ...FIXTURE_TRADE.gateway },
    ]),
    products(3, SHOP.proxy.name, [
      { id: 301, specId: 1, sku: "CX-4", priceMinor: SHOP.proxySku.priceMinor, stock: 1000, ...FIXTURE_TRADE.gateway },
    ]),
  ],
};

const shopCommerce: ImportCommerce = {
  shippingMethods: [
    {
      id: 1,
      code: "dhl-express",
      priceMinor: SHOP.dhl.priceMinor,
      minDays: 3,
      maxDays: 5,
      regions: ["*"],
      sort: 1,
      name: { en: "DHL Express" },
      description: { en: "Express." },
    },
    {
      id: 2,
      code: "local-post",
      priceMinor: SHOP.local.priceMinor,
      minDays: 2,
      maxDays: 4,
      regions: ["DE"],
      sort: 2,
      name: { en: "Deutsche Post" },
      description: { en: "Germany only." },
    },
  ],
  campaigns: [],
};

export async function seedShop(now = Date.now()) {
  const options = { db: env.DB, kv: env.CACHE, now };
  await runImport(catalogueImport(shopCatalogue, "commerce-fixture-catalog"), options);
  await runImport(commerceImport(shopCommerce, now, "commerce-fixture"), options);
}

export const now = () => {
  const date = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** The legacy payload: goodsSpecsId, goodsId, operateTime. Returns the cart line of that SKU. */
export async function addToCart(api: Client, sku: { id: number; goodsId: number }, quantity?: number) {
  const added = await api.post<{ count: number }>("/api/web/cart/add", {
    goodsSpecsId: sku.id,
    goodsId: sku.goodsId,
    operateTime: now(),
    ...(quantity ? { quantity } : {}),
  });
  if (added.body.code !== 0) throw new Error(`add to cart failed: ${added.status} ${added.body.msg}`);
  const cart = await api.get<Cart>("/api/web/cart/list");
  return cart.body.data.lines.find((line) => line.skuId === sku.id)!;
}

export const ADDRESS = {
  recipient: "Ada Lovelace",
  phone: "+1 555 0100",
  country: "US",
  city: "New York",
  line1: "1 Analytical Way",
  postalCode: "10001",
};

export async function addAddress(api: Client, overrides: Partial<typeof ADDRESS> & { isDefault?: boolean } = {}) {
  const saved = await api.post<Address>("/api/web/address/save", { ...ADDRESS, ...overrides });
  if (saved.body.code !== 0) throw new Error(`address failed: ${saved.body.msg}`);
  return saved.body.data;
}

export const newKey = () => `key-${crypto.randomUUID()}`;

export interface Placed {
  orderNo: string;
  totalMinor: number;
  currency: string;
}

/** Puts `quantity` of the SKU into the cart and orders it (DHL, to a US address). */
export async function orderOf(
  buyer: Customer,
  sku: { id: number; goodsId: number },
  quantity = 1,
  extra: { couponClaimId?: number } = {},
) {
  const line = await addToCart(buyer.api, sku, quantity);
  const address = await addAddress(buyer.api);
  const placed = await buyer.api.post<Placed>("/api/web/order/create", {
    idempotencyKey: newKey(),
    lineIds: [line.id],
    addressId: address.id,
    shippingMethodId: SHOP.dhl.id,
    ...extra,
  });
  return placed;
}

export async function orderRow(orderNo: string) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read the row's columns as they expect them
  return env.DB.prepare("SELECT * FROM orders WHERE order_no = ?1").bind(orderNo).first<Record<string, any>>();
}

export async function stockOf(skuId: number): Promise<number> {
  return (await env.DB.prepare("SELECT stock FROM goods_specs WHERE id = ?1").bind(skuId).first<{ stock: number }>())!
    .stock;
}

export async function setStock(skuId: number, stock: number) {
  await env.DB.prepare("UPDATE goods_specs SET stock = ?2 WHERE id = ?1").bind(skuId, stock).run();
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, number>>();
  return Object.values(row ?? {})[0] ?? 0;
}

export async function hmacHex(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Signs exactly like Stripe: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export async function stripeSignature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  return `t=${t},v1=${await hmacHex(options.secret ?? PAYMENT_TEST_SECRETS.STRIPE_WEBHOOK_SECRET, `${t}.${payload}`)}`;
}
