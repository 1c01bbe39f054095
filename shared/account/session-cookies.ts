import { COOKIE, SESSION_COOKIE_MAX_AGE_S, USER_INFO_COOKIE_MAX_AGE_S } from "../constants";
import type { SessionUser, TokenSet } from "./user";

interface CookieOptions {
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax";
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", `Max-Age=${options.maxAge}`, `SameSite=${options.sameSite}`];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

export function encodeSessionUser(user: SessionUser): string {
  return toBase64Url(JSON.stringify(user));
}

/** The user-info cookie's display data, or null when absent or unreadable. */
export function decodeSessionUser(value: string | undefined | null): SessionUser | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(fromBase64Url(value)) as SessionUser;
    return typeof parsed === "object" && parsed && typeof parsed.id === "number" ? parsed : null;
  } catch {
    return null;
  }
}

/** The token set in HttpOnly cookies with the legacy names, 7200 s. */
export function tokenCookies(tokens: TokenSet, options: { secure: boolean; nowSeconds: number }): string[] {
  const token = { maxAge: SESSION_COOKIE_MAX_AGE_S, httpOnly: true, secure: options.secure, sameSite: "Lax" as const };
  return [
    serializeCookie(COOKIE.accessToken, tokens.token, token),
    serializeCookie(COOKIE.refreshToken, tokens.refreshToken, token),
    serializeCookie(COOKIE.tokenExpires, String(options.nowSeconds + tokens.expiresIn), token),
    serializeCookie(COOKIE.tokenLifetime, String(tokens.expiresIn), token),
  ];
}

/** The user's display data: 30 days, SameSite=Strict, readable by the page (never a secret). */
export function userInfoCookie(user: SessionUser, secure: boolean): string {
  return serializeCookie(COOKIE.userInfo, encodeSessionUser(user), {
    maxAge: USER_INFO_COOKIE_MAX_AGE_S,
    httpOnly: false,
    secure,
    sameSite: "Strict",
  });
}

/**
 * The Set-Cookie values of a signed-in session. `Secure` is set whenever the site is served over
 * HTTPS (always, in production).
 */
export function sessionCookies(
  tokens: TokenSet,
  user: SessionUser,
  options: { secure: boolean; nowSeconds: number },
): string[] {
  return [...tokenCookies(tokens, options), userInfoCookie(user, options.secure)];
}

/** Set-Cookie values that delete every session cookie. */
export function clearedSessionCookies(secure: boolean): string[] {
  const names = [COOKIE.accessToken, COOKIE.refreshToken, COOKIE.tokenExpires, COOKIE.tokenLifetime];
  return [
    ...names.map((name) => serializeCookie(name, "", { maxAge: 0, httpOnly: true, secure, sameSite: "Lax" })),
    serializeCookie(COOKIE.userInfo, "", { maxAge: 0, httpOnly: false, secure, sameSite: "Strict" }),
  ];
}
