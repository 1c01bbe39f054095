import { Suspense } from "react";
import { Await, Link, useLocation } from "react-router";
import type { ReviewPage } from "../../../shared/reviews/reviews";
import { formatDate, formatNumber } from "../../../shared/format";
import { totalPagesOf } from "../../../shared/pagination";
import { useI18n } from "../../lib/i18n";
import { DataFailedNotice } from "../ui/data-failed-notice";
import { Skeleton } from "../ui/skeleton";
import { Stars } from "./stars";

function ReviewList({ page }: { page: ReviewPage }) {
  const { LL, locale } = useI18n();
  const location = useLocation();
  const R = LL.purchase.reviews;
  const pages = totalPagesOf(page.total, page.pageSize);
  const pageHref = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("reviewsPage", String(target));
    return `${location.pathname}?${params}#reviews`;
  };
  return (
    <>
      <p className="reviews__summary" data-testid="review-summary">
        {page.average !== null ? (
          <>
            <Stars rating={page.average} />{" "}
            {R.summary({ average: formatNumber(page.average, locale), count: page.count })}
          </>
        ) : (
          R.none()
        )}
      </p>
      <ul className="reviews__list">
        {page.list.map((review) => (
          <li key={review.id} className="review" data-review-id={review.id}>
            <p className="review__head">
              <Stars rating={review.rating} />
              {review.verified ? <span className="badge badge--verified">{R.verified()}</span> : null}
            </p>
            {/* Plain text, rendered as text: markup in a review shows as characters. */}
            {review.body ? <p className="review__body">{review.body}</p> : null}
            <p className="muted review__by">
              {R.by({ name: review.author, date: formatDate(review.createdAt, locale) })}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pagination" aria-label={R.title()}>
          <ul>
            {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
              <li key={target}>
                <Link
                  to={pageHref(target)}
                  preventScrollReset
                  className={target === page.page ? "pagination__page is-current" : "pagination__page"}
                  aria-current={target === page.page ? "page" : undefined}
                >
                  {target}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** A product's reviews, streamed after the page (deferred), paginated. */
export function ProductReviews({ reviews }: { reviews: Promise<ReviewPage | null> }) {
  const { LL } = useI18n();
  return (
    <section id="reviews" className="reviews section--compact" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section__title">
        {LL.purchase.reviews.title()}
      </h2>
      <Suspense fallback={<Skeleton shape="lines" count={3} />}>
        <Await resolve={reviews}>{(page) => (page ? <ReviewList page={page} /> : <DataFailedNotice />)}</Await>
      </Suspense>
    </section>
  );
}
