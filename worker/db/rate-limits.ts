/**
 * Fixed-window counters in D1 (atomic upsert). KV would be wrong here: it is eventually
 * consistent, so parallel attempts would slip through.
 */
export async function countHit(
  db: D1Database,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; resetAt: number }> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN ?2 ELSE rate_limits.window_start END
       RETURNING hits, window_start`,
    )
    .bind(bucket, now, windowMs)
    .first<{ hits: number; window_start: number }>();
  return { hits: row!.hits, resetAt: row!.window_start + windowMs };
}

/** Hits so far in the current window (0 when none or expired). */
export async function peekHits(
  db: D1Database,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; resetAt: number }> {
  const row = await db
    .prepare("SELECT hits, window_start FROM rate_limits WHERE bucket = ?1")
    .bind(bucket)
    .first<{ hits: number; window_start: number }>();
  if (!row || row.window_start <= now - windowMs) return { hits: 0, resetAt: now };
  return { hits: row.hits, resetAt: row.window_start + windowMs };
}

export async function clearHits(db: D1Database, bucket: string): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE bucket = ?1").bind(bucket).run();
}
