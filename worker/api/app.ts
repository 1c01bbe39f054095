import { Hono, type Handler, type MiddlewareHandler } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { drainRequestBody } from "../middleware/request-body";
import { catalogCache } from "../cache/catalogue-cache";
import { getConfig } from "../env";
import { MAIL_WRITING_PATHS, queueMailAfterChange } from "../mail/queue-after-change";
import { localeFromHeader, translator } from "./request-locale";
import { campaignApi, campaignListApi } from "./campaigns";
import { addressApi } from "./addresses";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { contentApi } from "./content";
import type { ApiEnv } from "./context";
import { goodsApi } from "./products";
import { navigationApi } from "./navigation";
import { ordersApi } from "./orders";
import { payApi, webhookApi } from "./pay";
import { productReviewsApi, reviewApi } from "./reviews";
import { handleApiError, notFoundEnvelope } from "./respond";
import { searchApi } from "./search";
import { shippingApi } from "./shipping";
import { mailUnsubscribeApi } from "./mail-unsubscribe";
import { userApi } from "./user";

/** The API is stateless: the language comes from X-Accept-Language, else the deployment default. */
export const apiContext: MiddlewareHandler<ApiEnv> = async function apiContext(c, next) {
  const config = getConfig(c.env);
  const locale = localeFromHeader(c.req.header("x-accept-language"), config.DEFAULT_LOCALE);
  c.set("locale", config.LOCALES.includes(locale) ? locale : config.DEFAULT_LOCALE);
  c.set("LL", translator(c.var.locale));
  c.set("requestId", c.req.header("x-request-id") ?? crypto.randomUUID());
  await next();
};

/**
 * A request body, when there is one, must be JSON: forms cannot post to the API cross-site. `exempt`
 * paths take another body (the console's uploads; its app checks its own paths).
 */
export function requireJsonBody(exempt: (path: string) => boolean): MiddlewareHandler<ApiEnv> {
  return async function requireJsonBodyMiddleware(c, next) {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && !exempt(c.req.path)) {
      const length = c.req.header("content-length");
      const hasBody = c.req.raw.body !== null && length !== "0";
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (hasBody && type !== "application/json") {
        throw new ApiError(API_CODE.badRequest, c.var.LL.messages.unsupportedMediaType());
      }
    }
    await next();
  };
}

const ADMIN_PATH = /^\/api\/admin\//;

let adminApp: Promise<Hono<ApiEnv>> | undefined;

/**
 * /api/admin/*: the console's API (its routers, their queries, CSV import and media upload, 150 KiB
 * of the server bundle) loads with the first console call an isolate gets, so a shopper's
 * isolate never parses it. It answers in an app of its own, with the same context and errors.
 */
const adminApiOnDemand: Handler<ApiEnv> = async function adminApiOnDemand(c) {
  adminApp ??= import("../console/app").then(({ createAdminApi }) => createAdminApi());
  return (await adminApp).fetch(c.req.raw, c.env, c.executionCtx);
};

function mountLocalApi(api: Hono<ApiEnv>) {
  api.route("/goods", goodsApi);
  api.route("/navigation", navigationApi);
  api.route("/search", searchApi);
  api.route("/web/auth", authApi);
  api.route("/web/user", userApi);
  api.route("/web/mail", mailUnsubscribeApi);
  api.route("/web/cart", cartApi);
  api.route("/web/address", addressApi);
  api.route("/web/order", ordersApi);
  api.route("/web/pay", payApi);
  api.route("/pay/webhook", webhookApi);
  api.route("/shipping", shippingApi);
  api.route("/web/activity", campaignListApi);
  api.route("/web/activity", campaignApi);
  api.route("/goods/reviews", productReviewsApi);
  api.route("/web/review", reviewApi);
  // The console's API, loaded on demand (worker/console/app.ts lists its routers).
  api.all("/admin/*", adminApiOnDemand);
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
  api.use(requireJsonBody((path) => ADMIN_PATH.test(path)));
  api.use(catalogCache({ dispatch: (request, env, ctx) => api.fetch(request, env, ctx) }));
  for (const path of MAIL_WRITING_PATHS) api.use(path, queueMailAfterChange);
  mountLocalApi(api);
  api.all("*", notFoundEnvelope);
  api.onError(handleApiError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
