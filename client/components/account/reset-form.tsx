import { Form, Link, useActionData, useNavigation } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import type { AuthFormResult } from "./auth-form-result";
import { NewPasswordField } from "./password-rules";

export function ResetForm({ token }: { token: string }) {
  const { LL } = useI18n();
  const result = useActionData<AuthFormResult>();
  const busy = useNavigation().state === "submitting";
  if (!token) {
    return (
      <>
        <PageHeader title={LL.pages.auth.reset()} />
        <FormMessage error={LL.account.auth.resetMissingToken()} />
        <Link to={href.auth("forgot")} className="button button--primary button--block">
          {LL.account.auth.sendLink()}
        </Link>
      </>
    );
  }
  if (result?.success) {
    return (
      <>
        <PageHeader title={LL.pages.auth.reset()} />
        <FormMessage success={LL.account.auth.resetDone()} />
        <Link to={href.login()} className="button button--primary button--block">
          {LL.account.auth.signIn()}
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeader title={LL.pages.auth.reset()} lead={LL.account.auth.resetLead()} />
      <Form method="post" className="form">
        <FormMessage error={result?.error} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label={LL.account.auth.newPassword()} name="password" />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? LL.account.auth.saving() : LL.account.auth.savePassword()}
        </button>
      </Form>
      <p className="form__switch">
        <Link to={href.auth("forgot")}>{LL.account.auth.sendLink()}</Link>
      </p>
    </>
  );
}
