import { Form, Link, redirect, useActionData } from "react-router";
import { STOCK_FILTERS, type StockFilter } from "../../../shared/console/catalogue";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatPrice } from "../../../shared/format";
import { moneyFieldValue } from "../../lib/money-field";
import type { Route } from "./+types/products._index";
import { CategoryOptions } from "../../components/console/category-options";
import { NEW_PRODUCT_CURRENCY, NewProductForm } from "../../components/console/new-product-form";
import { FormMessage } from "../../components/ui/form-message";
import { ConsoleTime } from "../../components/console/local-time";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { pageNumber } from "../../../shared/pagination";
import { ReadOnlyNotice } from "../../components/console/read-only-notice";

/** The filters as the URL has them; invalid values are dropped (the API validates them again). */
function filtersOf(url: URL) {
  const params = url.searchParams;
  const published = params.get("published");
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    categoryId: Number(params.get("categoryId")) || undefined,
    published: published === "yes" || published === "no" ? (published as "yes" | "no") : undefined,
    stock: STOCK_FILTERS.find((value) => value === params.get("stock")) as StockFilter | undefined,
    page: pageNumber(params.get("page")),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const filter = filtersOf(new URL(args.request.url));
  const api = args.context.api;
  const [products, categories, specOptions] = await Promise.all([
    api.get("/admin/products", { query: filter }).catch((error) => handleStaffError(args, error)),
    api.get("/goods/category/list"),
    api.get("/goods/specs/list"),
  ]);
  return { products, categories, filter, specOptions };
}

/** A new draft product: created, then opened in the editor. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const created = await runStaffAction(args, "create", () =>
    args.context.api.post("/admin/products", {
      categoryId: Number(field(form, "categoryId")),
      name: field(form, "name").trim(),
      slug: field(form, "slug").trim(),
      sku: field(form, "sku").trim(),
      specId: Number(field(form, "specId")),
      priceMinor: moneyFieldValue(field(form, "price"), NEW_PRODUCT_CURRENCY, args.context.locale),
    }),
  );
  if ("ok" in created && created.ok) return redirect(consoleHref.product(created.data.id));
  return created;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.catalogue.products.title(), noIndex: true }));

/** Products by search, category, status and stock; each opens its editor. */
export default function ConsoleProductsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const P = LL.console.catalogue.products;
  const { products, categories, filter, specOptions } = loaderData;
  const canWrite = useStaffCan("catalog.write");
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={P.title()} lead={P.count({ count: products.total })} />
      {result && "ok" in result && !result.ok ? <FormMessage error={result.error} /> : null}
      {canWrite ? (
        <NewProductForm
          categories={categories}
          specOptions={specOptions.map((option) => ({ id: option.id, name: option.name }))}
        />
      ) : (
        <ReadOnlyNotice page="products" />
      )}
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{P.search()}</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            placeholder={P.searchPlaceholder()}
            maxLength={100}
            className="field__input"
          />
        </label>
        <label className="field">
          <span className="field__label">{P.category()}</span>
          <select name="categoryId" defaultValue={filter.categoryId ?? ""} className="field__input">
            <option value="">{P.allCategories()}</option>
            <CategoryOptions tree={categories} />
          </select>
        </label>
        <label className="field">
          <span className="field__label">{P.status()}</span>
          <select name="published" defaultValue={filter.published ?? ""} className="field__input">
            <option value="">{P.any()}</option>
            <option value="yes">{P.published()}</option>
            <option value="no">{P.draft()}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{P.stock()}</span>
          <select name="stock" defaultValue={filter.stock ?? ""} className="field__input">
            <option value="">{P.any()}</option>
            {STOCK_FILTERS.map((value) => (
              <option key={value} value={value}>
                {P.stockFilters[value]()}
              </option>
            ))}
          </select>
        </label>
        <div className="console-inline">
          <button type="submit" className="button button--primary">
            {P.filter()}
          </button>
        </div>
      </Form>
      {products.list.length === 0 ? (
        <p className="console-muted">{P.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{P.product()}</th>
                <th scope="col">{P.status()}</th>
                <th scope="col">{P.price()}</th>
                <th scope="col">{P.stock()}</th>
                <th scope="col">{P.updated()}</th>
              </tr>
            </thead>
            <tbody>
              {products.list.map((product) => (
                <tr key={product.id} data-testid={`product-${product.id}`}>
                  <td>
                    <Link to={consoleHref.product(product.id)} lang="en">
                      {product.name}
                    </Link>
                    <br />
                    <span className="console-muted">
                      #{product.id} · {product.categoryName}
                    </span>
                  </td>
                  <td>
                    <span className={`console-badge console-badge--${product.published ? "published" : "draft"}`}>
                      {product.published ? P.published() : P.draft()}
                    </span>
                  </td>
                  <td>{formatPrice(product.priceMinor, product.currency, locale)}</td>
                  <td>
                    {product.stock.toLocaleString(locale)}
                    {product.lowSkus > 0 ? (
                      <>
                        <br />
                        <span className="console-badge console-badge--low">
                          {P.lowSkus({ count: product.lowSkus })}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <ConsoleTime iso={product.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={products.page} total={products.total} pageSize={products.pageSize} />
    </>
  );
}
