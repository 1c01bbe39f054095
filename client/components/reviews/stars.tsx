import { useI18n } from "../../lib/i18n";

/** A 1–5 rating as stars, read out as "4 stars". */
export function Stars({ rating }: { rating: number }) {
  const { LL } = useI18n();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={LL.purchase.reviews.stars({ count: full })}>
      <span aria-hidden="true">{"★".repeat(full)}</span>
      <span aria-hidden="true" className="stars__empty">
        {"★".repeat(5 - full)}
      </span>
    </span>
  );
}
