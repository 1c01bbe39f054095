import { describe, expect, it } from "vitest";
import {
  adoptFormatShapes,
  formatDate,
  formatNumber,
  formatPrice,
  formatShapes,
  fileSizeShapes,
  formatFileSize,
  minorUnitDigits,
  readFormatShapesWith,
} from "../../shared/format";
import { applyDateShape, applyNumberShape, decimalOf } from "../../shared/format-shapes";
import { intlShapeReader, numberShapeOf } from "../../shared/format-shapes-read";
import { ALL_LOCALES, INTL_TAGS, textDirection } from "../../shared/locale";

// As the worker does: every format below goes through a shape read from Intl.
readFormatShapesWith(intlShapeReader);

const FSI = "\u2068";
const PDI = "\u2069";

/** What Intl itself writes: the text a shape must reproduce character for character. */
function intlPrice(amountMinor: number, currency: string, locale: (typeof ALL_LOCALES)[number]): string {
  const format = new Intl.NumberFormat(INTL_TAGS[locale], { style: "currency", currency });
  const amount = amountMinor / 10 ** minorUnitDigits(currency);
  if (textDirection(locale) === "ltr") return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? `${FSI}${part.value}${PDI}` : part.value))
    .join("");
}

const CURRENCIES = ["USD", "EUR", "RUB", "CNY", "BRL", "INR", "JPY", "BHD"];
const AMOUNTS = [
  0, 1, 5, 99, 100, 101, 999, 1_000, 9_999, 10_000, 12_345, 99_999, 100_000, 129_900, 999_999, 1_000_000, 12_345_678,
  100_000_000, 987_654_321_012,
];

describe("prices, numbers and dates written from shapes read once from Intl", () => {
  it("write every shop language's prices in eight currencies exactly as Intl does", () => {
    for (const locale of ALL_LOCALES) {
      for (const currency of CURRENCIES) {
        for (const amount of AMOUNTS) {
          expect(formatPrice(amount, currency, locale), `${locale} ${currency} ${amount}`).toBe(
            intlPrice(amount, currency, locale),
          );
        }
      }
    }
  });

  it("write the exact minor units where dividing a double by 100 would not", () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, "USD", "en")).toBe("$90,071,992,547,409.91");
  });

  it("write numbers exactly as Intl does, rounding halves away from zero at three decimals", () => {
    const values = [
      0,
      1,
      4.5,
      4.25,
      4.333333,
      2 / 3,
      0.1 + 0.2,
      1.0005,
      1.0015,
      99.9995,
      999.9996,
      1234,
      12345,
      5440,
      1e15,
    ];
    for (const locale of ALL_LOCALES) {
      const format = new Intl.NumberFormat(INTL_TAGS[locale]);
      for (const value of values) expect(formatNumber(value, locale), `${locale} ${value}`).toBe(format.format(value));
    }
  });

  it("write file sizes from bytes to gigabytes exactly as Intl's short units do", () => {
    const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
    const sizes = [0, 1, 2, 5, 21, 999, 1000, 1049, 1050, 1_234_567, 99_950_000, 2_500_000_000, 7_340_032_000_000];
    for (const locale of ALL_LOCALES) {
      expect(fileSizeShapes(locale).size?.every(Boolean), locale).toBe(true);
      for (const bytes of sizes) {
        const unit = Math.min(Math.max(Math.floor(Math.log10(Math.max(bytes, 1)) / 3), 0), 3);
        const expected = new Intl.NumberFormat(INTL_TAGS[locale], {
          style: "unit",
          unit: units[unit],
          unitDisplay: "short",
          maximumFractionDigits: unit === 0 ? 0 : 1,
        }).format(bytes / 1000 ** unit);
        expect(formatFileSize(bytes, locale), `${locale} ${bytes}`).toBe(expected);
      }
    }
  });

  it("leave to Intl what a shape does not write: negative, huge and tiny numbers", () => {
    expect(decimalOf(-1)).toBeNull();
    expect(decimalOf(1e21)).toBeNull();
    expect(decimalOf(1e-7)).toBeNull();
    expect(formatNumber(-1234.5, "en")).toBe("-1,234.5");
    expect(formatNumber(1e21, "en")).toBe(new Intl.NumberFormat("en").format(1e21));
    expect(formatPrice(-500, "USD", "en")).toBe("-$5.00");
  });

  it("write every day of two years (and leap days) as Intl's UTC calendar date", () => {
    for (const locale of ALL_LOCALES) {
      const format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      for (let day = 0; day < 731; day += 1) {
        const at = Date.UTC(2024, 0, 1) + day * 86_400_000 + 23 * 3_600_000;
        expect(formatDate(at, locale), `${locale} ${new Date(at).toISOString()}`).toBe(format.format(at));
      }
      expect(formatDate("1999-12-31T23:59:59Z", locale)).toBe(format.format(Date.UTC(1999, 11, 31, 23, 59, 59)));
    }
  });

  it("are plain data a page can hand to the browser, which then writes the same text", () => {
    for (const locale of ALL_LOCALES) {
      const shapes = JSON.parse(JSON.stringify(formatShapes(locale, ["USD"])));
      expect(shapes.price.USD, locale).toBeTruthy();
      expect(shapes.number, locale).toBeTruthy();
      expect(shapes.date, locale).toBeTruthy();
      expect(applyNumberShape(shapes.price.USD, { integer: "1299", fraction: "50" })).toBe(
        intlPrice(129_950, "USD", locale),
      );
      expect(applyDateShape(shapes.date, new Date(Date.UTC(2026, 10, 27)))).toBe(
        formatDate(Date.UTC(2026, 10, 27), locale),
      );
    }
  });

  it("are used as handed over: a language's shapes replace reading Intl", () => {
    // A made-up currency code no test formats otherwise: the handed shape decides its text.
    adoptFormatShapes("en", {
      price: {
        XTS: {
          before: "<",
          after: ">",
          group: "_",
          decimal: "'",
          primary: 3,
          secondary: 2,
          minGrouping: 1,
          minFraction: 2,
          maxFraction: 2,
        },
      },
    });
    expect(formatPrice(123_456_789, "XTS", "en")).toBe("<12_34_567'89>");
  });

  it("are refused when a formatter writes more than affixes around its digits", () => {
    // Compact notation ("1.2K") is not digits with separators: no shape, Intl writes it.
    expect(numberShapeOf(new Intl.NumberFormat("en", { notation: "compact" }))).toBeNull();
    expect(numberShapeOf(new Intl.NumberFormat("en", { style: "currency", currency: "USD" }))).not.toBeNull();
  });
});
