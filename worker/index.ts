import { createRequestHandler, type AppLoadContext } from "react-router";
import { createApp } from "./app";
import type { Env } from "./env";
import { expireUnpaidOrders } from "./lib/order-expiry";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

// AppLoadContext is AppContext (client/load-context.d.ts) plus React Router's open index signature.
const app = createApp((request, context) => handleRequest(request, context as AppLoadContext));

export default {
  fetch: app.fetch,
  /** Cron (wrangler.toml [triggers]): release the stock of unpaid orders past their deadline. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(expireUnpaidOrders(env));
  },
} satisfies ExportedHandler<Env>;
