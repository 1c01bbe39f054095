import { useState } from "react";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router";
import {
  listingSearch,
  sameIds,
  type ListingDefaults,
  type ListingFilters,
} from "../../../shared/catalogue/listing-query";
import type { SpecOption } from "../../../shared/catalogue/spec-options";
import type { CategoryNode, ProductSummary, Page } from "../../../shared/catalogue/types";
import { useHydrated } from "../../lib/hydration";
import { totalPagesOf } from "../../../shared/pagination";
import { useI18n } from "../../lib/i18n";
import { DataFailedNotice } from "../ui/data-failed-notice";
import type { Locale } from "../../../shared/locale";
import { FallbackNotice } from "../ui/language-fallback";
import { Pagination } from "../ui/pagination";
import { CategoryFilter } from "./category-filter";
import { ProductCard } from "./product-card";
import { SortSelect } from "./sort-select";
import { SpecFilter } from "./spec-filter";

export interface ProductListingProps {
  result: Page<ProductSummary>;
  filters: ListingFilters;
  tree: CategoryNode[];
  specs: SpecOption[];
  /** The route's default filters (its category on /category/{id}). */
  defaults?: ListingDefaults;
  /** Some of the listing could not be loaded. */
  dataFailed?: boolean;
  /** Languages of other records the page shows (its category), for the one fallback notice. */
  otherLangs?: readonly Locale[];
}

/**
 * A product listing with its filters. Every filter lives in the URL query: changing one pushes a
 * new query on the current path, so Back and Forward restore filters and results.
 */
export function ProductListing({
  result,
  filters,
  tree,
  specs,
  defaults = {},
  dataFailed,
  otherLangs = [],
}: ProductListingProps) {
  const { LL } = useI18n();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const apply = (change: Partial<ListingFilters>) => {
    setSearchParams(listingSearch({ ...filters, page: 1, ...change }, defaults), { preventScrollReset: true });
  };
  // Filtered: anything other than the page's own starting point (its route's categories, no spec, no words).
  const startCategories = defaults.categoryIds ?? [];
  const filtered = !sameIds(filters.categoryIds, startCategories) || filters.specId !== null || filters.keyword !== "";
  // A page past the last one (an old link, a typed URL): the products exist, this page does not.
  const pages = totalPagesOf(result.total, result.pageSize);
  const pastTheEnd = result.list.length === 0 && result.total > 0 && result.page > pages;
  // On small screens the filters fold away behind a button (always open on wide ones).
  const [open, setOpen] = useState(false);
  // The filter buttons work through the client's code: usable once hydrated.
  const hydrated = useHydrated();
  return (
    <div className="listing" aria-busy={navigation.state === "loading"}>
      <aside className={open ? "listing__filters is-open" : "listing__filters"} aria-label={LL.catalogue.filters()}>
        <button
          type="button"
          className="button listing__toggle"
          aria-expanded={open}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          {LL.catalogue.filters()}
        </button>
        <CategoryFilter tree={tree} selected={filters.categoryIds} onChange={(categoryIds) => apply({ categoryIds })} />
        <SpecFilter specs={specs} value={filters.specId} onChange={(specId) => apply({ specId })} />
        {filtered ? (
          <button
            type="button"
            className="button button--small"
            disabled={!hydrated}
            onClick={() => apply({ categoryIds: [...startCategories], specId: null, keyword: "" })}
          >
            {LL.catalogue.clearFilters()}
          </button>
        ) : null}
      </aside>
      <section className="listing__results" aria-live="polite">
        <div className="listing__bar">
          {/* The results' heading (the cards below are h3). */}
          <h2 className="listing__count" data-testid="result-count">
            {/* A failed list has no count to tell. */}
            {dataFailed && !result.list.length ? null : LL.catalogue.resultCount({ count: result.total })}
          </h2>
          <SortSelect value={filters.sort} onChange={(sort) => apply({ sort })} />
        </div>
        {dataFailed ? <DataFailedNotice /> : null}
        <FallbackNotice langs={[...otherLangs, ...result.list.map((product) => product.lang)]} />
        {result.list.length ? (
          <ul className="product-grid">
            {result.list.map((product, index) => (
              <li key={product.id}>
                <ProductCard products={product} priority={index < 2 && result.page === 1} />
              </li>
            ))}
          </ul>
        ) : dataFailed ? null : pastTheEnd ? (
          <div className="empty-state" data-testid="past-the-end">
            <p>{LL.catalogue.pastTheEnd({ page: result.page, count: result.total, pages })}</p>
            <Link
              to={`${location.pathname}?${listingSearch({ ...filters, page: pages }, defaults)}`}
              className="button"
            >
              {LL.catalogue.lastPage()}
            </Link>
          </div>
        ) : (
          <p className="empty-state">{LL.catalogue.noResults()}</p>
        )}
        {pastTheEnd ? null : <Pagination page={result.page} total={result.total} pageSize={result.pageSize} />}
      </section>
    </div>
  );
}
