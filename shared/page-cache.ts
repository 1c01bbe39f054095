/**
 * Whole-page caching of public pages (worker/cache/page-cache.ts). A route opts in through its
 * `handle`: `pageCache: true`, or a function of the URL when some URLs of it are personal
 * (/logistics?orderNo=… shows the user's order). Public pages carry no personal data in their
 * HTML: the header's user name and cart count are filled in by the browser.
 */
export interface PageCacheHandle {
  pageCache?: boolean | ((url: URL) => boolean);
}

/** The `handle` of a route whose pages are the same for everyone. */
export const PUBLIC_PAGE: PageCacheHandle = { pageCache: true };

/** A public page that staff may also open as a preview (?preview=1, a draft too): that copy is never kept. */
export const PUBLIC_UNLESS_PREVIEW: PageCacheHandle = { pageCache: (url) => !url.searchParams.has("preview") };

export function allowsPageCache(handle: unknown, url: URL): boolean {
  const rule = (handle as PageCacheHandle | undefined)?.pageCache;
  return typeof rule === "function" ? rule(url) : rule === true;
}

/** What the page render tells the cache about itself (AppContext.page). */
export interface PageRenderState {
  /** The route allows it, and the page answered 200. */
  cacheable: boolean;
  /** Something failed while streaming (a deferred part, an abort): do not keep this copy. */
  failed: boolean;
  /**
   * Data the page shows could not be loaded (a list rendered empty because its call failed): the
   * page is never kept, a crawler gets 503 with Retry-After, and the shopper a notice with a retry.
   */
  dataFailed: boolean;
}
