import { PUBLIC_PAGE } from "../../shared/page-cache";
import { Link } from "react-router";
import type { SearchHit, SearchResult } from "../../shared/catalogue/types";
import { dirForLang } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/search";
import { ProductCard } from "../components/catalogue/product-card";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { FallbackNotice, useContentLang } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { Pagination } from "../components/ui/pagination";
import { trackDataFailures } from "../lib/data-failures";
import { useI18n } from "../lib/i18n";
import { searchHitHref } from "../lib/search-links";
import { seoMeta } from "../lib/seo";
import { ELEMENT_SLOT, withElement, withIsolated } from "../lib/rich-text";
import { pageParam } from "../../shared/pagination";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, 100);
  const page = pageParam(url);
  if (!keyword) return { keyword, result: null, dataFailed: false };
  const failures = trackDataFailures(context);
  const result = await context.api.get("/search", { query: { keyword, page } }).catch(
    failures.fallback<SearchResult>({
      keyword,
      products: { list: [], total: 0, page, pageSize: 10 },
      content: [],
      correction: null,
    }),
  );
  return { keyword, result, dataFailed: failures.failed };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: args.loaderData?.keyword
      ? LL.pages.search.resultsFor({ query: args.loaderData.keyword })
      : LL.pages.search.title(),
    noIndex: true,
  }));

function ContentHit({ hit }: { hit: SearchHit }) {
  const { LL } = useI18n();
  const lang = useContentLang(hit.lang);
  return (
    <li className="search-hit" lang={lang} dir={dirForLang(lang)}>
      <span className="search-hit__type">{LL.catalogue.search.types[hit.type]()}</span>
      <Link to={searchHitHref(hit)} className="search-hit__title">
        {hit.title}
      </Link>
      {hit.excerpt ? <p className="search-hit__excerpt">{hit.excerpt}</p> : null}
    </li>
  );
}

/** The words searched instead of those typed (which found nothing), offered as a search of their own. */
function Correction({ typed, correction }: { typed: string; correction: string }) {
  const { LL } = useI18n();
  return (
    <div className="search-correction" data-testid="search-correction">
      <p className="search-correction__offer">
        {withElement(
          LL.catalogue.search.didYouMean({ query: ELEMENT_SLOT }),
          <Link to={href.search(correction)}>
            <bdi>{correction}</bdi>
          </Link>,
        )}
      </p>
      <p className="search-correction__note">
        {withIsolated(LL.catalogue.search.corrected({ query: ELEMENT_SLOT }), typed)}
      </p>
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { keyword, result, dataFailed } = loaderData;
  const breadcrumb = (
    <Breadcrumb
      items={[
        { label: LL.common.home(), to: href.home() },
        { label: LL.pages.search.title(), to: href.search() },
      ]}
    />
  );
  if (!result) {
    return (
      <>
        {breadcrumb}
        <PageHeader title={LL.pages.search.title()} lead={LL.catalogue.search.prompt()} />
      </>
    );
  }
  const nothing = result.products.total === 0 && result.content.length === 0;
  return (
    <>
      {breadcrumb}
      <PageHeader title={withIsolated(LL.pages.search.resultsFor({ query: ELEMENT_SLOT }), keyword)} />
      <FallbackNotice
        langs={[...result.products.list.map((product) => product.lang), ...result.content.map((hit) => hit.lang)]}
      />
      {dataFailed ? <DataFailedNotice /> : null}
      {result.correction ? <Correction typed={keyword} correction={result.correction} /> : null}
      {nothing && !dataFailed ? (
        <p className="empty-state">{withIsolated(LL.catalogue.search.none({ query: ELEMENT_SLOT }), keyword)}</p>
      ) : null}
      {result.products.total > 0 ? (
        <section aria-labelledby="search-products" className="section--compact">
          <h2 id="search-products" className="section__title">
            {LL.catalogue.search.products()}
          </h2>
          <p className="muted" data-testid="result-count">
            {LL.catalogue.resultCount({ count: result.products.total })}
          </p>
          <ul className="product-grid">
            {result.products.list.map((product) => (
              <li key={product.id}>
                <ProductCard products={product} />
              </li>
            ))}
          </ul>
          <Pagination page={result.products.page} total={result.products.total} pageSize={result.products.pageSize} />
        </section>
      ) : null}
      {result.content.length > 0 ? (
        <section aria-labelledby="search-content" className="section--compact">
          <h2 id="search-content" className="section__title">
            {LL.catalogue.search.content()}
          </h2>
          <ul className="search-hits">
            {result.content.map((hit) => (
              <ContentHit key={`${hit.type}-${hit.id}`} hit={hit} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted">
        <Link to={href.lists()}>{LL.footer.allProducts()}</Link>
      </p>
    </>
  );
}
