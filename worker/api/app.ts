import { Hono, type MiddlewareHandler } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { drainRequestBody } from "../middleware/request-body";
import { catalogCache } from "../cache/catalog-cache";
import { getConfig } from "../env";
import { MAIL_WRITING_PATHS, queueMailAfterChange } from "../mail/queue-after-change";
import { localeFromHeader, translator } from "./request-locale";
import { campaignApi, campaignListApi } from "./campaigns";
import { addressApi } from "./addresses";
import { adminApi } from "./admin";
import { staffGate } from "./admin-access";
import { adminAuditApi } from "./admin-audit";
import { adminAuthApi } from "./admin-auth";
import { adminCampaignsApi } from "./admin-campaigns";
import { adminContentApi, adminPagePreviewApi } from "./admin-content";
import { adminCatalogCsvApi } from "./admin-catalog-csv";
import { adminCatalogStructureApi } from "./admin-catalog-structure";
import { adminCustomersApi } from "./admin-customers";
import { adminMailApi } from "./admin-mail";
import { adminMediaApi, RAW_BODY_PATH } from "./admin-media";
import { adminOrdersApi } from "./admin-orders";
import { adminProductsApi } from "./admin-products";
import { adminStaffApi } from "./admin-staff";
import { adminTokensApi } from "./admin-tokens";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { contentApi } from "./content";
import type { ApiEnv } from "./context";
import { goodsApi } from "./goods";
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
const apiContext: MiddlewareHandler<ApiEnv> = async function apiContext(c, next) {
  const config = getConfig(c.env);
  const locale = localeFromHeader(c.req.header("x-accept-language"), config.DEFAULT_LOCALE);
  c.set("locale", config.LOCALES.includes(locale) ? locale : config.DEFAULT_LOCALE);
  c.set("LL", translator(c.var.locale));
  c.set("requestId", c.req.header("x-request-id") ?? crypto.randomUUID());
  await next();
};

/** A request body, when there is one, must be JSON: forms cannot post to the API cross-site. */
const requireJsonBody: MiddlewareHandler<ApiEnv> = async function requireJsonBody(c, next) {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
    const length = c.req.header("content-length");
    const hasBody = c.req.raw.body !== null && length !== "0";
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (hasBody && type !== "application/json" && !RAW_BODY_PATH.test(c.req.path)) {
      throw new ApiError(API_CODE.badRequest, c.var.LL.api.unsupportedMediaType());
    }
  }
  await next();
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
  // The console: sign-in and enrolment are open; everything else needs a staff credential.
  api.route("/admin/auth", adminAuthApi);
  api.use("/admin/*", staffGate);
  api.route("/admin", adminStaffApi);
  api.route("/admin", adminOrdersApi);
  api.route("/admin/tokens", adminTokensApi);
  api.route("/admin/audit", adminAuditApi);
  api.route("/admin/customers", adminCustomersApi);
  api.route("/admin/mail", adminMailApi);
  api.route("/admin/media", adminMediaApi);
  api.route("/admin/content", adminContentApi);
  api.route("/admin/preview/pages", adminPagePreviewApi);
  api.route("/admin/campaigns", adminCampaignsApi);
  api.route("/admin", adminProductsApi);
  api.route("/admin", adminCatalogCsvApi);
  api.route("/admin", adminCatalogStructureApi);
  api.route("/admin", adminApi);
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
  api.use(requireJsonBody);
  api.use(catalogCache({ dispatch: (request, env, ctx) => api.fetch(request, env, ctx) }));
  for (const path of MAIL_WRITING_PATHS) api.use(path, queueMailAfterChange);
  mountLocalApi(api);
  api.all("*", notFoundEnvelope);
  api.onError(handleApiError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
