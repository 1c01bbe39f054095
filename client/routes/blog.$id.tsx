import { PUBLIC_PAGE } from "../../shared/page-cache";
import { isContentId } from "../../shared/content/ids";
import { href } from "../../shared/routes";
import type { Route } from "./+types/blog.$id";
import { ContentDocument } from "../components/content/content-document";
import { PostNavigation } from "../components/content/post-navigation";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { contentDocumentMeta } from "../lib/content-meta";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const post = await loadOrNotFound(request, context.api.get(`/blogInfo/detail/${params.id}`));
  return { post: withBodyHtml(post) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const post = args.loaderData?.post;
    if (!post) return { title: LL.errors.notFoundTitle(), noIndex: true };
    return contentDocumentMeta(LL, site, post, {
      path: href.blogPost(post.id),
      sections: [{ name: LL.sections.blog.title(), path: href.blog() }],
      kind: "BlogPosting",
      authorName: post.author,
    });
  });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { post } = loaderData;
  return (
    <ContentDocument
      item={post}
      path={href.blogPost(post.id)}
      sections={[{ label: LL.sections.blog.title(), to: href.blog() }]}
      author={post.author}
      related={{ title: LL.content.related.post(), id: "post-products" }}
      footer={<PostNavigation previous={post.previous} next={post.next} />}
    />
  );
}
