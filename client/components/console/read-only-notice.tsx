import { useI18n } from "../../lib/i18n";
import { useStaff } from "../../lib/staff";

type ReadOnlyPage = "order" | "product" | "products" | "structure" | "catalogueCsv" | "customer" | "refunds";

/**
 * Said at the top of a page the member's role may read and not change, instead of greyed fields
 * that do not say why: "Read only: your role (Support) can see products but not change them."
 */
export function ReadOnlyNotice({ page }: { page: ReadOnlyPage }) {
  const { LL } = useI18n();
  const me = useStaff();
  const R = LL.console.readOnly;
  return (
    <p className="console-read-only" data-testid="read-only">
      <strong>{R.label()}</strong> {R[page]({ role: LL.console.roles[me.role]() })}
    </p>
  );
}
