import { Link } from "react-router";
import type { ContentLink } from "../../../shared/content/types";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { DirectionIcon } from "../ui/direction-icon";
import { otherLanguage } from "../ui/language-fallback";

/** Links to the next older and newer posts. */
export function PostNavigation({ previous, next }: { previous: ContentLink | null; next: ContentLink | null }) {
  const { LL, locale } = useI18n();
  if (!previous && !next) return null;
  return (
    <nav className="post-navigation" aria-label={LL.content.blog.postNavigation()}>
      {previous ? (
        <Link to={href.blogPost(previous.id)} rel="prev" className="post-navigation__link">
          <span className="post-navigation__label">
            <DirectionIcon pointing="back" />
            {LL.content.blog.olderPost()}
          </span>
          <span {...otherLanguage(previous.lang, locale)}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={href.blogPost(next.id)} rel="next" className="post-navigation__link post-navigation__link--next">
          <span className="post-navigation__label">
            {LL.content.blog.newerPost()}
            <DirectionIcon pointing="forward" />
          </span>
          <span {...otherLanguage(next.lang, locale)}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
