import type { QuoteStatus } from "../../../shared/commerce/quotes";
import { useI18n } from "../../lib/i18n";

/** A quote's status as a badge, coloured by what the buyer has to do. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { LL } = useI18n();
  return (
    <span className={`status status--quote-${status}`} data-testid="quote-status" data-status={status}>
      {LL.commerce.quotes.statuses[status]()}
    </span>
  );
}
