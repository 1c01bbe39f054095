import { PUBLIC_PAGE } from "../../shared/page-cache";
import { isContentId } from "../../shared/content/ids";
import { href } from "../../shared/routes";
import type { Route } from "./+types/article.$id";
import { ContentDocument } from "../components/content/content-document";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { contentDocumentMeta } from "../lib/content-meta";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const article = await loadOrNotFound(request, context.api.get(`/article/detail/${params.id}`));
  return { article: withBodyHtml(article) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const article = args.loaderData?.article;
    if (!article) return { title: LL.errors.notFoundTitle(), noIndex: true };
    return contentDocumentMeta(LL, site, article, { path: href.article(article.id), kind: "Article" });
  });

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { article } = loaderData;
  return (
    <ContentDocument
      item={article}
      path={href.article(article.id)}
      related={{ title: LL.content.related.article(), id: "article-products" }}
    />
  );
}
