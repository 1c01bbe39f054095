import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/format";
import { ALL_LOCALES } from "../../shared/locale";
import { numberSeparators, parseMoneyInput } from "../../shared/money-input";

const usd = (text: string, locale: Parameters<typeof parseMoneyInput>[2]) => parseMoneyInput(text, "USD", locale);

describe("an amount as staff type it", () => {
  it("reads the shop's own price text back in every language", () => {
    for (const locale of ALL_LOCALES) {
      for (const minor of [398_500, 5, 100, 123_456_789, 0]) {
        expect(usd(formatPrice(minor, "USD", locale), locale), `${locale} ${minor}`).toEqual({ ok: true, minor });
      }
    }
  });

  it("learns the separators of each language from Intl", () => {
    expect(numberSeparators("en")).toEqual({ decimal: ".", group: "," });
    expect(numberSeparators("zh")).toEqual({ decimal: ".", group: "," });
    expect(numberSeparators("es")).toEqual({ decimal: ",", group: "." });
    expect(numberSeparators("pt")).toEqual({ decimal: ",", group: "." });
    expect(numberSeparators("ru").decimal).toBe(",");
    expect(numberSeparators("fr").decimal).toBe(",");
    expect(numberSeparators("ar")).toEqual({ decimal: ".", group: "," });
  });

  it("takes the currency sign or code, groups and decimals as people write them", () => {
    const cases: Array<[string, Parameters<typeof usd>[1], number]> = [
      ["$3,985.00", "en", 398_500],
      ["3,985.00", "en", 398_500],
      ["3985", "en", 398_500],
      ["3,985", "en", 398_500],
      ["USD 3,985.00", "en", 398_500],
      ["usd3985.5", "en", 398_550],
      ["  $ 3 985.00 ", "en", 398_500],
      ["US$3,985.00", "zh", 398_500],
      ["3.985,00 $", "es", 398_500],
      ["3985,00 US$", "es", 398_500],
      ["3.985", "es", 398_500],
      ["3 985,00", "fr", 398_500],
      ["3\u202f985,00\u00a0$US", "fr", 398_500],
      ["3985.00", "fr", 398_500],
      ["3 985,00", "ru", 398_500],
      ["3\u00a0985,00 $", "ru", 398_500],
      ["US$ 3.985,00", "pt", 398_500],
      ["3,985.00 US$", "ar", 398_500],
      ["\u200f3,985.00\u00a0\u2068US$\u2069", "ar", 398_500],
      // Arabic-Indic digits with the Arabic thousands and decimal signs.
      ["٣٬٩٨٥٫٠٠", "ar", 398_500],
      ["١٢٣", "ar", 12_300],
      // The other language's habit still reads when it cannot be a thousands group.
      ["3,98", "en", 398],
      ["3985,5", "en", 398_550],
      [".50", "en", 50],
      ["0", "en", 0],
    ];
    for (const [text, locale, minor] of cases) {
      expect(usd(text, locale), `${JSON.stringify(text)} in ${locale}`).toEqual({ ok: true, minor });
    }
  });

  it("knows currencies without cents or with three decimals", () => {
    expect(parseMoneyInput("¥3,985", "JPY", "en")).toEqual({ ok: true, minor: 3985 });
    expect(parseMoneyInput("3.5", "JPY", "en")).toEqual({ ok: false, reason: "too_precise" });
    expect(parseMoneyInput("3.985", "BHD", "en")).toEqual({ ok: true, minor: 3985 });
  });

  it("refuses what is not an amount, and says why", () => {
    const cases: Array<[string, Parameters<typeof usd>[1], string]> = [
      ["", "en", "empty"],
      ["   ", "fr", "empty"],
      ["abc", "en", "not_amount"],
      ["3985 dollars", "en", "not_amount"],
      ["€3,985.00", "en", "not_amount"],
      ["3,98,5", "en", "not_amount"],
      ["3.985.00", "en", "not_amount"],
      ["39 85", "fr", "not_amount"],
      ["1e5", "en", "not_amount"],
      ["-3985", "en", "negative"],
      ["$-3,985.00", "en", "negative"],
      ["3985.001", "en", "too_precise"],
      ["3.985", "en", "too_precise"],
      ["3,985", "fr", "too_precise"],
      ["1234567890123", "en", "too_large"],
    ];
    for (const [text, locale, reason] of cases) {
      expect(usd(text, locale), `${JSON.stringify(text)} in ${locale}`).toEqual({ ok: false, reason });
    }
  });
});
