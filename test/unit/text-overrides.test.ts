import { describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { loadedLocales } from "../../locales/i18n-util";
import { readMessage } from "../../shared/i18n/message-syntax";
import { checkTextOverrides } from "../../shared/i18n/text-overrides";
import { mergeTexts, translator } from "../../shared/translator";

loadAllLocales();

const builtIn = {
  common: { retry: "Try again", priceFrom: "From {price}", page: "Page {page}" },
  cart: { lineCount: "{count:number} item{{s}}", removed: "Removed {name} from the cart", title: "Cart" },
};

describe("readMessage: what a text asks of its caller", () => {
  it("reads arguments with types, optional marks and formatters, and what each plural counts by", () => {
    const reading = readMessage("{count:number} item{{s}} for {name?} at {price|currency}");
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect([...reading.shape.args]).toEqual([
      ["count", []],
      ["name", []],
      ["price", ["currency"]],
    ]);
    expect(reading.shape.plurals).toEqual(["count"]);
  });

  it("takes a plural's own key, else the argument before it, else the text's first argument", () => {
    const plurals = (text: string) => {
      const reading = readMessage(text);
      return reading.ok ? reading.shape.plurals : reading.error;
    };
    expect(plurals("{pages} page{{pages:s}}, {count} product{{count:s}}")).toEqual(["pages", "count"]);
    expect(plurals("{a} x{{s}} {b} y{{s}}")).toEqual(["a", "b"]);
    expect(plurals("{{one item|many items}}: {count}")).toEqual(["count"]);
    expect(plurals("{{one|many}}")).toEqual(["0"]);
    expect(plurals("{count} {{منتج|منتج|منتج|منتجات|منتجًا|منتج}}")).toEqual(["count"]);
  });

  it("says why a text is broken: unclosed or stray braces, nameless arguments, 4 or 5 plural forms", () => {
    for (const broken of [
      "{count} item{{s}",
      "{count item",
      "item}",
      "{} items",
      "{count} {{a|b|c|d}}",
      "{count} {{a|b|c|d|e}}",
      "{count} {{a|b|c|d|e|f|g}}",
      "{count} {{x{y}}}",
    ]) {
      expect(readMessage(broken).ok, broken).toBe(false);
    }
  });

  it("reads every built-in text of every language", () => {
    const walk = (node: unknown, path: string): string[] =>
      typeof node === "string"
        ? readMessage(node).ok
          ? []
          : [path]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => walk(value, `${path}.${key}`));
    for (const [locale, dictionary] of Object.entries(loadedLocales)) expect(walk(dictionary, locale)).toEqual([]);
  });
});

