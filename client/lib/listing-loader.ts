import {
  goodsListQuery,
  parseListingQuery,
  type ListingDefaults,
  type ListingFilters,
} from "../../shared/catalog/listing-query";
import { selectableSpecs, type SpecOption } from "../../shared/catalog/spec-options";
import type { CategoryNode, GoodsSummary, Page } from "../../shared/catalog/types";
import type { ApiClient } from "../../shared/api/client";

export interface ListingData {
  filters: ListingFilters;
  defaults: ListingDefaults;
  result: Page<GoodsSummary>;
  tree: CategoryNode[];
  specs: SpecOption[];
}

export function getCategoryTree(api: ApiClient): Promise<CategoryNode[]> {
  return api.get<CategoryNode[]>("/goods/category/list").catch(() => []);
}

/**
 * What every listing page loads: the filters from the URL, the matching page of products, the
 * category tree and the selectable specs. A failed list fetch is an empty list (spec §7).
 */
export async function loadListing(
  api: ApiClient,
  url: URL,
  defaults: ListingDefaults = {},
  tree?: CategoryNode[],
): Promise<ListingData> {
  const filters = parseListingQuery(url.searchParams, defaults);
  const [result, categories, specs] = await Promise.all([
    api
      .get<Page<GoodsSummary>>("/goods/list", { query: goodsListQuery(filters) })
      .catch((): Page<GoodsSummary> => ({ list: [], total: 0, page: filters.page, pageSize: 10 })),
    tree ?? getCategoryTree(api),
    api
      .get<Array<{ keyId: number; name: string }>>("/goods/specs/list")
      .then(selectableSpecs)
      .catch(() => []),
  ]);
  return { filters, defaults, result, tree: categories, specs };
}
