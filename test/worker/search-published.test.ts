import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary, Page, SearchHit, SearchResult } from "../../shared/catalogue/types";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { contentImport } from "../../worker/db/import/content";
import { runImport } from "../../worker/db/import/run";
import type { ImportProduct, ImportPost } from "../../worker/db/import/types";
import { client } from "./helpers";
import { fixtureCatalogue } from "./fixtures";

/**
 * Drafts and scheduled items sit in the search index beside what is live (staff write them before
 * they go out): a visitor's search must neither count, rank nor suggest them, or their names could
 * be probed word by word.
 */
const product = (id: number, name: string, published = true): ImportProduct => ({
  ...fixtureCatalogue.products[0]!,
  id,
  slug: `published-${id}`,
  published,
  skus: [{ id: id * 10, specId: 1, sku: `PB-${id}`, priceMinor: 10_000, stock: 5 }],
  text: {
    en: { name, summary: "", description: "", essentialDetails: [], packagingDelivery: [], productParameters: [] },
  },
});

const post = (id: number, title: string, bodyMd = "", extra: Partial<ImportPost> = {}): ImportPost => ({
  id,
  slug: `published-post-${id}`,
  publishedAt: "2026-01-15",
  author: "Portline team",
  productIds: [],
  text: { en: { title, summary: "", bodyMd } },
  ...extra,
});

beforeAll(async () => {
  const now = Date.now();
  const catalogue = {
    ...fixtureCatalogue,
    products: [
      product(1, "Portline SMS Gateway 32"),
      product(3, "Portline VoIP Gateway 8"),
      product(4, "Quokkaphone Gateway Prototype", false),
    ],
  };
  await runImport(catalogueImport(catalogue, "published-catalog"), { db: env.DB, kv: env.CACHE, now });
  const content = {
    posts: [
      post(1, "A field report", "We counted one numbat in the field."),
      post(2, "Wombatron launch plans", "", { draft: true }),
      post(3, "Platypusnet preview", "", { publishedAt: new Date(now + 86_400_000).toISOString() }),
      // Ten drafts matching "numbat" better (in their titles) than the one live post does.
      ...Array.from({ length: 10 }, (_, index) =>
        post(20 + index, `Numbat numbat numbat ${index}`, "", { draft: true }),
      ),
    ],
    cases: [],
    articles: [],
    pages: [],
  };
  await runImport(contentImport(content, "published-content"), { db: env.DB, kv: env.CACHE, now });
});

const api = async <T>(path: string) => (await client().get<T>(`/api${path}`)).body.data;
const search = (keyword: string) => api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword)}`);
const suggest = (keyword: string) => api<SearchHit[]>(`/search/suggest?keyword=${encodeURIComponent(keyword)}`);

describe("search counts and ranks only what visitors may see", () => {
  it("a word found only in a draft product is counted nowhere: search, suggestions, listing", async () => {
    expect((await search("quokkaphone")).products).toMatchObject({ total: 0, list: [] });
    expect(await suggest("quokkaphone")).toEqual([]);
    expect(await api<Page<ProductSummary>>("/goods/list?keyword=quokkaphone")).toMatchObject({ total: 0, list: [] });
  });

  it("a search matching drafts and published products counts and lists the published ones", async () => {
    const { products } = await search("gateway");
    expect(products.list.map((each) => each.id).sort()).toEqual([1, 3]);
    expect(products.total).toBe(2);
    expect(await api<Page<ProductSummary>>("/goods/list?keyword=gateway")).toMatchObject({ total: 2 });
    expect((await suggest("gateway")).map((hit) => hit.id).sort()).toEqual([1, 3]);
  });

  it("draft and scheduled posts are neither found nor suggested, nor take a live post's place", async () => {
    expect((await search("numbat")).content.map((hit) => hit.id)).toEqual([1]);
    expect((await suggest("numbat")).map((hit) => [hit.type, hit.id])).toEqual([["blog", 1]]);
    expect((await search("wombatron")).content).toEqual([]);
    expect(await suggest("wombatron")).toEqual([]);
    expect((await search("platypusnet")).content).toEqual([]);
    expect(await suggest("platypusnet")).toEqual([]);
  });
});
