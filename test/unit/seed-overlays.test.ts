import { describe, expect, it } from "vitest";
import { localizeCatalogue, localizeContent, overlayProblems } from "../../worker/db/seed/apply-overlays";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { commerce } from "../../worker/db/seed/data/commerce";
import { content } from "../../worker/db/seed/data/content";
import { overlays } from "../../worker/db/seed/data/i18n/overlays";
import type { ProductOverlay, LanguageOverlay } from "../../worker/db/seed/overlay-types";
import type { ImportCatalogue, ImportProduct } from "../../worker/db/import/types";
import { ALL_OVERLAY_PARTS, TRANSLATED_PARTS } from "../support/translated-parts";

const sources = { catalogue, content, commerce };

describe.each(Object.entries(overlays))("the %s overlay", (lang, overlay) => {
  const problems = overlayProblems(sources, overlay!);

  it.each([...(TRANSLATED_PARTS[lang] ?? [])])("translates every English record and row of %s", (part) => {
    expect(problems[part]).toEqual([]);
  });

  it("translates no record, row or term the English has not", () => {
    const orphans = ALL_OVERLAY_PARTS.flatMap((part) =>
      problems[part].filter((problem) => /no such record|which the English rows have not/.test(problem)),
    );
    expect(orphans).toEqual([]);
  });
});

const englishProduct: ImportProduct = {
  id: 7,
  categoryId: 1,
  slug: "g",
  sort: 1,
  currency: "USD",
  cover: { url: "/c.svg", width: 1, height: 1 },
  images: [],
  skus: [],
  ageDays: 1,
  text: {
    en: {
      name: "Gateway",
      summary: "Sends SMS.",
      description: "A gateway.",
      essentialDetails: [{ key: "Brand", value: "Portline" }],
      packagingDelivery: [{ key: "Lead time", value: "3 days" }],
      productParameters: [{ key: "SIM slots", value: "8", compareFlag: true }],
    },
    zh: {
      name: "网关",
      summary: "发短信。",
      description: "网关。",
      essentialDetails: [{ key: "品牌", value: "Portline" }],
      packagingDelivery: [{ key: "交货期", value: "3天" }],
      productParameters: [{ key: "SIM卡槽", value: "8", compareFlag: true }],
    },
  },
  sections: { en: [{ kind: "build", title: "Case", body: "Steel.", img: "/b.svg" }] },
  compare: { en: [{ group: 4, name: "SIM slots", value: "8" }] },
};

const catalogueOf = (product: ImportProduct): ImportCatalogue => ({
  categories: [],
  navigation: [],
  specOptions: [],
  products: [product],
});

const spanishProduct: ProductOverlay = {
  name: "Pasarela",
  summary: "Envía SMS.",
  description: "Una pasarela.",
  essentialDetails: { Brand: "Portline" },
  packagingDelivery: { "Lead time": "3 días" },
  productParameters: { "SIM slots": "8" },
  sections: [{ title: "Carcasa", body: "Acero." }],
  compare: { "SIM slots": "8" },
};

function overlayWith(parts: Partial<LanguageOverlay>): LanguageOverlay {
  return {
    categories: {},
    navigation: {},
    specOptions: {},
    terms: { Brand: "Marca", "Lead time": "Plazo de entrega", "SIM slots": "Ranuras SIM" },
    products: {},
    shippingMethods: {},
    campaigns: {},
    posts: {},
    cases: {},
    articles: {},
    pages: {},
    ...parts,
  };
}

describe("merging an overlay", () => {
  it("adds the language to every part of a complete product, rows named through the terms", () => {
    const [product] = localizeCatalogue(catalogueOf(englishProduct), {
      es: overlayWith({ products: { 7: spanishProduct } }),
    }).products;
    expect(product!.text.zh).toEqual(englishProduct.text.zh);
    expect(product!.text.es).toEqual({
      name: "Pasarela",
      summary: "Envía SMS.",
      description: "Una pasarela.",
      essentialDetails: [{ key: "Marca", value: "Portline" }],
      packagingDelivery: [{ key: "Plazo de entrega", value: "3 días" }],
      productParameters: [{ key: "Ranuras SIM", value: "8", compareFlag: true }],
    });
    expect(product!.sections.es).toEqual([{ kind: "build", title: "Carcasa", body: "Acero.", img: "/b.svg" }]);
    expect(product!.compare.es).toEqual([{ group: 4, name: "Ranuras SIM", value: "8" }]);
  });

  it("leaves a part in English when a row, a term or a section is missing, and names the gap", () => {
    const incomplete: ProductOverlay = { ...spanishProduct, productParameters: {}, sections: [] };
    const overlay = overlayWith({ products: { 7: incomplete }, terms: { Brand: "Marca", "Lead time": "Plazo" } });
    const [product] = localizeCatalogue(catalogueOf(englishProduct), { es: overlay }).products;
    expect(product!.text.es).toBeUndefined();
    expect(product!.sections.es).toBeUndefined();
    expect(product!.compare.es).toBeUndefined();
    const problems = overlayProblems({ catalogue: catalogueOf(englishProduct), content, commerce }, overlay);
    expect(problems.products).toEqual([
      '7: productParameters lacks "SIM slots"',
      '7: terms lack "SIM slots"',
      "7: sections: 0 written, the English has 1",
      '7: terms lack "SIM slots"',
    ]);
    expect(problems.terms).toEqual(["SIM slots: not translated"]);
  });

  it("ignores a record with an empty field and reports translations of unknown records", () => {
    const post = content.posts[0]!;
    const overlay = overlayWith({
      posts: {
        [post.id]: { title: "Título", summary: "", bodyMd: "Texto" },
        999: { title: "x", summary: "y", bodyMd: "z" },
      },
    });
    const localized = localizeContent(content, { es: overlay });
    expect(localized.posts[0]!.text.es).toBeUndefined();
    const problems = overlayProblems(sources, overlay).posts;
    expect(problems).toContain(`${post.id}: summary is empty`);
    expect(problems).toContain("999: no such record in the English");
  });
});
