import { Hono } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { formatFileSize } from "../../shared/format";
import { MEDIA_LIMITS, MEDIA_MAX_BYTES, MEDIA_ROLES } from "../../shared/media/files";
import { mediaPath, type UploadedMedia } from "../../shared/media/types";
import { requestCacheScope } from "../cache/product-changes";
import { staffChanged } from "../cache/staff-changes";
import { attachMedia, detachProductFile, listProductFiles, listProductsWithFiles, recordMedia } from "../db/media";
import { prepareMedia, readBodyWithin } from "../media/store-media";
import { allow, auditActor, type AdminApiEnv } from "./admin-access";
import { ok } from "./respond";
import { validate } from "./validate";

/** Upload paths take the file itself as the body (any content type; its type is read from its bytes). */
export const RAW_BODY_PATH = /^\/api\/admin\/media\/(?:products\/\d+\/)?files$/;

/** /api/admin/media: products' gallery images, covers, datasheets and firmware on R2. */
export const adminMediaApi = new Hono<AdminApiEnv>();

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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** Products with their cover and how many files each has, by name or id. */
adminMediaApi.get("/products", allow("content.write"), validate("query", ListQuery), async (c) => {
  const { q, page, pageSize } = c.req.valid("query");
  return ok(c, await listProductsWithFiles(c.env.DB, q || undefined, page, pageSize));
});

adminMediaApi.get("/products/:id", allow("content.write"), validate("param", ProductParam), async (c) => {
  const files = await listProductFiles(c.env.DB, c.req.valid("param").id);
  if (!files) throw new ApiError(API_CODE.notFound, c.var.LL.admin.editing.api.productNotFound());
  return ok(c, files);
});

/**
 * Stores one file (the raw request body) for a product. Its type is told by its bytes, its size is
 * counted while it streams, photos lose their metadata; the object goes to R2 under a digest of
 * its bytes, and its row, its link (or the cover) and the audit row are written in one batch.
 */
adminMediaApi.post(
  "/products/:id/files",
  allow("content.write"),
  validate("param", ProductParam),
  validate("query", UploadQuery),
  async (c) => {
    const A = c.var.LL.admin.editing.api;
    const { id } = c.req.valid("param");
    const { role, name } = c.req.valid("query");
    const limit = MEDIA_LIMITS[role].maxBytes;
    const body = await readBodyWithin(c.req.raw, Math.min(limit, MEDIA_MAX_BYTES));
    const tooBig = () =>
      new ApiError(API_CODE.badRequest, A.fileTooBig({ size: formatFileSize(limit, c.var.locale) }), {
        status: 413,
      });
    if (body === "size") throw tooBig();
    if (body === "incomplete") throw new ApiError(API_CODE.badRequest, c.var.LL.api.bodyIncomplete());
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
    await c.env.MEDIA.put(media.key, media.bytes, {
      httpMetadata: { contentType: media.contentType, contentDisposition: media.disposition },
    });
    const row = await attachMedia(
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
      id,
      role,
      (mediaId) => ({
        actor: auditActor(c),
        entity: "product",
        entityId: String(id),
        action: role === "cover" ? "set_cover" : "add_file",
        before: {},
        after: { role, mediaId, url: mediaPath(media.key), name },
      }),
      Date.now(),
    );
    if (!row) throw new ApiError(API_CODE.notFound, A.productNotFound());
    await staffChanged(
      requestCacheScope(c),
      role === "cover"
        ? { kind: "productCover", goodsId: id, categoryId: product.category_id }
        : { kind: "productFiles", goodsId: id },
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

/** Takes a file off a product (the stored object stays: its URL is immutable and may be cached). */
adminMediaApi.post(
  "/products/:id/files/:fileId/remove",
  allow("content.write"),
  validate("param", FileParam),
  async (c) => {
    const { id, fileId } = c.req.valid("param");
    const removed = await detachProductFile(
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
      Date.now(),
    );
    if (!removed) throw new ApiError(API_CODE.notFound, c.var.LL.admin.editing.api.fileNotFound());
    await staffChanged(requestCacheScope(c), { kind: "productFiles", goodsId: id });
    return ok(c, null);
  },
);

const ImageQuery = z.object({ name: z.string().trim().min(1).max(200) });

/**
 * Stores an image that belongs to no product (a post's or a case study's cover): checked and
 * cleaned like a product's, recorded with its audit row; the editor then names its URL.
 */
adminMediaApi.post("/files", allow("content.write"), validate("query", ImageQuery), async (c) => {
  const A = c.var.LL.admin.editing.api;
  const { name } = c.req.valid("query");
  const limit = MEDIA_LIMITS.cover.maxBytes;
  const body = await readBodyWithin(c.req.raw, limit);
  if (body === "size") {
    throw new ApiError(API_CODE.badRequest, A.fileTooBig({ size: formatFileSize(limit, c.var.locale) }), {
      status: 413,
    });
  }
  if (body === "incomplete") throw new ApiError(API_CODE.badRequest, c.var.LL.api.bodyIncomplete());
  const prepared = await prepareMedia("cover", name, body);
  if (!prepared.ok) {
    const message =
      prepared.reason === "disguised" ? A.fileDisguised() : prepared.reason === "empty" ? A.fileEmpty() : A.fileType();
    throw new ApiError(API_CODE.badRequest, message, { status: prepared.reason === "size" ? 413 : 415 });
  }
  const { media } = prepared;
  await c.env.MEDIA.put(media.key, media.bytes, {
    httpMetadata: { contentType: media.contentType, contentDisposition: media.disposition },
  });
  const row = await recordMedia(
    c.env.DB,
    {
      key: media.key,
      name,
      contentType: media.contentType,
      sizeBytes: media.bytes.length,
      width: media.size?.width ?? null,
      height: media.size?.height ?? null,
      staffId: c.var.staff.staffId,
    },
    {
      actor: auditActor(c),
      entity: "media",
      entityId: "",
      action: "upload",
      before: {},
      after: { url: mediaPath(media.key), name },
    },
    Date.now(),
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
});
