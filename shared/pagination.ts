import { PAGINATION } from "./constants";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** The deepest page a list serves: a deeper page costs an OFFSET scan nobody pages that far for. */
export const MAX_PAGE = 10_000;

/**
 * The page a ?page= asks for, by one rule for every list, in the API and in the pages: a whole
 * number from 1 to MAX_PAGE; a fraction counts as its whole part (2.5 → 2), anything below 1 or
 * not a number is the first page, anything beyond is MAX_PAGE (a page past the end is empty).
 * Never an error: a mistyped or crawled link still gets a page.
 */
export function pageNumber(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const number = typeof text === "number" ? text : Number(String(text ?? "").trim() || Number.NaN);
  if (Number.isNaN(number) || number < PAGINATION.firstPage) return PAGINATION.firstPage;
  return Math.min(MAX_PAGE, Math.floor(number));
}

/** ?page= of a page's URL (see `pageNumber`). */
export function pageParam(url: URL): number {
  return pageNumber(url.searchParams.get("page"));
}

/**
 * The page links to show: first, last, the current page with `siblings` (2) on each side, and
 * ellipses for the gaps. [1, "ellipsis-start", 5, 6, 7, 8, 9, "ellipsis-end", 20]
 */
export function paginationItems(page: number, totalPages: number, siblings: number = PAGINATION.siblings): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), totalPages);
  // With few pages there is nothing to elide: first + last + current + siblings + 2 ellipsis slots.
  if (totalPages <= siblings * 2 + 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(totalPages - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis-start");
  for (let i = start; i <= end; i++) items.push(i);
  if (end < totalPages - 1) items.push("ellipsis-end");
  items.push(totalPages);
  return items;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
