import { createRequestHandler, type AppLoadContext } from "react-router";
import { createApp } from "./app";
import type { Env } from "./env";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

// AppLoadContext is AppContext (client/load-context.d.ts) plus React Router's open index signature.
const app = createApp((request, context) => handleRequest(request, context as AppLoadContext));

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
