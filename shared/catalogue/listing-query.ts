import { PAGINATION } from "../constants";
import { pageNumber } from "../pagination";
import { PRODUCT_SORTS, type ProductSort } from "./types";

/** A listing's filters as they live in the page URL (single values or arrays). */
export interface ListingFilters {
  categoryIds: number[];
  specId: number | null;
  sort: ProductSort;
  page: number;
  keyword: string;
}

const POSITIVE_ID = /^\d{1,15}$/;

function ids(values: readonly string[]): number[] {
  const out: number[] = [];
  for (const value of values.flatMap((v) => v.split(","))) {
    if (POSITIVE_ID.test(value.trim()) && Number(value) > 0 && !out.includes(Number(value))) out.push(Number(value));
  }
  return out.slice(0, 50);
}

/**
 * Reads the filters from the URL query. Unknown or malformed values fall back to their defaults
 * (a shared link with a typo still shows a page). On /category/{id} the route id is the default
 * category; elsewhere the category defaults to empty.
 */
export interface ListingDefaults {
  /** Categories filtered by when the URL names none (the route's own, on /category/{id}). */
  categoryIds?: readonly number[];
}

/** The same category ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

export function parseListingQuery(search: URLSearchParams, defaults: ListingDefaults = {}): ListingFilters {
  const categoryIds = ids(search.getAll("category"));
  const spec = search.get("spec") ?? "";
  const sort = search.get("sort") ?? "";

  return {
    categoryIds: categoryIds.length || search.has("category") ? categoryIds : [...(defaults.categoryIds ?? [])],
    specId: POSITIVE_ID.test(spec) && Number(spec) > 0 ? Number(spec) : null,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : "sort",
    page: pageNumber(search.get("page")),
    keyword: (search.get("keyword") ?? "").trim().slice(0, 100),
  };
}

/**
 * The URL query for filters: defaults are left out so URLs stay short; categories repeat the key.
 * The route's default categories are written only when the selection differs from them.
 */
export function listingSearch(filters: ListingFilters, defaults: ListingDefaults = {}): URLSearchParams {
  const params = new URLSearchParams();
  const routeDefault = defaults.categoryIds ?? [];
  if (!sameIds(filters.categoryIds, routeDefault)) {
    for (const id of filters.categoryIds) params.append("category", String(id));
    // An emptied selection on a page with default categories must survive a reload.
    if (routeDefault.length > 0 && filters.categoryIds.length === 0) params.set("category", "");
  }
  if (filters.specId) params.set("spec", String(filters.specId));
  if (filters.sort !== "sort") params.set("sort", filters.sort);
  if (filters.keyword) params.set("keyword", filters.keyword);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The goods-list API query for the filters. */
export function productListQuery(filters: ListingFilters, pageSize: number = PAGINATION.pageSize) {
  return {
    categoryIds: filters.categoryIds.join(",") || undefined,
    specIds: filters.specId ? String(filters.specId) : undefined,
    keyword: filters.keyword || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}
