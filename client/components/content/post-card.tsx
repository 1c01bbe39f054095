import { Link } from "react-router";
import type { BlogPostSummary } from "../../../shared/content/types";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { ResponsiveImage } from "../ui/responsive-image";
import { useContentLang } from "../ui/language-fallback";
import { CONTENT_COVER } from "./content-cover";
import { PublishedLine } from "./published-line";

/** A blog post in the list: cover, date and author, title, summary. */
export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const lang = useContentLang(post.lang);
  return (
    <article className="content-card" data-post-id={post.id} lang={lang} dir={dirForLang(lang)}>
      {post.cover ? (
        // The title link carries the name; the image link is a duplicate for pointer users.
        <Link to={href.blogPost(post.id)} className="content-card__cover" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={post.cover} alt="" {...CONTENT_COVER} displayWidth={400} priority={priority} />
        </Link>
      ) : null}
      <div className="content-card__body">
        <h2 className="content-card__title">
          <Link to={href.blogPost(post.id)}>{post.title}</Link>
        </h2>
        <PublishedLine publishedAt={post.publishedAt} author={post.author} />
        <p className="content-card__summary">{post.summary}</p>
      </div>
    </article>
  );
}
