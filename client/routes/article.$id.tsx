import { PUBLIC_PAGE } from "../../shared/page-cache";
import type { Article } from "../../shared/content/types";
import { isContentId } from "../../shared/content/ids";
import { LOCALE_TAGS } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/article.$id";
import { ContentBody, useContentLang } from "../components/content/content-body";
import { PublishedLine } from "../components/content/published-line";
import { RelatedProducts } from "../components/content/related-products";
import { SharePanel } from "../components/content/share-panel";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { articleLd, breadcrumbLd } from "../lib/structured-data";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const article = await loadOrNotFound(request, context.api.get<Article>(`/article/detail/${params.id}`));
  return { article: withBodyHtml(article) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const article = args.loaderData?.article;
    if (!article) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const url = site.url(href.article(article.keyId));
    return {
      title: article.title,
      description: article.summary,
      type: "article",
      image: article.cover,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      jsonLd: [
        articleLd({
          url,
          headline: article.title,
          description: article.summary,
          image: article.cover ? site.image(article.cover) : null,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          publisher: site.publisher(),
          inLanguage: LOCALE_TAGS[article.lang],
        }),
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          { name: article.title, url },
        ]),
      ],
    };
  });

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { article } = loaderData;
  const lang = useContentLang(article.lang);
  return (
    <div className="content-page content-page--with-aside">
      <article className="content-page">
        <div>
          <Breadcrumb
            items={[
              { label: LL.common.home(), to: href.home() },
              { label: article.title, to: href.article(article.keyId) },
            ]}
          />
          <header className="content-page__header" lang={lang}>
            <h1 className="content-page__title">{article.title}</h1>
            <p className="content-page__lead">{article.summary}</p>
          </header>
          <PublishedLine publishedAt={article.publishedAt} />
        </div>
        <div>
          <ContentBody html={article.bodyHtml} lang={article.lang} />
        </div>
        <RelatedProducts title={LL.content.related.article()} goods={article.goods} id="article-products" />
      </article>
      <div className="content-aside">
        <SharePanel />
      </div>
    </div>
  );
}
