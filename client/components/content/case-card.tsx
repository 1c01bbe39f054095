import { Link } from "react-router";
import type { CaseSummary } from "../../../shared/content/types";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { ResponsiveImage } from "../ui/responsive-image";
import { useContentLang } from "../ui/language-fallback";
import { CONTENT_COVER } from "./content-cover";

/** A case study in the list: cover, title, customer, industry and region, summary. */
export function CaseCard({ item, priority = false }: { item: CaseSummary; priority?: boolean }) {
  const lang = useContentLang(item.lang);
  return (
    <article className="content-card" data-case-id={item.id} lang={lang} dir={dirForLang(lang)}>
      {item.cover ? (
        <Link to={href.caseStudy(item.id)} className="content-card__cover" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={item.cover} alt="" {...CONTENT_COVER} displayWidth={400} priority={priority} />
        </Link>
      ) : null}
      <div className="content-card__body">
        <h2 className="content-card__title">
          <Link to={href.caseStudy(item.id)}>{item.title}</Link>
        </h2>
        <p className="content-meta">
          <span>{item.customer}</span>
          <span>{item.industry}</span>
          <span>{item.region}</span>
        </p>
        <p className="content-card__summary">{item.summary}</p>
      </div>
    </article>
  );
}
