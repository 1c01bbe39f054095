import type { Env } from "../env";
import { queuePendingMail } from "./mail-queue";

/*
 * Queueing the staff digest: what the cron loads. Rendering it (staff-digest.ts) comes with the
 * mail renderer, loaded when the queue's consumer first runs.
 */

/** The digest's cron (wrangler.toml [triggers]): 06:00 UTC, about yesterday (00:00–24:00 UTC). */
export const DIGEST_CRON = "0 6 * * *";
const DAY_MS = 86_400_000;

/** The UTC day before `now`: its date ("2026-11-24") and its bounds in ms. */
export function digestDay(now: number): { day: string; start: number; end: number } {
  const end = Math.floor(now / DAY_MS) * DAY_MS;
  const start = end - DAY_MS;
  return { day: new Date(start).toISOString().slice(0, 10), start, end };
}

/**
 * One digest event per opted-in member and day (the once_key makes a second run of the cron that day
 * write nothing), handed to the queue. Answers how many events this run wrote.
 */
export async function queueStaffDigests(env: Env, now: number): Promise<number> {
  const { day } = digestDay(now);
  const result = await env.DB.prepare(
    `INSERT OR IGNORE INTO mail_events (kind, payload_json, once_key, created_at)
     SELECT 'staff_digest', json_object('staffId', id, 'day', ?1), 'staff_digest:' || id || ':' || ?1, ?2
       FROM staff WHERE status = 'active' AND mail_digest = 1 AND role IN ('owner', 'staff') ORDER BY id`,
  )
    .bind(day, now)
    .run();
  await queuePendingMail(env, now);
  return result.meta.changes;
}
