import { PAGINATION } from "./constants";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

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
