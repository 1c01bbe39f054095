import { PUBLIC_PAGE } from "../../shared/page-cache";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { CategoryNode, ProductSummary } from "../../shared/catalogue/types";
import { href, isCategoryId } from "../../shared/routes";
import type { Route } from "./+types/_index";
import { CategoryGrid } from "../components/catalogue/category-grid";
import { FactStrip } from "../components/catalogue/fact-strip";
import { ProductCard } from "../components/catalogue/product-card";
import { Skeleton } from "../components/ui/skeleton";
import { FallbackNotice } from "../components/ui/language-fallback";
import { useI18n } from "../lib/i18n";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { trackDataFailures } from "../lib/data-failures";
import { seoMeta } from "../lib/seo";
import { findCategoryTrail } from "../../shared/catalogue/category-tree";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

const FEATURED_COUNT = 8;

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Navigation entries with an image link here with ?category={id}&cid={id}.
  const raw = url.searchParams.get("category") ?? url.searchParams.get("cid") ?? "";
  const categoryId = isCategoryId(raw) ? Number(raw) : null;
  // Deferred: the hero and facts stream first, the catalogue follows. A part whose call failed is
  // null (its place says so; the page is not kept, and crawlers get 503).
  const failures = trackDataFailures(context);
  const categories = context.api.get("/goods/category/list").catch(failures.fallback<CategoryNode[] | null>(null));
  const products = context.api
    .get("/goods/list", {
      query: { categoryIds: categoryId ?? undefined, pageSize: FEATURED_COUNT },
    })
    .then((page) => page.list)
    .catch(failures.fallback<ProductSummary[] | null>(null));
  // One promise for the products block: made here, not in render (a promise made while rendering is
  // new on every render, so <Await> would suspend again and again).
  const featured = Promise.all([categories, products]);
  return { categoryId, categories, featured };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => ({
    title: LL.sections.home.title(),
    description: LL.sections.home.description(),
    jsonLd: [site.organization()],
  }));

function Products({
  categoryId,
  categories,
  products,
}: {
  categoryId: number | null;
  categories: CategoryNode[];
  products: ProductSummary[] | null;
}) {
  const { LL } = useI18n();
  const selected = categoryId ? findCategoryTrail(categories, categoryId)?.at(-1) : undefined;
  return (
    <>
      <div className="section__head">
        <h2 id="home-products" className="section__title">
          {selected ? LL.catalogue.inCategory({ name: selected.name }) : LL.catalogue.featured()}
        </h2>
        <Link to={selected ? href.category(selected.id) : href.lists()}>{LL.common.viewAll()}</Link>
      </div>
      {selected ? (
        <p className="filter-note">
          {LL.pages.home.filtered({ name: selected.name })} <Link to={href.home()}>{LL.pages.home.clearFilter()}</Link>
        </p>
      ) : null}
      <FallbackNotice langs={(products ?? []).map((product) => product.lang)} />
      {products === null ? (
        <DataFailedNotice />
      ) : products.length ? (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard products={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{LL.catalogue.noResults()}</p>
      )}
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { categoryId, categories, featured } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{LL.pages.home.heroTitle()}</h1>
          <p className="hero__lead">{LL.pages.home.heroLead()}</p>
          <Link to={href.lists()} className="button button--primary button--large">
            {LL.pages.home.shopNow()}
          </Link>
        </div>
      </section>
      <FactStrip />
      <section className="container section" aria-labelledby="home-products">
        <Suspense fallback={<Skeleton shape="cards" count={4} />}>
          <Await resolve={featured}>
            {([tree, list]) => <Products categoryId={categoryId} categories={tree ?? []} products={list} />}
          </Await>
        </Suspense>
      </section>
      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {LL.pages.home.categories()}
        </h2>
        <Suspense fallback={<Skeleton shape="cards" count={4} />}>
          <Await resolve={categories}>
            {(tree) => (tree ? <CategoryGrid categories={tree} /> : <DataFailedNotice />)}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
