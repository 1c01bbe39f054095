import { describe, expect, it } from "vitest";
import { checkState, toggleCategory } from "../../shared/catalogue/category-tree";
import { galleryItems } from "../../shared/catalogue/gallery";
import { listingSearch, parseListingQuery } from "../../shared/catalogue/listing-query";
import { parseKeyValueList } from "../../shared/catalogue/parameters";
import { chooseQuantity, chooseSku, pendingAddValue, readPendingAdd } from "../../shared/catalogue/sku-choice";
import { selectableSpecs } from "../../shared/catalogue/spec-options";
import type { CategoryNode } from "../../shared/catalogue/types";
import { imageSrcSet, imageUrl } from "../../shared/images";
import { paginationItems } from "../../shared/pagination";
import { toMatchQuery, toSearchText } from "../../shared/search/terms";

const image = (n: number) => ({ url: `/i/${n}.jpg`, width: 1200, height: 900 });
const video = { url: "/v.webm", poster: "/p.svg" };

describe("gallery order (the video after the third image)", () => {
  it("puts the video after the first three images", () => {
    const items = galleryItems([1, 2, 3, 4, 5].map(image), video);
    expect(items.map((item) => item.kind)).toEqual(["image", "image", "image", "video", "image", "image"]);
  });

  it("puts it at the end when there are fewer images, and leaves it out when there is none", () => {
    expect(galleryItems([1, 2].map(image), video).map((item) => item.kind)).toEqual(["image", "image", "video"]);
    expect(galleryItems([], video).map((item) => item.kind)).toEqual(["video"]);
    expect(galleryItems([1, 2, 3].map(image), null)).toHaveLength(3);
  });
});

describe("specification selection list (no '2G/4G', no empty value)", () => {
  it("drops '2G/4G' and anything that would be an empty value", () => {
    const specs = selectableSpecs([
      { id: 1, name: "8 Ports" },
      { id: 2, name: "2G/4G" },
      { id: 3, name: " " },
      { id: 0, name: "Zero" },
      { id: 4, name: "5G" },
    ]);
    expect(specs).toEqual([
      { id: 1, name: "8 Ports" },
      { id: 4, name: "5G" },
    ]);
  });
});

describe("parameter lists (JSON text)", () => {
  it("parses key/value rows with an optional compareFlag", () => {
    expect(
      parseKeyValueList('[{"key":"SIM slots","value":"32","compareFlag":true},{"key":"Ports","value":16}]'),
    ).toEqual([
      { key: "SIM slots", value: "32", compareFlag: true },
      { key: "Ports", value: "16" },
    ]);
  });

  it("yields nothing for malformed text, never throws", () => {
    for (const bad of ["{not json", "null", '{"key":"a"}', '[1, null, "x"]', "", undefined, 42]) {
      expect(parseKeyValueList(bad)).toEqual([]);
    }
    expect(parseKeyValueList('[{"key":"ok","value":"1"},{"key":2,"value":"x"},{"value":"no key"}]')).toEqual([
      { key: "ok", value: "1" },
    ]);
  });
});

