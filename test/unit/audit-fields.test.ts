import { describe, expect, it } from "vitest";
import { auditField } from "../../shared/console/audit-fields";

describe("an audit row's field keys in words", () => {
  it("reads a SKU's fields, a language's texts and the record's own fields", () => {
    expect(auditField("product", "sku.22.promoPriceMinor")).toEqual({
      skuId: 22,
      skuField: "promoPriceMinor",
      kind: "money",
    });
    expect(auditField("product", "sku.22.sold")).toEqual({ skuId: 22, skuField: "sold", kind: "flag" });
    expect(auditField("product", "text.es.description")).toEqual({ field: "description", lang: "es", kind: "text" });
    expect(auditField("product", "sections.ar")).toEqual({ field: "sections", lang: "ar", kind: "list" });
    expect(auditField("product", "categoryId")).toEqual({ field: "categoryId", kind: "category" });
    expect(auditField("campaign", "startTime")).toEqual({ field: "startTime", kind: "time" });
    expect(auditField("order", "amountMinor")).toEqual({ field: "amountMinor", kind: "money" });
  });

  it("knows a field's values by the record it belongs to", () => {
    expect(auditField("order", "status")?.kind).toBe("orderStatus");
    expect(auditField("staff", "status")?.kind).toBe("staffStatus");
    expect(auditField("mail", "status")?.kind).toBe("mailStatus");
    expect(auditField("staff", "role")?.kind).toBe("role");
    expect(auditField("product", "role")?.kind).toBe("mediaRole");
    expect(auditField("sku", "reason")?.kind).toBe("stockReason");
    expect(auditField("review", "reason")?.kind).toBe("text");
    expect(auditField("campaign", "kind")?.kind).toBe("campaignKind");
  });

  it("leaves keys it does not know to be shown as they are", () => {
    expect(auditField("product", "sku.x.priceMinor")).toBeNull();
    expect(auditField("product", "sku.22.colour")).toBeNull();
    expect(auditField("product", "text.xx.name")).toBeNull();
    expect(auditField("product", "somethingNew")).toBeNull();
  });
});
