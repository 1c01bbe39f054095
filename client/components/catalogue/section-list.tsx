import { dirForLang } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import type { ProductSection } from "../../../shared/catalogue/types";
import { MarkdownHtml } from "../ui/markdown-html";

/** A titled block with its markdown body rendered to HTML (on the server). */
export interface RenderedSection extends Omit<ProductSection, "body"> {
  html: string;
}

/** Titled blocks of a tab: technical specs, build features, development docs, add-ons. */
export function SectionList({ sections, lang }: { sections: RenderedSection[]; lang?: string }) {
  const { LL } = useI18n();
  return (
    <div className="section-list">
      {sections.map((section, index) => (
        <article key={`${section.title}-${index}`} className="section-block">
          <h3 lang={lang} dir={dirForLang(lang)}>
            {section.title}
          </h3>
          {section.img ? <img src={section.img} alt="" loading="lazy" width={480} height={360} /> : null}
          <div lang={lang} dir={dirForLang(lang)}>
            <MarkdownHtml html={section.html} />
          </div>
          {section.url ? (
            <p>
              <a href={section.url} rel="noopener noreferrer" target="_blank">
                {LL.catalogue.docsLink()}
              </a>
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
