import { describe, expect, it } from "vitest";
import { AddressSchema } from "../../shared/commerce/schemas";
import {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  filterCountries,
  isCountryCode,
} from "../../shared/commerce/countries";

describe("countries of an address", () => {
  it("are the 249 officially assigned ISO 3166-1 alpha-2 codes, each named in every language of the site", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const locale of ["en", "zh", "es", "ru"]) {
      const unnamed = COUNTRY_CODES.filter((code) => countryName(code, locale) === code);
      expect(unnamed, locale).toEqual([]);
    }
    expect(["ES", "DE", "CN", "US", "GB"].every(isCountryCode)).toBe(true);
    // "SP", "UK" and "EU" are what people type for Spain, the United Kingdom and Europe: not countries.
    expect(["SP", "UK", "EU", "XK", "es", ""].some(isCountryCode)).toBe(false);
  });

  it("are named in the page's language and sorted in its alphabetical order", () => {
    expect(countryName("ES", "es")).toBe("España");
    expect(countryName("ES", "ru")).toBe("Испания");
    expect(countryName("DE", "zh")).toBe("德国");
    // An old address's free text is shown as written, never an error (mail and pages render it).
    expect(countryName("Spain", "es")).toBe("Spain");
    expect(countryName("u1", "en")).toBe("u1");
    const spanish = countryOptions("es").map((option) => option.name);
    expect(spanish.indexOf("Egipto")).toBeLessThan(spanish.indexOf("El Salvador"));
    // Collated, not by code point: an accented letter sorts with its base letter.
    const english = countryOptions("en").map((option) => option.name);
    expect(english.indexOf("Åland Islands")).toBeLessThan(english.indexOf("Albania"));
  });

  it("are found by typing: a word's start first, then anywhere, accents ignored, or the exact code", () => {
    const spanish = countryOptions("es");
    expect(filterCountries(spanish, "esp")[0]).toEqual({ code: "ES", name: "España" });
    expect(filterCountries(spanish, "ESPAÑA").map((option) => option.code)).toEqual(["ES"]);
    expect(filterCountries(spanish, "japon").map((option) => option.code)).toEqual(["JP"]);
    const english = countryOptions("en");
    expect(
      filterCountries(english, "korea")
        .map((option) => option.code)
        .sort(),
    ).toEqual(["KP", "KR"]);
    expect(filterCountries(english, "de")[0]?.code).toBe("DE");
    expect(filterCountries(english, "zzz")).toEqual([]);
    expect(filterCountries(english, "  ")).toHaveLength(249);
  });

  it("are checked by the address schema: a code from the list, any case", () => {
    const address = { recipient: "Ada", phone: "+1 555 0100", city: "Madrid", line1: "Gran Vía 1" };
    expect(AddressSchema.parse({ ...address, country: " es " }).country).toBe("ES");
    expect(AddressSchema.safeParse({ ...address, country: "SP" }).success).toBe(false);
  });
});
