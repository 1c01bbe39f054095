import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

/** "Page Not Found: {path}", without a layout. */
export function NotFoundPage({ path }: { path?: string }) {
  const { LL } = useI18n();
  const location = useLocation();
  return (
    <main className="error-page" id="main">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="error-page__title">
        {withIsolated(LL.errors.notFoundMessage({ path: ELEMENT_SLOT }), path ?? location.pathname)}
      </h1>
      <p className="error-page__text">{LL.errors.notFoundHint()}</p>
      <Link className="button button--primary" to="/">
        {LL.common.backHome()}
      </Link>
    </main>
  );
}
