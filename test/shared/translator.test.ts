import { describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";

loadAllLocales();

describe("translator: the dictionary functions of a language, built once", () => {
  it("translates with placeholders and plurals, in each language", () => {
    const en = translator("en");
    expect(en.commerce.added()).toBe("Add Cart success!");
    expect(en.coupons.left({ count: 3 })).toBe("3 left");
    expect(en.commerce.orders.items({ count: 1 })).toBe("1 item");
    expect(en.commerce.orders.items({ count: 2 })).toBe("2 items");
    expect(translator("zh").commerce.addDialog.title()).not.toBe(en.commerce.addDialog.title());
  });

  it("is plain objects: the same language gives the same object, and reading a section gives the same section", () => {
    const LL = translator("es");
    expect(translator("es")).toBe(LL);
    expect(LL.catalog).toBe(LL.catalog);
    expect(Object.getPrototypeOf(LL.catalog)).toBe(Object.prototype);
    // Dynamic keys work as on the dictionary.
    expect(LL.coupons.button["used"]()).toBe(translator("es").coupons.button.used());
  });
});
