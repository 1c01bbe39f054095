import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API_CODE } from "../../shared/api/envelope";
import type { Page } from "../../shared/catalogue/types";
import type {
  Article,
  ArticleSummary,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseSummary,
  ContentPage,
} from "../../shared/content/types";
import { readCacheVersion } from "../../worker/cache/cache-version";
import { apiCacheKey } from "../../worker/cache/keys";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { contentImport } from "../../worker/db/import/content";
import { runImport } from "../../worker/db/import/run";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { content } from "../../worker/db/seed/data/content";
import { call, client } from "./helpers";

// The real demo catalogue and content, imported the way the seed does.
const importOptions = { db: env.DB, kv: env.CACHE, now: Date.now() };
await runImport(catalogueImport(catalogue), importOptions);
await runImport(contentImport(content), importOptions);

const get = <T>(path: string, lang?: string) =>
  client(null, { headers: lang ? { "x-accept-language": lang } : {} }).get<T>(`/api${path}`);

const postsNewestFirst = [...content.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe("GET /api/blogInfo/yearList", () => {
  it("lists the years that have posts, newest first", async () => {
    const { body } = await get<number[]>("/blogInfo/yearList");
    expect(body.code).toBe(0);
    const years = [...new Set(content.posts.map((post) => Number(post.publishedAt.slice(0, 4))))].sort((a, b) => b - a);
    expect(body.data).toEqual(years);
    expect(body.data).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

describe("GET /api/blogInfo/list", () => {
  it("pages the posts newest first, 10 per page by default", async () => {
    const first = (await get<Page<BlogPostSummary>>("/blogInfo/list")).body.data;
    expect(first).toMatchObject({ total: content.posts.length, page: 1, pageSize: 10 });
    expect(first.list.map((post) => post.id)).toEqual(postsNewestFirst.slice(0, 10).map((post) => post.id));
    const second = (await get<Page<BlogPostSummary>>("/blogInfo/list?page=2")).body.data;
    expect(second.list.map((post) => post.id)).toEqual(postsNewestFirst.slice(10).map((post) => post.id));
    expect(first.list[0]).toMatchObject({
      slug: postsNewestFirst[0]!.slug,
      author: postsNewestFirst[0]!.author,
      lang: "en",
      year: 2026,
    });
    expect(first.list[0]).not.toHaveProperty("bodyMd");
  });

  it("filters by year", async () => {
    const { body } = await get<Page<BlogPostSummary>>("/blogInfo/list?year=2025");
    const expected = postsNewestFirst.filter((post) => post.publishedAt.startsWith("2025")).map((post) => post.id);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.list.map((post) => post.id)).toEqual(expected);
    expect((await get<Page<BlogPostSummary>>("/blogInfo/list?year=1999")).body.data).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it("clamps page values instead of failing, and names a bad year with a 400", async () => {
    const clamped = (await get<Page<BlogPostSummary>>("/blogInfo/list?page=0&pageSize=100000")).body.data;
    expect(clamped).toMatchObject({ page: 1, pageSize: 100 });
    expect(clamped.list).toHaveLength(content.posts.length);
    expect((await get<Page<BlogPostSummary>>("/blogInfo/list?page=abc&pageSize=-4")).body.data).toMatchObject({
      page: 1,
      pageSize: 1,
    });
    const { status, body } = await get("/blogInfo/list?year=twenty");
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: API_CODE.badRequest, data: null });
    expect(body.msg).toBe("“Year” must be a year such as 2025.");
  });

  it("answers in the request's language, falling back to English per post", async () => {
    const zh = (await get<Page<BlogPostSummary>>("/blogInfo/list?pageSize=100", "zh")).body.data.list;
    for (const post of zh) {
      const source = content.posts.find((item) => item.id === post.id)!;
      expect(post.title).toBe((source.text.zh ?? source.text.en).title);
      expect(post.lang).toBe(source.text.zh ? "zh" : "en");
    }
    expect(zh.some((post) => post.lang === "zh")).toBe(true);
    const es = (await get<Page<BlogPostSummary>>("/blogInfo/list", "es")).body.data.list;
    expect(es[0]).toMatchObject({ title: postsNewestFirst[0]!.text.en.title, lang: "en" });
  });
});

describe("GET /api/blogInfo/detail/:id", () => {
  it("answers the post with its markdown, neighbours and linked products from the catalogue", async () => {
    const source = content.posts.find((post) => post.id === 10)!;
    const { body } = await get<BlogPost>("/blogInfo/detail/10");
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      id: 10,
      slug: source.slug,
      title: source.text.en.title,
      bodyMd: source.text.en.bodyMd,
      lang: "en",
    });
    // The raw HTML stays in the markdown: it is escaped when rendered, never stripped or run.
    expect(body.data.bodyMd).toContain('<script>alert("xss")</script>');
    expect(body.data.products.map((product) => product.id)).toEqual(source.productIds);
    const names = body.data.products.map((product) => product.name);
    expect(names).toEqual(
      source.productIds.map((id) => catalogue.products.find((product) => product.id === id)!.text.en.name),
    );
    const index = postsNewestFirst.findIndex((post) => post.id === 10);
    expect(body.data.next?.id).toBe(postsNewestFirst[index - 1]!.id);
    expect(body.data.previous?.id).toBe(postsNewestFirst[index + 1]!.id);
  });

  it("has no newer neighbour for the newest post and no older one for the oldest", async () => {
    expect((await get<BlogPost>(`/blogInfo/detail/${postsNewestFirst[0]!.id}`)).body.data.next).toBeNull();
    expect((await get<BlogPost>(`/blogInfo/detail/${postsNewestFirst.at(-1)!.id}`)).body.data.previous).toBeNull();
  });

  it("speaks Chinese to zh and English to es (no Spanish text yet)", async () => {
    const zh = (await get<BlogPost>("/blogInfo/detail/10", "zh")).body;
    expect(zh.data).toMatchObject({ title: "把上行短信当作不可信输入", lang: "zh" });
    expect(zh.data.products[0]!.name).toBe(catalogue.products.find((product) => product.id === 3)!.text.zh!.name);
    // The older and newer posts' titles say their language too (English where not translated).
    expect([zh.data.previous?.lang, zh.data.next?.lang]).toEqual(["zh", "zh"]);
    const fr = (await get<BlogPost>("/blogInfo/detail/10", "fr")).body.data;
    expect([fr.previous?.lang, fr.next?.lang]).toEqual(["en", "en"]);
    expect((await get<BlogPost>("/blogInfo/detail/10", "es")).body.data).toMatchObject({
      title: "Treat inbound SMS as untrusted input",
      lang: "en",
    });
  });

  it("answers 404 for a missing post and 400 for an id that is not digits", async () => {
    const missing = await get("/blogInfo/detail/999999", "zh");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: API_CODE.notFound, msg: "不存在编号为 999999 的博客文章。", data: null });
    const bad = await get("/blogInfo/detail/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(API_CODE.badRequest);
  });
});

describe("case studies", () => {
  it("lists them newest first with customer, industry and region", async () => {
    const { body } = await get<Page<CaseSummary>>("/case/list");
    const expected = [...content.cases].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(body.data.total).toBe(content.cases.length);
    expect(body.data.list.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(body.data.list[0]).toMatchObject({
      customer: expected[0]!.text.en.customer,
      industry: expected[0]!.text.en.industry,
      region: expected[0]!.text.en.region,
    });
  });

  it("answers one with its body and products, in Chinese when asked", async () => {
    const source = content.cases[0]!;
    const { body } = await get<CaseStudy>(`/case/detail/${source.id}`, "zh");
    expect(body.data).toMatchObject({
      id: source.id,
      title: source.text.zh!.title,
      customer: source.text.zh!.customer,
      industry: source.text.zh!.industry,
      region: source.text.zh!.region,
      bodyMd: source.text.zh!.bodyMd,
      lang: "zh",
    });
    expect(body.data.products.map((product) => product.id)).toEqual(source.productIds);
    expect((await get(`/case/detail/424242`)).status).toBe(404);
  });
});

describe("articles", () => {
  it("lists them and answers one with its linked products", async () => {
    const list = (await get<Page<ArticleSummary>>("/article/list")).body.data;
    expect(list.total).toBe(content.articles.length);
    const source = content.articles.find((article) => article.productIds.length > 0)!;
    const { body } = await get<Article>(`/article/detail/${source.id}`);
    expect(body.data).toMatchObject({ id: source.id, title: source.text.en.title, bodyMd: source.text.en.bodyMd });
    expect(body.data.products.map((product) => product.id)).toEqual(source.productIds);
    const noProducts = content.articles.find((article) => article.productIds.length === 0)!;
    expect((await get<Article>(`/article/detail/${noProducts.id}`)).body.data.products).toEqual([]);
    expect((await get(`/article/detail/77777`)).status).toBe(404);
  });
});

describe("GET /api/page/detail/:slug", () => {
  it("answers static and solution pages, slugs with a folder included", async () => {
    for (const page of content.pages) {
      const { body } = await get<ContentPage>(`/page/detail/${page.slug}`);
      expect(body.code, page.slug).toBe(0);
      expect(body.data).toMatchObject({
        slug: page.slug,
        title: page.text.en.title,
        description: page.text.en.description,
        bodyMd: page.text.en.bodyMd,
      });
      expect(body.data.products.map((product) => product.id)).toEqual(page.productIds);
    }
  });

  it("falls back to English for a language without the page, and 404s an unknown slug", async () => {
    const { body } = await get<ContentPage>("/page/detail/solution/sms-gateway", "ru");
    expect(body.data).toMatchObject({ title: "SMS gateway solution", lang: "en" });
    const missing = await get("/page/detail/solution/no-such");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(API_CODE.notFound);
    expect((await get("/page/detail/..%2Fsecret")).status).toBe(400);
  });
});

describe("caching", () => {
  it("serves content from KV per path, query and language, and drops it when the content is imported again", async () => {
    const first = await call("/api/blogInfo/list?year=2024", { headers: { "x-accept-language": "zh" } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    const key = await apiCacheKey(
      "/api/blogInfo/list",
      new URLSearchParams("year=2024"),
      "zh",
      await readCacheVersion(env.CACHE),
    );
    const deadline = Date.now() + 3000;
    while ((await env.CACHE.get(key)) === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await call("/api/blogInfo/list?year=2024", { headers: { "x-accept-language": "zh" } });
    expect(second.headers.get("x-cache")).toBe("HIT");

    const changed = structuredClone(content);
    changed.posts[0]!.text.en.title = "Renamed for the cache test";
    await runImport(contentImport(changed), { ...importOptions, now: Date.now() });
    expect(await env.CACHE.get(key)).toBeNull();
  });
});
