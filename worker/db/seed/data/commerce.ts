/**
 * Shipping methods and coupon activities of the demo shop. Activity times are relative to the
 * seeding moment, so every listed status (not started, claimable, paused, expired, voided) exists
 * whenever the seed runs.
 */
import type { ImportCampaign, ImportCommerce, ImportShippingMethod } from "../../import/types";

const shippingMethods: ImportShippingMethod[] = [
  {
    id: 1,
    code: "dhl-express",
    priceMinor: 4500,
    minDays: 3,
    maxDays: 5,
    regions: ["*"],
    sort: 1,
    name: { en: "DHL Express", zh: "DHL 国际快递" },
    description: {
      en: "Door-to-door express with tracking, 3-5 working days to most countries. Duties are billed to the receiver.",
      zh: "门到门国际快递，全程可追踪，发往大多数国家3-5个工作日。关税由收件人支付。",
    },
  },
  {
    id: 2,
    code: "fedex-ip",
    priceMinor: 4000,
    minDays: 4,
    maxDays: 6,
    regions: ["*"],
    sort: 2,
    name: {
      en: "FedEx International Priority",
      zh: "FedEx 国际优先快递",
    },
    description: {
      en: "Priority air service with customs clearance handled by FedEx, 4-6 working days.",
      zh: "优先航空快递，由FedEx办理清关，4-6个工作日送达。",
    },
  },
  {
    id: 3,
    code: "ups-saver",
    priceMinor: 3500,
    minDays: 5,
    maxDays: 8,
    regions: ["*"],
    sort: 3,
    name: { en: "UPS Worldwide Saver", zh: "UPS 全球速快" },
    description: {
      en: "Economical express for non-urgent orders, 5-8 working days with full tracking.",
      zh: "适合非紧急订单的经济型快递，5-8个工作日，全程追踪。",
    },
  },
  {
    id: 4,
    code: "economy-freight",
    priceMinor: 1800,
    minDays: 15,
    maxDays: 30,
    regions: ["*"],
    sort: 4,
    name: {
      en: "Economy Sea/Air Freight",
      zh: "经济型海运/空运",
    },
    description: {
      en: "Consolidated freight for racks and bulk orders, 15-30 days. Delivered to your door or a nominated forwarder.",
      zh: "适合机架设备和批量订单的拼箱货运，15-30天。可送货上门或交付指定货代。",
    },
  },
];

