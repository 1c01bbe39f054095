import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { decodeSessionUser } from "../../shared/account/session-cookies";
import type { SessionUser } from "../../shared/account/user";
import { COOKIE } from "../../shared/constants";

const listeners = new Set<() => void>();
let snapshot: { raw: string | undefined; user: SessionUser | null } | null = null;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Reads the cookie again; a new object only when it changed (React compares snapshots). */
function reread() {
  const raw = readCookie(COOKIE.userInfo);
  if (!snapshot || raw !== snapshot.raw) snapshot = { raw, user: decodeSessionUser(raw) };
}

/**
 * The user from the last read of the cookie. React asks for it on every render of every component
 * that shows the user; reading document.cookie each time is slow, so it is read once and then
 * only when something may have changed it (sessionChanged, the tab coming back into view).
 */
function currentUser(): SessionUser | null {
  if (!snapshot) reread();
  return snapshot!.user;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the user-info cookie (after sign-in, sign-out, a profile change, another tab). */
export function sessionChanged() {
  reread();
  for (const listener of listeners) listener();
}

if (typeof document !== "undefined") {
  // Another tab may have signed in or out meanwhile.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") sessionChanged();
  });
}

/**
 * The signed-in user's display data, from the user-info cookie. Null during SSR and the first
 * client render (public pages carry no personal data, so they can be cached whole).
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, currentUser, () => null);
}

/** Mounted once: cookies can change with any navigation (a sign-in redirect, say). */
export function useSessionSync() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation may have changed the cookies
  useEffect(() => sessionChanged(), [location.key]);
}
