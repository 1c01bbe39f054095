import type { ConsoleProduct, ConsoleSku } from "../../../shared/console/catalogue";
import { grossCoversNet, TRADE_FIELDS, tradeFieldsOf, type SkuTrade } from "../../../shared/catalogue/trade";
import type { ProductSave } from "../../../shared/console/catalogue-schemas";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import { auditStatement, type AuditActor } from "../../db/audit";
import { productStatements } from "../../db/import/catalogue";
import type { ImportProduct, Localized } from "../../db/import/types";

/** The console's product save: one D1 batch with its audit row (the CSV import batches several). */

export type SaveRefusal =
  | { ok: false; reason: "stale" }
  | { ok: false; reason: "no_english" }
  | { ok: false; reason: "unknown_sku"; sku: string }
  | { ok: false; reason: "unknown_option"; specId: number }
  | { ok: false; reason: "unknown_category"; categoryId: number }
  | { ok: false; reason: "taken"; field: "slug" | "sku"; value: string }
  | { ok: false; reason: "gross_below_net"; sku: string };

/** A SKU's trade data after a save: the fields it sends, the stored ones where it sends none. */
function mergedTrade(stored: ConsoleSku | undefined, sent: Partial<SkuTrade>): SkuTrade {
  const merged = tradeFieldsOf(stored ?? {});
  for (const field of TRADE_FIELDS) if (sent[field] !== undefined) Object.assign(merged, { [field]: sent[field] });
  return merged;
}

/** The saved product as the writer takes it: the stored languages with the edited ones replacing theirs. */
function mergedProducts(current: ConsoleProduct, save: ProductSave, newSkuIds: number[]): ImportProduct {
  const text = { ...current.text, ...save.text };
  const sections = { ...current.sections, ...save.sections };
  const compare = { ...current.compare, ...save.compare };
  let next = 0;
  const stored = new Map(current.skus.map((sku) => [sku.id, sku]));
  return {
    id: current.id,
    categoryId: save.categoryId,
    slug: save.slug,
    sort: save.sort,
    currency: "USD",
    published: save.published,
    // The media have editors of their own: the writer keeps them (keepMedia).
    cover: { url: current.cover ?? "", width: 0, height: 0 },
    images: [],
    ...(save.video ? { video: save.video } : {}),
    skus: save.skus.map((sku) => ({
      id: sku.id ?? newSkuIds[next++]!,
      specId: sku.specId,
      sku: sku.sku,
      priceMinor: sku.priceMinor,
      promoPriceMinor: sku.promoPriceMinor,
      stock: sku.stock,
      sold: sku.sold,
      lowStockThreshold: sku.lowStockThreshold,
      ...mergedTrade(sku.id === undefined ? undefined : stored.get(sku.id), sku),
    })),
    text: text as Localized<NonNullable<(typeof text)["en"]>>,
    sections: { en: [], ...sections } as ImportProduct["sections"],
    compare: { en: [], ...compare } as ImportProduct["compare"],
    ageDays: 0,
  };
}

