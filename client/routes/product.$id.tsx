import type { PageCacheHandle } from "../../shared/page-cache";
import { Fragment, Suspense } from "react";
import { Await, type ShouldRevalidateFunctionArgs } from "react-router";
import { galleryItems } from "../../shared/catalogue/gallery";
import { PRODUCT_QUERY } from "../../shared/catalogue/sku-choice";
import { parseKeyValueList } from "../../shared/catalogue/parameters";
import type { ProductSection, ProductSummary } from "../../shared/catalogue/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { href } from "../../shared/routes";
import type { Route } from "./+types/product.$id";
import type { ReviewPage } from "../../shared/reviews/reviews";
import { ProductCard } from "../components/catalogue/product-card";
import { ProductReviews } from "../components/reviews/product-reviews";
import { ProductGallery } from "../components/catalogue/product-gallery";
import { ProductPurchase } from "../components/catalogue/product-purchase";
import { ProductTabs, type ProductTabsData } from "../components/catalogue/product-tabs";
import type { RenderedSection } from "../components/catalogue/section-list";
import { SharePanel } from "../components/content/share-panel";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { trackDataFailures } from "../lib/data-failures";
import { FallbackNotice } from "../components/ui/language-fallback";
import type { Locale } from "../../shared/locale";
import { notFound } from "../lib/guards";
import { Skeleton } from "../components/ui/skeleton";
import { useI18n } from "../lib/i18n";
import { renderMarkdown } from "../lib/markdown.server";
import { seoMeta } from "../lib/seo";
import { breadcrumbLd, productLd } from "../lib/structured-data";
import { effectivePrice } from "../../shared/commerce/pricing";
import { adoptFormatShapes, fileSizeShapes } from "../../shared/format";
import { loadWithTexts } from "../lib/dictionary";

/**
 * The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts); never a
 * staff preview (?preview=1), which may show a draft.
 */
export const handle: PageCacheHandle = { pageCache: (url) => !url.searchParams.has("preview") };

function renderSections(sections: ProductSection[]): RenderedSection[] {
  return sections.map(({ body, ...section }) => ({ ...section, html: renderMarkdown(body) }));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,15}$/.test(params.id)) notFound(request);
  // Staff see the product as it will be, a draft too, before publishing.
  const preview = new URL(request.url).searchParams.get("preview") === "1" && context.staff.token !== null;
  const detail = preview
    ? context.api.get(`/admin/preview/products/${params.id}`)
    : context.api.get(`/goods/detail/${params.id}`);
  const product = await detail.catch((error) => {
    if (error instanceof ApiError && (error.code === API_CODE.notFound || error.code === API_CODE.badRequest))
      notFound(request);
    // A preview asked for without a live staff sign-in: nothing to show.
    if (preview && error instanceof ApiError && error.status < 500) notFound(request);
    throw error;
  });
  // Deferred: streamed after the main content (related products, also the compare candidates). A
  // part whose call failed is null: its place says so, and the page is not kept.
  const failures = trackDataFailures(context);
  const related = context.api
    .get(`/goods/related/${product.id}`, { query: { limit: 8 } })
    .catch(failures.fallback<ProductSummary[] | null>(null));
  const reviewsPage = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get("reviewsPage")) || 1));
  const reviews = context.api
    .get(`/goods/reviews/${product.id}`, { query: { page: reviewsPage } })
    .catch(failures.fallback<ReviewPage | null>(null));
  return {
    reviews,
    products: {
      id: product.id,
      name: product.name,
      summary: product.summary,
      lang: product.lang,
      currency: product.currency,
      priceMinor: product.priceMinor,
      ratingAverage: product.ratingAverage,
      ratingCount: product.ratingCount,
      categoryTrail: product.categoryTrail,
      skus: product.skus,
      cover: product.cover,
    },
    gallery: galleryItems(
      product.previewThumbnailImg,
      product.productVideo ? { url: product.productVideo, poster: product.productVideoPreviewImg } : null,
    ),
    tabs: {
      descriptionHtml: product.description ? renderMarkdown(product.description) : "",
      // JSON text lists: a malformed one simply shows nothing.
      essentialDetails: parseKeyValueList(product.essentialDetails),
      packagingDelivery: parseKeyValueList(product.packagingDelivery),
      parameters: parseKeyValueList(product.parameters),
      tech: renderSections(product.techList),
      development: renderSections(product.developmentList),
      build: renderSections(product.buildFeature),
      addOne: renderSections(product.productAddOne),
      compare: product.productCompareList,
      downloads: product.downloads,
      // The language each part was served in (English where it is not translated).
      langs: { product: product.lang, sections: product.sectionsLang, compare: product.compareLang },
    },
    related,
    preview,
    // How the page's language writes the files' sizes: the browser hydrates them without Intl.
    formats: product.downloads.length > 0 ? fileSizeShapes(context.locale) : null,
  };
}

