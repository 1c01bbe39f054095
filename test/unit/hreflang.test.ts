import { describe, expect, it } from "vitest";
import { alternateOrigins, alternateUrls } from "../../shared/seo/hreflang";

const settings = {
  siteOrigin: "https://shop.example.com",
  domainLocales: {
    "shop.example.com": "en",
    "shop.example.cn": "zh",
    "es.shop.example.com": "es",
    "ru.shop.example.com": "ru",
  },
  defaultLocale: "en",
  supported: ["en", "zh", "es", "ru"],
} as const;

describe("hreflang alternates across the configured hosts", () => {
  it("gives one origin per language plus x-default, with SITE_ORIGIN's scheme", () => {
    const expected = [
      { hreflang: "en", origin: "https://shop.example.com" },
      { hreflang: "zh", origin: "https://shop.example.cn" },
      { hreflang: "es", origin: "https://es.shop.example.com" },
      { hreflang: "ru", origin: "https://ru.shop.example.com" },
      { hreflang: "x-default", origin: "https://shop.example.com" },
    ];
    expect(alternateOrigins(settings, new URL("https://shop.example.cn/blog/1"))).toEqual(expected);
    // A plain-HTTP request, or one naming a host of its own, changes nothing.
    expect(alternateOrigins(settings, new URL("http://shop.example.cn/blog/1"))).toEqual(expected);
    expect(alternateOrigins(settings, new URL("https://evil.example/blog/1"))).toEqual(expected);
  });

  it("keeps SITE_ORIGIN's port (local development) unless the host names its own", () => {
    const local = {
      siteOrigin: "http://localhost:8787",
      domainLocales: { localhost: "en", "zh.localhost": "zh", "docs.localhost:9000": "es" },
      defaultLocale: "en",
      supported: ["en", "zh", "es"],
    } as const;
    expect(alternateOrigins(local, new URL("http://127.0.0.1:5555/"))).toEqual([
      { hreflang: "en", origin: "http://localhost:8787" },
      { hreflang: "zh", origin: "http://zh.localhost:8787" },
      { hreflang: "es", origin: "http://docs.localhost:9000" },
      { hreflang: "x-default", origin: "http://localhost:8787" },
    ]);
  });

  it("prefers the request's own host when several hosts serve one language (self-referencing)", () => {
    const twoEnglish = {
      ...settings,
      domainLocales: { "shop.example.com": "en", "www.shop.example.com": "en", "shop.example.cn": "zh" },
    } as const;
    const alternates = alternateOrigins(twoEnglish, new URL("https://www.shop.example.com/"));
    expect(alternates[0]).toEqual({ hreflang: "en", origin: "https://www.shop.example.com" });
    expect(alternates.filter((alternate) => alternate.hreflang === "en")).toHaveLength(1);
    // Elsewhere, SITE_ORIGIN is the English version.
    expect(alternateOrigins(twoEnglish, new URL("https://shop.example.cn/"))[0]).toEqual({
      hreflang: "en",
      origin: "https://shop.example.com",
    });
  });

  it("counts SITE_ORIGIN's host as a host of the language it starts in", () => {
    const single = { siteOrigin: "https://portline.example", domainLocales: { "portline.cn": "zh" } } as const;
    expect(
      alternateOrigins({ ...single, defaultLocale: "en", supported: ["en", "zh"] }, new URL("https://x.example/")),
    ).toEqual([
      { hreflang: "en", origin: "https://portline.example" },
      { hreflang: "zh", origin: "https://portline.cn" },
      { hreflang: "x-default", origin: "https://portline.example" },
    ]);
  });

  it("leaves out languages the deployment does not offer, and x-default without a default host", () => {
    const partial = {
      siteOrigin: "https://shop.example.cn",
      domainLocales: { "shop.example.cn": "zh", "ru.shop.example.com": "ru" },
      defaultLocale: "en",
      supported: ["en", "zh"],
    } as const;
    expect(alternateOrigins(partial, new URL("https://shop.example.cn/"))).toEqual([
      { hreflang: "zh", origin: "https://shop.example.cn" },
    ]);
  });

  it("puts the same path and query on every origin", () => {
    expect(alternateUrls([{ hreflang: "zh", origin: "https://shop.example.cn" }], "/blog?year=2025")).toEqual([
      { hreflang: "zh", href: "https://shop.example.cn/blog?year=2025" },
    ]);
  });
});
