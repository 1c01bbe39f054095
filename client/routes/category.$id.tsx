import { Link } from "react-router";
import type { CategoryNode } from "../../shared/catalog/types";
import { href, isCategoryId } from "../../shared/routes";
import type { Route } from "./+types/category.$id";
import { PageHeader } from "../components/ui/page-header";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { sectionOf } from "../lib/sections";
import { seoMeta } from "../lib/seo";

function findWithTrail(nodes: CategoryNode[], id: number, trail: CategoryNode[] = []): CategoryNode[] | undefined {
  for (const node of nodes) {
    if (node.keyId === id) return [...trail, node];
    const found = findWithTrail(node.child, id, [...trail, node]);
    if (found) return found;
  }
  return undefined;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Spec §5: digits only, otherwise "Page Not Found: {path}" with 404.
  if (!isCategoryId(params.id)) notFound(request);
  const tree = await context.api.get<CategoryNode[]>("/goods/category/list").catch(() => []);
  const trail = findWithTrail(tree, Number(params.id));
  if (!trail) notFound(request);
  return { category: trail[trail.length - 1]!, trail };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    const category = args.loaderData?.category;
    if (!category) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const section = sectionOf(args.loaderData?.trail[0]?.slug === category.slug ? category.slug : undefined);
    return section
      ? { title: LL.sections[section].title(), description: LL.sections[section].description() }
      : { title: category.name, description: category.description || undefined };
  });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { category, trail } = loaderData;
  return (
    <>
      <nav aria-label={LL.common.breadcrumb()} className="breadcrumb">
        <ol>
          <li><Link to={href.home()}>{LL.common.home()}</Link></li>
          {trail.map((node) => (
            <li key={node.keyId}>
              {node === category ? <span aria-current="page">{node.name}</span> : <Link to={href.category(node.keyId)}>{node.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <PageHeader title={category.name} lead={category.description} />
      {category.child.length > 0 ? (
        <ul className="chip-list">
          {category.child.map((child) => (
            <li key={child.keyId}>
              <Link className="chip" to={href.category(child.keyId)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
