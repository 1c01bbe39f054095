import { Hono } from "hono";
import { CompanyDeleteSchema, CompanySaveSchema } from "../../shared/account/company-schemas";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { deleteCompany, saveCompany, type CompanyRefusal } from "../company/company-profile";
import { companyOf } from "../db/company-profiles";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson } from "./validate";

/** /api/web/company/*: the signed-in buyer's company profile (optional: without one they buy as a person). */
export const companyApi = new Hono<AuthedApiEnv>();

companyApi.use(requireUser);

function refused(c: { var: AuthedApiEnv["Variables"] }, reason: CompanyRefusal): ApiError {
  const LL = c.var.LL.messages.company;
  return reason === "stale"
    ? new ApiError(API_CODE.conflict, LL.stale())
    : new ApiError(API_CODE.notFound, LL.notFound());
}

/** The profile, or null when the buyer has none. */
companyApi.get("/", async (c) => ok(c, await companyOf(c.env.DB, c.var.userId)));

/** Creates (no `expectedVersion`) or updates the profile; an EU VAT number is checked with VIES first. */
companyApi.post("/save", async (c) => {
  const result = await saveCompany(c.env, c.var.userId, await readJson(c, CompanySaveSchema));
  if (!result.ok) throw refused(c, result.reason);
  return ok(c, result.profile);
});

companyApi.post("/delete", async (c) => {
  const { expectedVersion } = await readJson(c, CompanyDeleteSchema);
  const result = await deleteCompany(c.env, c.var.userId, expectedVersion);
  if (!result.ok) throw refused(c, result.reason);
  return ok(c, null);
});
