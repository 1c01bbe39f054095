import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { queuePendingMail } from "./mail-queue";

/** API paths whose changes may write mail events (orders, payments, accounts, the console). */
export const MAIL_WRITING_PATHS = [
  "/web/auth/*",
  "/web/user/*",
  "/web/order/*",
  "/web/quotes/*",
  "/web/pay/*",
  "/pay/webhook/*",
  "/admin/*",
];

/**
 * After a change through these paths, the mail events its batch wrote are handed to the queue, after
 * the answer (a read, or a change that was refused, wrote none and is left alone).
 */
export const queueMailAfterChange: MiddlewareHandler<{ Bindings: Env }> = async function queueMailAfterChange(c, next) {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return;
  // A refused or failed change wrote nothing (its batch is all or nothing).
  if (c.res.status >= 400) return;
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // Called without an execution context (a tool): queue before answering.
  }
  const queued = queuePendingMail(c.env);
  if (waitUntil) waitUntil(queued);
  else await queued;
};
