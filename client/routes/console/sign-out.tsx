import { replace } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/sign-out";

/** Signing out of the console: the API ends the staff session, the cookie goes. (POST only.) */
export async function action({ context }: Route.ActionArgs) {
  if (context.staff.token) await context.api.post("/admin/auth/logout", {}).catch(() => null);
  context.staff.end();
  return replace(consoleHref.signIn());
}

export function loader() {
  return replace(consoleHref.dashboard());
}
