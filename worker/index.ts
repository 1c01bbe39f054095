import { createRequestHandler, type AppLoadContext, type RequestHandler } from "react-router";
import { readFormatShapesWith } from "../shared/format";
import { intlShapeReader } from "../shared/format-shapes-read";
import { createApp } from "./app";
import type { Env } from "./env";
import { publishDueContent } from "./cache/staff-changes";
import { recheckCompanyVies } from "./company/company-profile";
import { sweepUnusedMedia } from "./media/delete-media";
import { consumeDeadMail, consumeMailBatch, requeueStaleMail, type MailMessage } from "./mail/mail-queue";
import { DIGEST_CRON, queueStaffDigests } from "./mail/queue-staff-digests";
import { expireUnpaidOrders } from "./orders/expire-due-orders";
import { expireQuotes } from "./quotes/quote-steps";
import { deleteLooseAttachments } from "./quotes/attachments";

/**
 * React Router's handler, made once per isolate from the loaded server build. (Given a function,
 * createRequestHandler loads the build and rebuilds its route tables and matchers on every
 * request, which only the dev server wants, for hot reload.)
 */
const loadBuild = () => import("virtual:react-router/server-build");
const devHandler = import.meta.env.DEV ? createRequestHandler(loadBuild, import.meta.env.MODE) : undefined;
let handleRequest: RequestHandler | undefined = devHandler;
async function renderPage(request: Request, context: AppLoadContext): Promise<Response> {
  handleRequest ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
  return handleRequest(request, context);
}

// Prices, numbers and dates are written from shapes read once from Intl, which pages hand to the browser.
readFormatShapesWith(intlShapeReader);

// AppLoadContext is AppContext (client/load-context.d.ts) plus React Router's open index signature.
const app = createApp((request, context) => renderPage(request, context as AppLoadContext));

export default {
  fetch: app.fetch,
  /**
   * Cron (wrangler.toml [triggers]). Daily at 06:00 UTC: the staff digest of the day before. Every
   * 10 minutes: release the stock of unpaid orders past their deadline, then hand the mail queue the
   * events it has not taken (those the expiries just wrote among them); show posts and pages that
   * came due; delete stored files nothing names any more; ask VIES again about EU VAT numbers it
   * could not check; expire lapsed offers (and remind buyers of those ending soon), and delete
   * request files never sent.
   */
  scheduled(controller, env, ctx) {
    if (controller.cron === DIGEST_CRON) {
      ctx.waitUntil(queueStaffDigests(env, controller.scheduledTime));
      return;
    }
    ctx.waitUntil(
      Promise.allSettled([expireUnpaidOrders(env), expireQuotes(env)]).finally(() => requeueStaleMail(env)),
    );
    ctx.waitUntil(deleteLooseAttachments(env, Date.now()));
    ctx.waitUntil(publishDueContent(env, Date.now()));
    ctx.waitUntil(sweepUnusedMedia(env, Date.now()));
    ctx.waitUntil(recheckCompanyVies(env, Date.now()));
  },
  /** The mail queue and its dead-letter queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env) {
    if (batch.queue.endsWith("-dead")) await consumeDeadMail(batch, env);
    else await consumeMailBatch(batch, env);
  },
} satisfies ExportedHandler<Env, MailMessage>;
