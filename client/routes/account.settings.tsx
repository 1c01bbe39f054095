import { data, redirect } from "react-router";
import { toSessionUser } from "../../shared/account/user";
import { isLocale, type Locale } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/account.settings";
import { AccountSettings } from "../components/account/account-settings";
import type { SettingsIntent, SettingsResult } from "../components/account/settings-form";
import { actionFailure } from "../lib/action-failure";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { addressFromForm, field, readForm } from "../lib/form-data";
import { seoMeta } from "../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const [user, addresses] = await Promise.all([
    args.context.api.get("/web/user/info"),
    args.context.api.get("/web/address/list"),
  ]).catch((error) => handleSessionError(args, error));
  return { user, addresses };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.account.settings(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const { context } = args;
  const form = await readForm(args);
  const intent = field(form, "intent") as SettingsIntent;
  try {
    switch (intent) {
      case "profile": {
        const user = await context.api.post("/web/user/update", {
          userName: field(form, "userName"),
          firstName: field(form, "firstName"),
          lastName: field(form, "lastName"),
          language: isLocale(field(form, "language")) ? (field(form, "language") as Locale) : undefined,
          newSignInMail: field(form, "newSignInMail") === "on",
        });
        context.session.updateUser(toSessionUser(user));
        return { intent, ok: true } satisfies SettingsResult;
      }
      case "password": {
        const user = await context.api.post("/web/user/password", {
          oldPassword: field(form, "oldPassword"),
          newPassword: field(form, "newPassword"),
        });
        context.session.updateUser(toSessionUser(user));
        return { intent, ok: true } satisfies SettingsResult;
      }
      case "address-save": {
        await context.api.post("/web/address/save", addressFromForm(form));
        return { intent, ok: true } satisfies SettingsResult;
      }
      case "address-delete": {
        await context.api.post("/web/address/delete", { id: Number(field(form, "id")) });
        return { intent, ok: true } satisfies SettingsResult;
      }
      case "logout-others": {
        await context.api.post("/web/auth/logout-others");
        return { intent, ok: true } satisfies SettingsResult;
      }
      case "delete-account": {
        // The API ends every sign-in of the account; this browser's cookies go with it.
        await context.api.post("/web/user/delete", { password: field(form, "password") });
        context.session.end();
        return redirect(href.login(undefined, { accountDeleted: true }));
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    return actionFailure<SettingsResult>(args, error, { intent });
  }
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return <AccountSettings user={loaderData.user} addresses={loaderData.addresses} />;
}
