import type { RelatedPick } from "../../../shared/console/structure";
import type { NewProduct } from "../../../shared/console/structure-schemas";
import { CONTENT_BASE_LOCALE } from "../../../shared/locale";
import { auditStatement, type AuditActor } from "../../db/audit";
import { productStatements } from "../../db/import/catalogue";
import { guardStatement, runGuardedBatch } from "../catalogue-structure/writes";

/** The related products staff chose for a product, in order. */
export async function listRelatedPicks(db: D1Database, productId: number): Promise<RelatedPick[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id, COALESCE(t.name, g.slug) AS name, g.status FROM goods_related r
         JOIN goods g ON g.id = r.related_id
         LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?2
        WHERE r.goods_id = ?1 ORDER BY r.sort`,
    )
    .bind(productId, CONTENT_BASE_LOCALE)
    .all<{ id: number; name: string; status: number }>();
  return results.map((row) => ({ id: row.id, name: row.name, published: row.status === 1 }));
}

export type RelatedRefusal = { ok: false; reason: "not_found" | "stale" | "unknown_product" | "itself" };

/**
 * Replaces a product's related picks at the version the editor loaded (the product's version
 * moves on), with the audit row, in one batch.
 */
export async function saveRelatedPicks(
  db: D1Database,
  productId: number,
  ids: readonly number[],
  expectedVersion: number,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; version: number } | RelatedRefusal> {
  const product = await db
    .prepare("SELECT version FROM goods WHERE id = ?1")
    .bind(productId)
    .first<{ version: number }>();
  if (!product) return { ok: false, reason: "not_found" };
  if (product.version !== expectedVersion) return { ok: false, reason: "stale" };
  if (ids.includes(productId)) return { ok: false, reason: "itself" };
  const known = await db
    .prepare("SELECT COUNT(*) AS n FROM goods WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids))
    .first<{ n: number }>();
  if ((known?.n ?? 0) !== ids.length) return { ok: false, reason: "unknown_product" };
  const before = (await listRelatedPicks(db, productId)).map((pick) => pick.id);
  const statements = [
    db
      .prepare("UPDATE goods SET version = version + 1, updated_at = ?3 WHERE id = ?1 AND version = ?2")
      .bind(productId, expectedVersion, now),
    guardStatement(db, "changes() = 0"),
    db.prepare("DELETE FROM goods_related WHERE goods_id = ?1").bind(productId),
    ...ids.map((id, index) =>
      db
        .prepare("INSERT INTO goods_related (goods_id, related_id, sort) VALUES (?1, ?2, ?3)")
        .bind(productId, id, index),
    ),
    auditStatement(
      db,
      {
        actor,
        entity: "product",
        entityId: String(productId),
        action: "related",
        before: { related: before },
        after: { related: ids },
      },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true, version: expectedVersion + 1 };
}

export type NewProductRefusal =
  | { ok: false; reason: "unknown_category" | "unknown_option" | "stale" }
  | { ok: false; reason: "taken"; value: string };

/**
 * A new draft product through the catalogue writer: its English name, one SKU (no stock: stock
 * comes in by adjustments) and the audit row, in one batch. Its id and its SKU's id are the next
 * free ones (taken meanwhile → the batch aborts).
 */
export async function createProduct(
  db: D1Database,
  input: NewProduct,
  actor: AuditActor,
  now: number,
): Promise<{ ok: true; id: number } | NewProductRefusal> {
  const [category, option, slugTaken, skuTaken, ids] = await db.batch([
    db.prepare("SELECT id FROM categories WHERE id = ?1").bind(input.categoryId),
    db.prepare("SELECT id FROM spec_options WHERE id = ?1").bind(input.specId),
    db.prepare("SELECT 1 FROM goods WHERE slug = ?1").bind(input.slug),
    db.prepare("SELECT 1 FROM goods_specs WHERE sku = ?1 COLLATE NOCASE").bind(input.sku),
    db.prepare(
      "SELECT (SELECT COALESCE(MAX(id), 0) FROM goods) AS products, (SELECT COALESCE(MAX(id), 0) FROM goods_specs) AS sku",
    ),
  ]);
  if (!category!.results.length) return { ok: false, reason: "unknown_category" };
  if (!option!.results.length) return { ok: false, reason: "unknown_option" };
  if (slugTaken!.results.length) return { ok: false, reason: "taken", value: input.slug };
  if (skuTaken!.results.length) return { ok: false, reason: "taken", value: input.sku };
  const next = ids!.results[0] as { products: number; sku: number };
  const id = next.products + 1;
  const skuId = next.sku + 1;
  const text = {
    name: input.name,
    summary: "",
    description: "",
    essentialDetails: [],
    packagingDelivery: [],
    productParameters: [],
  };
  const statements = [
    guardStatement(
      db,
      "EXISTS (SELECT 1 FROM goods WHERE id = ?1 OR slug = ?3) OR EXISTS (SELECT 1 FROM goods_specs WHERE id = ?2)",
      id,
      skuId,
      input.slug,
    ),
    ...productStatements(
      db,
      {
        id,
        categoryId: input.categoryId,
        slug: input.slug,
        sort: id,
        currency: "USD",
        published: false,
        cover: { url: "", width: 0, height: 0 },
        images: [],
        skus: [{ id: skuId, specId: input.specId, sku: input.sku, priceMinor: input.priceMinor, stock: 0 }],
        text: { en: text },
        sections: { en: [] },
        compare: { en: [] },
        ageDays: 0,
      },
      now,
      { keepMedia: true },
    ),
    auditStatement(
      db,
      { actor, entity: "product", entityId: String(id), action: "create", before: {}, after: input },
      now,
    ),
  ];
  if (!(await runGuardedBatch(db, statements))) return { ok: false, reason: "stale" };
  return { ok: true, id };
}
