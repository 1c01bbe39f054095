/** What the sign-in, sign-up, forgot and reset forms get back from their action. */
export interface AuthFormResult {
  error?: string;
  success?: string;
  /** What was typed (never the password), kept in the form after a refusal. */
  email?: string;
  firstName?: string;
  lastName?: string;
}
