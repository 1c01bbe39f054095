import { BUILD_ID } from "../../shared/build-id";
import type { PublicConfig } from "../../shared/config";
import { domainLocale } from "../../shared/locale";
import { alternateOrigins } from "../../shared/seo/hreflang";
import type { Config } from "../env";

/** The part of the configuration the browser may see, for the host a request came to. */
export function publicConfig(config: Config, url: URL): PublicConfig {
  const localeSettings = {
    domainLocales: config.DOMAIN_LOCALES,
    defaultLocale: config.DEFAULT_LOCALE,
    supported: config.LOCALES,
  };
  return {
    siteName: config.SITE_NAME,
    tagline: config.SITE_TAGLINE,
    description: config.SITE_DESCRIPTION,
    origin: url.origin,
    imageBase: config.IMAGE_BASE,
    imageProxy: config.IMAGE_PROXY,
    imageResize: config.IMAGE_RESIZE === "on",
    currency: config.CURRENCY,
    locales: config.LOCALES,
    domainLocale: domainLocale(url.hostname, localeSettings),
    alternates: alternateOrigins(localeSettings, url),
    chat: { scriptUrl: config.CHAT_SCRIPT_URL, groupId: config.CHAT_GROUP_ID },
    buildId: BUILD_ID,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
  };
}
