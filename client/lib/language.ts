import { COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "../../shared/constants";
import type { Locale } from "../../shared/locale";

/** Reloads the root page, replacing the current history entry (a plain navigation if that fails). */
function reloadRoot() {
  try {
    window.location.replace("/");
  } catch {
    window.location.href = "/";
  }
}

/** Stores the choice in the language cookie, then reloads the root page. */
export function switchLanguage(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers
  document.cookie = `${COOKIE.language}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  reloadRoot();
}

/** Forget the choice: the hostname's language (DOMAIN_LOCALES, else the default) applies again. */
export function resetLanguage() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers
  document.cookie = `${COOKIE.language}=; Path=/; Max-Age=0; SameSite=Lax`;
  reloadRoot();
}
