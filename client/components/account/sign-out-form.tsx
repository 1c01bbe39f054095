import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { prepareSignOut } from "./sign-out";

/**
 * The sign-out button: a form post (works before hydration) that comes back to this page or
 * `redirect`. With an `icon`, its words are wrapped so a phone's header can show the icon alone.
 */
export function SignOutForm({
  buttonClassName,
  redirect,
  icon,
}: {
  buttonClassName: string;
  redirect?: string;
  icon?: ReactNode;
}) {
  const { LL } = useI18n();
  const location = useLocation();
  return (
    <Form method="post" action="/auth/logout" replace onSubmit={prepareSignOut} className="header-form">
      <input type="hidden" name="redirect" value={redirect ?? location.pathname + location.search} />
      <button type="submit" className={buttonClassName}>
        {icon ? (
          <>
            {icon}
            <span className="header-action__text">{LL.nav.signOut()}</span>
          </>
        ) : (
          LL.nav.signOut()
        )}
      </button>
    </Form>
  );
}
