import { Hono, type Context } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { formatFileSize } from "../../../shared/format";
import { MEDIA_LIMITS, MEDIA_MAX_BYTES, MEDIA_ROLES } from "../../../shared/media/files";
import { mediaPath, type UploadedMedia } from "../../../shared/media/types";
import { requestCacheScope } from "../../cache/product-changes";
import { staffChanged } from "../../cache/staff-changes";
import { auditStatement, type AuditRecord } from "../../db/audit";
import {
  attachMedia,
  claimMedia,
  detachProductFile,
  listProductFiles,
  listProductsWithFiles,
  listUnusedMedia,
  UPLOAD_HOLD_MS,
  type MediaRow,
} from "../../db/media";
import { deleteUnusedMedia, DELETION_STALE_MS, mediaIdsOfUrls } from "../../media/delete-media";
import { prepareMedia, readBodyWithin, type PreparedMedia } from "../../media/store-media";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { validate } from "../../api/validate";
import { pageQuery } from "../../../shared/page-query";

/** Upload paths take the file itself as the body (any content type; its type is read from its bytes). */
export const RAW_BODY_PATH = /^\/api\/admin\/media\/(?:products\/\d+\/)?files$/;

/**
 * Claims the object's row (waiting for a deletion of the same bytes to finish), then puts its
 * bytes to R2. An image that belongs to no product (`audit` given) is released at once, with its
 * audit row when it is new; a product's file stays held until `attachMedia` links it.
 */
async function storeObject(
  c: Context<ConsoleApiEnv>,
  media: PreparedMedia,
  name: string,
  holdUntil: number,
  now: number,
  audit?: AuditRecord,
): Promise<MediaRow> {
  const claimed = await claimMedia(
    c.env.DB,
    {
      key: media.key,
      name: name.slice(0, 200),
      contentType: media.contentType,
      sizeBytes: media.bytes.length,
      width: media.size?.width ?? null,
      height: media.size?.height ?? null,
      staffId: c.var.staff.staffId,
    },
    holdUntil,
    now,
    now - DELETION_STALE_MS,
  );
  if (claimed === "busy") {
    throw new ApiError(API_CODE.conflict, c.var.LL.console.editing.api.fileBeingDeleted());
  }
  await c.env.MEDIA.put(media.key, media.bytes, {
    httpMetadata: { contentType: media.contentType, contentDisposition: media.disposition },
  });
  if (audit) {
    // Only this upload's own hold is released (another one's, later, stays).
    await c.env.DB.batch([
      c.env.DB.prepare("UPDATE media SET held_until = NULL WHERE id = ?1 AND held_until = ?2").bind(
        claimed.row.id,
        holdUntil,
      ),
      ...(claimed.created ? [auditStatement(c.env.DB, { ...audit, entityId: String(claimed.row.id) }, now)] : []),
    ]);
  }
  return claimed.row;
}

/** /api/admin/media: products' gallery images, covers, datasheets and firmware on R2. */
export const consoleMediaApi = new Hono<ConsoleApiEnv>();

const ProductParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const FileParam = ProductParam.extend({
  fileId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const UploadQuery = z.object({
  role: z.enum(MEDIA_ROLES),
  /** The file's name as the staff member's computer had it (its extension must match its content). */
  name: z.string().trim().min(1).max(200),
});

const ListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** Products with their cover and how many files each has, by name or id. */
consoleMediaApi.get("/products", allow("content.write"), validate("query", ListQuery), async (c) => {
  const { q, page, pageSize } = c.req.valid("query");
  return ok(c, await listProductsWithFiles(c.env.DB, q || undefined, page, pageSize));
});

consoleMediaApi.get("/products/:id", allow("content.write"), validate("param", ProductParam), async (c) => {
  const files = await listProductFiles(c.env.DB, c.req.valid("param").id);
  if (!files) throw new ApiError(API_CODE.notFound, c.var.LL.console.editing.api.productNotFound());
  return ok(c, files);
});

/**
 * Stores one file (the raw request body) for a product. Its type is told by its bytes, its size is
 * counted while it streams, photos lose their metadata; the object goes to R2 under a digest of
 * its bytes, and its row, its link (or the cover) and the audit row are written in one batch.
 */
consoleMediaApi.post(
  "/products/:id/files",
  allow("content.write"),
  validate("param", ProductParam),
  validate("query", UploadQuery),
  async (c) => {
    const A = c.var.LL.console.editing.api;
    const { id } = c.req.valid("param");
    const { role, name } = c.req.valid("query");
    const limit = MEDIA_LIMITS[role].maxBytes;
    const body = await readBodyWithin(c.req.raw, Math.min(limit, MEDIA_MAX_BYTES));
    const tooBig = () =>
      new ApiError(API_CODE.badRequest, A.fileTooBig({ size: formatFileSize(limit, c.var.locale) }), {
        status: 413,
      });
    if (body === "size") throw tooBig();
    if (body === "incomplete") throw new ApiError(API_CODE.badRequest, c.var.LL.messages.bodyIncomplete());
    const prepared = await prepareMedia(role, name, body);
    if (!prepared.ok) {
      if (prepared.reason === "size") throw tooBig();
      const message =
        prepared.reason === "disguised"
          ? A.fileDisguised()
          : prepared.reason === "empty"
            ? A.fileEmpty()
            : A.fileType();
      throw new ApiError(API_CODE.badRequest, message, { status: prepared.reason === "empty" ? 400 : 415 });
    }
    const { media } = prepared;
    const product = await c.env.DB.prepare("SELECT category_id FROM goods WHERE id = ?1")
      .bind(id)
      .first<{ category_id: number }>();
    if (!product) throw new ApiError(API_CODE.notFound, A.productNotFound());
    const now = Date.now();
    const row = await storeObject(c, media, name, now + UPLOAD_HOLD_MS, now);
    const linked = await attachMedia(
      c.env.DB,
      row,
      id,
      role,
      {
        actor: auditActor(c),
        entity: "product",
        entityId: String(id),
        action: role === "cover" ? "set_cover" : "add_file",
        before: {},
        after: { role, mediaId: row.id, url: mediaPath(media.key), name },
      },
      now,
    );
    if (!linked) throw new ApiError(API_CODE.notFound, A.productNotFound());
    // A replaced cover may have been the last use of its file.
    if (linked.previousCover)
      await deleteUnusedMedia(c.env, await mediaIdsOfUrls(c.env.DB, [linked.previousCover]), now);
    await staffChanged(
      requestCacheScope(c),
      role === "cover"
        ? { kind: "productCover", productId: id, categoryId: product.category_id }
        : { kind: "productFiles", productId: id },
    );
    const uploaded: UploadedMedia = {
      mediaId: row.id,
      url: mediaPath(row.key),
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      width: row.width,
      height: row.height,
    };
    return ok(c, uploaded);
  },
);

/** Takes a file off a product; its stored object goes too when nothing else names it. */
consoleMediaApi.post(
  "/products/:id/files/:fileId/remove",
  allow("content.write"),
  validate("param", FileParam),
  async (c) => {
    const { id, fileId } = c.req.valid("param");
    const now = Date.now();
    const mediaId = await detachProductFile(
      c.env.DB,
      id,
      fileId,
      (file) => ({
        actor: auditActor(c),
        entity: "product",
        entityId: String(id),
        action: "remove_file",
        before: { role: file.role, url: mediaPath(file.key) },
        after: {},
      }),
      now,
    );
    if (mediaId === null) throw new ApiError(API_CODE.notFound, c.var.LL.console.editing.api.fileNotFound());
    await deleteUnusedMedia(c.env, [mediaId], now);
    await staffChanged(requestCacheScope(c), { kind: "productFiles", productId: id });
    return ok(c, null);
  },
);

const ImageQuery = z.object({ name: z.string().trim().min(1).max(200) });

/**
 * Stores an image that belongs to no product (a post's or a case study's cover): checked and
 * cleaned like a product's, recorded with its audit row; the editor then names its URL.
 */
consoleMediaApi.post("/files", allow("content.write"), validate("query", ImageQuery), async (c) => {
  const A = c.var.LL.console.editing.api;
  const { name } = c.req.valid("query");
  const limit = MEDIA_LIMITS.cover.maxBytes;
  const body = await readBodyWithin(c.req.raw, limit);
  if (body === "size") {
    throw new ApiError(API_CODE.badRequest, A.fileTooBig({ size: formatFileSize(limit, c.var.locale) }), {
      status: 413,
    });
  }
  if (body === "incomplete") throw new ApiError(API_CODE.badRequest, c.var.LL.messages.bodyIncomplete());
  const prepared = await prepareMedia("cover", name, body);
  if (!prepared.ok) {
    const message =
      prepared.reason === "disguised" ? A.fileDisguised() : prepared.reason === "empty" ? A.fileEmpty() : A.fileType();
    throw new ApiError(API_CODE.badRequest, message, { status: prepared.reason === "size" ? 413 : 415 });
  }
  const { media } = prepared;
  const now = Date.now();
  const row = await storeObject(c, media, name, now + UPLOAD_HOLD_MS, now, {
    actor: auditActor(c),
    entity: "media",
    entityId: "",
    action: "upload",
    before: {},
    after: { url: mediaPath(media.key), name },
  });
  const uploaded: UploadedMedia = {
    mediaId: row.id,
    url: mediaPath(row.key),
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
  };
  return ok(c, uploaded);
});

/** Stored files nothing on the site names and no upload holds (the media library's "unused"). */
consoleMediaApi.get("/unused", allow("content.write"), async (c) => ok(c, await listUnusedMedia(c.env.DB, Date.now())));

const MediaParam = z.object({ mediaId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Deletes an unused file from R2 and the library, with its audit row in the batch that removes its
 * row; refused when something names it meanwhile.
 */
consoleMediaApi.post("/files/:mediaId/delete", allow("content.write"), validate("param", MediaParam), async (c) => {
  const { mediaId } = c.req.valid("param");
  const now = Date.now();
  const row = await c.env.DB.prepare("SELECT key, name FROM media WHERE id = ?1")
    .bind(mediaId)
    .first<{ key: string; name: string }>();
  if (!row) throw new ApiError(API_CODE.notFound, c.var.LL.console.editing.api.mediaNotFound());
  const actor = auditActor(c);
  const deleted = await deleteUnusedMedia(c.env, [mediaId], now, ({ id, key }) => ({
    actor,
    entity: "media",
    entityId: String(id),
    action: "delete",
    before: { url: mediaPath(key), name: row.name },
    after: {},
  }));
  if (!deleted.length) throw new ApiError(API_CODE.conflict, c.var.LL.console.editing.api.fileInUse());
  return ok(c, null);
});
