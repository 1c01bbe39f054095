/**
 * Counters in D1 (atomic upsert). KV would be wrong here: it is eventually consistent, so
 * parallel attempts would slip through.
 */
export async function countHit(
  db: D1Database,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; resetAt: number }> {
  const row = await countHitStatement(db, bucket, windowMs, now).first<{ hits: number; window_start: number }>();
  return { hits: row!.hits, resetAt: row!.window_start + windowMs };
}

/** One hit in a fixed window: the window starts at the first hit and lasts `windowMs`. */
export function countHitStatement(db: D1Database, bucket: string, windowMs: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN ?2 ELSE rate_limits.window_start END
       RETURNING hits, window_start`,
    )
    .bind(bucket, now, windowMs);
}

/**
 * One failure in a run of failures: `hits` counts the run and `window_start` holds its latest
 * failure, so the run is forgotten `forgetMs` after the last failure, not after the first.
 */
export function countFailureStatement(
  db: D1Database,
  bucket: string,
  forgetMs: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = ?2`,
    )
    .bind(bucket, now, forgetMs);
}

/** A run of failures so far: its length and its latest failure (0 failures when none or forgotten). */
export async function peekFailures(
  db: D1Database,
  bucket: string,
  forgetMs: number,
  now: number,
): Promise<{ failures: number; lastAt: number }> {
  const { hits, resetAt } = await peekHits(db, bucket, forgetMs, now);
  return { failures: hits, lastAt: resetAt - forgetMs };
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
  await clearHitsStatement(db, bucket).run();
}

export function clearHitsStatement(db: D1Database, bucket: string): D1PreparedStatement {
  return db.prepare("DELETE FROM rate_limits WHERE bucket = ?1").bind(bucket);
}
