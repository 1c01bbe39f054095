import { domainLocale, type Locale, type LocaleSettings } from "./locale";

/**
 * The origins the shop is reached on: SITE_ORIGIN and the hosts of DOMAIN_LOCALES. Every absolute
 * URL the shop makes (mail links, payment return URLs, canonical and hreflang links, sitemaps,
 * share codes) is built on one of these, never on the Host a request claims.
 */
export interface SiteOrigins extends LocaleSettings {
  /** SITE_ORIGIN: scheme, host and port of the main site, e.g. "https://portline.example". */
  siteOrigin: string;
}

interface ConfiguredHost {
  origin: string;
  locale: Locale;
  /** Matches a request URL's host (host with port, or hostname alone). */
  matches: (url: URL) => boolean;
}

/** A configured host's origin: SITE_ORIGIN's scheme, and its port unless the host names its own. */
export function hostOrigin(host: string, site: URL): string {
  const port = /:\d+$/.test(host) || !site.port ? "" : `:${site.port}`;
  return `${site.protocol}//${host.toLowerCase()}${port}`;
}

/** SITE_ORIGIN's host first (in the language it starts in), then DOMAIN_LOCALES in order. */
function configuredHosts(settings: SiteOrigins): ConfiguredHost[] {
  const site = new URL(settings.siteOrigin);
  const hosts: ConfiguredHost[] = [
    {
      origin: site.origin,
      locale: domainLocale(site.hostname, settings),
      matches: (url) => url.hostname.toLowerCase() === site.hostname,
    },
  ];
  for (const [host, locale] of Object.entries(settings.domainLocales)) {
    if (!settings.supported.includes(locale)) continue;
    const name = host.toLowerCase();
    hosts.push({
      origin: hostOrigin(name, site),
      locale,
      matches: (url) => name === url.host.toLowerCase() || name === url.hostname.toLowerCase(),
    });
  }
  return hosts;
}

/**
 * The origin for links made while answering a request: the request's own host when it is one of
 * the configured ones (visitors stay on the host holding their session and language), with the
 * configured scheme and port; any other Host (forged, or an unlisted alias) gets SITE_ORIGIN.
 */
export function requestOrigin(settings: SiteOrigins, requestUrl: URL): string {
  const hosts = configuredHosts(settings);
  return (hosts.find((host) => host.matches(requestUrl)) ?? hosts[0]!).origin;
}

/**
 * Where links for a reader of `locale` point (mail, which has no request host to keep):
 * SITE_ORIGIN if it serves that language, else the first host that does, else SITE_ORIGIN.
 */
export function localeOrigin(settings: SiteOrigins, locale: Locale): string {
  const hosts = configuredHosts(settings);
  return (hosts.find((host) => host.locale === locale) ?? hosts[0]!).origin;
}

/**
 * One origin per language the configured hosts serve (in order of first appearance), for hreflang.
 * When several hosts serve one language, the request's own host wins (so a page's canonical URL is
 * among its alternates), else SITE_ORIGIN, else the first configured.
 */
export function languageOrigins(settings: SiteOrigins, requestUrl: URL): Array<{ locale: Locale; origin: string }> {
  const hosts = configuredHosts(settings);
  const here = hosts.find((host) => host.matches(requestUrl));
  const byLocale = new Map<Locale, string>();
  for (const host of hosts) if (!byLocale.has(host.locale)) byLocale.set(host.locale, host.origin);
  if (here) byLocale.set(here.locale, here.origin);
  return [...byLocale].map(([locale, origin]) => ({ locale, origin }));
}
