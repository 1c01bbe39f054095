import type { Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { maybeOtherLanguage } from "../ui/language-fallback";

/**
 * The label of a totals row ("Shipping", "Discount") with what it is for (the shipping method, the
 * coupon) on a line of its own below it, isolated in its own language and direction: a Latin name
 * in brackets inside Arabic text broke into pieces whose brackets pointed the wrong way.
 */
export function TotalsLabel({
  label,
  name,
  lang,
  className,
}: {
  label: string;
  name?: string | null;
  lang?: Locale | null;
  className?: string;
}) {
  const { locale } = useI18n();
  return (
    <dt className={className}>
      {label}
      {name ? (
        // The line takes the page's direction (so it lines up with the label); the name inside it, its own.
        <span className="totals__name">
          <bdi {...maybeOtherLanguage(lang ?? null, locale)}>{name}</bdi>
        </span>
      ) : null}
    </dt>
  );
}
