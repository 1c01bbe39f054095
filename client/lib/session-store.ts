/**
 * This tab's sessionStorage, or null where the browser refuses it (storage disabled, a sandboxed
 * frame): what is kept there is a convenience, never needed for the page to work.
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
