import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIE } from "../../shared/constants";
import { resolveLocale, type Locale } from "../../shared/locale";
import { getConfig, type Env } from "../env";

/**
 * Picks the page language once per request: the visitor's cookie, else the hostname's
 * language from DOMAIN_LOCALES, else DEFAULT_LOCALE, else English.
 */
export function pageLocale(): MiddlewareHandler<{ Bindings: Env; Variables: { locale: Locale } }> {
  return async function pageLocaleMiddleware(c, next) {
    const config = getConfig(c.env);
    const hostname = new URL(c.req.url).hostname;
    c.set(
      "locale",
      resolveLocale(getCookie(c, COOKIE.language), hostname, {
        domainLocales: config.DOMAIN_LOCALES,
        defaultLocale: config.DEFAULT_LOCALE,
        supported: config.LOCALES,
      }),
    );
    await next();
  };
}
