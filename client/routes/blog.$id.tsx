import { PUBLIC_PAGE } from "../../shared/page-cache";
import type { BlogPost } from "../../shared/content/types";
import { isContentId } from "../../shared/content/ids";
import { LOCALE_TAGS } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/blog.$id";
import { ContentBody, useContentLang } from "../components/content/content-body";
import { CONTENT_COVER } from "../components/content/content-cover";
import { PostNavigation } from "../components/content/post-navigation";
import { PublishedLine } from "../components/content/published-line";
import { RelatedProducts } from "../components/content/related-products";
import { SharePanel } from "../components/content/share-panel";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { blogPostingLd, breadcrumbLd } from "../lib/structured-data";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const post = await loadOrNotFound(request, context.api.get<BlogPost>(`/blogInfo/detail/${params.id}`));
  return { post: withBodyHtml(post) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const post = args.loaderData?.post;
    if (!post) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const url = site.url(href.blogPost(post.keyId));
    return {
      title: post.title,
      description: post.summary,
      type: "article",
      image: post.cover,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      jsonLd: [
        blogPostingLd({
          url,
          headline: post.title,
          description: post.summary,
          image: post.cover ? site.image(post.cover) : null,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          authorName: post.author,
          publisher: site.publisher(),
          inLanguage: LOCALE_TAGS[post.lang],
        }),
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          { name: LL.sections.blog.title(), url: site.url(href.blog()) },
          { name: post.title, url },
        ]),
      ],
    };
  });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { post } = loaderData;
  const lang = useContentLang(post.lang);
  return (
    <div className="content-page content-page--with-aside">
      <article className="content-page">
        <div>
          <Breadcrumb
            items={[
              { label: LL.common.home(), to: href.home() },
              { label: LL.sections.blog.title(), to: href.blog() },
              { label: post.title, to: href.blogPost(post.keyId) },
            ]}
          />
          <header className="content-page__header" lang={lang}>
            <h1 className="content-page__title">{post.title}</h1>
            <p className="content-page__lead">{post.summary}</p>
          </header>
          <PublishedLine publishedAt={post.publishedAt} author={post.author} />
        </div>
        {post.cover ? (
          <ResponsiveImage src={post.cover} alt="" {...CONTENT_COVER} displayWidth={960} priority className="content-page__cover" />
        ) : null}
        <div>
          <ContentBody html={post.bodyHtml} lang={post.lang} />
        </div>
        <RelatedProducts title={LL.content.related.post()} goods={post.goods} id="post-products" />
        <PostNavigation previous={post.previous} next={post.next} />
      </article>
      <div className="content-aside">
        <SharePanel />
      </div>
    </div>
  );
}
