import { data, redirect, replace } from "react-router";
import type { TokenSet } from "../../shared/account/user";
import { toSessionUser } from "../../shared/account/user";
import type { AppContext } from "../../shared/load-context";
import { NAME_MAX_LENGTH } from "../../shared/constants";
import { formatNumber } from "../../shared/format";
import { href, safeRedirectPath } from "../../shared/routes";
import { translator } from "../../shared/translator";
import type { Route } from "./+types/auth.$mode";
import { ForgotForm } from "../components/account/forgot-form";
import { LoginForm } from "../components/account/login-form";
import { RegisterForm } from "../components/account/register-form";
import { ResetForm } from "../components/account/reset-form";
import type { AuthFormResult } from "../components/account/auth-form-result";
import { actionFailure } from "../lib/action-failure";
import { notFound, redirectSignedInHome } from "../lib/guards";
import { field, readForm } from "../lib/form-data";
import { loadWithTexts } from "../lib/dictionary";
import { seoMeta } from "../lib/seo";

const MODES = ["login", "register", "forgot", "reset"] as const;
type Mode = (typeof MODES)[number];

function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

export function loader(args: Route.LoaderArgs) {
  redirectSignedInHome(args);
  const mode = args.params.mode ?? "login";
  if (!isMode(mode)) notFound(args.request);
  const url = new URL(args.request.url);
  return {
    mode,
    redirectTo: safeRedirectPath(url.searchParams.get("redirect")),
    resetToken: url.searchParams.get("token") ?? "",
    sessionExpired: url.searchParams.get("session") === "expired",
    accountDeleted: url.searchParams.get("account") === "deleted",
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.auth[args.loaderData?.mode ?? "login"](), noIndex: true }));

/** Signs the user in with a fresh token set: the worker keeps the tokens in HttpOnly cookies. */
async function startSession(context: AppContext, tokens: TokenSet) {
  const info = await context.api.get("/web/user/info", { accessToken: tokens.token });
  context.session.start(tokens, toSessionUser(info));
}

/** What the form comes back with after a refusal: everything typed but the password. */
function typed(form: FormData): Omit<AuthFormResult, "error"> {
  return { email: field(form, "email"), firstName: field(form, "firstName"), lastName: field(form, "lastName") };
}

/** Why a name typed into the sign-up cannot be kept (longer than the account holds), or null. */
async function nameTooLong(context: AppContext, form: FormData): Promise<string | null> {
  for (const name of ["firstName", "lastName"] as const) {
    // Counted as the API counts (UTF-16 units).
    const length = field(form, name).trim().length;
    if (length <= NAME_MAX_LENGTH) continue;
    const LL = translator(context.locale, await context.textOverrides());
    return LL.account.auth.nameTooLong({
      field: LL.account.auth[name](),
      max: formatNumber(NAME_MAX_LENGTH, context.locale),
      length: formatNumber(length, context.locale),
    });
  }
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const mode = params.mode ?? "login";
  const form = await readForm({ request, context });
  const redirectTo = safeRedirectPath(field(form, "redirect"));
  try {
    switch (mode) {
      case "login": {
        const tokens = await context.api.post("/web/auth/login", {
          email: field(form, "email"),
          password: field(form, "password"),
        });
        await startSession(context, tokens);
        return redirect(redirectTo);
      }
      case "register": {
        const tooLong = await nameTooLong(context, form);
        if (tooLong) return data({ ...typed(form), error: tooLong } satisfies AuthFormResult, { status: 400 });
        const tokens = await context.api.post("/web/auth/register", {
          email: field(form, "email"),
          password: field(form, "password"),
          firstName: field(form, "firstName"),
          lastName: field(form, "lastName"),
        });
        await startSession(context, tokens);
        return redirect(redirectTo);
      }
      case "forgot": {
        const answer = await context.api.post("/web/auth/forgot", { email: field(form, "email") });
        return { success: answer.message } satisfies AuthFormResult;
      }
      case "reset": {
        const answer = await context.api.post("/web/auth/reset", {
          token: field(form, "token"),
          password: field(form, "password"),
        });
        return { success: answer.message } satisfies AuthFormResult;
      }
      case "logout": {
        // The API revokes this sign-in, the cookies go, and the sign-in page replaces the
        // current history entry, with the page the user was on as its redirect.
        if (context.session.signedIn) {
          await context.api
            .post("/web/auth/logout", { refreshToken: context.session.currentRefreshToken })
            .catch(() => null);
        }
        context.session.end();
        return replace(href.login(redirectTo));
      }
      default:
        throw data(null, { status: 404 });
    }
  } catch (error) {
    return actionFailure<AuthFormResult>({ request, context }, error, typed(form));
  }
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { mode, redirectTo, resetToken, sessionExpired, accountDeleted } = loaderData;
  switch (mode) {
    case "register":
      return <RegisterForm redirectTo={redirectTo} />;
    case "forgot":
      return <ForgotForm />;
    case "reset":
      return <ResetForm token={resetToken} />;
    default:
      return <LoginForm redirectTo={redirectTo} sessionExpired={sessionExpired} accountDeleted={accountDeleted} />;
  }
}
