import type { MetaDescriptor } from "react-router";
import type { TranslationFunctions } from "../../locales/i18n-types";
import { translator } from "../../shared/translator";
import type { PublicConfig } from "../../shared/config";
import { imageSource } from "../../shared/images";
import { isLocale, type Locale } from "../../shared/locale";
import { alternateUrls } from "../../shared/seo/hreflang";
import type { RootData } from "./root-data";
import { isoDate, organizationLd, type JsonLd } from "./structured-data";

export interface SeoInput {
  /** Page title; the template adds the site name. Empty: the default title. */
  title?: string;
  description?: string;
  type?: "website" | "article" | "product";
  /** Share image: a stored image path ("/images/blog/x.svg") or an absolute URL. */
  image?: string | null;
  /** Personal and transactional pages stay out of search engines. */
  noIndex?: boolean;
  /**
   * Path (and query) of the canonical URL when it is not the current path without its query, e.g.
   * a filtered list whose filter makes it another page ("/blog?year=2025").
   */
  canonicalPath?: string;
  /** schema.org nodes (see structured-data.ts), each written as a JSON-LD script. */
  jsonLd?: ReadonlyArray<JsonLd>;
  /** Articles: when they were published and last changed (epoch ms). */
  publishedTime?: number;
  modifiedTime?: number;
}

/** What a page's SEO callback may use to build absolute URLs and structured data. */
export interface SeoSite {
  origin: string;
  siteName: string;
  locale: Locale;
  /** An absolute URL on this host. */
  url(path: string): string;
  /** The absolute URL of a stored image (image base and proxy applied). */
  image(path: string): string;
  /** The shop as a schema.org Organization. */
  organization(): JsonLd;
  /** The shop as the publisher of its articles. */
  publisher(): { name: string; logo: string };
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export function rootDataFrom(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** `pathOrUrl` as an absolute URL on `origin` (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

const LOGO_PATH = "/images/logo.svg";

export function seoSite(config: PublicConfig | undefined, locale: Locale): SeoSite {
  const origin = config?.origin ?? "";
  const siteName = config?.siteName ?? "";
  const images = { imageBase: config?.imageBase ?? "", imageProxy: config?.imageProxy ?? "", imageResize: false };
  const logo = `${origin}${LOGO_PATH}`;
  return {
    origin,
    siteName,
    locale,
    url: (path) => absoluteUrl(origin, path),
    image: (path) => absoluteUrl(origin, imageSource(path, images)),
    organization: () => organizationLd({ name: siteName, url: `${origin}/`, logo, description: config?.description }),
    publisher: () => ({ name: siteName, logo }),
  };
}

/**
 * The page's title and metadata: the title template ("{page} - {site}"), description, site name, locale and
 * type; the canonical URL (each host's own: canonicals are self-referencing) with its hreflang
 * alternates on the other language hosts; Open Graph and Twitter cards; JSON-LD.
 */
export function seoMeta(
  args: MetaArgsLike,
  input: SeoInput | ((LL: TranslationFunctions, site: SeoSite) => SeoInput),
): MetaDescriptor[] {
  const root = rootDataFrom(args.matches);
  const locale = isLocale(root?.locale) ? root.locale : "en";
  const LL = translator(locale, root?.textOverrides);
  const site = seoSite(root?.config, locale);
  const seo = typeof input === "function" ? input(LL, site) : input;
  const siteName = site.siteName;
  const title = seo.title
    ? LL.meta.titleTemplate({ title: seo.title, siteName })
    : LL.meta.defaultTitle({ siteName, tagline: LL.meta.tagline() });
  const description = seo.description || LL.sections.home.description();
  const image = seo.image ? site.image(seo.image) : undefined;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: LL.meta.ogLocale() },
    { property: "og:type", content: seo.type ?? "website" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.publishedTime) meta.push({ property: "article:published_time", content: isoDate(seo.publishedTime) });
  if (seo.modifiedTime) meta.push({ property: "article:modified_time", content: isoDate(seo.modifiedTime) });
  if (root) {
    const path = seo.canonicalPath ?? args.location.pathname;
    const url = site.url(path);
    meta.push({ property: "og:url", content: url });
    if (seo.noIndex) {
      meta.push({ name: "robots", content: "noindex, nofollow" });
    } else {
      meta.push({ tagName: "link", rel: "canonical", href: url });
      for (const alternate of alternateUrls(root.config.alternates ?? [], path)) {
        meta.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
      }
    }
  } else if (seo.noIndex) {
    meta.push({ name: "robots", content: "noindex, nofollow" });
  }
  for (const node of seo.jsonLd ?? []) meta.push({ "script:ld+json": node });
  return meta;
}
