import type { TranslationFunctions } from "../../locales/i18n-types";
import { LOCALE_TAGS, type Locale } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { SeoInput, SeoSite } from "./seo";
import { articleLd, blogPostingLd, breadcrumbLd } from "./structured-data";

/** What the metadata of a blog post, case study or article is made of. */
interface ContentDocument {
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: number;
  updatedAt: number;
  lang: Locale;
}

/**
 * The metadata of a blog post, case study or article page: its title and summary, type article,
 * cover and dates, its JSON-LD (a BlogPosting or an Article) and its breadcrumb trail: Home, the
 * `sections` between, then the page itself at `path`.
 */
export function contentDocumentMeta(
  LL: TranslationFunctions,
  site: SeoSite,
  item: ContentDocument,
  options: {
    path: string;
    sections?: ReadonlyArray<{ name: string; path: string }>;
    kind: "BlogPosting" | "Article";
    authorName?: string;
  },
): SeoInput {
  const url = site.url(options.path);
  const node = {
    url,
    headline: item.title,
    description: item.summary,
    image: item.cover ? site.image(item.cover) : null,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    authorName: options.authorName,
    publisher: site.publisher(),
    inLanguage: LOCALE_TAGS[item.lang],
  };
  return {
    title: item.title,
    description: item.summary,
    type: "article",
    image: item.cover,
    publishedTime: item.publishedAt,
    modifiedTime: item.updatedAt,
    jsonLd: [
      options.kind === "BlogPosting" ? blogPostingLd(node) : articleLd(node),
      breadcrumbLd([
        { name: LL.common.home(), url: site.url(href.home()) },
        ...(options.sections ?? []).map((section) => ({ name: section.name, url: site.url(section.path) })),
        { name: item.title, url },
      ]),
    ],
  };
}
