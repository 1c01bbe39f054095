import { languageOrigins, type SiteOrigins } from "../site-origin";

/** One language version of the site: its hreflang value and the origin that serves it. */
export interface AlternateOrigin {
  /** A language code ("en", "zh") or "x-default". */
  hreflang: string;
  origin: string;
}

/**
 * The hreflang alternates of every page: one configured origin per language (SITE_ORIGIN and the
 * hosts of DOMAIN_LOCALES, see shared/site-origin.ts), plus x-default (the default language's
 * origin). Each language is served by its own hostname, so a page's alternates are the same path
 * on the other hosts, and every configured host's canonical URL points at itself.
 *
 * hreflang uses the bare language code: the Chinese text is meant for every Chinese reader, not
 * only those in mainland China ("zh", not "zh-CN").
 */
export function alternateOrigins(settings: SiteOrigins, requestUrl: URL): AlternateOrigin[] {
  const origins = languageOrigins(settings, requestUrl);
  const alternates: AlternateOrigin[] = origins.map(({ locale, origin }) => ({ hreflang: locale, origin }));
  const fallback = origins.find(({ locale }) => locale === settings.defaultLocale);
  if (fallback) alternates.push({ hreflang: "x-default", origin: fallback.origin });
  return alternates;
}

/** `path` (with its query) on every alternate origin. */
export function alternateUrls(
  alternates: readonly AlternateOrigin[],
  path: string,
): Array<{ hreflang: string; href: string }> {
  return alternates.map(({ hreflang, origin }) => ({ hreflang, href: `${origin}${path}` }));
}
