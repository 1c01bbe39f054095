import { PUBLIC_UNLESS_PREVIEW } from "../../shared/page-cache";
import { href } from "../../shared/routes";
import type { Route } from "./+types/about";
import { StaticPage } from "../components/content/static-page";
import { loadPage } from "../lib/content.server";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { breadcrumbLd } from "../lib/structured-data";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_UNLESS_PREVIEW;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await loadPage(request, context, "about") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const page = args.loaderData?.page;
    return {
      title: LL.sections.company.title(),
      description: page?.description || LL.sections.company.description(),
      // The page that describes the company carries its Organization markup.
      jsonLd: [
        site.organization(),
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          { name: page?.title ?? LL.sections.company.title(), url: site.url(href.about()) },
        ]),
      ],
    };
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return <StaticPage page={loaderData.page} path={href.about()} productsTitle={LL.content.related.about()} />;
}
