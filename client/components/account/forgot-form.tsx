import { Form, Link, useActionData, useNavigation } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { DirectionIcon } from "../ui/direction-icon";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { TextField } from "../ui/text-field";
import type { AuthFormResult } from "./auth-form-result";

export function ForgotForm() {
  const { LL } = useI18n();
  const result = useActionData<AuthFormResult>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={LL.pages.auth.forgot()} lead={LL.account.auth.forgotLead()} />
      <Form method="post" className="form">
        <FormMessage error={result?.error} success={result?.success} />
        <TextField
          label={LL.account.auth.email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.email}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? LL.account.auth.sending() : LL.account.auth.sendLink()}
        </button>
      </Form>
      <p className="form__switch">
        <Link to={href.login()} className="back-link">
          <DirectionIcon pointing="back" />
          {LL.account.auth.backToSignIn()}
        </Link>
      </p>
    </>
  );
}
