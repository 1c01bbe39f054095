import type { Subscription } from "../mail/unsubscribe-token";

/** Each optional mail's setting: its table and column (fixed SQL, never input). */
const SETTING = {
  new_sign_in: { table: "users", column: "mail_new_sign_in", updated: "updated_at" },
  digest: { table: "staff", column: "mail_digest", updated: "updated_at" },
  alerts: { table: "staff", column: "mail_alerts", updated: "updated_at" },
} as const;

/** The reader's address and whether they get the mail; null when the account is gone. */
export async function readSubscription(
  db: D1Database,
  subscription: Subscription,
): Promise<{ email: string; subscribed: boolean } | null> {
  const { table, column } = SETTING[subscription.kind];
  const row = await db
    .prepare(`SELECT email, ${column} AS subscribed FROM ${table} WHERE id = ?1`)
    .bind(subscription.id)
    .first<{ email: string; subscribed: number }>();
  return row ? { email: row.email, subscribed: row.subscribed === 1 } : null;
}

/** Turns the mail off (false: no such account). */
export async function unsubscribe(db: D1Database, subscription: Subscription, now: number): Promise<boolean> {
  const { table, column, updated } = SETTING[subscription.kind];
  const result = await db
    .prepare(
      `UPDATE ${table} SET ${column} = 0, ${updated} = CASE WHEN ${column} = 1 THEN ?2 ELSE ${updated} END WHERE id = ?1`,
    )
    .bind(subscription.id, now)
    .run();
  return result.meta.changes > 0;
}
