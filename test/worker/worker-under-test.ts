import { createApp } from "../../worker/app";
import type { Env } from "../../worker/env";
import { consumeDeadMail, consumeMailBatch, type MailMessage } from "../../worker/mail/mail-queue";

/**
 * The worker as deployed, minus the React Router server build (which only exists after
 * `react-router build`). Pages are proven by the Chromium tests against the real build; these
 * tests go through the same Hono app, middleware and API, and the same mail queue consumers.
 */
const app = createApp(
  async () => new Response("Pages are rendered by the production build (test/e2e).", { status: 501 }),
);

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.endsWith("-dead")) await consumeDeadMail(batch, env);
    else await consumeMailBatch(batch, env);
  },
} satisfies ExportedHandler<Env, MailMessage>;
