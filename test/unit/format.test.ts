import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPercent, formatPrice } from "../../shared/format";

describe("money and dates with Intl in the request's language", () => {
  it("formats integer minor units as currency", () => {
    expect(formatPrice(129_900, "USD", "en")).toBe("$1,299.00");
    expect(formatPrice(129_900, "USD", "zh")).toBe("US$1,299.00");
    expect(formatPrice(129_900, "USD", "es")).toMatch(/^1299,00\sUS\$$/);
    expect(formatPrice(500, "JPY", "en")).toBe("¥500");
  });

  it("formats French, Brazilian and Arabic prices as those readers write them", () => {
    expect(formatPrice(129_900, "USD", "fr")).toBe("1\u202f299,00\u00a0$US");
    expect(formatPrice(129_900, "USD", "pt")).toBe("US$\u00a01.299,00");
    // Arabic: a right-to-left mark first, the amount in 0–9 digits (as Arabic shops print them), and
    // the currency sign isolated (FSI … PDI) so that it reads "US$" inside right-to-left text.
    expect(formatPrice(129_900, "USD", "ar")).toBe("\u200f1,299.00\u00a0\u2068US$\u2069");
    expect(formatNumber(5440, "ar")).toBe("5,440");
    expect(formatNumber(5440, "fr")).toBe("5\u202f440");
    expect(formatNumber(5440, "pt")).toBe("5.440");
  });

  it("prints the same calendar date everywhere (UTC)", () => {
    expect(formatDate("2025-03-01T23:30:00Z", "en")).toBe("March 1, 2025");
    expect(formatDate("2025-03-01T23:30:00Z", "zh")).toBe("2025年3月1日");
    expect(formatDate("2025-03-01T23:30:00Z", "fr")).toBe("1 mars 2025");
    expect(formatDate("2025-03-01T23:30:00Z", "pt")).toBe("1 de março de 2025");
    expect(formatDate("2025-03-01T23:30:00Z", "ar")).toBe("1 مارس 2025");
  });

  it("writes whole percents as each language does, rounding a fraction", () => {
    expect(formatPercent(10, "en")).toBe("10%");
    expect(formatPercent(12.5, "en")).toBe("13%");
    expect(formatPercent(10, "fr")).toBe("10\u00a0%");
    expect(formatPercent(10, "es")).toBe("10\u00a0%");
    expect(formatPercent(10, "ar")).toBe("10\u200e%\u200e");
  });
});
