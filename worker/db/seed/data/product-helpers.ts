/**
 * Small builders shared by the goods data files. They keep the English and Chinese rows of a
 * product side by side, so the two languages cannot drift apart (same rows, same order). Other
 * languages are overlays (data/i18n/<lang>/), keyed by these English rows.
 */
import type { SkuTrade } from "../../../../shared/catalogue/trade";
import type {
  CompareGroup,
  Localized,
  ImportCompareRow,
  ImportProductText,
  ImportImage,
  ImportKeyValue,
  ImportSection,
  ImportSectionKind,
} from "../../import/types";

/** A value that reads the same in both languages, or an [en, zh] pair. */
export type Bi = string | [en: string, zh: string];

type EnZh<T> = { en: T; zh: T };

const en = (v: Bi): string => (typeof v === "string" ? v : v[0]);
const zh = (v: Bi): string => (typeof v === "string" ? v : v[1]);

/** Gallery images drawn at 1200x900; the first one doubles as the cover. */
export function gallery(slug: string, count: number): ImportImage[] {
  return Array.from({ length: count }, (_, i) => ({
    url: `/images/goods/${slug}-${i + 1}.svg`,
    width: 1200,
    height: 900,
  }));
}

export function demoVideo(slug: string): { url: string; previewImg: string } {
  return { url: "/media/portline-demo.webm", previewImg: `/images/goods/${slug}-video.svg` };
}

/** Rows of [key en, key zh, value, compareFlag?]. */
export function rows(list: Array<[string, string, Bi, boolean?]>): EnZh<ImportKeyValue[]> {
  const build = (pick: (v: Bi) => string, keyIndex: 0 | 1): ImportKeyValue[] =>
    list.map((r) => {
      const row: ImportKeyValue = { key: r[keyIndex], value: pick(r[2]) };
      if (r[3]) row.compareFlag = true;
      return row;
    });
  return { en: build(en, 0), zh: build(zh, 1) };
}

/** The essential-details block every Portline product carries. */
export function essentials(model: string, type: Bi, warrantyMonths: number, cert: Bi): EnZh<ImportKeyValue[]> {
  return rows([
    ["Brand", "品牌", "Portline"],
    ["Model", "型号", model],
    ["Product type", "产品类型", type],
    ["Origin", "产地", ["Shenzhen, China", "中国深圳"]],
    ["Warranty", "质保", [`${warrantyMonths} months, advance replacement`, `${warrantyMonths}个月，支持先换后修`]],
    ["Certification", "认证", cert],
  ]);
}

/** The heading of every Portline unit: HS 8517.62, machines that receive, convert and send data. */
const HS_DATA_APPARATUS = "8517620000";

/**
 * A SKU's trade data: net and gross weight in grams, and the packed size in millimetres (the
 * "Package size" row, "62 x 55 x 22 cm" → [620, 550, 220]). Portline builds in Shenzhen.
 */
export function trade(
  netWeightG: number,
  grossWeightG: number,
  [lengthMm, widthMm, heightMm]: readonly [number, number, number],
  hsCode = HS_DATA_APPARATUS,
): SkuTrade {
  return { hsCode, originCountry: "CN", netWeightG, grossWeightG, lengthMm, widthMm, heightMm };
}

/** Packaging and delivery rows. */
export function packaging(size: Bi, grossKg: number, leadDays: string, unit: Bi): EnZh<ImportKeyValue[]> {
  return rows([
    ["Package size", "包装尺寸", size],
    ["Gross weight", "毛重", `${grossKg} kg`],
    ["Selling unit", "销售单位", unit],
    ["Lead time", "交货期", [`${leadDays} working days after payment`, `付款后${leadDays}个工作日`]],
  ]);
}

/** One compare-row family: [group, name en, name zh]. */
export type CompareFamily = Array<[CompareGroup, string, string]>;