describe("pagination (2 siblings)", () => {
  it("shows first, last, the current page with two on each side, and gaps", () => {
    expect(paginationItems(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, "ellipsis-end", 20]);
    expect(paginationItems(20, 20)).toEqual([1, "ellipsis-start", 18, 19, 20]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe("listing filters in the URL", () => {
  it("reads single values and arrays, defaulting the category to the route's id or to empty", () => {
    const filters = parseListingQuery(
      new URLSearchParams("category=3&category=4&spec=2&sort=priceAsc&page=3&keyword=smpp"),
    );
    expect(filters).toEqual({ categoryIds: [3, 4], specId: 2, sort: "priceAsc", page: 3, keyword: "smpp" });
    expect(parseListingQuery(new URLSearchParams("")).categoryIds).toEqual([]);
    expect(parseListingQuery(new URLSearchParams(""), { categoryIds: [7] }).categoryIds).toEqual([7]);
    expect(parseListingQuery(new URLSearchParams("category="), { categoryIds: [7] }).categoryIds).toEqual([]);
  });

  it("falls back to defaults for malformed values", () => {
    expect(parseListingQuery(new URLSearchParams("category=abc&spec=-1&sort=random&page=-4"))).toEqual({
      categoryIds: [],
      specId: null,
      sort: "sort",
      page: 1,
      keyword: "",
    });
  });

  it("writes short URLs that read back the same", () => {
    const filters = { categoryIds: [3, 4], specId: 2, sort: "newest" as const, page: 2, keyword: "" };
    const search = listingSearch(filters);
    expect(search.toString()).toBe("category=3&category=4&spec=2&sort=newest&page=2");
    expect(parseListingQuery(search)).toEqual(filters);
    expect(listingSearch({ ...filters, categoryIds: [7] }, { categoryIds: [7] }).has("category")).toBe(false);
  });
});

describe("category checkbox tree", () => {
  const tree: CategoryNode = {
    id: 1,
    parentId: null,
    slug: "a",
    name: "A",
    description: "",
    lang: "en",
    img: null,
    sort: 1,
    children: [
      { id: 2, parentId: 1, slug: "b", name: "B", description: "", lang: "en", img: null, sort: 1, children: [] },
      { id: 3, parentId: 1, slug: "c", name: "C", description: "", lang: "en", img: null, sort: 2, children: [] },
    ],
  };

  it("shows a parent as partly ticked when a child is, and children as implied under a ticked parent", () => {
    expect(checkState(tree, new Set([2]), false)).toBe("partial");
    expect(checkState(tree, new Set([1]), false)).toBe("checked");
    expect(checkState(tree.children[0]!, new Set([1]), true)).toBe("implied");
    expect(checkState(tree, new Set(), false)).toBe("unchecked");
  });

  it("ticking a parent replaces its ticked children; unticking drops it", () => {
    expect(toggleCategory([2, 9], tree)).toEqual([9, 1]);
    expect(toggleCategory([1, 9], tree)).toEqual([9]);
  });
});

describe("search terms", () => {
  it("indexes Chinese as overlapping bigrams and queries them as a phrase", () => {
    expect(toSearchText("短信网关 SMPP")).toBe(" 短信 信网 网关  SMPP");
    expect(toMatchQuery("短信网关")).toBe('"短信 信网 网关"');
    expect(toMatchQuery("网关")).toBe('"网关"*');
  });

  it("ANDs words, prefixes the last, and strips FTS syntax", () => {
    expect(toMatchQuery("smpp gate")).toBe('"smpp" AND "gate"*');
    expect(toMatchQuery('a" OR b NEAR(* ')).toBe('"a" AND "OR" AND "b" AND "NEAR"*');
    expect(toMatchQuery("  ")).toBeNull();
    expect(toMatchQuery("SMS网关")).toBe('"SMS"* AND "网关"*');
  });

  it("folds Arabic vowel marks, tatweel, hamza forms of alef and Eastern digits, in the index and the query", () => {
    expect(toSearchText("البَوّابة إدارة SG٣٢")).toBe("البوابة ادارة SG32");
    expect(toMatchQuery("بوّابــة SG۳۲")).toBe('"بوابة" AND "SG32"*');
    // A marked word stays one word (marks are not letters, so they used to split it).
    expect(toMatchQuery("مُودِم")).toBe('"مودم"*');
  });
});

describe("image URLs", () => {
  const off = { imageBase: "", imageProxy: "", imageResize: false };
  const on = { imageBase: "https://img.portline.example", imageProxy: "", imageResize: true };

  it("serves stored images as they are when resizing is off, or for vector images", () => {
    expect(imageUrl("/images/a.jpg", off, 640)).toBe("/images/a.jpg");
    expect(imageUrl("/images/a.svg", on, 640)).toBe("https://img.portline.example/images/a.svg");
    expect(imageSrcSet("/images/a.jpg", off, 400)).toBe("");
  });

  it("builds Cloudflare Images URLs (webp by default) and a srcset over the image widths for densities 1 and 2", () => {
    expect(imageUrl("/images/a.jpg", on, 640)).toBe(
      "https://img.portline.example/cdn-cgi/image/width=640,format=webp,quality=80/images/a.jpg",
    );
    const widths = imageSrcSet("/images/a.jpg", on, 400)
      .split(", ")
      .map((entry) => entry.split(" ")[1]);
    expect(widths).toEqual(["640w", "750w", "828w"]);
    expect(
      imageSrcSet("/images/a.jpg", on, 2000)
        .split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["640w", "750w", "828w", "1080w", "1200w", "1920w", "2048w", "3840w"]);
  });

  it("puts an image proxy in front when configured", () => {
    expect(imageUrl("/images/a.png", { imageBase: "", imageProxy: "/img-proxy", imageResize: false })).toBe(
      "/img-proxy/images/a.png",
    );
  });
});

describe("the version a product page shows", () => {
  const sku = (id: number, priceMinor: number, promoPriceMinor: number, stock: number) => ({
    id,
    sid: String(id),
    specId: id,
    name: `SKU ${id}`,
    sku: `S-${id}`,
    priceMinor,
    promoPriceMinor,
    stock,
  });
  const skus = [sku(1, 198_000, 0, 22), sku(2, 109_000, 99_000, 35), sku(3, 90_000, 0, 0)];

  it("is the one named in the URL when the product has it", () => {
    expect(chooseSku(skus, 1)?.id).toBe(1);
    expect(chooseSku(skus, 3)?.id).toBe(3);
  });

  it("else the cheapest in stock by effective price (a cheaper one sold out does not count), else the first", () => {
    expect(chooseSku(skus, null)?.id).toBe(2);
    expect(chooseSku(skus, 999)?.id).toBe(2);
    expect(chooseSku([sku(1, 500, 0, 0), sku(2, 400, 0, 0)], null)?.id).toBe(1);
    expect(chooseSku([], 1)).toBeUndefined();
  });

  it("takes a quantity from the URL between 1 and the stock", () => {
    expect(chooseQuantity("3", 10)).toBe(3);
    expect(chooseQuantity("30", 10)).toBe(10);
    expect(chooseQuantity(null, 10)).toBe(1);
    for (const bad of ["0", "-2", "1.5", "abc", ""]) expect(chooseQuantity(bad, 10)).toBe(1);
  });

  it("names an add to cart or Buy now waiting for the sign-in, and reads it back", () => {
    expect(readPendingAdd(pendingAddValue(false, "a1b2c3d4"))).toEqual({ buyNow: false, token: "a1b2c3d4" });
    expect(readPendingAdd(pendingAddValue(true, "a1b2c3d4"))).toEqual({ buyNow: true, token: "a1b2c3d4" });
    for (const bad of [null, "", "cart", "cart.", "cart.abc", "sell.a1b2c3d4", "cart.a1b2-c3d4", "buy.a1b2c3d4 "]) {
      expect(readPendingAdd(bad), String(bad)).toBeNull();
    }
  });
});
