import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import type { Route } from "./+types/enrol";
import { PasswordInput } from "../../components/account/password-input";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { QrCode } from "../../components/ui/qr-code";
import { TextField } from "../../components/ui/text-field";
import { field, readForm } from "../../lib/form-data";
import { loadWithTexts } from "../../lib/dictionary";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { consoleStylesheetLinks } from "../../lib/console-stylesheet";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const enrolment = await context.api.get("/admin/auth/enrolment", { query: { token } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) return null;
    throw error;
  });
  return { token, enrolment };
}

/** The console's texts come with its first page: a storefront visit never downloads them. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const links: Route.LinksFunction = consoleStylesheetLinks;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.enrol.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  try {
    const done = await args.context.api.post("/admin/auth/enrol", {
      token: field(form, "token"),
      password: field(form, "password"),
      code: field(form, "code"),
    });
    return { recoveryCodes: done.recoveryCodes, error: null };
  } catch (error) {
    if (error instanceof ApiError) return data({ recoveryCodes: null, error: error.message }, { status: error.status });
    throw error;
  }
}

/** A new member's one-time set-up: scan the secret, choose a password, prove the app works. */
export default function ConsoleEnrolPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const E = LL.console.enrol;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { enrolment, token } = loaderData;
  if (result?.recoveryCodes) {
    return (
      <>
        <PageHeader title={E.title()} />
        <FormMessage success={E.done()} />
        <h2 className="console-subtitle">{E.recoveryCodes()}</h2>
        <ol className="console-codes" data-testid="recovery-codes">
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Link to={consoleHref.signIn()} className="button button--primary button--block">
          {E.signIn()}
        </Link>
      </>
    );
  }
  if (!enrolment) {
    return (
      <>
        <PageHeader title={E.title()} />
        <FormMessage error={LL.console.api.enrolmentInvalid()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={E.title()} lead={E.lead({ name: enrolment.name })} />
      <p>{E.scan()}</p>
      <QrCode svg={enrolment.qrSvg} label={E.qrLabel()} className="console-enrol__qr" />
      <p className="console-enrol__key">
        {E.key()}: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <Form method="post" className="form" replace>
        <FormMessage error={result?.error} />
        <input type="hidden" name="token" value={token} />
        <PasswordInput label={E.password()} name="password" autoComplete="new-password" required maxLength={128} />
        <TextField
          label={E.code()}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          pattern="[0-9]{6}"
          maxLength={6}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {E.submit()}
        </button>
      </Form>
    </>
  );
}
