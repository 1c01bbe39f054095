import type { MiddlewareHandler } from "hono";
import { getConfig, type Env } from "../env";

const STATIC_HEADERS: ReadonlyArray<[string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
];

/** 122 random bits as 32 hex digits (hex digits are base64 characters, as CSP nonces need). */
function randomNonce(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** Origins the chat widget loads from (its script, frames and calls). */
function chatOrigins(scriptUrl: string): string {
  if (!scriptUrl) return "";
  const { origin } = new URL(scriptUrl);
  return ` ${origin}`;
}

/** Content-Security-Policy of HTML pages: scripts only with this response's nonce. */
export function contentSecurityPolicy(nonce: string, chatScriptUrl: string, imageBase: string): string {
  const chat = chatOrigins(chatScriptUrl);
  const images = imageBase ? ` ${new URL(imageBase).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images}${chat}`,
    `media-src 'self'${images}`,
    `connect-src 'self'${chat}`,
    `frame-src 'self'${chat}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Sets the security headers of every response, and a fresh CSP nonce per request that SSR puts on
 * its scripts (`c.var.nonce`). ('unsafe-inline' and https: are ignored by browsers that
 * understand nonces and 'strict-dynamic'; they only keep very old browsers working.)
 */
export function securityHeaders(): MiddlewareHandler<{ Bindings: Env; Variables: { nonce: string } }> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = randomNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of STATIC_HEADERS) headers.set(name, value);
    if (new URL(c.req.url).protocol === "https:") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if ((headers.get("content-type") ?? "").startsWith("text/html")) {
      const config = getConfig(c.env);
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, config.CHAT_SCRIPT_URL, config.IMAGE_BASE));
    }
  };
}
