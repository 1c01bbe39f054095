import type { MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import type { PublicConfig } from "../../shared/config";
import type { Locale } from "../../shared/locale";
import { absoluteUrl, seoMeta } from "../../client/lib/seo";
import { breadcrumbLd } from "../../client/lib/structured-data";

beforeAll(() => loadAllLocales());

const config = {
  siteName: "Portline",
  description: "SMS gateways.",
  origin: "https://shop.example.cn",
  imageBase: "",
  imageProxy: "",
  imageResize: false,
  currency: "USD",
  locales: ["en", "zh"],
  domainLocale: "zh",
  alternates: [
    { hreflang: "en", origin: "https://shop.example.com" },
    { hreflang: "zh", origin: "https://shop.example.cn" },
    { hreflang: "x-default", origin: "https://shop.example.com" },
  ],
  chat: { scriptUrl: "", groupId: "" },
  buildId: "b1",
  buildCheckIntervalMs: 300_000,
} satisfies PublicConfig;

function args(pathname: string, locale: Locale = "en", search = "") {
  return { matches: [{ id: "root", loaderData: { locale, config, navigation: [] } }], location: { pathname, search } };
}

function find(meta: MetaDescriptor[], key: string, value: string): MetaDescriptor | undefined {
  return meta.find((item) => (item as Record<string, unknown>)[key] === value);
}

describe("seoMeta", () => {
  it("titles with the template and names site, locale and type", () => {
    const meta = seoMeta(args("/blog"), (LL) => ({ title: LL.sections.blog.title(), description: "Guides." }));
    expect(meta[0]).toEqual({ title: "Blog - Portline" });
    expect(find(meta, "property", "og:site_name")).toEqual({ property: "og:site_name", content: "Portline" });
    expect(find(meta, "property", "og:locale")).toEqual({ property: "og:locale", content: "en_US" });
    expect(find(meta, "property", "og:type")).toEqual({ property: "og:type", content: "website" });
    expect(find(meta, "name", "twitter:title")).toEqual({ name: "twitter:title", content: "Blog - Portline" });
    expect(seoMeta(args("/"), {})[0]).toEqual({ title: "Portline - Trusted VoIP Gateway & Traffic Provider" });
    // The tagline is interface text: in the page's language.
    expect(seoMeta(args("/", "zh"), {})[0]).toEqual({ title: "Portline - 值得信赖的 VoIP 网关与话务服务商" });
  });

  it("links the self-referencing canonical and an hreflang alternate per language host", () => {
    const meta = seoMeta(args("/blog/10", "zh", "?utm_source=x"), { title: "T" });
    const links = meta.filter((item) => (item as { tagName?: string }).tagName === "link");
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.example.cn/blog/10" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.example.com/blog/10" },
      { tagName: "link", rel: "alternate", hrefLang: "zh", href: "https://shop.example.cn/blog/10" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.example.com/blog/10" },
    ]);
    expect(find(meta, "property", "og:locale")).toEqual({ property: "og:locale", content: "zh_CN" });
  });

  it("takes a canonical path with its query for filtered lists", () => {
    const meta = seoMeta(args("/blog", "en", "?year=2025&utm=1"), { title: "T", canonicalPath: "/blog?year=2025" });
    expect(find(meta, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example.cn/blog?year=2025",
    });
  });

  it("keeps noindex pages out of the index: no canonical, no alternates", () => {
    const meta = seoMeta(args("/account"), { title: "Account", noIndex: true });
    expect(find(meta, "name", "robots")).toEqual({ name: "robots", content: "noindex, nofollow" });
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "rel", "alternate")).toBeUndefined();
  });

  it("makes share images absolute and writes article times and JSON-LD", () => {
    const meta = seoMeta(args("/blog/1"), (LL, site) => ({
      title: "Post",
      type: "article",
      image: "/images/blog/a.svg",
      publishedTime: Date.parse("2022-03-14T00:00:00Z"),
      jsonLd: [breadcrumbLd([{ name: LL.common.home(), url: site.url("/") }])],
    }));
    expect(find(meta, "property", "og:image")).toEqual({
      property: "og:image",
      content: "https://shop.example.cn/images/blog/a.svg",
    });
    expect(find(meta, "name", "twitter:card")).toEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(find(meta, "property", "article:published_time")).toEqual({
      property: "article:published_time",
      content: "2022-03-14T00:00:00.000Z",
    });
    const ld = meta.find((item) => "script:ld+json" in item) as { "script:ld+json": { "@type": string } };
    expect(ld["script:ld+json"]["@type"]).toBe("BreadcrumbList");
  });

  it("builds absolute URLs", () => {
    expect(absoluteUrl("https://a.example", "/x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "https://cdn.example/y.png")).toBe("https://cdn.example/y.png");
  });
});
