import { describe, expect, it } from "vitest";
import { formatQuoteItems, parseQuoteItems } from "../../client/lib/quotes";
import { MAX_LINE_QUANTITY } from "../../shared/constants";
import { href } from "../../shared/routes";

describe("the items of a quote request's address", () => {
  it("reads back what the link to the form writes", () => {
    const items = [
      { skuId: 12, quantity: 20 },
      { skuId: 13, quantity: 5 },
    ];
    const query = new URL(href.quoteRequest(items), "https://shop.example").searchParams.get("items");
    expect(parseQuoteItems(query)).toEqual(items);
    expect(formatQuoteItems(items)).toBe(query);
  });

  it("leaves out malformed parts, adds a SKU named twice and caps a line's quantity", () => {
    expect(parseQuoteItems("12x2,abc,0x3,13x0,12x3,,14x")).toEqual([{ skuId: 12, quantity: 5 }]);
    expect(parseQuoteItems(`7x${MAX_LINE_QUANTITY},7x5`)).toEqual([{ skuId: 7, quantity: MAX_LINE_QUANTITY }]);
    expect(parseQuoteItems(null)).toEqual([]);
  });

  it("keeps at most 50 SKUs", () => {
    const many = Array.from({ length: 60 }, (_, index) => `${index + 1}x1`).join(",");
    expect(parseQuoteItems(many)).toHaveLength(50);
  });
});
