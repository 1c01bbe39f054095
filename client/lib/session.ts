import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { decodeSessionUser } from "../../shared/account/session-cookies";
import type { SessionUser } from "../../shared/account/user";
import { COOKIE } from "../../shared/constants";

const listeners = new Set<() => void>();
let snapshot: { raw: string | undefined; user: SessionUser | null } = { raw: undefined, user: null };

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function currentUser(): SessionUser | null {
  const raw = readCookie(COOKIE.userInfo);
  if (raw !== snapshot.raw) snapshot = { raw, user: decodeSessionUser(raw) };
  return snapshot.user;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the user-info cookie (after sign-in, sign-out, a profile change). */
export function sessionChanged() {
  for (const listener of listeners) listener();
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
  useEffect(() => sessionChanged(), [location.key]);
}
