import { PUBLIC_UNLESS_PREVIEW } from "../../shared/page-cache";
import { dirForLang } from "../../shared/locale";
import { href, SOLUTION_SLUGS, type SolutionSlug } from "../../shared/routes";
import type { Route } from "./+types/solution.$slug";
import { ContentBody } from "../components/content/content-body";
import { useContentLang } from "../components/ui/language-fallback";
import { MarketingFacts } from "../components/content/marketing-facts";
import { RelatedProducts } from "../components/content/related-products";
import { SolutionLinks } from "../components/content/solution-links";
import { solutionTitle } from "../components/content/solution-title";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { loadPage } from "../lib/content.server";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { sectionOf } from "../lib/sections";
import { seoMeta } from "../lib/seo";
import { breadcrumbLd } from "../lib/structured-data";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_UNLESS_PREVIEW;

function isSolutionSlug(value: string): value is SolutionSlug {
  return (SOLUTION_SLUGS as readonly string[]).includes(value);
}

/** A solution page: the customer's problem, how it is solved, the products, the facts. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSolutionSlug(params.slug)) notFound(request);
  const slug: SolutionSlug = params.slug;
  return { slug, page: await loadPage(request, context, `solution/${slug}`) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const data = args.loaderData;
    if (!data) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const title = solutionTitle(LL, data.slug);
    return {
      title,
      description: data.page.description || LL.sections[sectionOf(data.slug)!].description(),
      jsonLd: [
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          { name: title, url: site.url(href.solution(data.slug)) },
        ]),
      ],
    };
  });

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { slug, page } = loaderData;
  const lang = useContentLang(page.lang);
  return (
    <article className="content-page" data-solution={slug}>
      <div>
        <Breadcrumb
          items={[
            { label: LL.common.home(), to: href.home() },
            { label: solutionTitle(LL, slug), to: href.solution(slug) },
          ]}
        />
        <header className="content-page__header" lang={lang} dir={dirForLang(lang)}>
          <h1 className="content-page__title">{page.title}</h1>
          <p className="content-page__lead">{page.description}</p>
        </header>
      </div>
      {/* The site's facts are SMS and voice figures; the proxy page states its own in its text. */}
      {sectionOf(slug) === "proxyGateway" ? null : <MarketingFacts />}
      <div>
        <ContentBody html={page.bodyHtml} lang={page.lang} />
      </div>
      <RelatedProducts title={LL.content.related.solution()} products={page.products} id="solution-products" />
      <SolutionLinks current={slug} />
    </article>
  );
}
