import { describe, expect, it } from "vitest";
import { hostOrigin, localeOrigin, requestOrigin } from "../../shared/site-origin";

const production = {
  siteOrigin: "https://portline.example",
  domainLocales: { "portline.example": "en", "portline.cn": "zh", "es.portline.example": "es" },
  defaultLocale: "en",
  supported: ["en", "zh", "es", "ru"],
} as const;

const local = {
  siteOrigin: "http://localhost:8787",
  domainLocales: { localhost: "en", "zh.localhost": "zh", "es.localhost": "es", "ru.localhost": "ru" },
  defaultLocale: "en",
  supported: ["en", "zh", "es", "ru"],
} as const;

describe("the origin of links made for a request", () => {
  it("is the request's host when it is configured, with the configured scheme and port", () => {
    expect(requestOrigin(production, new URL("https://portline.cn/cart"))).toBe("https://portline.cn");
    expect(requestOrigin(production, new URL("http://portline.cn/cart"))).toBe("https://portline.cn");
    expect(requestOrigin(local, new URL("http://zh.localhost:8787/"))).toBe("http://zh.localhost:8787");
    expect(requestOrigin(local, new URL("http://localhost:8787/"))).toBe("http://localhost:8787");
  });

  it("is SITE_ORIGIN for any other Host: a forged one never makes a link", () => {
    for (const url of ["http://evil.example/", "https://portline.example.evil.example/", "http://127.0.0.1:8787/"]) {
      expect(requestOrigin(production, new URL(url)), url).toBe("https://portline.example");
    }
    expect(requestOrigin(local, new URL("http://evil.example:8787/auth/reset"))).toBe("http://localhost:8787");
  });
});

describe("the origin of links mailed to a reader", () => {
  it("is a host of the reader's language, SITE_ORIGIN first, else SITE_ORIGIN", () => {
    expect(localeOrigin(production, "en")).toBe("https://portline.example");
    expect(localeOrigin(production, "zh")).toBe("https://portline.cn");
    expect(localeOrigin(production, "es")).toBe("https://es.portline.example");
    // No host serves Russian: the main site.
    expect(localeOrigin(production, "ru")).toBe("https://portline.example");
    expect(localeOrigin(local, "en")).toBe("http://localhost:8787");
    expect(localeOrigin(local, "ru")).toBe("http://ru.localhost:8787");
  });
});

describe("a configured host's origin", () => {
  it("takes SITE_ORIGIN's scheme and port unless the host names its own", () => {
    expect(hostOrigin("zh.localhost", new URL("http://localhost:8787"))).toBe("http://zh.localhost:8787");
    expect(hostOrigin("docs.localhost:9000", new URL("http://localhost:8787"))).toBe("http://docs.localhost:9000");
    expect(hostOrigin("Portline.CN", new URL("https://portline.example"))).toBe("https://portline.cn");
  });
});
