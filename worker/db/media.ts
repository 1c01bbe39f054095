import type { MediaRole } from "../../shared/media/files";
import {
  mediaPath,
  type ProductFile,
  type ProductFiles,
  type ProductFilesRow,
  type UnusedMedia,
} from "../../shared/media/types";
import { auditStatement, type AuditRecord } from "./audit";
import { mediaDeletable } from "./media-references";

export interface MediaRow {
  id: number;
  key: string;
  name: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
}

export interface NewMedia {
  key: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  staffId: number | null;
}

/** How long a new upload holds its object before the editor links it (a product file: at once). */
export const UPLOAD_HOLD_MS = 10 * 60_000;

/** An upload whose same bytes are being deleted this moment waits this often, then gives up. */
const CLAIM_TRIES = 12;
const CLAIM_WAIT_MS = 250;

/**
 * Takes the row of a stored object before its bytes go to R2: created once per key (the same bytes
 * uploaded again find the first row), held from deletion until `holdUntil`. When a deletion of the
 * same key is under way it waits for it to finish (then creates the row anew), so the object put
 * next is never deleted behind the upload. "busy" when the deletion did not finish in time.
 */
export async function claimMedia(
  db: D1Database,
  media: NewMedia,
  holdUntil: number,
  now: number,
  staleBefore: number,
): Promise<{ row: MediaRow; created: boolean } | "busy"> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const row = await db
      .prepare(
        `INSERT INTO media (key, name, content_type, size_bytes, width, height, created_by, created_at, held_until)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (key) DO UPDATE SET held_until = MAX(COALESCE(media.held_until, 0), excluded.held_until),
           deleting_at = NULL
         WHERE media.deleting_at IS NULL OR media.deleting_at < ?10
         RETURNING id, key, name, content_type, size_bytes, width, height, created_at`,
      )
      .bind(
        media.key,
        media.name,
        media.contentType,
        media.sizeBytes,
        media.width,
        media.height,
        media.staffId,
        now,
        holdUntil,
        staleBefore,
      )
      .first<MediaRow & { created_at: number }>();
    if (row) {
      const { created_at, ...rest } = row;
      return { row: rest, created: created_at === now };
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
  }
  return "busy";
}

/**
 * Links a claimed object to a product in the role, or makes it the product's cover, with the
 * audit row, and releases the upload's hold — one batch. Returns the cover it replaced (which may
 * now be unused). Null when the product does not exist.
 */
export async function attachMedia(
  db: D1Database,
  row: MediaRow,
  productId: number,
  role: MediaRole,
  audit: AuditRecord,
  now: number,
): Promise<{ previousCover: string | null } | null> {
  const product = await db
    .prepare("SELECT cover_img FROM goods WHERE id = ?1")
    .bind(productId)
    .first<{ cover_img: string | null }>();
  if (!product) return null;
  const change =
    role === "cover"
      ? db
          .prepare(
            "UPDATE goods SET cover_img = ?2, cover_width = ?3, cover_height = ?4, updated_at = ?5 WHERE id = ?1",
          )
          .bind(productId, mediaPath(row.key), row.width, row.height, now)
      : db
          .prepare(
            `INSERT INTO goods_files (goods_id, media_id, role, sort, created_at)
             SELECT ?1, ?2, ?3, COALESCE((SELECT MAX(sort) + 1 FROM goods_files WHERE goods_id = ?1 AND role = ?3), 0), ?4
             ON CONFLICT (goods_id, media_id, role) DO NOTHING`,
          )
          .bind(productId, row.id, role, now);
  await db.batch([
    change,
    auditStatement(db, audit, now, "changes() = 1"),
    db.prepare("UPDATE media SET held_until = NULL WHERE id = ?1").bind(row.id),
  ]);
  return { previousCover: role === "cover" && product.cover_img !== mediaPath(row.key) ? product.cover_img : null };
}

interface FileRow extends MediaRow {
  link_id: number;
  media_id: number;
  role: ProductFile["role"];
  created_at: number;
}

