import type { ProductSummary } from "../../../shared/catalogue/types";
import type { Locale } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { dirForLang } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { Breadcrumb } from "../ui/breadcrumb";
import { useContentLang } from "../ui/language-fallback";
import { ContentBody } from "./content-body";
import { RelatedProducts } from "./related-products";

export interface RenderedPage {
  slug: string;
  title: string;
  description: string;
  bodyHtml: string;
  lang: Locale;
  products: ProductSummary[];
}

/** A company page (about, logistics, user agreement): title, lead, body, linked products. */
export function StaticPage({
  page,
  path,
  productsTitle,
}: {
  page: RenderedPage;
  path: string;
  productsTitle?: string;
}) {
  const { LL } = useI18n();
  const lang = useContentLang(page.lang);
  return (
    <article className="content-page">
      <div>
        <Breadcrumb
          items={[
            { label: LL.common.home(), to: href.home() },
            { label: page.title, to: path },
          ]}
        />
        <header className="content-page__header" lang={lang} dir={dirForLang(lang)}>
          <h1 className="content-page__title">{page.title}</h1>
          {page.description ? <p className="content-page__lead">{page.description}</p> : null}
        </header>
      </div>
      <div>
        <ContentBody html={page.bodyHtml} lang={page.lang} />
      </div>
      {productsTitle ? <RelatedProducts title={productsTitle} products={page.products} id="page-products" /> : null}
    </article>
  );
}
