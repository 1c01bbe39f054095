/**
 * Which sign-in an API call carries, for the browser's calls and the loaders' alike: a console call
 * (`/admin/…`) carries the staff sign-in; any other call, or a console call without one, the
 * customer's (the API then refuses a customer on the console: 403).
 */
export async function credentialFor(
  apiPath: string,
  sources: {
    staffToken?: () => string | null | undefined;
    accessToken?: () => Promise<string | null> | string | null | undefined;
  },
): Promise<string | null> {
  const staff = apiPath.startsWith("/admin/") ? sources.staffToken?.() : null;
  return staff ?? (await sources.accessToken?.()) ?? null;
}

/** Sets `Authorization: Bearer <token>` when there is a token. */
export function authorize(headers: Headers, token: string | null): void {
  if (token) headers.set("authorization", `Bearer ${token}`);
}
