import type { Locale } from "../locale";

/** One language version of the site: its hreflang value and the origin that serves it. */
export interface AlternateOrigin {
  /** A language code ("en", "zh") or "x-default". */
  hreflang: string;
  origin: string;
}

export interface AlternateSettings {
  /** Hostname → language (DOMAIN_LOCALES), in configuration order. */
  domainLocales: Readonly<Record<string, Locale>>;
  defaultLocale: Locale;
  supported: readonly Locale[];
}

/** The host's origin with the request's scheme, and its port unless the host names its own. */
function originOf(host: string, requestUrl: URL): string {
  const port = /:\d+$/.test(host) || !requestUrl.port ? "" : `:${requestUrl.port}`;
  return `${requestUrl.protocol}//${host}${port}`;
}

/**
 * The hreflang alternates of every page: one origin per language of DOMAIN_LOCALES, plus
 * x-default (the default language's host). Each language is served by its own hostname, so a
 * page's alternates are the same path on the other hosts, and every host's canonical URL points
 * at itself. When several hosts serve one language, the host of this request wins (so the
 * canonical URL is among the alternates), else the first one configured.
 *
 * hreflang uses the bare language code: the Chinese text is meant for every Chinese reader, not
 * only those in mainland China ("zh", not "zh-CN").
 */
export function alternateOrigins(settings: AlternateSettings, requestUrl: URL): AlternateOrigin[] {
  const requestHost = requestUrl.host.toLowerCase();
  const requestHostname = requestUrl.hostname.toLowerCase();
  const byLocale = new Map<Locale, string>();
  for (const [host, locale] of Object.entries(settings.domainLocales)) {
    if (!settings.supported.includes(locale)) continue;
    const name = host.toLowerCase();
    const isRequestHost = name === requestHost || name === requestHostname;
    if (!byLocale.has(locale) || isRequestHost)
      byLocale.set(locale, isRequestHost ? requestUrl.origin : originOf(name, requestUrl));
  }
  const alternates: AlternateOrigin[] = [...byLocale].map(([locale, origin]) => ({ hreflang: locale, origin }));
  const fallback = byLocale.get(settings.defaultLocale);
  if (fallback) alternates.push({ hreflang: "x-default", origin: fallback });
  return alternates;
}

/** `path` (with its query) on every alternate origin. */
export function alternateUrls(
  alternates: readonly AlternateOrigin[],
  path: string,
): Array<{ hreflang: string; href: string }> {
  return alternates.map(({ hreflang, origin }) => ({ hreflang, href: `${origin}${path}` }));
}
