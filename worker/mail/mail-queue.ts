import {
  claimDelivery,
  findMailEvent,
  finishMailEvent,
  markDeliverySent,
  recordAttempt,
  releaseDelivery,
  releaseMailEvents,
  takeUnqueuedMailEvents,
  unsentDeliveries,
} from "../db/mail-events";
import type { Env } from "../env";
import { MailSendError } from "./mail";
import { mailSenderFor } from "./mail-sender";

/** A queue message: which mail event to send. */
export interface MailMessage {
  eventId: number;
}

/** Tries per message, as wrangler.toml's max_retries + 1: after the last one the queue dead-letters it. */
export const MAIL_MAX_ATTEMPTS = 6;
/** Events queued this long ago and still pending are handed to the queue again by the cron. */
const REQUEUE_AFTER_MS = 15 * 60_000;

/** Seconds before try `attempt` + 1: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);
}

/**
 * Hands the events not on the queue yet to it (after the batch that wrote them). Never throws: when
 * the queue refuses them they stay pending and unqueued, for the next request or the cron.
 * `staleBefore` (the cron): also events queued before then and still not sent.
 */
export async function queuePendingMail(env: Env, now = Date.now(), staleBefore = 0): Promise<number> {
  let ids: number[] = [];
  try {
    ids = await takeUnqueuedMailEvents(env.DB, now, staleBefore);
    if (ids.length === 0) return 0;
    await env.MAIL_QUEUE.sendBatch(ids.map((eventId) => ({ body: { eventId } satisfies MailMessage })));
    return ids.length;
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "mail not queued: kept for later", ids, error: String(error) }),
    );
    await releaseMailEvents(env.DB, ids).catch(() => {});
    return 0;
  }
}

/** The cron's part: events the queue never took (or lost) go on it again. */
export function requeueStaleMail(env: Env, now = Date.now()): Promise<number> {
  return queuePendingMail(env, now, now - REQUEUE_AFTER_MS);
}

type Outcome = { done: true } | { done: false; error: string; permanent: boolean };

/** Sends every mail of one event that is not sent yet (each recipient once, whatever the deliveries). */
export async function deliverMailEvent(env: Env, eventId: number, now = Date.now()): Promise<Outcome> {
  const db = env.DB;
  const event = await findMailEvent(db, eventId);
  // Unknown (its order deleted), already sent, or given up: nothing to send.
  if (event?.status !== "pending") return { done: true };
  const sender = mailSenderFor(env);
  let held = false;
  // Mail rendering (its templates and React's string renderer) loads with the first mail an
  // isolate sends: page requests never need it.
  const { composeMails } = await import("./compose-mails");
  for (const mail of await composeMails(env, event)) {
    if (!(await claimDelivery(db, event.id, mail.to, now))) {
      held = (await unsentDeliveries(db, event.id)) > 0;
      continue;
    }
    try {
      const providerId = await sender.send({ ...mail, idempotencyKey: `mail-${event.id}/${mail.to.toLowerCase()}` });
      await markDeliverySent(db, event.id, mail.to, providerId, Date.now());
    } catch (error) {
      await releaseDelivery(db, event.id, mail.to);
      const permanent = error instanceof MailSendError && error.permanent;
      return { done: false, error: error instanceof Error ? error.message : String(error), permanent };
    }
  }
  // Another consumer is still sending one of its mails: look again later.
  if (held && (await unsentDeliveries(db, event.id)) > 0) {
    return { done: false, error: "held by another delivery", permanent: false };
  }
  await finishMailEvent(db, event.id, "sent", Date.now());
  return { done: true };
}

/**
 * The mail queue's consumer. Each message is one event: sent, acknowledged; a passing failure is
 * retried with back-off (after the last try the queue moves it to the dead-letter queue); a mail the
 * provider refuses for good is given up at once and listed in the console.
 */
export async function consumeMailBatch(batch: MessageBatch<MailMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const eventId = Number(message.body?.eventId);
    if (!Number.isSafeInteger(eventId)) {
      message.ack();
      continue;
    }
    try {
      const outcome = await deliverMailEvent(env, eventId);
      if (outcome.done) {
        message.ack();
        continue;
      }
      await recordAttempt(env.DB, eventId, outcome.error, Date.now());
      console.error(
        JSON.stringify({ level: "error", msg: "mail not sent", eventId, attempt: message.attempts, ...outcome }),
      );
      if (outcome.permanent) {
        await finishMailEvent(env.DB, eventId, "dead", Date.now(), outcome.error);
        message.ack();
      } else {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "mail delivery failed", eventId, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: the events it receives are given up and listed in the console. */
export async function consumeDeadMail(batch: MessageBatch<MailMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const eventId = Number(message.body?.eventId);
    if (Number.isSafeInteger(eventId)) {
      await finishMailEvent(env.DB, eventId, "dead", Date.now(), "no try succeeded");
      console.error(JSON.stringify({ level: "error", msg: "mail dead-lettered", eventId }));
    }
    message.ack();
  }
}
