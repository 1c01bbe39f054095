import { Form, Link } from "react-router";
import { adminHref } from "../../shared/admin/hrefs";
import type { Route } from "./+types/admin.media";
import { PageHeader } from "../components/ui/page-header";
import { Pagination } from "../components/ui/pagination";
import { handleStaffError } from "../lib/admin-guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const products = await args.context.api
    .get("/admin/media/products", { query: { q, page } })
    .catch((error) => handleStaffError(args, error));
  return { products, q: q ?? "" };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.admin.editing.media.listTitle(), noIndex: true }));

/** Every product with its cover and number of files; each opens its files. */
export default function AdminMediaPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const M = LL.admin.editing.media;
  const C = LL.admin.customers;
  const { products, q } = loaderData;
  return (
    <>
      <PageHeader title={M.listTitle()} lead={M.listLead()} />
      <Form method="get" className="admin-filters" role="search">
        <label className="field">
          <span className="field__label">{C.search()}</span>
          <input type="search" name="q" defaultValue={q} maxLength={100} className="field__input" />
        </label>
        <button type="submit" className="button button--primary">
          {C.search()}
        </button>
      </Form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{M.product()}</th>
              <th scope="col">{M.files()}</th>
            </tr>
          </thead>
          <tbody>
            {products.list.map((product) => (
              <tr key={product.goodsId}>
                <td>
                  {product.cover ? (
                    <img src={product.cover} alt="" width={48} height={48} className="admin-thumb" loading="lazy" />
                  ) : null}
                  <Link to={adminHref.productMedia(product.goodsId)}>{product.name}</Link>
                </td>
                <td>{product.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={products.page} total={products.total} pageSize={products.pageSize} />
    </>
  );
}
