import { useI18n } from "../../lib/i18n";

/**
 * Grey placeholders in the shape of a part that is still loading (a grid of cards, lines of
 * text), announced to screen readers as busy, with "Loading…" or the given label.
 */
export function Skeleton({ shape, count, label }: { shape: "cards" | "lines"; count: number; label?: string }) {
  const { LL } = useI18n();
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{label ?? LL.common.loading()}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
