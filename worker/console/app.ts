import { Hono } from "hono";
import { drainRequestBody } from "../middleware/request-body";
import { consoleApi } from "./orders/steps";
import { staffGate } from "./access";
import { consoleAuditApi } from "./audit/routes";
import { consoleAuthApi } from "./staff/sign-in";
import { consoleCampaignsApi } from "./campaigns/routes";
import { consoleCatalogueCsvApi } from "./products/csv-routes";
import { consoleCatalogueStructureApi } from "./catalogue-structure/routes";
import { consoleContentApi, consolePagePreviewApi } from "./content/routes";
import { consoleCustomersApi } from "./customers/routes";
import { consoleMailApi } from "./mail/routes";
import { consoleMediaApi, RAW_BODY_PATH } from "./media/routes";
import { consoleOrdersApi } from "./orders/routes";
import { consoleQuotesApi, consoleStaffOrdersApi } from "./quotes/routes";
import { consoleDocumentsApi } from "./documents/routes";
import { consoleProductsApi } from "./products/routes";
import { consoleStaffApi } from "./staff/members";
import { consoleTokensApi } from "./staff/tokens";
import { apiContext, requireJsonBody } from "../api/api-middleware";
import type { ApiEnv } from "../api/context";
import { handleApiError, notFoundEnvelope } from "../api/respond";

/**
 * The console's API at /api/admin, one line per router. The API app loads this module on the
 * first /api/admin call of an isolate and hands such calls to it (its own context and errors;
 * the API app's cache and mail middleware have run around it).
 */
export function createConsoleApi() {
  const api = new Hono<ApiEnv>().basePath("/api");
  api.use(drainRequestBody());
  api.use(apiContext);
  api.use(requireJsonBody((path) => RAW_BODY_PATH.test(path)));
  // Sign-in and enrolment are open; everything else needs a staff credential.
  api.route("/admin/auth", consoleAuthApi);
  api.use("/admin/*", staffGate);
  api.route("/admin", consoleStaffApi);
  api.route("/admin/quotes", consoleQuotesApi);
  api.route("/admin/orders", consoleStaffOrdersApi);
  api.route("/admin", consoleOrdersApi);
  api.route("/admin", consoleDocumentsApi);
  api.route("/admin/tokens", consoleTokensApi);
  api.route("/admin/audit", consoleAuditApi);
  api.route("/admin/customers", consoleCustomersApi);
  api.route("/admin/mail", consoleMailApi);
  api.route("/admin/media", consoleMediaApi);
  api.route("/admin/content", consoleContentApi);
  api.route("/admin/preview/pages", consolePagePreviewApi);
  api.route("/admin/campaigns", consoleCampaignsApi);
  api.route("/admin", consoleProductsApi);
  api.route("/admin", consoleCatalogueCsvApi);
  api.route("/admin", consoleCatalogueStructureApi);
  api.route("/admin", consoleApi);
  api.all("*", notFoundEnvelope);
  api.onError(handleApiError);
  return api;
}
