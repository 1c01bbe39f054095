import type { Locale } from "./locale";
import type { AlternateOrigin } from "./seo/hreflang";

/** What the browser may know of the deployment's configuration (no secrets). */
export interface PublicConfig {
  siteName: string;
  tagline: string;
  description: string;
  /** This host's origin: canonical links are self-referencing per hostname. */
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
