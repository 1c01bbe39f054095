import { Form, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { prepareSignOut } from "./sign-out";

/**
 * The sign-out button: a form post (works before hydration) that comes back to this page or
 * `redirect`. `compact` wraps its words, so a phone's header can show its icon alone (app.css).
 */
export function SignOutForm({
  buttonClassName,
  redirect,
  compact,
}: {
  buttonClassName: string;
  redirect?: string;
  compact?: boolean;
}) {
  const { LL } = useI18n();
  const location = useLocation();
  return (
    <Form method="post" action="/auth/logout" replace onSubmit={prepareSignOut} className="header-form">
      <input type="hidden" name="redirect" value={redirect ?? location.pathname + location.search} />
      <button type="submit" className={buttonClassName}>
        {compact ? <span className="header-action__text">{LL.nav.signOut()}</span> : LL.nav.signOut()}
      </button>
    </Form>
  );
}
