/**
 * A product's overlay checked against its English record and turned into the rows the catalogue
 * writer stores. Text, tab sections and compare rows are separate parts (separate tables), each
 * translated completely or left to the English.
 */
import type { ProductOverlay } from "./overlay-types";
import type {
  ImportCompareRow,
  ImportProduct,
  ImportProductText,
  ImportKeyValue,
  ImportSection,
} from "../import/types";

const ROW_PARTS = ["essentialDetails", "packagingDelivery", "productParameters"] as const;

const blank = (value: string | undefined): boolean => !value?.trim();

/** What a keyed row map lacks or has beyond the English rows, as readable problems. */
function keyedProblems(label: string, englishKeys: readonly string[], values: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of englishKeys) {
    if (blank(values[key])) problems.push(`${label} lacks "${key}"`);
  }
  for (const key of Object.keys(values)) {
    if (!englishKeys.includes(key)) problems.push(`${label} has "${key}", which the English rows have not`);
  }
  return problems;
}

function termProblems(englishKeys: readonly string[], terms: Record<string, string>): string[] {
  return englishKeys.filter((key) => blank(terms[key])).map((key) => `terms lack "${key}"`);
}

export function productTextProblems(
  product: ImportProduct,
  overlay: ProductOverlay,
  terms: Record<string, string>,
): string[] {
  const problems = (["name", "summary", "description"] as const)
    .filter((field) => blank(overlay[field]))
    .map((field) => `${field} is empty`);
  for (const part of ROW_PARTS) {
    const keys = product.text.en[part].map((row) => row.key);
    problems.push(...keyedProblems(part, keys, overlay[part]), ...termProblems(keys, terms));
  }
  return problems;
}

export function productSectionProblems(product: ImportProduct, overlay: ProductOverlay): string[] {
  const english = product.sections.en;
  const problems =
    overlay.sections.length === english.length
      ? []
      : [`sections: ${overlay.sections.length} written, the English has ${english.length}`];
  overlay.sections.forEach((section, index) => {
    if (blank(section.title) || blank(section.body)) problems.push(`section ${index + 1} has an empty title or body`);
  });
  return problems;
}

export function productCompareProblems(
  product: ImportProduct,
  overlay: ProductOverlay,
  terms: Record<string, string>,
): string[] {
  const names = product.compare.en.map((row) => row.name);
  return [...keyedProblems("compare", names, overlay.compare), ...termProblems(names, terms)];
}

/** Every problem of one product's overlay (empty when it is complete). */
export function productProblems(
  product: ImportProduct,
  overlay: ProductOverlay,
  terms: Record<string, string>,
): string[] {
  return [
    ...productTextProblems(product, overlay, terms),
    ...productSectionProblems(product, overlay),
    ...productCompareProblems(product, overlay, terms),
  ];
}

function translatedRows(
  english: readonly ImportKeyValue[],
  values: Record<string, string>,
  terms: Record<string, string>,
) {
  return english.map((row): ImportKeyValue => {
    const translated: ImportKeyValue = { key: terms[row.key]!, value: values[row.key]! };
    if (row.compareFlag) translated.compareFlag = true;
    return translated;
  });
}

function productTextOf(
  product: ImportProduct,
  overlay: ProductOverlay,
  terms: Record<string, string>,
): ImportProductText {
  const english = product.text.en;
  return {
    name: overlay.name,
    summary: overlay.summary,
    description: overlay.description,
    essentialDetails: translatedRows(english.essentialDetails, overlay.essentialDetails, terms),
    packagingDelivery: translatedRows(english.packagingDelivery, overlay.packagingDelivery, terms),
    productParameters: translatedRows(english.productParameters, overlay.productParameters, terms),
  };
}

function sectionsOf(product: ImportProduct, overlay: ProductOverlay): ImportSection[] {
  return product.sections.en.map((section, index) => ({ ...section, ...overlay.sections[index]! }));
}

function compareOf(product: ImportProduct, overlay: ProductOverlay, terms: Record<string, string>): ImportCompareRow[] {
  return product.compare.en.map((row) => ({
    group: row.group,
    name: terms[row.name]!,
    value: overlay.compare[row.name]!,
  }));
}

/** The product with the overlay's language added to each part the overlay completes. */
export function withProductOverlay(
  product: ImportProduct,
  lang: string,
  overlay: ProductOverlay,
  terms: Record<string, string>,
): ImportProduct {
  const localized: ImportProduct = {
    ...product,
    text: { ...product.text },
    sections: { ...product.sections },
    compare: { ...product.compare },
  };
  const key = lang as keyof ImportProduct["text"];
  if (!productTextProblems(product, overlay, terms).length)
    localized.text[key] = productTextOf(product, overlay, terms);
  if (!productSectionProblems(product, overlay).length) localized.sections[key] = sectionsOf(product, overlay);
  if (!productCompareProblems(product, overlay, terms).length)
    localized.compare[key] = compareOf(product, overlay, terms);
  return localized;
}
