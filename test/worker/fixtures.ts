import type { SkuTrade } from "../../shared/catalogue/trade";
import type { ImportCatalogue, ImportProduct } from "../../worker/db/import/types";

/**
 * Trade data a commercial invoice can be issued with: a 1U 32-SIM gateway (HS 8517.62, made in
 * China) and an 8-port USB modem pool. Spread them into a fixture's SKUs.
 */
export const FIXTURE_TRADE = {
  gateway: {
    hsCode: "8517620000",
    originCountry: "CN",
    netWeightG: 6_200,
    grossWeightG: 7_800,
    lengthMm: 600,
    widthMm: 520,
    heightMm: 160,
  },
  modemPool: {
    hsCode: "851762",
    originCountry: "CN",
    netWeightG: 1_150,
    grossWeightG: 1_600,
    lengthMm: 320,
    widthMm: 240,
    heightMm: 100,
  },
} as const satisfies Record<string, SkuTrade>;

const baseProduct: ImportProduct = {
  id: 1,
  categoryId: 11,
  slug: "fixture-gateway-32",
  sort: 1,
  currency: "USD",
  cover: { url: "/images/goods/fixture-1.svg", width: 1200, height: 900 },
  images: [{ url: "/images/goods/fixture-1.svg", width: 1200, height: 900 }],
  skus: [{ id: 101, specId: 1, sku: "FX-32", priceMinor: 129_900, stock: 10, ...FIXTURE_TRADE.gateway }],
  text: {
    en: {
      name: "Fixture SMS Gateway 32",
      summary: "A 32-SIM gateway.",
      description: "Sends SMS over SMPP.",
      essentialDetails: [{ key: "Brand", value: "Portline" }],
      packagingDelivery: [],
      productParameters: [{ key: "SIM slots", value: "32", compareFlag: true }],
    },
  },
  sections: { en: [] },
  compare: { en: [] },
  ageDays: 30,
};

/** Two sections with children; Chinese names for some, to prove the fallback to English. */
export const fixtureCatalogue: ImportCatalogue = {
  categories: [
    {
      id: 1,
      parentId: null,
      slug: "sms-gateway",
      sort: 1,
      name: { en: "SMS Gateways", zh: "短信网关" },
      description: { en: "Gateways" },
    },
    {
      id: 2,
      parentId: null,
      slug: "sms-modem",
      sort: 2,
      name: { en: "SMS Modem Pools" },
      description: { en: "Pools" },
    },
    {
      id: 11,
      parentId: 1,
      slug: "gsm-sms-gateways",
      sort: 1,
      name: { en: "GSM SMS Gateways", zh: "GSM 短信网关" },
      description: { en: "" },
    },
    { id: 21, parentId: 2, slug: "usb-modem-pools", sort: 1, name: { en: "USB Modem Pools" }, description: { en: "" } },
  ],
  navigation: [
    { target: "1", img: "/images/categories/sms-gateway.svg", sort: 1, name: { en: "SMS Gateways", zh: "短信网关" } },
    { target: "blog", sort: 2, name: { en: "Blog", zh: "博客" } },
  ],
  specOptions: [{ id: 1, name: "32 Ports", sort: 1 }],
  products: [baseProduct],
};
