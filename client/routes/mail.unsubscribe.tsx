import { data, Link } from "react-router";
import { ApiError } from "../../shared/api/envelope";
import { consoleHref } from "../../shared/console/hrefs";
import { href } from "../../shared/routes";
import type { Route } from "./+types/mail.unsubscribe";
import { FormMessage } from "../components/ui/form-message";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { loadWithTexts } from "../lib/dictionary";
import { seoMeta } from "../lib/seo";

/** Reads what the link is about; never changes anything (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  // A link cut short in the mail client: the page says the link is not valid (error null).
  if (!token) return data({ token, state: null, error: null }, { status: 400 });
  try {
    const state = await context.api.get("/web/mail/unsubscribe", { query: { t: token } });
    return { token, state, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const message = error.status === 400 ? null : error.message;
      return data({ token, state: null, error: message }, { status: error.status });
    }
    throw error;
  }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.account.settings.unsubscribe.title(), noIndex: true }));

/**
 * /mail/unsubscribe?t=…, the link in every optional mail: says which mail to which address, and a
 * button that stops it (a plain form POST to the same link, answered by the worker; no sign-in).
 */
export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const U = LL.account.settings.unsubscribe;
  const { token, state, error } = loaderData;
  const settings = state?.kind === "new_sign_in" ? href.accountSettings() : consoleHref.outbox();
  return (
    <>
      <PageHeader title={U.title()} />
      {state ? (
        state.subscribed ? (
          <form method="post" action={href.unsubscribe(token)} className="form">
            <p>{U.confirm[state.kind]({ recipient: state.recipient })}</p>
            <input type="hidden" name="confirm" value="1" />
            <button type="submit" className="button button--primary button--block">
              {U.button()}
            </button>
          </form>
        ) : (
          <FormMessage success={U.done[state.kind]({ recipient: state.recipient })} />
        )
      ) : (
        <FormMessage error={error ?? LL.errors.unsubscribeInvalid()} />
      )}
      <p className="form__switch">
        <Link to={settings}>{U.settings()}</Link>
      </p>
    </>
  );
}
