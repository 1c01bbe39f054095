/**
 * Demo catalogue of Portline, an invented telecom-hardware vendor: four top-level sections, their
 * child categories, the top navigation, the spec options SKUs refer to, and 19 products.
 */
import type { ImportCatalogue, ImportCategory, ImportNavigationEntry, ImportSpecOption } from "../../import/types";
import { goipProducts } from "./product-goip";
import { modemRackProducts } from "./product-modem-rack";
import { modemUsbProducts } from "./product-modem-usb";
import { proxy4gProducts } from "./product-proxy-4g";
import { proxy5gProducts } from "./product-proxy-5g";
import { smsGsmProducts } from "./product-sms-gsm";
import { smsHdProducts } from "./product-sms-hd";
import { smsLteProducts } from "./product-sms-lte";
import { voipLteProducts } from "./product-voip-lte";

const categories: ImportCategory[] = [
  // Top-level sections (ids 1-4).
  {
    id: 1,
    parentId: null,
    slug: "sms-gateway",
    img: "/images/categories/sms-gateway.svg",
    sort: 1,
    name: { en: "SMS Gateways", zh: "短信网关" },
    description: {
      en: "GSM and 4G LTE SMS gateways from 8 to 512 SIM cards, with SMPP and HTTP API built in.",
      zh: "8卡至512卡的GSM与4G LTE短信网关，内置SMPP和HTTP API。",
    },
  },
  {
    id: 2,
    parentId: null,
    slug: "voip-gateway",
    img: "/images/categories/voip-gateway.svg",
    sort: 2,
    name: { en: "GoIP / VoIP Gateways", zh: "GoIP / VoIP 网关" },
    description: {
      en: "GSM and VoLTE gateways that connect SIM cards to your IP-PBX over SIP.",
      zh: "通过SIP将SIM卡接入IP-PBX的GSM与VoLTE网关。",
    },
  },
  {
    id: 3,
    parentId: null,
    slug: "proxy-gateway",
    img: "/images/categories/proxy-gateway.svg",
    sort: 3,
    name: { en: "Proxy Gateways", zh: "代理网关" },
    description: {
      en: "4G and 5G mobile proxy gateways with one IP per modem and on-demand rotation.",
      zh: "4G与5G移动代理网关，每个模块独立IP，支持按需轮换。",
    },
  },
  {
    id: 4,
    parentId: null,
    slug: "sms-modem",
    img: "/images/categories/sms-modem.svg",
    sort: 4,
    name: { en: "SMS Modem Pools", zh: "短信猫池" },
    description: {
      en: "USB and rack modem pools of 8, 16, 32 and 66 ports for AT-command and SMS Server setups.",
      zh: "8口、16口、32口和66口的USB及机架式猫池，适用于AT指令和SMS Server方案。",
    },
  },
  // Children of "sms-gateway".
  {
    id: 5,
    parentId: 1,
    slug: "gsm-sms-gateways",
    sort: 1,
    name: { en: "GSM SMS Gateways", zh: "GSM短信网关" },
    description: {
      en: "Quad-band 2G gateways for markets with dense GSM coverage.",
      zh: "适用于GSM覆盖密集市场的四频2G网关。",
    },
  },
  {
    id: 6,
    parentId: 1,
    slug: "lte-sms-gateways",
    sort: 2,
    name: { en: "4G LTE SMS Gateways", zh: "4G LTE短信网关" },
    description: {
      en: "LTE Cat.4 gateways that keep SMS running after 2G and 3G switch-off.",
      zh: "LTE Cat.4网关，在2G和3G退网后保持短信业务正常运行。",
    },
  },
  {
    id: 7,
    parentId: 1,
    slug: "high-density-sms-systems",
    sort: 3,
    name: {
      en: "High-Density SMS Systems",
      zh: "高密度短信系统",
    },
    description: {
      en: "256- and 512-SIM platforms for aggregators and operators, clustering to 50 million SMS a day.",
      zh: "面向聚合商和运营商的256卡与512卡平台，集群日发送量可达5,000万条。",
    },
  },
  // Children of "voip-gateway".
  {
    id: 8,
    parentId: 2,
    slug: "goip-gsm-gateways",
    sort: 1,
    name: { en: "GoIP GSM Gateways", zh: "GoIP GSM网关" },
    description: {
      en: "8- and 16-channel GSM-to-SIP gateways for offices and call centres.",
      zh: "面向办公室和呼叫中心的8通道和16通道GSM转SIP网关。",
    },
  },
  {
    id: 9,
    parentId: 2,
    slug: "lte-voip-gateways",
    sort: 2,
    name: { en: "LTE VoIP Gateways", zh: "LTE VoIP网关" },
    description: {
      en: "VoLTE gateways with HD voice, up to 32 concurrent calls.",
      zh: "支持高清语音的VoLTE网关，最多32路并发通话。",
    },
  },
  // Children of "proxy-gateway".
  {
    id: 10,
    parentId: 3,
    slug: "4g-proxy-gateways",
    sort: 1,
    name: { en: "4G Proxy Gateways", zh: "4G代理网关" },
    description: {
      en: "LTE Cat.4 proxy gateways with 8 to 32 modems.",
      zh: "8至32个模块的LTE Cat.4代理网关。",
    },
  },
  {
    id: 11,
    parentId: 3,
    slug: "5g-proxy-gateways",
    sort: 2,
    name: { en: "5G Proxy Gateways", zh: "5G代理网关" },
    description: {
      en: "5G NR proxy gateways with 10 GbE uplinks for bandwidth-heavy workloads.",
      zh: "配万兆上行的5G NR代理网关，适合高带宽业务。",
    },
  },
  // Children of "sms-modem".
  {
    id: 12,
    parentId: 4,
    slug: "usb-modem-pools",
    sort: 1,
    name: { en: "USB Modem Pools", zh: "USB猫池" },
    description: {
      en: "8- and 16-port pools that connect to a PC over one USB cable.",
      zh: "通过一根USB线连接电脑的8口和16口猫池。",
    },
  },
  {
    id: 13,
    parentId: 4,
    slug: "rack-modem-pools",
    sort: 2,
    name: { en: "Rack Modem Pools", zh: "机架式猫池" },
    description: {
      en: "32- and 66-port rack-mount pools, the larger with an on-board SMPP server.",
      zh: "32口和66口机架式猫池，66口型号内置SMPP服务端。",
    },
  },
];

