import { PAGINATION } from "../../shared/constants";
import { href } from "../../shared/routes";

/** ?year= of /blog: a four-digit year, else no filter. */
export function yearParam(url: URL): number | undefined {
  const value = url.searchParams.get("year");
  return value && /^\d{4}$/.test(value) ? Number(value) : undefined;
}

/** `path` with ?page= when past the first page (the canonical URL of a list page). */
export function withPage(path: string, page: number): string {
  if (page <= PAGINATION.firstPage) return path;
  return `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
}

/** /blog, /blog?year=2025, /blog?year=2025&page=2. */
export function blogListPath(year: number | undefined, page: number): string {
  return withPage(href.blog(year), page);
}
