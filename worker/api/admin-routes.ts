import { Hono } from "hono";
import { drainRequestBody } from "../middleware/request-body";
import { adminApi } from "./admin";
import { staffGate } from "./admin-access";
import { adminAuditApi } from "./admin-audit";
import { adminAuthApi } from "./admin-auth";
import { adminCampaignsApi } from "./admin-campaigns";
import { adminCatalogCsvApi } from "./admin-catalog-csv";
import { adminCatalogStructureApi } from "./admin-catalog-structure";
import { adminContentApi, adminPagePreviewApi } from "./admin-content";
import { adminCustomersApi } from "./admin-customers";
import { adminMailApi } from "./admin-mail";
import { adminMediaApi, RAW_BODY_PATH } from "./admin-media";
import { adminOrdersApi } from "./admin-orders";
import { adminProductsApi } from "./admin-products";
import { adminStaffApi } from "./admin-staff";
import { adminTokensApi } from "./admin-tokens";
import { apiContext, requireJsonBody } from "./app";
import type { ApiEnv } from "./context";
import { handleApiError, notFoundEnvelope } from "./respond";

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
