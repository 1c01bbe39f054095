import { Link } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { StaffMe } from "../../../shared/console/types";
import { useI18n } from "../../lib/i18n";
import { PageHeader } from "../ui/page-header";

/**
 * A section the member's role may not open, inside the console: what their role cannot do (the
 * API's words, in the member's language), and where to go instead.
 */
export function ConsoleRefused({ me, message }: { me: StaffMe; message: string | null }) {
  const { LL } = useI18n();
  const R = LL.console.refused;
  return (
    <section data-testid="console-refused">
      <PageHeader title={R.title()} />
      <p role="alert" className="console-refused">
        {message ?? R.page({ role: LL.console.roles[me.role]() })}
      </p>
      <p>{R.menu()}</p>
      <p>
        <Link to={consoleHref.dashboard()} className="button button--primary">
          {R.dashboard()}
        </Link>
      </p>
    </section>
  );
}
