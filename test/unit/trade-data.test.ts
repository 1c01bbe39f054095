import { describe, expect, it } from "vitest";
import { ruleOf } from "../../shared/api/validation-rules";
import {
  grossCoversNet,
  isHsCode,
  missingTradeData,
  normaliseHsCode,
  SkuTradeSchema,
  skusMissingTradeData,
  TRADE_FIELD_SCHEMAS,
  tradeFieldsOf,
  type SkuTrade,
} from "../../shared/catalogue/trade";
import { catalogue } from "../../worker/db/seed/data/catalogue";

const gateway: SkuTrade = {
  hsCode: "8517620000",
  originCountry: "CN",
  netWeightG: 6_200,
  grossWeightG: 7_800,
  lengthMm: 600,
  widthMm: 520,
  heightMm: 160,
};

/** The rule a failed parse names first, or the zod issue code. */
function refusal(result: { success: boolean; error?: { issues: Array<{ message: string; code: string }> } }) {
  const issue = result.error?.issues[0];
  return issue ? (ruleOf(issue.message) ?? issue.code) : null;
}

describe("a SKU's HS code", () => {
  it("is 6–10 digits once dots and spaces are removed, and is stored as the digits", () => {
    expect(normaliseHsCode("8517.62")).toBe("851762");
    expect(normaliseHsCode(" 8517.62.00 00 ")).toBe("8517620000");
    for (const code of ["851762", "8517.62", "85176200", "8517 62 00 00", "8517620000"]) {
      expect(isHsCode(code), code).toBe(true);
    }
    for (const code of ["8517", "85176", "85176200001", "8517-62", "8517.6A", "", "８５１７６２"]) {
      expect(isHsCode(code), code).toBe(false);
    }
    expect(TRADE_FIELD_SCHEMAS.hsCode.parse("8517.62.00 00")).toBe("8517620000");
    expect(refusal(TRADE_FIELD_SCHEMAS.hsCode.safeParse("8517"))).toBe("hsCode");
  });

  it("left empty is not known", () => {
    expect(TRADE_FIELD_SCHEMAS.hsCode.parse("")).toBeNull();
    expect(TRADE_FIELD_SCHEMAS.hsCode.parse(" . ")).toBeNull();
    expect(TRADE_FIELD_SCHEMAS.hsCode.parse(null)).toBeNull();
  });
});

describe("a SKU's country of origin", () => {
  it("is an ISO 3166-1 alpha-2 code of the shop's list, in capitals", () => {
    expect(TRADE_FIELD_SCHEMAS.originCountry.parse("cn")).toBe("CN");
    expect(TRADE_FIELD_SCHEMAS.originCountry.parse(" DE ")).toBe("DE");
    expect(TRADE_FIELD_SCHEMAS.originCountry.parse("")).toBeNull();
    for (const code of ["XX", "China", "CHN", "EU", "u1"]) {
      expect(refusal(TRADE_FIELD_SCHEMAS.originCountry.safeParse(code)), code).toBe("country");
    }
  });
});

describe("a SKU's weights and size", () => {
  it("are whole grams from 1 to 1,000,000 and whole millimetres from 1 to 5,000", () => {
    expect(TRADE_FIELD_SCHEMAS.netWeightG.parse(1)).toBe(1);
    expect(TRADE_FIELD_SCHEMAS.grossWeightG.parse(1_000_000)).toBe(1_000_000);
    expect(refusal(TRADE_FIELD_SCHEMAS.netWeightG.safeParse(0))).toBe("too_small");
    expect(refusal(TRADE_FIELD_SCHEMAS.grossWeightG.safeParse(1_000_001))).toBe("too_big");
    expect(refusal(TRADE_FIELD_SCHEMAS.netWeightG.safeParse(250.5))).toBe("invalid_type");
    expect(TRADE_FIELD_SCHEMAS.heightMm.parse(5_000)).toBe(5_000);
    expect(refusal(TRADE_FIELD_SCHEMAS.lengthMm.safeParse(5_001))).toBe("too_big");
    expect(refusal(TRADE_FIELD_SCHEMAS.widthMm.safeParse(-3))).toBe("too_small");
    expect(TRADE_FIELD_SCHEMAS.widthMm.parse(null)).toBeNull();
  });

  it("gross is never below net; either one not known is no conflict", () => {
    expect(grossCoversNet({ netWeightG: 250, grossWeightG: 250 })).toBe(true);
    expect(grossCoversNet({ netWeightG: 250, grossWeightG: 249 })).toBe(false);
    expect(grossCoversNet({ netWeightG: 250, grossWeightG: null })).toBe(true);
    expect(grossCoversNet({ grossWeightG: 10 })).toBe(true);
    expect(SkuTradeSchema.parse(gateway)).toEqual(gateway);
    const lighter = SkuTradeSchema.safeParse({ ...gateway, grossWeightG: 6_000 });
    expect(refusal(lighter)).toBe("grossAtLeastNet");
    expect(lighter.error?.issues[0]?.path).toEqual(["grossWeightG"]);
  });
});

describe("what a commercial invoice needs of a SKU", () => {
  it("names the HS code, origin, net and gross weight the SKU lacks; the size is not needed", () => {
    expect(missingTradeData(gateway)).toEqual([]);
    expect(missingTradeData({ ...gateway, lengthMm: null, widthMm: null, heightMm: null })).toEqual([]);
    expect(missingTradeData({ ...gateway, hsCode: null, grossWeightG: null })).toEqual(["hsCode", "grossWeightG"]);
    expect(missingTradeData({})).toEqual(["hsCode", "originCountry", "netWeightG", "grossWeightG"]);
    expect(missingTradeData({ ...gateway, originCountry: "" })).toEqual(["originCountry"]);
  });

  it("lists the SKUs of a document that lack any, each by its code", () => {
    expect(
      skusMissingTradeData([
        { sku: "PL-SG32-4G", ...gateway },
        { sku: "PL-MP8-USB", ...gateway, netWeightG: null },
        { sku: "PL-GOIP8", ...tradeFieldsOf({}) },
      ]),
    ).toEqual([
      { sku: "PL-MP8-USB", missing: ["netWeightG"] },
      { sku: "PL-GOIP8", missing: ["hsCode", "originCountry", "netWeightG", "grossWeightG"] },
    ]);
  });

  it("reads a record's trade fields alone, each left out as not known", () => {
    expect(tradeFieldsOf({ ...gateway, sku: "X", priceMinor: 1 } as Partial<SkuTrade>)).toEqual(gateway);
    expect(tradeFieldsOf({ hsCode: "851762" })).toEqual({
      hsCode: "851762",
      originCountry: null,
      netWeightG: null,
      grossWeightG: null,
      lengthMm: null,
      widthMm: null,
      heightMm: null,
    });
  });
});

describe("the demo catalogue's trade data", () => {
  it("gives every SKU what a commercial invoice needs, by the editor's rules, gross covering net", () => {
    const skus = catalogue.products.flatMap((product) => product.skus);
    expect(skus.length).toBeGreaterThan(30);
    for (const sku of skus) {
      const trade = tradeFieldsOf(sku);
      expect(missingTradeData(trade), sku.sku).toEqual([]);
      expect(SkuTradeSchema.safeParse(trade).success, sku.sku).toBe(true);
      expect(trade.grossWeightG! - trade.netWeightG!, sku.sku).toBeGreaterThan(0);
      expect(
        [trade.lengthMm, trade.widthMm, trade.heightMm].every((size) => size !== null),
        sku.sku,
      ).toBe(true);
    }
  });
});
