import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { CategoryNode } from "../../shared/catalog/types";
import { href } from "../../shared/routes";
import type { Route } from "./+types/_index";
import { CategoryGrid } from "../components/catalog/category-grid";
import { FactStrip } from "../components/catalog/fact-strip";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categoryId = url.searchParams.get("category") ?? url.searchParams.get("cid") ?? "";
  // Deferred: the hero and facts stream first, the catalogue follows.
  const categories = context.api.get<CategoryNode[]>("/goods/category/list").catch(() => []);
  return { categoryId, categories };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.sections.home.title(), description: LL.sections.home.description() }));

function findCategory(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (String(node.keyId) === id) return node;
    const found = findCategory(node.child, id);
    if (found) return found;
  }
  return undefined;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { categoryId, categories } = loaderData;
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
      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {LL.pages.home.categories()}
        </h2>
        <Suspense fallback={<p className="muted">{LL.common.loading()}</p>}>
          <Await resolve={categories}>
            {(tree) => {
              const selected = categoryId ? findCategory(tree, categoryId) : undefined;
              return (
                <>
                  {selected ? (
                    <p className="filter-note">
                      {LL.pages.home.filtered({ name: selected.name })} <Link to={href.home()}>{LL.pages.home.clearFilter()}</Link>
                    </p>
                  ) : null}
                  <CategoryGrid categories={selected ? [selected] : tree} />
                </>
              );
            }}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
