import { describe, expect, it } from "vitest";
import { belowFloor, endOfDay, offerLinePrice, offerTotals } from "../../shared/commerce/quotes";
import { OfferSendSchema, QuoteMessageSchema, QuoteRequestSchema } from "../../shared/commerce/quote-schemas";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("an offer line's price", () => {
  it.each([
    // unit, discount (hundredths of a percent), quantity → net unit, line total
    [119_900, 0, 20, 119_900, 2_398_000],
    [119_900, 500, 20, 113_905, 2_278_100],
    // 12.5 % off 999 = 874.125 → 874; 33.33 % off 100 = 66.67 → 67 (half up).
    [999, 1250, 3, 874, 2622],
    [100, 3333, 1, 67, 67],
    [1, 5000, 7, 1, 7],
    [0, 0, 5, 0, 0],
    [50_000, 10_000, 2, 0, 0],
  ])("%i less %i bp × %i → %i a unit, %i in all", (unitPriceMinor, discountBp, quantity, net, total) => {
    expect(offerLinePrice({ unitPriceMinor, discountBp, quantity })).toEqual({
      netUnitMinor: net,
      lineTotalMinor: total,
    });
  });

  it("totals the lines and adds the freight", () => {
    const lines = [
      { unitPriceMinor: 119_900, discountBp: 500, quantity: 20 },
      { unitPriceMinor: 999, discountBp: 1250, quantity: 3 },
    ];
    expect(offerTotals(lines, 35_000)).toEqual({ subtotalMinor: 2_280_722, totalMinor: 2_315_722 });
  });
});

describe("the price floor", () => {
  it.each([
    [75_000, 100_000, 75, false],
    [74_999, 100_000, 75, true],
    [1, 100_000, 0, false],
    [99_999, 100_000, 100, true],
    [0, 0, 75, false],
  ])("%i against a list price of %i at %i %% → under: %s", (netUnitMinor, listPriceMinor, floor, under) => {
    expect(belowFloor({ netUnitMinor, listPriceMinor }, floor)).toBe(under);
  });
});

describe("what a request and an offer accept", () => {
  it("ends a validity day at its last millisecond in UTC", () => {
    expect(new Date(endOfDay("2026-12-14")).toISOString()).toBe("2026-12-14T23:59:59.999Z");
  });

  it.each([
    [{ items: [] }, "items"],
    [{ items: [{ skuId: 1, quantity: 0 }] }, "quantity"],
    [
      {
        items: [
          { skuId: 1, quantity: 1 },
          { skuId: 1, quantity: 2 },
        ],
      },
      "items",
    ],
    [{ wantedBy: "2026-02-30" }, "wantedBy"],
    [{ wantedBy: day(-1) }, "wantedBy"],
    [{ message: "a\u0000b" }, "message"],
    [{ message: "\u202Egnp.exe" }, "message"],
  ])("refuses a request with %j", (change, field) => {
    const result = QuoteRequestSchema.safeParse({ items: [{ skuId: 1, quantity: 2 }], country: "DE", ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toContain(field);
  });

  it("keeps the lines of a message and trims it", () => {
    const parsed = QuoteMessageSchema.parse({ quoteNo: "Q-2026-000001", body: "  Hello,\r\n\r\n20 units?\t \n" });
    expect(parsed.body).toBe("Hello,\n\n20 units?");
    expect(QuoteMessageSchema.safeParse({ quoteNo: "Q-2026-000001", body: "   " }).success).toBe(false);
    expect(QuoteMessageSchema.safeParse({ quoteNo: "PL2611220001", body: "hi" }).success).toBe(false);
  });

  const offer = (change: Record<string, unknown>) =>
    OfferSendSchema.safeParse({
      expectedVersion: 1,
      lines: [{ skuId: 1, quantity: 2, unitPriceMinor: 1000 }],
      freightMinor: 0,
      validUntil: day(10),
      ...change,
    });

  it("takes an offer valid from today up to 180 days, with discounts of two decimals", () => {
    expect(offer({}).success).toBe(true);
    expect(offer({ validUntil: day(0) }).success).toBe(true);
    expect(offer({ validUntil: day(-1) }).success).toBe(false);
    expect(offer({ validUntil: day(200) }).success).toBe(false);
    expect(offer({ lines: [{ skuId: 1, quantity: 2, unitPriceMinor: 1000, discountPercent: 12.5 }] }).success).toBe(
      true,
    );
    expect(offer({ lines: [{ skuId: 1, quantity: 2, unitPriceMinor: 1000, discountPercent: 12.345 }] }).success).toBe(
      false,
    );
    expect(offer({ lines: [{ skuId: 1, quantity: 2, unitPriceMinor: 1.5 }] }).success).toBe(false);
  });
});
