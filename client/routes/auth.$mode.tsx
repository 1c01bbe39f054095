import { data, redirect, replace } from "react-router";
import type { TokenSet } from "../../shared/account/user";
import { toSessionUser } from "../../shared/account/user";
import type { AppContext } from "../../shared/load-context";
import { href, safeRedirectPath } from "../../shared/routes";
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
    return actionFailure<AuthFormResult>({ request, context }, error, { email: field(form, "email") });
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