const campaigns: ImportCampaign[] = [
  {
    id: 1,
    state: "active",
    priceMinor: 2000,
    promoPriceMinor: 0,
    minAmountMinor: 30000,
    startOffsetHours: -240,
    endOffsetHours: 720,
    quantityTotal: 500,
    quantityLeft: 318,
    productIds: [],
    sort: 1,
    name: {
      en: "$20 off orders over $300",
      zh: "满300减20",
    },
    description: {
      en: "Valid on any product. One coupon per account.",
      zh: "全场通用，每个账户限领一张。",
    },
  },
  // Claimable, only five coupons left.
  {
    id: 2,
    state: "active",
    priceMinor: 5000,
    promoPriceMinor: 6000,
    minAmountMinor: 50000,
    startOffsetHours: -48,
    endOffsetHours: 336,
    quantityTotal: 200,
    quantityLeft: 5,
    productIds: [],
    sort: 2,
    name: {
      en: "$50 off orders over $500",
      zh: "满500减50",
    },
    description: {
      en: "Worth $60 during launch week. Almost gone: only a few coupons remain.",
      zh: "新品周期间面额提升至60美元。即将领完，仅剩少量。",
    },
  },
  // Claimable by the clock, but none left.
  {
    id: 3,
    state: "active",
    priceMinor: 10000,
    promoPriceMinor: 0,
    minAmountMinor: 100000,
    startOffsetHours: -120,
    endOffsetHours: 240,
    quantityTotal: 100,
    quantityLeft: 0,
    productIds: [],
    sort: 3,
    name: {
      en: "$100 off orders over $1,000",
      zh: "满1000减100",
    },
    description: {
      en: "All 100 coupons have been claimed. Watch this page for the next round.",
      zh: "100张优惠券已全部领完，请关注下一轮活动。",
    },
  },
  {
    id: 4,
    state: "active",
    priceMinor: 15000,
    promoPriceMinor: 0,
    minAmountMinor: 250000,
    startOffsetHours: -24,
    endOffsetHours: 480,
    quantityTotal: 50,
    quantityLeft: 31,
    productIds: [3],
    sort: 4,
    name: {
      en: "$150 off the SG32-4G LTE SMS Gateway",
      zh: "SG32-4G LTE短信网关立减150",
    },
    description: {
      en: "Applies to the SG32-4G when the order subtotal is $2,500 or more.",
      zh: "订单金额满2,500美元且包含SG32-4G时可用。",
    },
  },
  // Not started yet.
  {
    id: 5,
    state: "active",
    priceMinor: 30000,
    promoPriceMinor: 0,
    minAmountMinor: 500000,
    startOffsetHours: 72,
    endOffsetHours: 408,
    quantityTotal: 30,
    quantityLeft: 30,
    productIds: [19],
    sort: 5,
    name: {
      en: "Launch offer: $300 off the PX16 5G Proxy Gateway",
      zh: "新品首发：PX16 5G代理网关立减300",
    },
    description: {
      en: "Opens in three days. Minimum order $5,000.",
      zh: "三天后开放领取，订单满5,000美元可用。",
    },
  },
  // Expired.
  {
    id: 6,
    state: "active",
    priceMinor: 3000,
    promoPriceMinor: 0,
    minAmountMinor: 40000,
    startOffsetHours: -900,
    endOffsetHours: -200,
    quantityTotal: 300,
    quantityLeft: 112,
    productIds: [],
    sort: 6,
    name: {
      en: "Spring sale: $30 off orders over $400",
      zh: "春季特惠：满400减30",
    },
    description: {
      en: "This promotion has ended.",
      zh: "本活动已结束。",
    },
  },
  // Paused by the operator.
  {
    id: 7,
    state: "paused",
    priceMinor: 8000,
    promoPriceMinor: 0,
    minAmountMinor: 80000,
    startOffsetHours: -72,
    endOffsetHours: 600,
    quantityTotal: 150,
    quantityLeft: 97,
    productIds: [],
    sort: 7,
    name: {
      en: "$80 off modem pools over $800",
      zh: "猫池满800减80",
    },
    description: {
      en: "Temporarily paused while stock of rack modem pools is replenished.",
      zh: "机架式猫池补货期间暂停领取。",
    },
  },
  // Voided by the operator.
  {
    id: 8,
    state: "voided",
    priceMinor: 20000,
    promoPriceMinor: 0,
    minAmountMinor: 2000000,
    startOffsetHours: -300,
    endOffsetHours: 300,
    quantityTotal: 20,
    quantityLeft: 18,
    productIds: [7],
    sort: 8,
    name: {
      en: "$200 off the SG512 Carrier SMS Platform",
      zh: "SG512运营商级短信平台立减200",
    },
    description: {
      en: "Withdrawn: replaced by the current SG512 sale price.",
      zh: "已作废：由SG512当前促销价取代。",
    },
  },
  {
    id: 9,
    state: "active",
    priceMinor: 1000,
    promoPriceMinor: 1500,
    minAmountMinor: 10000,
    startOffsetHours: -10,
    endOffsetHours: 170,
    quantityTotal: 1000,
    quantityLeft: 864,
    productIds: [],
    newCustomersOnly: true,
    sort: 9,
    name: {
      en: "New customer: $10 off orders over $100",
      zh: "新客专享：满100减10",
    },
    description: {
      en: "Boosted to $15 this week. For accounts without a paid order.",
      zh: "本周面额提升至15美元，限无已支付订单的账户使用。",
    },
  },
  // Expired.
  {
    id: 10,
    state: "active",
    priceMinor: 12000,
    promoPriceMinor: 0,
    minAmountMinor: 120000,
    startOffsetHours: -2000,
    endOffsetHours: -1900,
    quantityTotal: 80,
    quantityLeft: 0,
    productIds: [],
    sort: 10,
    name: {
      en: "Year-end deal: $120 off orders over $1,200",
      zh: "年终特惠：满1200减120",
    },
    description: {
      en: "This promotion has ended.",
      zh: "本活动已结束。",
    },
  },
];

export const commerce: ImportCommerce = { shippingMethods, campaigns };
