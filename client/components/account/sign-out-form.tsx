import { Form, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { prepareSignOut } from "./sign-out";

/** The sign-out button: a form post (works before hydration) that comes back to this page or `redirect`. */
export function SignOutForm({ buttonClassName, redirect }: { buttonClassName: string; redirect?: string }) {
  const { LL } = useI18n();
  const location = useLocation();
  return (
    <Form method="post" action="/auth/logout" replace onSubmit={prepareSignOut} className="header-form">
      <input type="hidden" name="redirect" value={redirect ?? location.pathname + location.search} />
      <button type="submit" className={buttonClassName}>
        {LL.nav.signOut()}
      </button>
    </Form>
  );
}
