import type { ReactNode } from "react";
import type { ProductSummary } from "../../../shared/catalogue/types";
import type { Locale } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { dirForLang } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { Breadcrumb } from "../ui/breadcrumb";
import { ResponsiveImage } from "../ui/responsive-image";
import { useContentLang } from "../ui/language-fallback";
import { ContentBody } from "./content-body";
import { CONTENT_COVER } from "./content-cover";
import { PublishedLine } from "./published-line";
import { RelatedProducts } from "./related-products";
import { SharePanel } from "./share-panel";

interface ContentDocumentProps {
  item: {
    title: string;
    summary: string;
    cover: string | null;
    publishedAt: number;
    lang: Locale;
    bodyHtml: string;
    products: ProductSummary[];
  };
  /** The page's own path, and the sections between Home and it. */
  path: string;
  sections?: ReadonlyArray<{ label: string; to: string }>;
  author?: string;
  related: { title: string; id: string };
  /** Shown between the cover and the body (a case study's facts). */
  facts?: ReactNode;
  /** Shown after the related products (a post's previous/next links). */
  footer?: ReactNode;
}

/** The page of a blog post, case study or article: trail, title, date, cover, body, products, share. */
export function ContentDocument({ item, path, sections = [], author, related, facts, footer }: ContentDocumentProps) {
  const { LL } = useI18n();
  const lang = useContentLang(item.lang);
  return (
    <div className="content-page content-page--with-aside">
      <article className="content-page">
        <div>
          <Breadcrumb
            items={[
              { label: LL.common.home(), to: href.home() },
              ...sections,
              { label: item.title, to: path, lang: item.lang },
            ]}
          />
          <header className="content-page__header" lang={lang} dir={dirForLang(lang)}>
            <h1 className="content-page__title">{item.title}</h1>
            <p className="content-page__lead">{item.summary}</p>
          </header>
          <PublishedLine publishedAt={item.publishedAt} author={author} />
        </div>
        {item.cover ? (
          <ResponsiveImage
            src={item.cover}
            alt=""
            {...CONTENT_COVER}
            displayWidth={960}
            priority
            className="content-page__cover"
          />
        ) : null}
        {facts}
        <div>
          <ContentBody html={item.bodyHtml} lang={item.lang} />
        </div>
        <RelatedProducts title={related.title} products={item.products} id={related.id} />
        {footer}
      </article>
      <div className="content-aside">
        <SharePanel />
      </div>
    </div>
  );
}