// Category entries (with an image, keyed by category id) come first, then the plain pages.
const navigation: ImportNavigationEntry[] = [
  {
    target: "1",
    img: "/images/categories/sms-gateway.svg",
    sort: 1,
    name: { en: "SMS Gateway", zh: "短信网关" },
  },
  {
    target: "2",
    img: "/images/categories/voip-gateway.svg",
    sort: 2,
    name: { en: "GoIP / VoIP Gateway", zh: "GoIP / VoIP网关" },
  },
  {
    target: "3",
    img: "/images/categories/proxy-gateway.svg",
    sort: 3,
    name: { en: "Proxy Gateway", zh: "代理网关" },
  },
  {
    target: "4",
    img: "/images/categories/sms-modem.svg",
    sort: 4,
    name: { en: "SMS Modem Pool", zh: "短信猫池" },
  },
  { target: "sms", sort: 5, name: { en: "SMS", zh: "短信" } },
  { target: "lists", sort: 6, name: { en: "Products", zh: "产品" } },
  { target: "discount", sort: 7, name: { en: "Deals", zh: "优惠" } },
  { target: "blog", sort: 8, name: { en: "Blog", zh: "博客" } },
  { target: "case", sort: 9, name: { en: "Cases", zh: "案例" } },
  { target: "about", sort: 10, name: { en: "About Us", zh: "关于我们" } },
];

const specOptions: ImportSpecOption[] = [
  { id: 1, name: "8 Ports", sort: 1, translations: { zh: "8 口" } },
  { id: 2, name: "16 Ports", sort: 2, translations: { zh: "16 口" } },
  { id: 3, name: "32 Ports", sort: 3, translations: { zh: "32 口" } },
  { id: 4, name: "64 Ports", sort: 4, translations: { zh: "64 口" } },
  { id: 5, name: "66 Ports", sort: 5, translations: { zh: "66 口" } },
  { id: 6, name: "128 Ports", sort: 6, translations: { zh: "128 口" } },
  { id: 7, name: "256 Ports", sort: 7, translations: { zh: "256 口" } },
  { id: 8, name: "512 Ports", sort: 8, translations: { zh: "512 口" } },
  // Used by SKU 32 (SG32-4G with GSM fallback); the listing UI leaves it out of the filter.
  { id: 9, name: "2G/4G", sort: 9 },
  { id: 10, name: "4G LTE", sort: 10 },
  { id: 11, name: "5G", sort: 11 },
  { id: 12, name: "GSM", sort: 12 },
];

export const catalogue: ImportCatalogue = {
  categories,
  navigation,
  specOptions,
  products: [
    ...smsGsmProducts,
    ...smsLteProducts,
    ...smsHdProducts,
    ...modemUsbProducts,
    ...modemRackProducts,
    ...goipProducts,
    ...voipLteProducts,
    ...proxy4gProducts,
    ...proxy5gProducts,
  ],
};
