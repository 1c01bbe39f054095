import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { MyReview, PendingReview } from "../../../shared/reviews/reviews";
import { formatDate } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { ReviewForm, type ReviewResult } from "./review-form";
import { Stars } from "./stars";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

function Review({ review }: { review: MyReview }) {
  const { LL, locale } = useI18n();
  const R = LL.purchase.reviews;
  const [editing, setEditing] = useState(false);
  const remove = useFetcher<ReviewResult>();
  return (
    <li className="card review" data-review-id={review.id}>
      <p className="review__head">
        <Link to={href.product(review.productId)}>{review.productName}</Link> <Stars rating={review.rating} />
        {review.hidden ? <span className="badge badge--muted">{R.hidden()}</span> : null}
      </p>
      {review.hidden && review.hiddenReason ? (
        <p className="muted" data-testid="hidden-reason">
          {R.hiddenReason({ reason: review.hiddenReason })}
        </p>
      ) : null}
      {editing ? (
        <ReviewForm
          orderLineId={review.orderLineId}
          rating={review.rating}
          body={review.body}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {review.body ? <p className="review__body">{review.body}</p> : null}
          <p className="muted">
            {withIsolated(R.orderedIn({ orderNo: ELEMENT_SLOT }), review.orderNo)} ·{" "}
            {formatDate(review.updatedAt, locale)}
          </p>
          {review.hidden ? null : (
            <div className="review__actions">
              <button type="button" className="button button--small" onClick={() => setEditing(true)}>
                {R.edit()}
              </button>
              <remove.Form
                method="post"
                action="/account/reviews"
                onSubmit={async (event) => {
                  const form = event.currentTarget;
                  event.preventDefault();
                  if (
                    await confirmDialog({
                      title: R.delete(),
                      message: R.deleteConfirm(),
                      confirmText: R.delete(),
                      cancelText: R.cancel(),
                      type: "warning",
                    })
                  ) {
                    void remove.submit(form);
                  }
                }}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={review.id} />
                <button type="submit" className="button button--small" disabled={remove.state !== "idle"}>
                  {R.delete()}
                </button>
              </remove.Form>
            </div>
          )}
          <FormMessage error={remove.state === "idle" ? remove.data?.error : null} />
        </>
      )}
    </li>
  );
}

/** /account/reviews: bought items waiting for a review, and the user's reviews (edit, delete). */
export function MyReviews({
  reviews,
  pending,
  focusLine,
}: {
  reviews: MyReview[];
  pending: PendingReview[];
  focusLine: number | null;
}) {
  const { LL } = useI18n();
  const R = LL.purchase.reviews;
  const [open, setOpen] = useState<number | null>(focusLine);
  return (
    <>
      <PageHeader title={LL.pages.account.reviews()} />
      {pending.length ? (
        <section aria-labelledby="reviews-pending">
          <h2 id="reviews-pending" className="section__title">
            {R.toReview()}
          </h2>
          <ul className="review-list">
            {pending.map((line) => (
              <li key={line.orderLineId} className="card review" data-order-line-id={line.orderLineId}>
                <p className="review__head">
                  <Link to={href.product(line.productId)}>{line.productName}</Link>{" "}
                  <span className="muted">{withIsolated(R.orderedIn({ orderNo: ELEMENT_SLOT }), line.orderNo)}</span>
                </p>
                {open === line.orderLineId ? (
                  <ReviewForm orderLineId={line.orderLineId} onDone={() => setOpen(null)} />
                ) : (
                  <button type="button" className="button button--small" onClick={() => setOpen(line.orderLineId)}>
                    {R.write()}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="reviews-mine">
        <h2 id="reviews-mine" className="section__title">
          {R.mine()}
        </h2>
        {reviews.length ? (
          <ul className="review-list">
            {reviews.map((review) => (
              <Review key={review.id} review={review} />
            ))}
          </ul>
        ) : (
          <p className="empty-state">{R.none()}</p>
        )}
      </section>
    </>
  );
}
