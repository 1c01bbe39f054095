import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { REVIEW_MAX_LENGTH } from "../../../shared/reviews/reviews";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";

/** What saving or deleting a review gets back from the page's action. */
export interface ReviewResult {
  ok?: "saved" | "deleted";
  error?: string;
  orderLineId?: number;
}

/** Rating 1–5 and plain text, for one bought order line (new or edit). */
export function ReviewForm({
  orderLineId,
  rating,
  body,
  onDone,
}: {
  orderLineId: number;
  rating?: number;
  body?: string;
  onDone?: () => void;
}) {
  const { LL } = useI18n();
  const R = LL.purchase.reviews;
  const fetcher = useFetcher<ReviewResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<ReviewResult | undefined>(undefined);
  useEffect(() => {
    if (result?.ok !== "saved" || handled.current === result) return;
    handled.current = result;
    onDone?.();
  }, [result, onDone]);
  return (
    <fetcher.Form method="post" action="/account/reviews" className="form review-form">
      <FormMessage error={result?.error} success={result?.ok === "saved" ? R.saved() : null} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="orderLineId" value={orderLineId} />
      <fieldset className="rating-input">
        <legend className="field__label">{R.rating()}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="rating-input__option">
            <input type="radio" name="rating" value={value} defaultChecked={value === (rating ?? 5)} required />
            <span>{R.stars({ count: value })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`review-body-${orderLineId}`} className="field__label">
          {R.text()}
        </label>
        <textarea
          id={`review-body-${orderLineId}`}
          name="body"
          className="field__input field__textarea"
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          defaultValue={body}
          aria-describedby={`review-hint-${orderLineId}`}
        />
        <p id={`review-hint-${orderLineId}`} className="field__hint">
          {R.textHint()}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {R.save()}
      </button>
    </fetcher.Form>
  );
}
