import type {
  CampaignWire,
  CategoryNodeWire,
  NavigationEntryWire,
  ProductDetailWire,
} from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CompareResult, ProductSummary, Page, SearchResult } from "../../shared/catalogue/types";
import type { ShippingMethod } from "../../shared/commerce/types";
import type { ArticleSummary, BlogPostSummary, CaseSummary, ContentPage } from "../../shared/content/types";
import { seedDemoData } from "../../worker/db/seed";
import { seedCatalogue, seedContent } from "../../worker/db/seed/localized-data";
import { fullyTranslatedLanguages, languagesTranslating, STRUCTURE_PARTS } from "../support/translated-parts";
import { client } from "./helpers";

// The demo shop as `npm start` seeds it: the source languages with the overlays merged in.
await seedDemoData({ db: env.DB, kv: env.CACHE, now: Date.now() });

async function get<T>(path: string, lang: string): Promise<T> {
  const answer = await client(null, { headers: { "x-accept-language": lang } }).get<T>(`/api${path}`);
  expect(answer.status, path).toBe(200);
  return answer.body.data;
}

/** The records of a list that were not served in `lang`, named for the failure message. */
function notIn<T extends { lang: string }>(lang: string, records: readonly T[], name: (record: T) => string): string[] {
  return records.filter((record) => record.lang !== lang).map(name);
}

// Every language with the shop's structure written: the header, filters, checkout and coupons.
describe.each(languagesTranslating(STRUCTURE_PARTS))("the demo shop's structure in %s", (lang) => {
  it("names every category and navigation entry in it", async () => {
    const tree = await get<CategoryNodeWire[]>("/goods/category/list", lang);
    const nodes = tree.flatMap((node) => [node, ...node.child]);
    expect(nodes).toHaveLength(seedCatalogue.categories.length);
    expect(notIn(lang, nodes, (node) => node.slug)).toEqual([]);
    const navigation = await get<NavigationEntryWire[]>("/navigation/list", lang);
    expect(notIn(lang, navigation, (entry) => entry.keyId)).toEqual([]);
  });

  it("names every spec option in it", async () => {
    const specs = await get<Array<{ keyId: number; name: string }>>("/goods/specs/list", lang);
    const expected = seedCatalogue.specOptions.map((option) => ({
      keyId: option.id,
      name: option.translations?.[lang as "zh"] ?? option.name,
    }));
    expect(specs).toEqual(expected);
  });

  it("serves every coupon campaign and shipping method in it", async () => {
    const campaigns = await get<CampaignWire[]>("/web/activity/list", lang);
    expect(campaigns.length).toBeGreaterThan(0);
    expect(notIn(lang, campaigns, (campaign) => `campaign ${campaign.keyId}`)).toEqual([]);
    const methods = await get<ShippingMethod[]>("/shipping/methods", lang);
    expect(notIn(lang, methods, (method) => method.code)).toEqual([]);
  });
});

describe.each(fullyTranslatedLanguages())("the demo shop in %s", (lang) => {
  it("serves every product's text, tab sections and compare rows in it", async () => {
    const list = await get<Page<ProductSummary>>("/goods/list?pageSize=100", lang);
    expect(list.total).toBe(seedCatalogue.products.length);
    expect(notIn(lang, list.list, (product) => `list ${product.id}`)).toEqual([]);
    const untranslated: string[] = [];
    for (const product of seedCatalogue.products) {
      const detail = await get<ProductDetailWire>(`/goods/detail/${product.id}`, lang);
      const parts = { text: detail.lang, sections: detail.sectionsLang, compare: detail.compareLang };
      for (const [part, served] of Object.entries(parts)) {
        if (served !== lang) untranslated.push(`${product.id} ${part}`);
      }
      expect(detail.name).toBe(product.text[lang as "zh"]?.name);
    }
    expect(untranslated).toEqual([]);
    const compare = await get<CompareResult>("/goods/compare?ids=3,4,5", lang);
    expect(compare.compareLangs).toEqual([lang, lang, lang]);
  });

  it("serves every post, case study, article and page in it", async () => {
    const posts = await get<Page<BlogPostSummary>>("/blogInfo/list?pageSize=100", lang);
    expect(posts.total).toBe(seedContent.posts.length);
    expect(notIn(lang, posts.list, (post) => `post ${post.id}`)).toEqual([]);
    const cases = await get<Page<CaseSummary>>("/case/list?pageSize=100", lang);
    expect(notIn(lang, cases.list, (item) => `case ${item.id}`)).toEqual([]);
    for (const item of cases.list) {
      const source = seedContent.cases.find((entry) => entry.id === item.id)!.text[lang as "zh"]!;
      expect([item.customer, item.industry, item.region]).toEqual([source.customer, source.industry, source.region]);
    }
    const articles = await get<Page<ArticleSummary>>("/article/list?pageSize=100", lang);
    expect(notIn(lang, articles.list, (article) => `article ${article.id}`)).toEqual([]);
    const pages = await Promise.all(
      seedContent.pages.map((page) => get<ContentPage>(`/page/detail/${page.slug}`, lang)),
    );
    expect(notIn(lang, pages, (page) => page.slug)).toEqual([]);
  });

  it("finds products and content with snippets in it", async () => {
    const result = await get<SearchResult>("/search?keyword=SMPP", lang);
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.content.length).toBeGreaterThan(0);
    expect(notIn(lang, result.products.list, (product) => `goods ${product.id}`)).toEqual([]);
    expect(notIn(lang, result.content, (hit) => `${hit.type} ${hit.id}`)).toEqual([]);
  });
});
