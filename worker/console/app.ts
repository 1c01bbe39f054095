import { Hono } from "hono";
import { drainRequestBody } from "../middleware/request-body";
import { adminApi } from "./orders/steps";
import { staffGate } from "./access";
import { adminAuditApi } from "./audit/routes";
import { adminAuthApi } from "./staff/sign-in";
import { adminCampaignsApi } from "./campaigns/routes";
import { adminCatalogCsvApi } from "./products/csv-routes";
import { adminCatalogStructureApi } from "./catalogue-structure/routes";
import { adminContentApi, adminPagePreviewApi } from "./content/routes";
import { adminCustomersApi } from "./customers/routes";
import { adminMailApi } from "./mail/routes";
import { adminMediaApi, RAW_BODY_PATH } from "./media/routes";
import { adminOrdersApi } from "./orders/routes";
import { adminProductsApi } from "./products/routes";
import { adminStaffApi } from "./staff/members";
import { adminTokensApi } from "./staff/tokens";
import { apiContext, requireJsonBody } from "../api/api-middleware";
import type { ApiEnv } from "../api/context";
import { handleApiError, notFoundEnvelope } from "../api/respond";

/**
 * The console's API at /api/admin, one line per router. The API app loads this module on the
 * first /api/admin call of an isolate and hands such calls to it (its own context and errors;
 * the API app's cache and mail middleware have run around it).
 */
export function createAdminApi() {
  const api = new Hono<ApiEnv>().basePath("/api");
  api.use(drainRequestBody());
  api.use(apiContext);
  api.use(requireJsonBody((path) => RAW_BODY_PATH.test(path)));
  // Sign-in and enrolment are open; everything else needs a staff credential.
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
  api.all("*", notFoundEnvelope);
  api.onError(handleApiError);
  return api;
}
