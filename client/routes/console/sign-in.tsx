import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { safeConsolePath } from "../../../shared/console/hrefs";
import { ApiError } from "../../../shared/api/envelope";
import type { Route } from "./+types/sign-in";
import { PasswordInput } from "../../components/account/password-input";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { TextField } from "../../components/ui/text-field";
import { field, readForm } from "../../lib/form-data";
import { loadWithTexts } from "../../lib/dictionary";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { seoMeta } from "../../lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    redirectTo: safeConsolePath(url.searchParams.get("redirect")),
    expired: url.searchParams.get("session") === "expired",
  };
}

/** The console's texts come with its first page: a storefront visit never downloads them. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.signIn.title(), noIndex: true }));

/** Staff sign-in: email, password and the second factor; the session token goes into its HttpOnly cookie. */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  const form = await readForm(args);
  try {
    const signedIn = await context.api.post("/admin/auth/login", {
      email: field(form, "email"),
      password: field(form, "password"),
      code: field(form, "code"),
    });
    context.staff.start(signedIn.token);
    return redirect(safeConsolePath(field(form, "redirect")));
  } catch (error) {
    if (error instanceof ApiError) {
      return data({ error: error.message, email: field(form, "email") }, { status: error.status });
    }
    throw error;
  }
}

export default function ConsoleSignInPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const root = useRootData();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const S = LL.console.signIn;
  return (
    <>
      <PageHeader title={S.title()} lead={S.lead({ siteName: root?.config.siteName ?? "" })} />
      <Form method="post" className="form" replace>
        <FormMessage error={result?.error ?? (loaderData.expired ? S.expired() : null)} />
        <input type="hidden" name="redirect" value={loaderData.redirectTo} />
        <TextField
          label={S.email()}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={result?.email}
        />
        <PasswordInput label={S.password()} name="password" autoComplete="current-password" required maxLength={256} />
        <TextField
          label={S.code()}
          hint={S.codeHint()}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          minLength={6}
          maxLength={32}
          pattern="[0-9A-Za-z \-]{6,32}"
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? S.submitting() : S.submit()}
        </button>
      </Form>
    </>
  );
}
