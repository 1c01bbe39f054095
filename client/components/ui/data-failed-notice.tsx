import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";

/**
 * Shown where a part of the page is missing because its data could not be loaded. Try again loads
 * the whole page anew (a plain link, so it works before hydration too); a page with failed data is
 * never kept in the page cache, so the new copy is rendered afresh.
 */
export function DataFailedNotice() {
  const { LL } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <div className="data-failed" role="alert" data-testid="data-failed">
      <p className="data-failed__text">{LL.errors.dataFailed()}</p>
      <a className="button button--small" href={`${pathname}${search}`}>
        {LL.common.retry()}
      </a>
    </div>
  );
}
