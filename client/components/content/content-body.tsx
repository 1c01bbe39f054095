import type { Locale } from "../../../shared/locale";
import { dirForLang, LOCALE_TAGS } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { MarkdownHtml } from "../ui/markdown-html";

/**
 * The `lang` attribute of content served in another language than the page's (the English
 * fallback of an untranslated text), so screen readers and translators read it right. Pair it
 * with `dir={dirForLang(lang)}`, so the text also runs in its own direction.
 */
export function useContentLang(lang: Locale): string | undefined {
  const { locale } = useI18n();
  return lang !== locale ? LOCALE_TAGS[lang] : undefined;
}

/** A rendered markdown body; text that fell back to English says so. */
export function ContentBody({ html, lang }: { html: string; lang: Locale }) {
  const { LL } = useI18n();
  const contentLang = useContentLang(lang);
  return (
    <>
      {contentLang ? <p className="content-fallback">{LL.content.languageFallback()}</p> : null}
      <div lang={contentLang} dir={dirForLang(contentLang)}>
        <MarkdownHtml html={html} className="content-body" />
      </div>
    </>
  );
}
