import { auditStatement, type AuditRecord } from "../db/audit";
import { mediaDeletable, mediaReferenced } from "../db/media-references";

/**
 * Deleting stored objects nothing names any more, from R2 and D1, without ever losing one that is
 * in use. A deletion first marks its row (only if unused, not held by an upload and not already
 * marked), then deletes the object, then the row if its mark is still its own. An upload of the
 * same bytes meanwhile waits for the mark to go (see `claimMedia`), so its object is put after the
 * delete. A deletion that failed half-way keeps its mark; the cron retries it.
 */

/** A mark older than this belongs to a deletion that died: the sweep retries it, an upload takes it over. */
export const DELETION_STALE_MS = 60_000;

interface Buckets {
  DB: D1Database;
  MEDIA: R2Bucket;
}

/**
 * Deletes one object and its row under a mark already taken; false when R2 refused (mark kept).
 * An audit record is written in the row's batch, only when this deletion removed the row.
 */
async function finishDeletion(
  env: Buckets,
  id: number,
  key: string,
  mark: number,
  audit?: AuditRecord,
): Promise<boolean> {
  try {
    await env.MEDIA.delete(key);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "media delete failed", key, error: String(error) }));
    return false;
  }
  await env.DB.batch([
    env.DB.prepare("DELETE FROM media WHERE id = ?1 AND deleting_at = ?2").bind(id, mark),
    ...(audit ? [auditStatement(env.DB, audit, mark, "changes() = 1")] : []),
  ]);
  return true;
}

/**
 * Deletes each of these rows and its object when nothing names it; returns the keys deleted.
 * Rows in use, held by an upload or being deleted by someone else are left as they are. `audit`
 * gives the audit record of a row's deletion (a staff member's), written with it.
 */
export async function deleteUnusedMedia(
  env: Buckets,
  ids: readonly number[],
  now: number,
  audit?: (row: { id: number; key: string }) => AuditRecord,
): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of new Set(ids)) {
    const marked = await env.DB.prepare(
      `UPDATE media AS m SET deleting_at = ?2 WHERE m.id = ?1 AND ${mediaDeletable("m", "?2")} RETURNING key`,
    )
      .bind(id, now)
      .first<{ key: string }>();
    if (marked && (await finishDeletion(env, id, marked.key, now, audit?.({ id, key: marked.key }))))
      deleted.push(marked.key);
  }
  return deleted;
}

/** The media rows a set of URLs names (a removed cover, a replaced one), for `deleteUnusedMedia`. */
export async function mediaIdsOfUrls(
  db: D1Database,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<number[]> {
  const keys = urls.filter((url): url is string => !!url?.startsWith("/media/")).map((url) => url.slice(7));
  if (!keys.length) return [];
  const { results } = await db
    .prepare("SELECT id FROM media WHERE key IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(keys))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The sweep leaves unused files younger than this: a post's new cover waits for its editor's save. */
export const SWEEP_GRACE_MS = 24 * 60 * 60_000;

/** How many objects one sweep looks at (the cron runs every 10 minutes; the rest wait for the next). */
const SWEEP_LIMIT = 200;

/**
 * The cron's sweep: retries deletions that died after their mark (an R2 error, a cut request),
 * then deletes every object older than a day that nothing names and no upload holds. Returns the
 * keys deleted.
 */
export async function sweepUnusedMedia(env: Buckets, now: number): Promise<string[]> {
  const deleted: string[] = [];
  const { results: stuck } = await env.DB.prepare(
    `SELECT m.id, m.key, m.deleting_at FROM media m WHERE m.deleting_at IS NOT NULL AND m.deleting_at < ?1
      AND NOT (${mediaReferenced("m")}) LIMIT ?2`,
  )
    .bind(now - DELETION_STALE_MS, SWEEP_LIMIT)
    .all<{ id: number; key: string; deleting_at: number }>();
  for (const row of stuck) {
    // Take the mark over (one sweep at a time wins it), then finish the deletion.
    const taken = await env.DB.prepare("UPDATE media SET deleting_at = ?3 WHERE id = ?1 AND deleting_at = ?2")
      .bind(row.id, row.deleting_at, now)
      .run();
    if (taken.meta.changes === 1 && (await finishDeletion(env, row.id, row.key, now))) deleted.push(row.key);
  }
  const { results: unused } = await env.DB.prepare(
    `SELECT m.id FROM media m WHERE m.created_at < ?3 AND ${mediaDeletable("m", "?1")} LIMIT ?2`,
  )
    .bind(now, SWEEP_LIMIT, now - SWEEP_GRACE_MS)
    .all<{ id: number }>();
  deleted.push(
    ...(await deleteUnusedMedia(
      env,
      unused.map((row) => row.id),
      now,
    )),
  );
  return deleted;
}
