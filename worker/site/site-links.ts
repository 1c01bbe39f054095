import type { Locale } from "../../shared/locale";
import { localeOrigin, requestOrigin, type SiteOrigins } from "../../shared/site-origin";
import type { Config } from "../env";

/** The configured origins of this deployment (SITE_ORIGIN and DOMAIN_LOCALES). */
export function siteOrigins(config: Config): SiteOrigins {
  return {
    siteOrigin: config.SITE_ORIGIN,
    domainLocales: config.DOMAIN_LOCALES,
    defaultLocale: config.DEFAULT_LOCALE,
    supported: config.LOCALES,
  };
}

/** The origin for absolute links in an answer to this request (its host only when configured). */
export function linkOrigin(config: Config, requestUrl: string | URL): string {
  return requestOrigin(siteOrigins(config), new URL(requestUrl));
}

/** The origin for links mailed to a reader of `locale`. */
export function mailOrigin(config: Config, locale: Locale): string {
  return localeOrigin(siteOrigins(config), locale);
}
