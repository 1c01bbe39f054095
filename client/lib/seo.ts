import type { MetaDescriptor } from "react-router";
import type { TranslationFunctions } from "../../locales/i18n-types";
import { i18nObject } from "../../locales/i18n-util";
import { isLocale } from "../../shared/locale";
import type { RootData } from "./root-data";

export interface SeoInput {
  /** Page title; the template adds the site name. Empty: the default title. */
  title?: string;
  description?: string;
  type?: "website" | "article" | "product";
  image?: string;
  /** Personal and transactional pages stay out of search engines. */
  noIndex?: boolean;
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export function rootDataFrom(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The page's title and site metadata (spec §1: title template, description, site name, locale, type). */
export function seoMeta(args: MetaArgsLike, input: SeoInput | ((LL: TranslationFunctions) => SeoInput)): MetaDescriptor[] {
  const root = rootDataFrom(args.matches);
  const locale = isLocale(root?.locale) ? root.locale : "en";
  const LL = i18nObject(locale);
  const seo = typeof input === "function" ? input(LL) : input;
  const siteName = root?.config.siteName ?? "";
  const title = seo.title
    ? LL.meta.titleTemplate({ title: seo.title, siteName })
    : LL.meta.defaultTitle({ siteName, tagline: root?.config.tagline ?? "" });
  const description = seo.description ?? LL.sections.home.description();
  const url = root ? `${root.config.origin}${args.location.pathname}` : undefined;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: LL.meta.ogLocale() },
    { property: "og:type", content: seo.type ?? "website" },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (url) {
    meta.push({ property: "og:url", content: url });
    if (!seo.noIndex) meta.push({ tagName: "link", rel: "canonical", href: url });
  }
  if (seo.image) meta.push({ property: "og:image", content: seo.image });
  if (seo.noIndex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
