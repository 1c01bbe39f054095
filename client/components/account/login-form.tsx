import { Form, Link, useActionData, useNavigation } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { TextField } from "../ui/text-field";
import type { AuthFormResult } from "./auth-form-result";
import { PasswordInput } from "./password-input";

export function LoginForm({
  redirectTo,
  sessionExpired,
  accountDeleted,
}: {
  redirectTo: string;
  sessionExpired?: boolean;
  /** Arrived here right after deleting the account: say it is done. */
  accountDeleted?: boolean;
}) {
  const { LL } = useI18n();
  const root = useRootData();
  const result = useActionData<AuthFormResult>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={LL.pages.auth.login()} lead={LL.account.auth.loginLead()} />
      <Form method="post" className="form" replace>
        <FormMessage
          error={result?.error ?? (sessionExpired ? LL.errors.sessionExpired() : null)}
          success={accountDeleted ? LL.account.settings.privacy.deleted() : null}
        />
        <input type="hidden" name="redirect" value={redirectTo} />
        <TextField
          label={LL.account.auth.email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.email}
        />
        <PasswordInput
          label={LL.account.auth.password()}
          name="password"
          autoComplete="current-password"
          required
          maxLength={256}
        />
        <p className="form__aside">
          <Link to={href.auth("forgot")}>{LL.account.auth.forgotLink()}</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? LL.account.auth.signingIn() : LL.account.auth.signIn()}
        </button>
      </Form>
      <p className="form__switch">
        {LL.account.auth.noAccount({ siteName: root?.config.siteName ?? "" })}{" "}
        <Link
          to={
            redirectTo !== "/"
              ? `${href.auth("register")}?redirect=${encodeURIComponent(redirectTo)}`
              : href.auth("register")
          }
        >
          {LL.account.auth.registerLink()}
        </Link>
      </p>
    </>
  );
}
