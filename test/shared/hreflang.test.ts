import { describe, expect, it } from "vitest";
import { alternateOrigins, alternateUrls } from "../../shared/seo/hreflang";

const settings = {
  domainLocales: {
    "shop.example.com": "en",
    "shop.example.cn": "zh",
    "es.shop.example.com": "es",
    "ru.shop.example.com": "ru",
  },
  defaultLocale: "en",
  supported: ["en", "zh", "es", "ru"],
} as const;

describe("hreflang alternates across the hosts of DOMAIN_LOCALES", () => {
  it("gives one origin per language plus x-default, with the request's scheme", () => {
    expect(alternateOrigins(settings, new URL("https://shop.example.cn/blog/1"))).toEqual([
      { hreflang: "en", origin: "https://shop.example.com" },
      { hreflang: "zh", origin: "https://shop.example.cn" },
      { hreflang: "es", origin: "https://es.shop.example.com" },
      { hreflang: "ru", origin: "https://ru.shop.example.com" },
      { hreflang: "x-default", origin: "https://shop.example.com" },
    ]);
  });

  it("keeps the request's port (local development) unless the host names its own", () => {
    const local = {
      domainLocales: { localhost: "en", "zh.localhost": "zh", "docs.localhost:9000": "es" },
      defaultLocale: "en",
      supported: ["en", "zh", "es"],
    } as const;
    expect(alternateOrigins(local, new URL("http://127.0.0.1:8787/"))).toEqual([
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
  });

  it("leaves out languages the deployment does not offer, and x-default without a default host", () => {
    const partial = {
      domainLocales: { "shop.example.cn": "zh", "ru.shop.example.com": "ru" },
      defaultLocale: "en",
      supported: ["en", "zh"],
    } as const;
    expect(alternateOrigins(partial, new URL("https://shop.example.cn/"))).toEqual([
      { hreflang: "zh", origin: "https://shop.example.cn" },
    ]);
    expect(
      alternateOrigins({ domainLocales: {}, defaultLocale: "en", supported: ["en"] }, new URL("https://x.example/")),
    ).toEqual([]);
  });

  it("puts the same path and query on every origin", () => {
    expect(alternateUrls([{ hreflang: "zh", origin: "https://shop.example.cn" }], "/blog?year=2025")).toEqual([
      { hreflang: "zh", href: "https://shop.example.cn/blog?year=2025" },
    ]);
  });
});
