import {
  productListQuery,
  parseListingQuery,
  type ListingDefaults,
  type ListingFilters,
} from "../../shared/catalogue/listing-query";
import { selectableSpecs, type SpecOption } from "../../shared/catalogue/spec-options";
import type { CategoryNode, ProductSummary, Page } from "../../shared/catalogue/types";
import type { ApiClient } from "../../shared/api/client";
import type { DataFailures } from "./data-failures";

export interface ListingData {
  filters: ListingFilters;
  defaults: ListingDefaults;
  result: Page<ProductSummary>;
  tree: CategoryNode[];
  specs: SpecOption[];
  /** Some of it could not be loaded (it is shown empty, with a notice). */
  dataFailed: boolean;
}

/** The category tree; empty when it could not be loaded (noted in `failures`). */
export function getCategoryTree(api: ApiClient, failures: DataFailures): Promise<CategoryNode[]> {
  return api.get("/goods/category/list").catch(failures.fallback<CategoryNode[]>([]));
}

/**
 * What every listing page loads: the filters from the URL, the matching page of products, the
 * category tree and the selectable specs. A failed list fetch is an empty list, and the
 * listing says that it failed.
 */
export async function loadListing(
  api: ApiClient,
  failures: DataFailures,
  url: URL,
  defaults: ListingDefaults = {},
  tree?: CategoryNode[],
): Promise<ListingData> {
  const filters = parseListingQuery(url.searchParams, defaults);
  const [result, categories, specs] = await Promise.all([
    api
      .get("/goods/list", { query: productListQuery(filters) })
      .catch(failures.fallback<Page<ProductSummary>>({ list: [], total: 0, page: filters.page, pageSize: 10 })),
    tree ?? getCategoryTree(api, failures),
    api.get("/goods/specs/list").then(selectableSpecs).catch(failures.fallback<SpecOption[]>([])),
  ]);
  return { filters, defaults, result, tree: categories, specs, dataFailed: failures.failed };
}
