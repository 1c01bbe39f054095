import { Hono, type Handler } from "hono";
import { drainRequestBody } from "../middleware/request-body";
import { catalogueCache } from "../cache/catalogue-cache";
import { MAIL_WRITING_PATHS, queueMailAfterChange } from "../mail/queue-after-change";
import { apiContext, requireJsonBody } from "./api-middleware";
import { campaignApi, campaignListApi } from "./campaigns";
import { addressApi } from "./addresses";
import { companyApi } from "./company";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { contentApi } from "./content";
import type { ApiEnv } from "./context";
import { productApi } from "./products";
import { navigationApi } from "./navigation";
import { ordersApi } from "./orders";
import { QUOTE_ATTACHMENT_PATH, quotesApi } from "./quotes";
import { documentsApi, signedDocumentsApi } from "./documents";
import { payApi, webhookApi } from "./pay";
import { productReviewsApi, reviewApi } from "./reviews";
import { handleApiError, notFoundEnvelope } from "./respond";
import { searchApi } from "./search";
import { shippingApi } from "./shipping";
import { mailUnsubscribeApi } from "./mail-unsubscribe";
import { userApi } from "./user";

const CONSOLE_PATH = /^\/api\/admin\//;

let consoleApp: Promise<Hono<ApiEnv>> | undefined;

/**
 * /api/admin/*: the console's API (its routers, their queries, CSV import and media upload, 150 KiB
 * of the server bundle) loads with the first console call an isolate gets, so a shopper's
 * isolate never parses it. It answers in an app of its own, with the same context and errors.
 */
const consoleApiOnDemand: Handler<ApiEnv> = async function consoleApiOnDemand(c) {
  consoleApp ??= import("../console/app").then(({ createConsoleApi }) => createConsoleApi());
  return (await consoleApp).fetch(c.req.raw, c.env, c.executionCtx);
};

function mountLocalApi(api: Hono<ApiEnv>) {
  api.route("/goods", productApi);
  api.route("/navigation", navigationApi);
  api.route("/search", searchApi);
  api.route("/web/auth", authApi);
  api.route("/web/user", userApi);
  api.route("/web/mail", mailUnsubscribeApi);
  api.route("/web/cart", cartApi);
  api.route("/web/address", addressApi);
  api.route("/web/company", companyApi);
  api.route("/web/order", ordersApi);
  api.route("/web/quotes", quotesApi);
  api.route("/web/documents", signedDocumentsApi);
  api.route("/web/documents", documentsApi);
  api.route("/web/pay", payApi);
  api.route("/pay/webhook", webhookApi);
  api.route("/shipping", shippingApi);
  api.route("/web/activity", campaignListApi);
  api.route("/web/activity", campaignApi);
  api.route("/goods/reviews", productReviewsApi);
  api.route("/web/review", reviewApi);
  // The console's API, loaded on demand (worker/console/app.ts lists its routers).
  api.all("/admin/*", consoleApiOnDemand);
  api.route("/", contentApi);
}

/**
 * The commerce API, mounted at /api, answered from D1. The public catalogue GETs go through the KV
 * cache, and every answer is a `{ code, msg, data }` envelope.
 */
export function createApiApp() {
  const api = new Hono<ApiEnv>().basePath("/api");
  api.use(drainRequestBody());
  api.use(apiContext);
  api.use(requireJsonBody((path) => CONSOLE_PATH.test(path) || QUOTE_ATTACHMENT_PATH.test(path)));
  api.use(catalogueCache({ dispatch: (request, env, ctx) => api.fetch(request, env, ctx) }));
  for (const path of MAIL_WRITING_PATHS) api.use(path, queueMailAfterChange);
  mountLocalApi(api);
  api.all("*", notFoundEnvelope);
  api.onError(handleApiError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
