import { resetPasswordCheck } from "../../lib/password-check";

/**
 * Sign-out, the browser's part before the form posts: the password-strength state is
 * reset. The worker then ends the session (API + cookies) and answers with the sign-in page,
 * replacing history; the chat widget reconfigures itself when the user disappears.
 */
export function prepareSignOut() {
  resetPasswordCheck();
}
