import { describe, expect, it } from "vitest";
import { dirForLang, domainLocale, resolveLocale, textDirection, type LocaleSettings } from "../../shared/locale";

const settings: LocaleSettings = {
  domainLocales: { "shop.example.cn": "zh", "tienda.example.es": "es" },
  defaultLocale: "en",
  supported: ["en", "zh", "es", "ru"],
};

describe("resolveLocale (cookie → domain → default → en)", () => {
  it("prefers a supported cookie over everything", () => {
    expect(resolveLocale("ru", "shop.example.cn", settings)).toBe("ru");
  });

  it("falls back to the hostname's language when there is no cookie", () => {
    expect(resolveLocale(undefined, "shop.example.cn", settings)).toBe("zh");
    expect(resolveLocale(undefined, "SHOP.EXAMPLE.CN", settings)).toBe("zh");
  });

  it("ignores an unknown or unsupported cookie value", () => {
    expect(resolveLocale("de", "tienda.example.es", settings)).toBe("es");
    expect(resolveLocale("fr", "tienda.example.es", settings)).toBe("es");
    expect(resolveLocale("zh", "x.example", { ...settings, supported: ["en", "es"] })).toBe("en");
  });

  it("uses the default locale for unmapped hosts, and English when the default is unsupported", () => {
    expect(resolveLocale(undefined, "unknown.example", { ...settings, defaultLocale: "es" })).toBe("es");
    expect(resolveLocale(undefined, "unknown.example", { ...settings, defaultLocale: "ru", supported: ["en"] })).toBe(
      "en",
    );
  });

  it("resets to the domain's language (what the switcher's reset returns to)", () => {
    expect(domainLocale("tienda.example.es", settings)).toBe("es");
    expect(domainLocale("other.example", settings)).toBe("en");
  });
});

describe("textDirection", () => {
  it("is right to left for Arabic only", () => {
    expect(textDirection("ar")).toBe("rtl");
    for (const locale of ["en", "zh", "es", "ru", "fr", "pt"] as const) expect(textDirection(locale)).toBe("ltr");
  });

  it("gives a lang attribute its dir: English on an Arabic page runs left to right; no lang, no dir", () => {
    expect(dirForLang("en")).toBe("ltr");
    expect(dirForLang("zh-CN")).toBe("ltr");
    expect(dirForLang("ar")).toBe("rtl");
    expect(dirForLang(undefined)).toBeUndefined();
  });
});
