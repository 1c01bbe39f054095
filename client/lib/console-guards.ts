import { data, replace } from "react-router";
import type { StaffMe } from "../../shared/console/types";
import { consoleHref } from "../../shared/console/hrefs";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AppContext } from "../../shared/load-context";

interface GuardArgs {
  request: Request;
  context: AppContext;
}

/**
 * The console's pages: a visitor is sent to the staff sign-in (coming back afterwards), a customer
 * gets 403; an ended staff sign-in is cleared and sent to sign in again.
 */
export async function requireStaffPage(args: GuardArgs): Promise<StaffMe> {
  const { context, request } = args;
  if (!context.staff.token) {
    if (context.session.signedIn) throw data(null, { status: 403 });
    const url = new URL(request.url);
    throw replace(consoleHref.signIn(url.pathname + url.search));
  }
  return context.api.get("/admin/me").catch((error) => handleStaffError(args, error));
}

/**
 * An /admin call failed: an ended sign-in goes to sign in again; a refusal is the 403 page, which
 * says in the API's words what the member's role cannot do (the console's layout shows it).
 */
export function handleStaffError({ request, context }: GuardArgs, error: unknown): never {
  if (error instanceof ApiError && (error.code === API_CODE.sessionInvalid || error.code === API_CODE.unauthorized)) {
    context.staff.end();
    const url = new URL(request.url);
    throw replace(consoleHref.signIn(url.pathname + url.search, { expired: true }));
  }
  if (error instanceof ApiError && error.code === API_CODE.forbidden) {
    throw data({ refusal: error.message }, { status: 403 });
  }
  throw error;
}

/** What a console form's action answers: the outcome, or the API's message with its status. */
export type ActionResult<T = unknown> =
  | { ok: true; data: T; intent: string }
  | { ok: false; error: string; intent: string };

/** Runs a console form's API call; the API's refusals become the form's message (never a crash). */
export async function runStaffAction<T>(
  args: GuardArgs,
  intent: string,
  call: () => Promise<T>,
): Promise<ActionResult<T> | ReturnType<typeof data<ActionResult<T>>>> {
  try {
    return { ok: true, data: await call(), intent };
  } catch (error) {
    if (error instanceof ApiError && error.code !== API_CODE.sessionInvalid && error.code !== API_CODE.unauthorized) {
      return data({ ok: false, error: error.message, intent } satisfies ActionResult<T>, { status: error.status });
    }
    return handleStaffError(args, error);
  }
}
