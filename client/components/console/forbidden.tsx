import { Link } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";

/** The console refused: a customer's account, or a role without this section. */
export function ConsoleForbidden() {
  const { LL } = useI18n();
  const F = LL.console.forbidden;
  return (
    <main className="error-page" id="main" data-testid="console-forbidden">
      <h1 className="error-page__title">{F.title()}</h1>
      <p>{F.body()}</p>
      <Link to={href.home()} className="button button--primary" reloadDocument>
        {F.back()}
      </Link>
    </main>
  );
}