/** A product's uploaded files (every role), for the console. Null when there is no such product. */
export async function listProductFiles(db: D1Database, productId: number): Promise<ProductFiles | null> {
  const [product, files] = await db.batch([
    db
      .prepare(
        `SELECT g.id, g.cover_img, COALESCE(t.name, g.slug) AS name FROM goods g
           LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = 'en' WHERE g.id = ?1`,
      )
      .bind(productId),
    db
      .prepare(
        `SELECT f.id AS link_id, f.role, f.created_at, m.* , m.id AS media_id FROM goods_files f
           JOIN media m ON m.id = f.media_id WHERE f.goods_id = ?1 ORDER BY f.role, f.sort, f.id`,
      )
      .bind(productId),
  ]);
  const row = product!.results[0] as { id: number; cover_img: string | null; name: string } | undefined;
  if (!row) return null;
  return {
    productId: row.id,
    name: row.name,
    cover: row.cover_img,
    files: (files!.results as FileRow[]).map((file) => ({
      id: file.link_id,
      mediaId: file.media_id,
      role: file.role,
      url: mediaPath(file.key),
      name: file.name,
      contentType: file.content_type,
      sizeBytes: file.size_bytes,
      width: file.width,
      height: file.height,
      createdAt: new Date(file.created_at).toISOString(),
    })),
  };
}

/** Unlinks a file from a product, with its audit row; the media row it named (null when no such link). */
export async function detachProductFile(
  db: D1Database,
  productId: number,
  linkId: number,
  audit: (file: { role: string; key: string }) => AuditRecord,
  now: number,
): Promise<number | null> {
  const file = await db
    .prepare(
      `SELECT f.role, f.media_id, m.key FROM goods_files f JOIN media m ON m.id = f.media_id
        WHERE f.id = ?1 AND f.goods_id = ?2`,
    )
    .bind(linkId, productId)
    .first<{ role: string; media_id: number; key: string }>();
  if (!file) return null;
  await db.batch([
    db.prepare("DELETE FROM goods_files WHERE id = ?1 AND goods_id = ?2").bind(linkId, productId),
    auditStatement(db, audit(file), now, "changes() = 1"),
  ]);
  return file.media_id;
}

/** The product page's gallery images that were uploaded, after the catalogue's own (a statement for its batch). */
export function uploadedGalleryStatement(db: D1Database, productId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT '/media/' || m.key AS url, m.width, m.height FROM goods_files f JOIN media m ON m.id = f.media_id
        WHERE f.goods_id = ?1 AND f.role = 'gallery' AND m.width IS NOT NULL ORDER BY f.sort, f.id`,
    )
    .bind(productId);
}

/** The product page's downloads: datasheets, then firmware (a statement for its batch). */
export function downloadsStatement(db: D1Database, productId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT f.role, '/media/' || m.key AS url, m.name, m.content_type AS contentType, m.size_bytes AS sizeBytes
         FROM goods_files f JOIN media m ON m.id = f.media_id
        WHERE f.goods_id = ?1 AND f.role IN ('datasheet', 'firmware') ORDER BY f.role, f.sort, f.id`,
    )
    .bind(productId);
}

/** Products (English name, or slug) with their cover and number of uploaded files, by name or id. */
export async function listProductsWithFiles(
  db: D1Database,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ list: ProductFilesRow[]; total: number; page: number; pageSize: number }> {
  const where =
    "(?1 IS NULL OR CAST(g.id AS TEXT) = ?1 OR t.name LIKE '%' || ?1 || '%' OR g.slug LIKE '%' || ?1 || '%')";
  const from = "FROM goods g LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = 'en'";
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT g.id AS productId, COALESCE(t.name, g.slug) AS name, g.cover_img AS cover,
                (SELECT COUNT(*) FROM goods_files f WHERE f.goods_id = g.id) AS files
           ${from} WHERE ${where} ORDER BY g.sort, g.id LIMIT ?2 OFFSET ?3`,
      )
      .bind(q ?? null, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total ${from} WHERE ${where}`).bind(q ?? null),
  ]);
  return {
    list: rows!.results as unknown as ProductFilesRow[],
    total: (count!.results[0] as { total: number }).total,
    page,
    pageSize,
  };
}

/** Stored files nothing names and no upload holds, newest first, for the media library. */
export async function listUnusedMedia(db: D1Database, now: number, limit = 100): Promise<UnusedMedia[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.key, m.name, m.content_type, m.size_bytes, m.width, m.height, m.created_at FROM media m
        WHERE ${mediaDeletable("m", "?1")} ORDER BY m.created_at DESC, m.id DESC LIMIT ?2`,
    )
    .bind(now, limit)
    .all<MediaRow & { created_at: number }>();
  return results.map((row) => ({
    mediaId: row.id,
    url: mediaPath(row.key),
    name: row.name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
