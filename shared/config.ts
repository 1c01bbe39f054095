import type { Locale } from "./locale";
import type { AlternateOrigin } from "./seo/hreflang";

/** What the browser may know of the deployment's configuration (no secrets). */
export interface PublicConfig {
  siteName: string;
  description: string;
  /**
   * The configured origin of this request's host (SITE_ORIGIN for a host not configured): canonical
   * links are self-referencing per language host, and never name a Host the request made up.
   */
  origin: string;
  imageBase: string;
  imageProxy: string;
  imageResize: boolean;
  currency: string;
  locales: readonly Locale[];
  /** The language this hostname starts in (what "reset" returns to). */
  domainLocale: Locale;
  /** The language versions of every page (hreflang): one host per language, plus x-default. */
  alternates: AlternateOrigin[];
  chat: { scriptUrl: string; groupId: string };
  buildId: string;
  buildCheckIntervalMs: number;
}
