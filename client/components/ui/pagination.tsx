import { Link, useLocation } from "react-router";
import { paginationItems, totalPagesOf } from "../../../shared/pagination";
import { useI18n } from "../../lib/i18n";
import { DirectionIcon } from "./direction-icon";

/** Page links (2 siblings, first/last, ellipses): real links, so crawlers follow them too. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { LL } = useI18n();
  const location = useLocation();
  const totalPages = totalPagesOf(total, pageSize);
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav className="pagination" aria-label={LL.common.pagination()}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              <DirectionIcon pointing="back" />
              {LL.common.previous()}
            </Link>
          ) : null}
        </li>
        {paginationItems(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={item === page ? "pagination__page is-current" : "pagination__page"}
                aria-current={item === page ? "page" : undefined}
                aria-label={LL.common.page({ page: item })}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              {LL.common.next()}
              <DirectionIcon pointing="forward" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
