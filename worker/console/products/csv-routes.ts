import { Hono } from "hono";
import { CatalogueImportSchema } from "../../../shared/console/catalogue-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { productEdited } from "../../cache/product-changes";
import { productSaveStatements, runSaveBatch, StaleSave } from "./writes";
import { planCatalogueCsv } from "../../db/import/catalogue-csv";
import { streamCatalogueCsv } from "../../db/import/catalogue-csv-export";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson } from "../../api/validate";

/** /api/admin: the catalogue as CSV (one row per SKU), out and back in. */
export const consoleCatalogueCsvApi = new Hono<ConsoleApiEnv>();

consoleCatalogueCsvApi.get("/export/catalog.csv", allow("catalog.read"), (c) => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  return new Response(streamCatalogueCsv(c.env.DB), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="catalogue-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});

/**
 * A dry run lists, per product, the fields the file changes, and every problem with its line.
 * Applying writes every product in one batch with an audit row each, or nothing: a file with any
 * problem is refused whole (400, the problems listed), and so is one that lost a race.
 */
consoleCatalogueCsvApi.post("/catalog/import", allow("catalog.write"), async (c) => {
  const { csv, apply } = await readJson(c, CatalogueImportSchema);
  const LL = c.var.LL;
  const plan = await planCatalogueCsv(c.env.DB, csv, LL, c.var.locale);
  if (!apply || !plan.prepared.length) {
    if (apply && plan.result.errors.length) throw refusal(LL, plan.result.errors);
    return ok(c, plan.result);
  }
  const now = Date.now();
  const actor = auditActor(c);
  const statements = plan.prepared.flatMap((save) => productSaveStatements(c.env.DB, save, actor, now, "import"));
  await runSaveBatch(c.env.DB, statements).catch((error: unknown) => {
    if (error instanceof StaleSave) throw new ApiError(API_CODE.conflict, LL.console.catalogue.api.productChanged());
    throw error;
  });
  productEdited(
    c,
    plan.prepared.map((save) => save.current.id),
  );
  return ok(c, { ...plan.result, applied: true });
});

function refusal(LL: ConsoleApiEnv["Variables"]["LL"], errors: Array<{ line: number; message: string }>): ApiError {
  const listed = errors
    .slice(0, 20)
    .map((error) => LL.console.catalogue.csv.atLine({ line: error.line, message: error.message }))
    .join("\n");
  return new ApiError(API_CODE.badRequest, `${LL.console.catalogue.csv.refused({ count: errors.length })}\n${listed}`);
}