/** The fields a save changed, before and after ("text.es.description", "sku.101.priceMinor", …). */
export function changedFields(before: ConsoleProduct, product: ImportProduct) {
  const was: Record<string, unknown> = {
    categoryId: before.categoryId,
    slug: before.slug,
    sort: before.sort,
    published: before.published,
    video: before.video,
  };
  const now: Record<string, unknown> = {
    categoryId: product.categoryId,
    slug: product.slug,
    sort: product.sort,
    published: product.published !== false,
    video: product.video ?? null,
  };
  for (const lang of ALL_LOCALES) {
    for (const [field, value] of Object.entries(before.text[lang] ?? {})) was[`text.${lang}.${field}`] = value;
    for (const [field, value] of Object.entries(product.text[lang as Locale] ?? {}))
      now[`text.${lang}.${field}`] = value;
    was[`sections.${lang}`] = before.sections[lang] ?? [];
    now[`sections.${lang}`] = product.sections[lang] ?? [];
    was[`compare.${lang}`] = before.compare[lang] ?? [];
    now[`compare.${lang}`] = product.compare[lang] ?? [];
  }
  for (const sku of before.skus) {
    const { id, priceMinor, promoPriceMinor, lowStockThreshold, sold, specId } = sku;
    Object.assign(
      was,
      prefixed(`sku.${id}`, {
        sku: sku.sku,
        specId,
        priceMinor,
        promoPriceMinor,
        lowStockThreshold,
        sold,
        ...tradeFieldsOf(sku),
      }),
    );
  }
  for (const sku of product.skus) {
    Object.assign(
      now,
      prefixed(`sku.${sku.id}`, {
        sku: sku.sku,
        specId: sku.specId,
        priceMinor: sku.priceMinor,
        promoPriceMinor: sku.promoPriceMinor ?? 0,
        lowStockThreshold: sku.lowStockThreshold ?? 5,
        sold: sku.sold !== false,
        ...tradeFieldsOf(sku),
      }),
    );
  }
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[key] ?? null) === JSON.stringify(now[key] ?? null)) continue;
    changedBefore[key] = was[key] ?? null;
    changedAfter[key] = now[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

function prefixed(prefix: string, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}.${key}`, value]));
}

/** A save checked against the catalogue, ready to write: the product as the writer takes it and its changes. */
export interface PreparedSave {
  current: ConsoleProduct;
  products: ImportProduct;
  newSkuIds: number[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Checks a save against the catalogue (its version, SKUs of this product, known options and
 * category, slug and SKU codes not taken by other products) and merges it with the stored product.
 * New SKUs get ids from `firstNewSkuId` (by default the next free one).
 */
export async function prepareProductSave(
  db: D1Database,
  current: ConsoleProduct,
  save: ProductSave,
  firstNewSkuId?: number,
): Promise<{ ok: true; prepared: PreparedSave } | SaveRefusal> {
  if (current.version !== save.expectedVersion) return { ok: false, reason: "stale" };
  if (!save.text.en && !current.text.en) return { ok: false, reason: "no_english" };
  const own = new Set(current.skus.map((sku) => sku.id));
  const foreign = save.skus.find((sku) => sku.id !== undefined && !own.has(sku.id));
  if (foreign) return { ok: false, reason: "unknown_sku", sku: foreign.sku };
  const specIds = JSON.stringify(save.skus.map((sku) => sku.specId));
  const [slugTaken, skuTaken, maxSku, options, category] = await db.batch([
    db.prepare("SELECT slug FROM goods WHERE slug = ?1 AND id <> ?2").bind(save.slug, current.id),
    db
      .prepare(`SELECT sku FROM goods_specs WHERE goods_id <> ?1 AND sku IN (SELECT value FROM json_each(?2)) LIMIT 1`)
      .bind(current.id, JSON.stringify(save.skus.map((sku) => sku.sku))),
    db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM goods_specs"),
    db.prepare("SELECT id FROM spec_options WHERE id IN (SELECT value FROM json_each(?1))").bind(specIds),
    db.prepare("SELECT id FROM categories WHERE id = ?1").bind(save.categoryId),
  ]);
  const known = new Set((options!.results as Array<{ id: number }>).map((row) => row.id));
  const unknownOption = save.skus.find((sku) => !known.has(sku.specId));
  if (unknownOption) return { ok: false, reason: "unknown_option", specId: unknownOption.specId };
  if (!category!.results.length) return { ok: false, reason: "unknown_category", categoryId: save.categoryId };
  if (slugTaken!.results.length) return { ok: false, reason: "taken", field: "slug", value: save.slug };
  const takenSku = (skuTaken!.results[0] as { sku: string } | undefined)?.sku;
  if (takenSku) return { ok: false, reason: "taken", field: "sku", value: takenSku };
  const firstNew = firstNewSkuId ?? (maxSku!.results[0] as { id: number }).id + 1;
  const newSkuIds = save.skus.filter((sku) => sku.id === undefined).map((_, index) => firstNew + index);
  const product = mergedProducts(current, save, newSkuIds);
  // A gross weight sent alone is checked against the stored net weight (and the other way round).
  const underweight = product.skus.find((sku) => !grossCoversNet(sku));
  if (underweight) return { ok: false, reason: "gross_below_net", sku: underweight.sku };
  const { before, after } = changedFields(current, product);
  return { ok: true, prepared: { current, products: product, newSkuIds, before, after } };
}

/**
 * The statements of a prepared save: the version moves on or (saved by someone else meanwhile,
 * or a new SKU's id taken meanwhile) the guard aborts the whole batch; then the catalogue writer's
 * statements (media kept) and the audit row.
 */
export function productSaveStatements(
  db: D1Database,
  prepared: PreparedSave,
  actor: AuditActor,
  now: number,
  action = "update",
): D1PreparedStatement[] {
  const { current, products: product, newSkuIds, before, after } = prepared;
  return [
    db
      .prepare("UPDATE goods SET version = version + 1 WHERE id = ?1 AND version = ?2")
      .bind(current.id, current.version),
    db.prepare("INSERT INTO write_guards (ok) SELECT 0 WHERE changes() = 0"),
    ...newSkuIds.map((id) =>
      db
        .prepare("INSERT INTO write_guards (ok) SELECT 0 WHERE EXISTS (SELECT 1 FROM goods_specs WHERE id = ?1)")
        .bind(id),
    ),
    ...productStatements(db, product, now, { keepMedia: true }),
    auditStatement(db, { actor, entity: "product", entityId: String(current.id), action, before, after }, now),
  ];
}

/** Runs save statements as one batch; a guard that fired means someone else saved first. */
export async function runSaveBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  await db.batch(statements).catch((error: unknown) => {
    if (String(error).includes("write_guard_refused")) throw new StaleSave();
    throw error;
  });
}

/**
 * Saves a product through the catalogue writer at the version the editor loaded (see above). A
 * save that changes no field writes nothing: no version, no audit row (and its caller purges
 * nothing).
 */
export async function saveProduct(
  db: D1Database,
  current: ConsoleProduct,
  save: ProductSave,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; version: number; changed: string[] } | SaveRefusal> {
  const checked = await prepareProductSave(db, current, save);
  if (!checked.ok) return checked;
  if (!Object.keys(checked.prepared.after).length) return { ok: true, version: current.version, changed: [] };
  await runSaveBatch(db, productSaveStatements(db, checked.prepared, actor, now));
  return { ok: true, version: current.version + 1, changed: Object.keys(checked.prepared.after) };
}

/** A save that lost the race with another one (its batch was refused whole). */
export class StaleSave extends Error {
  constructor() {
    super("product changed meanwhile");
  }
}
