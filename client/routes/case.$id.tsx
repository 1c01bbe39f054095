import { PUBLIC_PAGE } from "../../shared/page-cache";
import type { CaseStudy } from "../../shared/content/types";
import { isContentId } from "../../shared/content/ids";
import { LOCALE_TAGS } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/case.$id";
import { ContentBody, useContentLang } from "../components/content/content-body";
import { CONTENT_COVER } from "../components/content/content-cover";
import { PublishedLine } from "../components/content/published-line";
import { RelatedProducts } from "../components/content/related-products";
import { SharePanel } from "../components/content/share-panel";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { articleLd, breadcrumbLd } from "../lib/structured-data";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const item = await loadOrNotFound(request, context.api.get<CaseStudy>(`/case/detail/${params.id}`));
  return { item: withBodyHtml(item) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const item = args.loaderData?.item;
    if (!item) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const url = site.url(href.caseStudy(item.keyId));
    return {
      title: item.title,
      description: item.summary,
      type: "article",
      image: item.cover,
      publishedTime: item.publishedAt,
      modifiedTime: item.updatedAt,
      jsonLd: [
        articleLd({
          url,
          headline: item.title,
          description: item.summary,
          image: item.cover ? site.image(item.cover) : null,
          datePublished: item.publishedAt,
          dateModified: item.updatedAt,
          publisher: site.publisher(),
          inLanguage: LOCALE_TAGS[item.lang],
        }),
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          { name: LL.sections.case.title(), url: site.url(href.cases()) },
          { name: item.title, url },
        ]),
      ],
    };
  });

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { item } = loaderData;
  const lang = useContentLang(item.lang);
  return (
    <div className="content-page content-page--with-aside">
      <article className="content-page">
        <div>
          <Breadcrumb
            items={[
              { label: LL.common.home(), to: href.home() },
              { label: LL.sections.case.title(), to: href.cases() },
              { label: item.title, to: href.caseStudy(item.keyId) },
            ]}
          />
          <header className="content-page__header" lang={lang}>
            <h1 className="content-page__title">{item.title}</h1>
            <p className="content-page__lead">{item.summary}</p>
          </header>
          <PublishedLine publishedAt={item.publishedAt} />
        </div>
        {item.cover ? (
          <ResponsiveImage src={item.cover} alt="" {...CONTENT_COVER} displayWidth={960} priority className="content-page__cover" />
        ) : null}
        <dl className="content-facts" aria-label={LL.content.case.atAGlance()}>
          <dt>{LL.content.case.customer()}</dt>
          <dd lang={lang}>{item.customer}</dd>
          <dt>{LL.content.case.industry()}</dt>
          <dd>{item.industry}</dd>
          <dt>{LL.content.case.region()}</dt>
          <dd>{item.region}</dd>
        </dl>
        <div>
          <ContentBody html={item.bodyHtml} lang={item.lang} />
        </div>
        <RelatedProducts title={LL.content.related.case()} goods={item.goods} id="case-products" />
      </article>
      <div className="content-aside">
        <SharePanel />
      </div>
    </div>
  );
}
