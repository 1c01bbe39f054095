import { PUBLIC_PAGE } from "../../shared/page-cache";
import { Link } from "react-router";
import { findCategoryTrail } from "../../shared/catalogue/category-tree";
import { href, isCategoryId } from "../../shared/routes";
import type { Route } from "./+types/category.$id";
import { ProductListing } from "../components/catalogue/product-listing";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { otherLanguage, useContentLang } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { trackDataFailures } from "../lib/data-failures";
import { notFound, unavailable } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { getCategoryTree, loadListing } from "../lib/listing-loader";
import { sectionOf } from "../lib/sections";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Digits only, otherwise "Page Not Found: {path}" with 404.
  if (!isCategoryId(params.id)) notFound(request);
  const id = Number(params.id);
  const failures = trackDataFailures(context);
  const tree = await getCategoryTree(context.api, failures);
  // Without the tree the category is unknown, not missing: the page is unavailable for now.
  if (failures.failed) unavailable();
  const trail = findCategoryTrail(tree, id);
  if (!trail) notFound(request);
  // The route's id is the default category filter.
  const listing = await loadListing(context.api, failures, new URL(request.url), { categoryIds: [id] }, tree);
  return { ...listing, category: trail[trail.length - 1]!, trail };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    const category = args.loaderData?.category;
    if (!category) return { title: LL.errors.notFoundTitle(), noIndex: true };
    // Top-level sections carry the site-wide section titles.
    const section = category.parentId === null ? sectionOf(category.slug) : undefined;
    return section
      ? { title: LL.sections[section].title(), description: LL.sections[section].description() }
      : { title: category.name, description: category.description || undefined };
  });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { category, trail, ...listing } = loaderData;
  const lang = useContentLang(category.lang);
  return (
    <>
      <Breadcrumb
        items={[
          { label: LL.common.home(), to: href.home() },
          ...trail.map((node) => ({ label: node.name, to: href.category(node.id), lang: node.lang })),
        ]}
      />
      <PageHeader title={category.name} lead={category.description} lang={lang} />
      {category.children.length > 0 ? (
        <ul className="chip-list">
          {category.children.map((child) => (
            <li key={child.id} {...otherLanguage(child.lang, category.lang)}>
              <Link className="chip" to={href.category(child.id)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductListing {...listing} otherLangs={[category.lang, ...category.children.map((child) => child.lang)]} />
    </>
  );
}
