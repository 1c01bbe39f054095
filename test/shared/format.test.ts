import { describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "../../shared/format";

describe("money and dates with Intl in the request's language", () => {
  it("formats integer minor units as currency", () => {
    expect(formatPrice(129_900, "USD", "en")).toBe("$1,299.00");
    expect(formatPrice(129_900, "USD", "zh")).toBe("US$1,299.00");
    expect(formatPrice(129_900, "USD", "es")).toMatch(/^1299,00\sUS\$$/);
    expect(formatPrice(500, "JPY", "en")).toBe("¥500");
  });

  it("prints the same calendar date everywhere (UTC)", () => {
    expect(formatDate("2025-03-01T23:30:00Z", "en")).toBe("March 1, 2025");
    expect(formatDate("2025-03-01T23:30:00Z", "zh")).toBe("2025年3月1日");
  });
});
