import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { NAME_MAX_LENGTH } from "../../../shared/constants";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { ELEMENT_SLOT, withElement } from "../../lib/rich-text";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { TextField } from "../ui/text-field";
import type { AuthFormResult } from "./auth-form-result";
import { NewPasswordField } from "./password-rules";

/**
 * Sign-up. After a refusal (a weak password, a taken address, a name too long) the page comes back
 * with everything typed but the password, also when the form was sent before the page's script
 * ran (a whole-page post, answered with the fields filled in).
 */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { LL } = useI18n();
  const result = useActionData<AuthFormResult>();
  const busy = useNavigation().state === "submitting";
  // Each refusal empties the password (a new field), as a whole-page post's answer does.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (result?.error) setAttempt((count) => count + 1);
  }, [result]);
  return (
    <>
      <PageHeader title={LL.pages.auth.register()} lead={LL.account.auth.registerLead()} />
      <Form method="post" className="form" replace>
        <FormMessage error={result?.error} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <div className="form__row">
          <TextField
            label={LL.account.auth.firstName()}
            name="firstName"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={result?.firstName}
          />
          <TextField
            label={LL.account.auth.lastName()}
            name="lastName"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={result?.lastName}
          />
        </div>
        <TextField
          label={LL.account.auth.email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.email}
        />
        <NewPasswordField key={attempt} label={LL.account.auth.password()} name="password" />
        <p className="form__aside">
          {withElement(
            LL.account.auth.agree({ link: ELEMENT_SLOT }),
            <Link to={href.userAgreement()}>{LL.pages.userAgreement.title()}</Link>,
          )}
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? LL.account.auth.creating() : LL.account.auth.createAccount()}
        </button>
      </Form>
      <p className="form__switch">
        {LL.account.auth.haveAccount()} <Link to={href.login(redirectTo)}>{LL.account.auth.loginLink()}</Link>
      </p>
    </>
  );
}
