import { Form, useActionData, useNavigation } from "react-router";
import type { CsvImportResult } from "../../../shared/console/catalogue";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/catalogue-import";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { ReadOnlyNotice } from "../../components/console/read-only-notice";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.catalogue.csv.title(), noIndex: true }));

/** The CSV of a check (an uploaded file) or of an apply (the checked text, sent back). */
async function csvOf(form: FormData): Promise<string> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) return file.text();
  return field(form, "csv");
}

/** "check": a dry run of the uploaded file; "apply": the same text, all or nothing. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent") === "apply" ? "apply" : "check";
  const csv = await csvOf(form);
  const answer = await runStaffAction(args, intent, () =>
    args.context.api.post("/admin/catalog/import", { csv, apply: intent === "apply" }),
  );
  return { answer, csv };
}

/** A value of a change as one line of text. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Export the catalogue; check a changed file (every change and problem listed); then apply it. */
export default function ConsoleCatalogueImportPage() {
  const { LL } = useI18n();
  const C = LL.console.catalogue.csv;
  const canWrite = useStaffCan("catalog.write");
  const busy = useNavigation().state !== "idle";
  const returned = useActionData<typeof action>();
  const answer = returned && "answer" in returned ? returned.answer : null;
  const outcome = answer && "ok" in answer ? answer : null;
  const result = outcome?.ok ? (outcome.data as CsvImportResult) : null;
  return (
    <>
      <PageHeader title={C.title()} lead={C.lead()} />
      <p>
        <a href={consoleHref.catalogueCsv()} className="button" download>
          {C.export()}
        </a>
      </p>
      {canWrite ? (
        <Form method="post" encType="multipart/form-data" className="console-card console-form" data-testid="csv-check">
          <input type="hidden" name="intent" value="check" />
          <label className="field">
            <span className="field__label">{C.file()}</span>
            <input type="file" name="file" accept=".csv,text/csv" required className="field__input" />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {C.dryRun()}
          </button>
        </Form>
      ) : (
        <ReadOnlyNotice page="catalogueCsv" />
      )}
      {outcome && !outcome.ok ? <FormMessage error={outcome.error} /> : null}
      {result?.applied ? <FormMessage success={C.applied({ count: result.products.length })} /> : null}
      {result && !result.applied ? (
        <section className="console-card" aria-labelledby="csv-result" data-testid="csv-result">
          <h2 className="console-subtitle" id="csv-result">
            {result.products.length || result.errors.length
              ? C.summary({ count: result.products.length, unchanged: result.unchanged })
              : C.nothing()}
          </h2>
          {result.errors.length ? (
            <>
              <h3 className="console-subtitle">{C.errorsTitle()}</h3>
              <div className="console-table-wrap">
                <table className="console-table" data-testid="csv-errors">
                  <thead>
                    <tr>
                      <th scope="col">{C.line()}</th>
                      <th scope="col">{C.problem()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.errors.map((error) => (
                      <tr key={`${error.line}-${error.message}`}>
                        <td>{error.line}</td>
                        <td>{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          {result.products.map((product) => (
            <div key={product.productId} className="console-table-wrap console-csv-product">
              <table className="console-table" data-testid={`csv-product-${product.productId}`}>
                <caption className="console-subtitle">
                  #{product.productId} <span lang="en">{product.name}</span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{C.field()}</th>
                    <th scope="col">{C.before()}</th>
                    <th scope="col">{C.after()}</th>
                  </tr>
                </thead>
                <tbody>
                  {product.changes.map((change) => (
                    <tr key={change.field}>
                      <td>
                        <code>{change.field}</code>
                      </td>
                      <td className="console-diff">{shown(change.before)}</td>
                      <td className="console-diff">{shown(change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          {canWrite && !result.errors.length && result.products.length ? (
            <Form method="post" className="console-inline" data-testid="csv-apply">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={returned?.csv ?? ""} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {C.apply()}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
