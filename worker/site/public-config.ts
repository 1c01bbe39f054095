import { BUILD_ID } from "../../shared/build-id";
import type { PublicConfig } from "../../shared/config";
import { domainLocale } from "../../shared/locale";
import { alternateOrigins } from "../../shared/seo/hreflang";
import { requestOrigin } from "../../shared/site-origin";
import type { Config } from "../env";
import { siteOrigins } from "./site-links";

/** The part of the configuration the browser may see, for the host a request came to. */
export function publicConfig(config: Config, url: URL): PublicConfig {
  const origins = siteOrigins(config);
  return {
    siteName: config.SITE_NAME,
    description: config.SITE_DESCRIPTION,
    origin: requestOrigin(origins, url),
    imageBase: config.IMAGE_BASE,
    imageProxy: config.IMAGE_PROXY,
    imageResize: config.IMAGE_RESIZE === "on",
    currency: config.CURRENCY,
    locales: config.LOCALES,
    domainLocale: domainLocale(url.hostname, origins),
    alternates: alternateOrigins(origins, url),
    chat: { scriptUrl: config.CHAT_SCRIPT_URL, groupId: config.CHAT_GROUP_ID },
    buildId: BUILD_ID,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
  };
}
