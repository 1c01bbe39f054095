import type { DeadMail, OutboxMail } from "../../shared/console/mail";
import { auditStatement, type AuditRecord } from "./audit";

/** What a mail is sent for: an order step, an account event, a staff alert. */
export interface MailEventRow {
  id: number;
  kind: string;
  order_id: number | null;
  user_id: number | null;
  payload_json: string;
  status: "pending" | "sent" | "dead";
  queued_at: number | null;
  attempts: number;
  last_error: string | null;
  created_at: number;
  done_at: number | null;
}

/** How long a consumer holds a mail it is sending before another may try it. */
const CLAIM_MS = 60_000;

/**
 * The INSERT of a mail event, for the batch of the change it is about. `userEmail`: the user is the
 * one with this address (a user the same batch inserts); `onlyIf`: trusted SQL (no input) that holds
 * exactly when the batch's change happened.
 */
export function mailEventStatement(
  db: D1Database,
  event: { kind: string; userId?: number; userEmail?: string; orderId?: number; payload?: Record<string, unknown> },
  now: number,
  onlyIf = "1",
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_events (kind, user_id, order_id, payload_json, created_at)
       SELECT ?1, COALESCE(?2, (SELECT id FROM users WHERE email = ?6)), ?3, ?4, ?5 WHERE ${onlyIf}`,
    )
    .bind(
      event.kind,
      event.userId ?? null,
      event.orderId ?? null,
      JSON.stringify(event.payload ?? {}),
      now,
      event.userEmail ?? null,
    );
}

export function findMailEvent(db: D1Database, id: number): Promise<MailEventRow | null> {
  return db.prepare("SELECT * FROM mail_events WHERE id = ?1").bind(id).first<MailEventRow>();
}

/**
 * Marks pending events as handed to the queue and answers their ids: those never queued, and (for
 * the cron) those queued before `staleBefore` that are still not sent (the queue lost or refused them).
 */
export async function takeUnqueuedMailEvents(
  db: D1Database,
  now: number,
  staleBefore: number,
  limit = 100,
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `UPDATE mail_events SET queued_at = ?1
        WHERE id IN (SELECT id FROM mail_events WHERE status = 'pending' AND (queued_at IS NULL OR queued_at < ?2)
                     ORDER BY id LIMIT ?3)
       RETURNING id`,
    )
    .bind(now, staleBefore, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id).sort((a, b) => a - b);
}

/** The queue refused them: the next request or the cron hands them over again. */
export async function releaseMailEvents(db: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .prepare(
      `UPDATE mail_events SET queued_at = NULL WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'pending'`,
    )
    .bind(JSON.stringify(ids))
    .run();
}

/**
 * Takes the sending of one mail (event × recipient): true when this consumer may send it now, false
 * when it is sent already or another consumer holds it.
 */
export async function claimDelivery(db: D1Database, eventId: number, recipient: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO mail_deliveries (event_id, recipient, claimed_until) VALUES (?1, ?2, ?3)
       ON CONFLICT (event_id, recipient) DO UPDATE SET claimed_until = excluded.claimed_until
        WHERE mail_deliveries.status = 'sending' AND mail_deliveries.claimed_until <= ?4
       RETURNING id`,
    )
    .bind(eventId, recipient, now + CLAIM_MS, now)
    .first();
  return row !== null;
}

export async function markDeliverySent(
  db: D1Database,
  eventId: number,
  recipient: string,
  providerId: string,
  now: number,
): Promise<void> {
  await db
    .prepare(
      "UPDATE mail_deliveries SET status = 'sent', provider_id = ?3, sent_at = ?4 WHERE event_id = ?1 AND recipient = ?2",
    )
    .bind(eventId, recipient, providerId, now)
    .run();
}

/** A send failed: the claim is let go at once, so the retry need not wait for it to run out. */
export async function releaseDelivery(db: D1Database, eventId: number, recipient: string): Promise<void> {
  await db
    .prepare(
      "UPDATE mail_deliveries SET claimed_until = 0 WHERE event_id = ?1 AND recipient = ?2 AND status = 'sending'",
    )
    .bind(eventId, recipient)
    .run();
}