describe("checkTextOverrides: what of a translations answer may replace the built-in texts", () => {
  it("takes texts with the same arguments, in any order and wording, and leaves out unchanged ones", () => {
    const result = checkTextOverrides(builtIn, {
      common: { retry: "Retry now", priceFrom: "Starting at {price}", page: "Page {page}" },
      cart: { lineCount: "{count} article{{count:s}}", removed: "{name} left the cart" },
    });
    expect(result.overrides).toEqual({
      common: { retry: "Retry now", priceFrom: "Starting at {price}" },
      cart: { lineCount: "{count} article{{count:s}}", removed: "{name} left the cart" },
    });
    expect(result.accepted).toBe(4);
    expect(result.issues).toEqual([]);
  });

  it("ignores keys the dictionary does not have, at any depth, and values of the wrong kind", () => {
    // Parsed from JSON, as an answer is: "__proto__" is then an ordinary key.
    const answer = JSON.parse(
      JSON.stringify({
        common: { retry: "Again", retyr: "typo", nested: { deep: "x" } },
        checkout: { title: "Checkout" },
        cart: { title: 42, lineCount: ["a"], removed: null },
        constructor: "x",
      }).replace(/^\{/, '{"__proto__":{"retry":"polluted"},'),
    );
    const result = checkTextOverrides(builtIn, answer);
    expect(result.overrides).toEqual({ common: { retry: "Again" } });
    expect(result.issues.map((issue) => `${issue.key}:${issue.reason}`).sort()).toEqual([
      "__proto__:unknown-key",
      "cart.lineCount:not-text",
      "cart.removed:not-text",
      "cart.title:not-text",
      "checkout:unknown-key",
      "common.nested:unknown-key",
      "common.retyr:unknown-key",
      "constructor:unknown-key",
    ]);
    expect(Object.getPrototypeOf(result.overrides)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).retry).toBeUndefined();
  });

  it("does not take a text where the dictionary has a group, nor a group where it has a text", () => {
    const result = checkTextOverrides(builtIn, { common: "Common", cart: { title: { short: "Cart" } } });
    expect(result.overrides).toEqual({});
    expect(result.issues.map((issue) => `${issue.key}:${issue.reason}`)).toEqual([
      "common:not-text",
      "cart.title:not-text",
    ]);
  });

  it("rejects a text that drops, renames or adds an argument, or changes its formatting; the built-in text stays", () => {
    const result = checkTextOverrides(builtIn, {
      common: {
        priceFrom: "From now on",
        page: "Page {number}",
        retry: "Try again, {name}",
      },
      cart: { removed: "Removed {name|upper} from the cart", title: "Cart ({count})" },
    });
    expect(result.overrides).toEqual({});
    expect(result.issues.map((issue) => `${issue.key}:${issue.reason}`)).toEqual([
      "common.priceFrom:placeholders",
      "common.page:placeholders",
      "common.retry:placeholders",
      "cart.removed:placeholders",
      "cart.title:placeholders",
    ]);
    expect(result.issues[1]!.detail).toBe("expected {page}, got {number}");
  });

  it("rejects broken plural or brace syntax, plurals of something the text is not given, and empty texts", () => {
    const result = checkTextOverrides(builtIn, {
      common: { retry: "  ", page: "Page {page}{{s}", priceFrom: "From {price} {{price:a|b|c|d}}" },
      cart: { lineCount: "{count} item{{total:s}}", title: "Cart}" },
    });
    expect(result.overrides).toEqual({});
    expect(result.issues.map((issue) => `${issue.key}:${issue.reason}`)).toEqual([
      "common.retry:empty",
      "common.page:syntax",
      "common.priceFrom:syntax",
      "cart.lineCount:plural",
      "cart.title:syntax",
    ]);
  });

  it("takes every text of another language's dictionary over English (same arguments throughout)", () => {
    const result = checkTextOverrides(loadedLocales.en, loadedLocales.es as unknown as Record<string, unknown>);
    expect(result.issues).toEqual([]);
    expect(result.accepted).toBeGreaterThan(300);
  });
});

describe("mergeTexts and translator with overrides", () => {
  it("lays the overrides over a copy of the dictionary", () => {
    const merged = mergeTexts(builtIn, { common: { retry: "Retry now" } });
    expect(merged.common).toEqual({ ...builtIn.common, retry: "Retry now" });
    expect(merged.cart).toBe(builtIn.cart);
    expect(builtIn.common.retry).toBe("Try again");
  });

  it("gives functions that fill arguments and plurals of the overriding texts, once per overrides object", () => {
    const overrides = {
      common: { priceFrom: "Dès {price}" },
      commerce: { orders: { items: "{count} ligne{{s}}" } },
    };
    const LL = translator("fr", overrides);
    expect(LL.common.priceFrom({ price: "5 €" })).toBe("Dès 5 €");
    expect(LL.commerce.orders.items({ count: 1 })).toBe("1 ligne");
    expect(LL.commerce.orders.items({ count: 3 })).toBe("3 lignes");
    // Texts not overridden are the built-in ones; the built-in translator is untouched.
    expect(LL.common.retry()).toBe(translator("fr").common.retry());
    expect(translator("fr").common.priceFrom({ price: "5 €" })).not.toBe("Dès 5 €");
    expect(translator("fr", overrides)).toBe(LL);
    expect(translator("fr", {})).toBe(translator("fr"));
  });
});
