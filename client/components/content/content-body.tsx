import type { Locale } from "../../../shared/locale";
import { dirForLang } from "../../../shared/locale";
import { FallbackNotice, useContentLang } from "../ui/language-fallback";
import { MarkdownHtml } from "../ui/markdown-html";

/** A rendered markdown body; text that fell back to English says so. */
export function ContentBody({ html, lang }: { html: string; lang: Locale }) {
  const contentLang = useContentLang(lang);
  return (
    <>
      <FallbackNotice langs={[lang]} />
      <div lang={contentLang} dir={dirForLang(contentLang)}>
        <MarkdownHtml html={html} className="content-body" />
      </div>
    </>
  );
}
