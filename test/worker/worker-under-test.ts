import { createApp } from "../../worker/app";

/**
 * The worker as deployed, minus the React Router server build (which only exists after
 * `react-router build`). Pages are proven by the Chromium tests against the real build; these
 * tests go through the same Hono app, middleware and API.
 */
const app = createApp(
  async () => new Response("Pages are rendered by the production build (test/e2e).", { status: 501 }),
);

export default { fetch: app.fetch };
