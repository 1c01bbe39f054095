import { describe, expect, it } from "vitest";
import { parseConfig, type Env } from "../../worker/env";

/** The [vars] of wrangler.toml as a deployment has them, plus a JWT secret. */
const base: Partial<Env> = {
  SITE_NAME: "Portline",
  SITE_DESCRIPTION: "Telecom hardware",
  SITE_ORIGIN: "https://shop.example.com",
  DEFAULT_LOCALE: "en",
  LOCALES: ["en", "zh"],
  DOMAIN_LOCALES: { "Shop.Example.CN": "zh" },
  CURRENCY: "USD",
  JWT_SECRET: "x".repeat(32),
  BANK_NAME: "Example Bank",
  BANK_ACCOUNT_NAME: "Portline Ltd.",
  BANK_ACCOUNT_NUMBER: "HK00 1234",
  BANK_SWIFT: "EXMPHKHH",
  BUILD_CHECK_INTERVAL_SECONDS: "300",
  SELLER_LEGAL_NAME: "Portline Technology Ltd.",
  SELLER_ADDRESS: ["18 Hoi Bun Road", "Kowloon, Hong Kong"],
  SELLER_COUNTRY: "HK",
  SELLER_TAX_LABEL: "BR No.",
  SELLER_TAX_ID: "71234567",
  SELLER_EMAIL: "accounts@portline.example",
};

describe("parseConfig: the deployment's variables, checked once", () => {
  it("reads a valid configuration, lower-casing the locale hostnames", () => {
    const config = parseConfig(base);
    expect(config.DOMAIN_LOCALES).toEqual({ "shop.example.cn": "zh" });
    expect(config.ORDER_PAYMENT_MINUTES).toBe(4320);
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.SITE_ORIGIN).toBe("https://shop.example.com");
  });

  it("takes SITE_ORIGIN as an origin only (a trailing slash is dropped; paths and other schemes are refused)", () => {
    expect(parseConfig({ ...base, SITE_ORIGIN: "https://Shop.Example.com/" }).SITE_ORIGIN).toBe(
      "https://shop.example.com",
    );
    expect(parseConfig({ ...base, SITE_ORIGIN: "http://localhost:8787" }).SITE_ORIGIN).toBe("http://localhost:8787");
    for (const bad of ["", "shop.example.com", "https://shop.example.com/shop", "ftp://shop.example.com"]) {
      expect(() => parseConfig({ ...base, SITE_ORIGIN: bad }), bad).toThrow(/SITE_ORIGIN/);
    }
    expect(() => parseConfig({ ...base, SITE_ORIGIN: undefined })).toThrow(/SITE_ORIGIN/);
  });

  it("treats an empty payment or operator secret as not configured (the provider is off), not as an error", () => {
    const config = parseConfig({
      ...base,
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      PAYPAL_CLIENT_ID: "",
      OPERATOR_TOKEN: "",
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(config.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(config.OPERATOR_TOKEN).toBeUndefined();
  });

  it("takes TRANSLATIONS_URL as an http(s) URL; unset or empty means the built-in texts only", () => {
    expect(parseConfig(base).TRANSLATIONS_URL).toBe("");
    expect(parseConfig({ ...base, TRANSLATIONS_URL: "" }).TRANSLATIONS_URL).toBe("");
    const url = "https://i18n.example.com/shop/texts.json?v=2";
    expect(parseConfig({ ...base, TRANSLATIONS_URL: url }).TRANSLATIONS_URL).toBe(url);
    for (const bad of ["i18n.example.com/texts.json", "ftp://i18n.example.com/texts.json", "/texts.json"]) {
      expect(() => parseConfig({ ...base, TRANSLATIONS_URL: bad }), bad).toThrow(/TRANSLATIONS_URL/);
    }
  });

  it("takes VIES_API_BASE as an http(s) URL without its trailing slash; unset means the Commission's", () => {
    expect(parseConfig(base).VIES_API_BASE).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api");
    expect(parseConfig({ ...base, VIES_API_BASE: "http://127.0.0.1:9/vies/" }).VIES_API_BASE).toBe(
      "http://127.0.0.1:9/vies",
    );
    for (const bad of ["", "ec.europa.eu/vies", "ftp://ec.europa.eu/vies"]) {
      expect(() => parseConfig({ ...base, VIES_API_BASE: bad }), bad).toThrow(/VIES_API_BASE/);
    }
  });

  it("offers French, Brazilian Portuguese and Arabic like the first four languages, and refuses unknown codes", () => {
    const config = parseConfig({
      ...base,
      DEFAULT_LOCALE: "ar",
      LOCALES: ["en", "zh", "es", "ru", "fr", "pt", "ar"],
      DOMAIN_LOCALES: { "boutique.example.fr": "fr", "loja.example.com.br": "pt", "ar.example.com": "ar" },
    });
    expect(config.LOCALES).toEqual(["en", "zh", "es", "ru", "fr", "pt", "ar"]);
    expect(config.DOMAIN_LOCALES).toEqual({
      "boutique.example.fr": "fr",
      "loja.example.com.br": "pt",
      "ar.example.com": "ar",
    });
    expect(() => parseConfig({ ...base, LOCALES: ["en", "pt-BR"] })).toThrow(/LOCALES\.1: /);
    expect(() => parseConfig({ ...base, DOMAIN_LOCALES: { "shop.example.de": "de" } })).toThrow(
      /DOMAIN_LOCALES\.shop\.example\.de: /,
    );
  });

  it("names each bad key in one message", () => {
    const bad = () => parseConfig({ ...base, OPERATOR_TOKEN: "short", BANK_SWIFT: "no", DEFAULT_LOCALE: "ru" });
    expect(bad).toThrow(/^Invalid configuration \(wrangler.toml \[vars\]\): /);
    expect(bad).toThrow(/OPERATOR_TOKEN: must be at least 32 characters/);
    expect(bad).toThrow(/BANK_SWIFT: must be a SWIFT\/BIC code/);
    expect(bad).toThrow(/DEFAULT_LOCALE: must be one of LOCALES/);
    expect(() => parseConfig({ ...base, JWT_SECRET: "" })).toThrow(
      /JWT_SECRET: must be a secret of at least 32 characters/,
    );
  });

  it("checks the seller's data that documents print", () => {
    expect(parseConfig(base).DOCUMENT_INCOTERM).toBe("DAP");
    expect(parseConfig({ ...base, SELLER_EORI: "" }).SELLER_EORI).toBeUndefined();
    const bad = () =>
      parseConfig({ ...base, SELLER_COUNTRY: "Hong Kong", SELLER_ADDRESS: [], SELLER_EMAIL: "accounts" });
    expect(bad).toThrow(/SELLER_ADDRESS: .*SELLER_COUNTRY: must be an ISO 3166-1 alpha-2 code/);
    expect(() => parseConfig({ ...base, DOCUMENT_INCOTERM: "FOO" } as Partial<Env>)).toThrow(/DOCUMENT_INCOTERM/);
  });
});
