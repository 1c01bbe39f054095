import { describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";

loadAllLocales();

describe("translator: the dictionary functions of a language, built once", () => {
  it("translates with placeholders and plurals, in each language", () => {
    const en = translator("en");
    expect(en.purchase.added()).toBe("Add Cart success!");
    expect(en.coupons.left({ count: 3 })).toBe("3 left");
    expect(en.commerce.orders.items({ count: 1 })).toBe("1 item");
    expect(en.commerce.orders.items({ count: 2 })).toBe("2 items");
    expect(translator("zh").purchase.addDialog.title()).not.toBe(en.purchase.addDialog.title());
  });

  it("picks each language's plural form: French and Portuguese singular for 0 and 1, Arabic's six forms", () => {
    const counts = [0, 1, 2, 3, 11, 100];
    const items = (locale: "fr" | "pt" | "ar") =>
      counts.map((count) => translator(locale).commerce.orders.items({ count }));
    expect(items("fr")).toEqual(["0 article", "1 article", "2 articles", "3 articles", "11 articles", "100 articles"]);
    expect(items("pt")).toEqual(["0 itens", "1 item", "2 itens", "3 itens", "11 itens", "100 itens"]);
    expect(items("ar")).toEqual(["0 منتج", "1 منتج", "2 منتج", "3 منتجات", "11 منتجًا", "100 منتج"]);
    expect(translator("ar").coupons.duration({ days: 4, clock: "01:02:03" })).toBe("4 أيام 01:02:03");
    expect(translator("ar").messages.tooManyRequests({ seconds: 30 })).toBe(
      "محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 30 ثانية.",
    );
  });

  it("is plain objects: the same language gives the same object, and reading a section gives the same section", () => {
    const LL = translator("es");
    expect(translator("es")).toBe(LL);
    expect(LL.catalogue).toBe(LL.catalogue);
    expect(Object.getPrototypeOf(LL.catalogue)).toBe(Object.prototype);
    // Dynamic keys work as on the dictionary.
    const key: keyof typeof LL.coupons.button = "used";
    expect(LL.coupons.button[key]()).toBe(translator("es").coupons.button.used());
  });
});
