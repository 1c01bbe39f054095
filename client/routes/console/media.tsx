import { Form, Link, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/media";
import { UnusedFiles } from "../../components/console/unused-files";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { pageNumber } from "../../../shared/pagination";

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const page = pageNumber(params.get("page"));
  const [products, unused] = await Promise.all([
    args.context.api.get("/admin/media/products", { query: { q, page } }),
    args.context.api.get("/admin/media/unused"),
  ]).catch((error) => handleStaffError(args, error));
  return { products, unused, q: q ?? "" };
}

/** Deletes an unused file (the API refuses when something names it meanwhile). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const mediaId = encodeURIComponent(field(form, "mediaId"));
  return runStaffAction(args, "delete", () => args.context.api.post(`/admin/media/files/${mediaId}/delete`));
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.editing.media.listTitle(), noIndex: true }));

/** Every product with its cover and number of files (each opens its files), and the files nothing uses. */
export default function ConsoleMediaPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const M = LL.console.editing.media;
  const C = LL.console.customers;
  const { products, unused, q } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  return (
    <>
      <PageHeader title={M.listTitle()} lead={M.listLead()} />
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={answer?.ok ? M.deleted() : null} />
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{C.search()}</span>
          <input type="search" name="q" defaultValue={q} maxLength={100} className="field__input" />
        </label>
        <button type="submit" className="button button--primary">
          {C.search()}
        </button>
      </Form>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{M.product()}</th>
              <th scope="col">{M.files()}</th>
            </tr>
          </thead>
          <tbody>
            {products.list.map((product) => (
              <tr key={product.productId}>
                <td>
                  {product.cover ? (
                    <img src={product.cover} alt="" width={48} height={48} className="console-thumb" loading="lazy" />
                  ) : null}
                  <Link to={consoleHref.productMedia(product.productId)}>{product.name}</Link>
                </td>
                <td>{product.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={products.page} total={products.total} pageSize={products.pageSize} />
      <UnusedFiles files={unused} />
    </>
  );
}