/** SMS gateways and modem pools share one family so they line up in the compare view. */
export const SMS_FAMILY: CompareFamily = [
  [3, "Form factor", "产品形态"],
  [4, "SIM slots", "SIM卡槽"],
  [4, "Radio channels", "无线通道"],
  [5, "Network", "网络制式"],
  [5, "Frequency bands", "频段"],
  [6, "SIM rotation", "SIM卡轮换"],
  [6, "IMEI change", "IMEI修改"],
  [7, "Voice", "语音"],
  [8, "Peak SMS/min", "峰值短信/分钟"],
  [8, "Daily capacity", "日发送能力"],
  [9, "SMPP", "SMPP"],
  [10, "SIM status monitoring", "SIM状态监控"],
  [11, "HTTP API", "HTTP API"],
  [11, "Delivery reports", "状态报告"],
];

export const VOIP_FAMILY: CompareFamily = [
  [3, "Form factor", "产品形态"],
  [4, "GSM/LTE channels", "GSM/LTE通道"],
  [4, "Concurrent calls", "并发通话"],
  [5, "Network", "网络制式"],
  [5, "Frequency bands", "频段"],
  [6, "SIM rotation", "SIM卡轮换"],
  [7, "Signalling", "信令协议"],
  [7, "Voice codecs", "语音编码"],
  [8, "Peak SMS/min", "峰值短信/分钟"],
  [9, "SMPP", "SMPP"],
  [10, "SIM status monitoring", "SIM状态监控"],
  [11, "HTTP API", "HTTP API"],
];

export const PROXY_FAMILY: CompareFamily = [
  [3, "Form factor", "产品形态"],
  [4, "Modem slots", "模块槽位"],
  [5, "Network", "网络制式"],
  [5, "Frequency bands", "频段"],
  [6, "Proxy protocols", "代理协议"],
  [6, "IP rotation", "IP轮换"],
  [7, "Voice", "语音"],
  [8, "SMS", "短信"],
  [9, "SMPP", "SMPP"],
  [10, "SIM status monitoring", "SIM状态监控"],
  [11, "HTTP API", "HTTP API"],
];

/** Zips a family's row names with one product's values (same length, same order). */
export function compare(family: CompareFamily, values: Bi[]): EnZh<ImportCompareRow[]> {
  if (values.length !== family.length) {
    throw new Error(`compare: expected ${family.length} values, got ${values.length}`);
  }
  return {
    en: family.map(([group, name], i) => ({ group, name, value: en(values[i]!) })),
    zh: family.map(([group, , name], i) => ({ group, name, value: zh(values[i]!) })),
  };
}

export const noCompare = (): EnZh<ImportCompareRow[]> => ({ en: [], zh: [] });

export interface SectionPair {
  kind: ImportSectionKind;
  title: [string, string];
  body: [string, string];
  img?: string;
  url?: string;
}

export function sections(list: SectionPair[]): EnZh<ImportSection[]> {
  const build = (i: 0 | 1): ImportSection[] =>
    list.map((s) => {
      const out: ImportSection = { kind: s.kind, title: s.title[i], body: s.body[i] };
      if (s.img) out.img = s.img;
      if (s.url) out.url = s.url;
      return out;
    });
  return { en: build(0), zh: build(1) };
}

export interface TextParts {
  name: [string, string];
  summary: [string, string];
  description: [string, string];
  essentialDetails: EnZh<ImportKeyValue[]>;
  packagingDelivery: EnZh<ImportKeyValue[]>;
  productParameters: EnZh<ImportKeyValue[]>;
}

export function productText(p: TextParts): Localized<ImportProductText> {
  const lang = (i: 0 | 1): ImportProductText => ({
    name: p.name[i],
    summary: p.summary[i],
    description: p.description[i],
    essentialDetails: i === 0 ? p.essentialDetails.en : p.essentialDetails.zh,
    packagingDelivery: i === 0 ? p.packagingDelivery.en : p.packagingDelivery.zh,
    productParameters: i === 0 ? p.productParameters.en : p.productParameters.zh,
  });
  return { en: lang(0), zh: lang(1) };
}

export const DOCS = "https://docs.portline.example";
