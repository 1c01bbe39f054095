import {
  COMPARE_GROUPS,
  SECTION_KINDS,
  type ConsoleCompareGroup,
  type ConsoleCompareRow,
  type ConsoleKeyValue,
  type ConsoleProduct,
  type ConsoleSection,
  type SectionKind,
} from "../../shared/console/catalogue";
import type { ApiPosts } from "../../shared/api/contract";
import type { SkuTrade } from "../../shared/catalogue/trade";
import type { Locale } from "../../shared/locale";
import { field } from "./form-data";
import { moneyFieldValue } from "./money-field";

/**
 * The product editor's form: field names the editor's components render, and the API body the
 * action builds from them. Rows are numbered (`pp.3.key`); empty rows are left out.
 */

/** The key/value lists of a product's text, by their form prefix. */
export const KEY_VALUE_LISTS = {
  ed: "essentialDetails",
  pd: "packagingDelivery",
  pp: "productParameters",
} as const;
export type KeyValuePrefix = keyof typeof KEY_VALUE_LISTS;

/** Blank rows offered after the filled ones (save to get more). */
export const BLANK_ROWS = 2;

/** Row indexes present in the form for a prefix ("pp.0.key", "pp.4.key" → [0, 4]). */
function rowIndexes(form: FormData, prefix: string): number[] {
  const indexes = new Set<number>();
  const pattern = new RegExp(`^${prefix}\\.(\\d{1,3})\\.`);
  for (const name of form.keys()) {
    const match = pattern.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

function keyValueRows(form: FormData, prefix: KeyValuePrefix): ConsoleKeyValue[] {
  return rowIndexes(form, prefix)
    .map((i) => ({
      key: field(form, `${prefix}.${i}.key`).trim(),
      value: field(form, `${prefix}.${i}.value`).trim(),
      compareFlag: form.get(`${prefix}.${i}.compare`) === "on",
    }))
    .filter((row) => row.key || row.value)
    .map((row) => (row.compareFlag ? row : { key: row.key, value: row.value }));
}

function sectionRows(form: FormData): ConsoleSection[] {
  return rowIndexes(form, "sec")
    .map((i) => {
      const kind = field(form, `sec.${i}.kind`);
      const img = field(form, `sec.${i}.img`).trim();
      const url = field(form, `sec.${i}.url`).trim();
      return {
        kind: (SECTION_KINDS.find((k) => k === kind) ?? "tech") as SectionKind,
        title: field(form, `sec.${i}.title`).trim(),
        body: field(form, `sec.${i}.body`),
        ...(img ? { img } : {}),
        ...(url ? { url } : {}),
      };
    })
    .filter((row) => row.title || row.body.trim());
}

function compareRows(form: FormData): ConsoleCompareRow[] {
  return rowIndexes(form, "cmp")
    .map((i) => {
      const group = Number(field(form, `cmp.${i}.group`));
      return {
        group: (COMPARE_GROUPS.find((g) => g === group) ?? 3) as ConsoleCompareGroup,
        name: field(form, `cmp.${i}.name`).trim(),
        value: field(form, `cmp.${i}.value`).trim(),
      };
    })
    .filter((row) => row.name || row.value);
}

type SaveBody = ApiPosts[`/admin/products/${string}`]["body"];

/** The trade form names of a SKU's fields (`sku.101.hsCode`), by field. */
export const TRADE_INPUTS = {
  hsCode: "hsCode",
  originCountry: "origin",
  netWeightG: "netG",
  grossWeightG: "grossG",
  lengthMm: "lengthMm",
  widthMm: "widthMm",
  heightMm: "heightMm",
} as const satisfies Record<keyof SkuTrade, string>;

/**
 * A SKU's trade fields as the form holds them: an empty field is not known (null); a field the form
 * does not hold is left out, so the SKU keeps what it has.
 */
function tradeFromForm(form: FormData, skuId: number): Partial<SkuTrade> {
  const trade: Partial<SkuTrade> = {};
  const text = (name: string) => field(form, `sku.${skuId}.${name}`).trim();
  const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
  const held = (name: string) => form.has(`sku.${skuId}.${name}`);
  if (held(TRADE_INPUTS.hsCode)) trade.hsCode = text(TRADE_INPUTS.hsCode) || null;
  if (held(TRADE_INPUTS.originCountry)) trade.originCountry = text(TRADE_INPUTS.originCountry) || null;
  for (const key of ["netWeightG", "grossWeightG", "lengthMm", "widthMm", "heightMm"] as const) {
    if (held(TRADE_INPUTS[key])) trade[key] = number(TRADE_INPUTS[key]);
  }
  return trade;
}

/**
 * The save of the editor's form: the shared fields, the SKUs, and the edited language's text,
 * sections and comparison rows. A language without its own text whose fields were left empty is
 * not sent, so it keeps falling back to English.
 */
export function productSaveFromForm(form: FormData, product: ConsoleProduct, lang: Locale, locale: Locale): SaveBody {
  const currency = product.currency;
  const amount = (text: string) => moneyFieldValue(text, currency, locale);
  const videoUrl = field(form, "videoUrl").trim();
  const skus: SaveBody["skus"] = product.skus.map((sku) => ({
    id: sku.id,
    specId: Number(field(form, `sku.${sku.id}.specId`)),
    sku: field(form, `sku.${sku.id}.sku`),
    priceMinor: amount(field(form, `sku.${sku.id}.price`)),
    promoPriceMinor: amount(field(form, `sku.${sku.id}.salePrice`) || "0"),
    lowStockThreshold: Number(field(form, `sku.${sku.id}.threshold`)),
    sold: form.get(`sku.${sku.id}.sold`) === "on",
    ...tradeFromForm(form, sku.id),
  }));
  const newCode = field(form, "sku.new.sku").trim();
  if (newCode) {
    skus.push({
      specId: Number(field(form, "sku.new.specId")),
      sku: newCode,
      priceMinor: amount(field(form, "sku.new.price")),
      promoPriceMinor: amount(field(form, "sku.new.salePrice") || "0"),
      lowStockThreshold: Number(field(form, "sku.new.threshold") || "5"),
      sold: true,
      stock: Number(field(form, "sku.new.stock") || "0"),
    });
  }
  const text = {
    name: field(form, "name").trim(),
    summary: field(form, "summary").trim(),
    description: field(form, "description"),
    essentialDetails: keyValueRows(form, "ed"),
    packagingDelivery: keyValueRows(form, "pd"),
    productParameters: keyValueRows(form, "pp"),
  };
  const textEmpty =
    !text.name &&
    !text.summary &&
    !text.description.trim() &&
    !text.essentialDetails.length &&
    !text.packagingDelivery.length &&
    !text.productParameters.length;
  const sections = sectionRows(form);
  const compare = compareRows(form);
  return {
    expectedVersion: Number(field(form, "version")),
    categoryId: Number(field(form, "categoryId")),
    slug: field(form, "slug"),
    sort: Number(field(form, "sort")),
    published: form.get("published") === "on",
    video: videoUrl ? { url: videoUrl, previewImg: field(form, "videoPreview").trim() } : null,
    skus,
    text: product.text[lang] || !textEmpty ? { [lang]: text } : {},
    sections: product.sections[lang] || sections.length ? { [lang]: sections } : {},
    compare: product.compare[lang] || compare.length ? { [lang]: compare } : {},
  };
}