const RELATED_SHOWN = 4;

/** The languages of the parts the page shows: its text, and its sections and compare rows when it has them. */
function servedLangs(tabs: ProductTabsData): Locale[] {
  const hasSections = tabs.tech.length + tabs.development.length + tabs.build.length + tabs.addOne.length > 0;
  return [
    tabs.langs.product,
    ...(hasSections ? [tabs.langs.sections] : []),
    ...(tabs.compare.length ? [tabs.langs.compare] : []),
  ];
}

/**
 * Picking products to compare (?compare=) changes only the Compare tab, and picking a version or a
 * quantity (?sku=, ?qty=) only the purchase box: no need to reload the page.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("compare");
    params.delete(PRODUCT_QUERY.sku);
    params.delete(PRODUCT_QUERY.quantity);
    return params.toString();
  };
  return strip(currentUrl) !== strip(nextUrl) ? defaultShouldRevalidate : false;
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const data = args.loaderData;
    if (!data) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const { products: product, gallery } = data;
    const url = site.url(href.product(product.id));
    const prices = product.skus.map((sku) => effectivePrice(sku.priceMinor, sku.promoPriceMinor));
    const images = gallery.flatMap((item) => (item.kind === "image" ? [site.image(item.url)] : []));
    return {
      title: product.name,
      description: product.summary,
      type: "product",
      image: product.cover?.url,
      jsonLd: [
        productLd({
          url,
          name: product.name,
          description: product.summary,
          images,
          sku: product.skus[0]?.sku ?? String(product.id),
          priceMinor: prices.length ? Math.min(...prices) : product.priceMinor,
          highPriceMinor: prices.length ? Math.max(...prices) : undefined,
          offerCount: prices.length,
          currency: product.currency,
          availability: product.skus.some((sku) => sku.stock > 0) ? "InStock" : "OutOfStock",
          ratingAverage: product.ratingAverage,
          ratingCount: product.ratingCount,
        }),
        breadcrumbLd([
          { name: LL.common.home(), url: site.url(href.home()) },
          ...product.categoryTrail.map((node) => ({ name: node.name, url: site.url(href.category(node.id)) })),
          { name: product.name, url },
        ]),
      ],
    };
  });

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const { products: product, gallery, tabs, related, reviews, preview, formats } = loaderData;
  if (formats) adoptFormatShapes(locale, formats);
  // Keyed by product: going from one product to another (related products, suggestions) starts
  // its picker, gallery and tabs afresh instead of keeping the previous product's state.
  return (
    <Fragment key={product.id}>
      <Breadcrumb
        items={[
          { label: LL.common.home(), to: href.home() },
          ...product.categoryTrail.map((node) => ({
            label: node.name,
            to: href.category(node.id),
            lang: node.lang,
          })),
          { label: product.name, to: href.product(product.id), lang: product.lang },
        ]}
      />
      {preview ? (
        <p className="form-message form-message--success" role="status" data-testid="preview-notice">
          {LL.catalogue.staffPreviewNotice()}
        </p>
      ) : null}
      <FallbackNotice langs={servedLangs(tabs)} />
      <div className="product">
        <ProductGallery items={gallery} name={product.name} />
        <ProductPurchase products={product} />
      </div>
      <ProductTabs productId={product.id} tabs={tabs} related={related} />
      <ProductReviews reviews={reviews} />
      <SharePanel />
      <Suspense fallback={<Skeleton shape="cards" count={RELATED_SHOWN} />}>
        <Await resolve={related}>
          {(list) =>
            list === null ? (
              <DataFailedNotice />
            ) : list.length ? (
              <section className="section--compact" aria-labelledby="related-products">
                <h2 id="related-products" className="section__title">
                  {LL.catalogue.related()}
                </h2>
                <FallbackNotice langs={list.slice(0, RELATED_SHOWN).map((item) => item.lang)} />
                <ul className="product-grid">
                  {list.slice(0, RELATED_SHOWN).map((item) => (
                    <li key={item.id}>
                      <ProductCard products={item} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
    </Fragment>
  );
}
