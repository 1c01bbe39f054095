import type { AppContext } from "../../shared/load-context";

/**
 * What a public loader does when one of its calls fails: the page still renders with what it has
 * (an empty list, no block), but says so. The loader returns `dataFailed` so the page can show
 * DataFailedNotice where the data is missing, and the render is marked (context.page.dataFailed):
 * never kept in the page cache, and crawlers get 503 with Retry-After instead of an empty page.
 */
export interface DataFailures {
  /** `.catch(failures.fallback([]))`: notes the failure and goes on with `value`. */
  fallback<T>(value: T): (error: unknown) => T;
  /** Some call of this loader failed (deferred calls count once they have settled). */
  readonly failed: boolean;
}

export function trackDataFailures(context: Pick<AppContext, "page" | "requestId">): DataFailures {
  let failed = false;
  return {
    fallback<T>(value: T) {
      return (error: unknown): T => {
        failed = true;
        context.page.dataFailed = true;
        console.warn(
          JSON.stringify({
            level: "warn",
            requestId: context.requestId,
            msg: "page data failed",
            error: String(error),
          }),
        );
        return value;
      };
    },
    get failed() {
      return failed;
    },
  };
}
