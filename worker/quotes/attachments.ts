import type { Context } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { ATTACHMENT_LIMITS } from "../../shared/media/files";
import { formatFileSize } from "../../shared/format";
import type { UploadedAttachment } from "../../shared/commerce/quotes";
import type { ApiEnv } from "../api/context";
import { attachmentDisposition, prepareMedia, readBodyWithin } from "../media/store-media";

/** Attachments not sent with a request within a day are deleted by the cron. */
export const LOOSE_ATTACHMENT_MS = 86_400_000;

/**
 * Stores a buyer's file for a request they are about to send: its type told by its bytes (the
 * checks of staff uploads), photos stripped of their metadata, the object in the private DOCUMENTS
 * bucket under a digest of its bytes, and a row that the request's batch ties to its quote.
 */
export async function storeAttachment<E extends ApiEnv>(
  c: Context<E>,
  userId: number,
  name: string,
): Promise<UploadedAttachment> {
  const m = c.var.LL.messages.quotes;
  const limit = ATTACHMENT_LIMITS.maxBytes;
  const tooBig = () =>
    new ApiError(API_CODE.badRequest, m.fileTooBig({ size: formatFileSize(limit, c.var.locale) }), { status: 413 });
  const body = await readBodyWithin(c.req.raw, limit);
  if (body === "size") throw tooBig();
  if (body === "incomplete") throw new ApiError(API_CODE.badRequest, c.var.LL.messages.bodyIncomplete());
  const prepared = await prepareMedia("attachment", name, body);
  if (!prepared.ok) {
    if (prepared.reason === "size") throw tooBig();
    if (prepared.reason === "empty") throw new ApiError(API_CODE.badRequest, m.fileEmpty());
    throw new ApiError(API_CODE.badRequest, prepared.reason === "disguised" ? m.fileDisguised() : m.fileType(), {
      status: 415,
    });
  }
  const { media } = prepared;
  const key = `quote-attachments/${media.key}`;
  await c.env.DOCUMENTS.put(key, media.bytes, { httpMetadata: { contentType: media.contentType } });
  const row = await c.env.DB.prepare(
    `INSERT INTO quote_attachments (user_id, object_key, name, content_type, size_bytes, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id`,
  )
    .bind(userId, key, name, media.contentType, media.bytes.length, Date.now())
    .first<{ id: number }>();
  return { id: row!.id, name, contentType: media.contentType, sizeBytes: media.bytes.length };
}

/** A quote's file as a download (never inline, never cached). */
export async function attachmentResponse<E extends ApiEnv>(c: Context<E>, quoteId: number): Promise<Response> {
  const row = await c.env.DB.prepare("SELECT object_key, name, content_type FROM quote_attachments WHERE quote_id = ?1")
    .bind(quoteId)
    .first<{ object_key: string; name: string; content_type: string }>();
  const object = row ? await c.env.DOCUMENTS.get(row.object_key) : null;
  if (!row || !object) throw new ApiError(API_CODE.notFound, c.var.LL.messages.quotes.attachmentNotFound());
  return new Response(object.body, {
    headers: {
      "content-type": row.content_type,
      "content-disposition": attachmentDisposition(row.name),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * Deletes files uploaded for a request that was never sent (a day old): their rows, and their
 * objects where no other row names the same bytes.
 */
export async function deleteLooseAttachments(env: ApiEnv["Bindings"], now: number = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare(
    "DELETE FROM quote_attachments WHERE quote_id IS NULL AND created_at < ?1 RETURNING object_key",
  )
    .bind(now - LOOSE_ATTACHMENT_MS)
    .all<{ object_key: string }>();
  for (const key of new Set(results.map((row) => row.object_key))) {
    const used = await env.DB.prepare("SELECT 1 FROM quote_attachments WHERE object_key = ?1 LIMIT 1")
      .bind(key)
      .first();
    if (!used) await env.DOCUMENTS.delete(key);
  }
  return results.length;
}
