import { data } from "react-router";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AppContext } from "../../shared/load-context";
import { handleSessionError } from "./guards";

/**
 * What an action answers when its API call failed: the API's message for the form to show (with
 * `fields`, e.g. which intent or line it was about) and the call's HTTP status. `reload` answers 200
 * instead, so React Router loads the page's data again (it skips that after a 4xx/5xx action). A lost
 * session signs the user out and sends them to sign in; any other error goes to the error page.
 */
export function actionFailure<Result extends { error?: string | null }>(
  args: { request: Request; context: AppContext },
  error: unknown,
  fields: Omit<Result, "error">,
  options: { reload?: boolean } = {},
) {
  if (error instanceof ApiError && error.code !== API_CODE.sessionInvalid) {
    const result = { ...fields, error: error.message } as Result;
    return data(result, { status: options.reload ? 200 : error.status });
  }
  return handleSessionError(args, error);
}