/** Whether every recipient of the event has its mail (none held or unsent). */
export async function unsentDeliveries(db: D1Database, eventId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM mail_deliveries WHERE event_id = ?1 AND status <> 'sent'")
    .bind(eventId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** An attempt at the event: counted, its error (if any) kept, the time the queue last had it. */
export async function recordAttempt(db: D1Database, id: number, error: string | null, now: number): Promise<void> {
  await db
    .prepare("UPDATE mail_events SET attempts = attempts + 1, last_error = ?2, queued_at = ?3 WHERE id = ?1")
    .bind(id, error, now)
    .run();
}

/** The event is done: every mail sent, or given up ('dead', listed in the console). */
export async function finishMailEvent(
  db: D1Database,
  id: number,
  status: "sent" | "dead",
  now: number,
  error?: string,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        // A sent reset mail's link is not kept, nor a deleted account's address once its confirmation
        // is out: the payload of those kinds is emptied.
        `UPDATE mail_events SET status = ?2, done_at = ?3, last_error = COALESCE(?4, last_error),
                payload_json = CASE WHEN ?2 = 'sent' AND kind IN ('password_reset', 'account_deleted') THEN '{}' ELSE payload_json END
          WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(id, status, now, error ?? null),
    // The delivery of that confirmation names the account's placeholder instead of the address.
    db
      .prepare(
        `UPDATE mail_deliveries SET recipient = (SELECT u.email FROM mail_events e JOIN users u ON u.id = e.user_id WHERE e.id = ?1)
          WHERE event_id = ?1
            AND EXISTS (SELECT 1 FROM mail_events WHERE id = ?1 AND kind = 'account_deleted' AND status = 'sent')`,
      )
      .bind(id),
  ]);
}

/** Mail given up on, newest first (with the order and account it was for). */
export async function listDeadMailEvents(db: D1Database, limit = 50): Promise<DeadMail[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.kind, o.order_no, u.email, e.attempts, e.last_error, e.created_at, e.done_at
         FROM mail_events e LEFT JOIN orders o ON o.id = e.order_id LEFT JOIN users u ON u.id = e.user_id
        WHERE e.status = 'dead' ORDER BY e.done_at DESC, e.id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<{
      id: number;
      kind: string;
      order_no: string | null;
      email: string | null;
      attempts: number;
      last_error: string | null;
      created_at: number;
      done_at: number | null;
    }>();
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderNo: row.order_no,
    recipient: row.email,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    failedAt: row.done_at === null ? null : new Date(row.done_at).toISOString(),
  }));
}

/**
 * Staff asked to try a dead mail again: pending and unqueued, with its audit row in the same batch
 * (true), or no such dead mail (false).
 */
export async function reviveMailEvent(db: D1Database, id: number, audit: AuditRecord, now: number): Promise<boolean> {
  const [revived] = await db.batch([
    db
      .prepare(
        "UPDATE mail_events SET status = 'pending', queued_at = NULL, attempts = 0, done_at = NULL WHERE id = ?1 AND status = 'dead' RETURNING id",
      )
      .bind(id),
    auditStatement(db, audit, now, "changes() = 1"),
  ]);
  return (revived?.results.length ?? 0) > 0;
}

/** The local outbox (mail written instead of sent), newest first. */
export async function listOutbox(db: D1Database, limit = 50): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      "SELECT id, recipient, subject, kind, body_text, body_html, headers_json, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?1",
    )
    .bind(limit)
    .all<{
      id: number;
      recipient: string;
      subject: string;
      kind: string;
      body_text: string;
      body_html: string;
      headers_json: string;
      created_at: number;
    }>();
  return results.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    kind: row.kind,
    text: row.body_text,
    html: row.body_html,
    headers: JSON.parse(row.headers_json) as Record<string, string>,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
