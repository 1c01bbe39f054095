import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentItem } from "../../shared/console/content";
import type { Page, SearchResult } from "../../shared/catalogue/types";
import type { BlogPostSummary, ContentPage } from "../../shared/content/types";
import { publishDueContent, purgePlan } from "../../worker/cache/staff-changes";
import { toSearchRowid } from "../../worker/db/search-keys";
import type { UploadedMedia } from "../../shared/media/types";
import { samplePng } from "../support/media-samples";
import { call, client, envelope, post } from "./helpers";
import { seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staff: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  await seedShop();
  staff = bearer(await staffSession((await createStaff("staff")).id));
  support = bearer(await staffSession((await createStaff("support")).id));
  // The shop's pages exist once per address; the seed writes them.
  await env.DB.batch([
    env.DB.prepare("INSERT INTO pages (slug, updated_at) VALUES ('about', 1)"),
    env.DB.prepare(
      "INSERT INTO page_translations (slug, lang, title, description, body_md) VALUES ('about', 'en', 'About us', 'Who we are', 'We make gateways.')",
    ),
  ]);
});

/** The shop's public API in a language: the envelope. */
const api = async <T>(path: string, lang = "en") =>
  (await client(null, { headers: { "x-accept-language": lang } }).get<T>(`/api${path}`)).body;
const listedIds = async () =>
  (await api<Page<BlogPostSummary>>("/blogInfo/list?pageSize=50")).data.list.map((p) => p.id);

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: `gateway-news-${crypto.randomUUID().slice(0, 8)}`,
    cover: null,
    author: "Portline team",
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    draft: false,
    productIds: [SHOP.gateway.goodsId],
    text: { en: { title: "Zanzibar rollout of SMPP gateways", summary: "A rollout.", bodyMd: "## Done\n\nIt works." } },
    ...overrides,
  };
}

describe("scheduled publishing", () => {
  it("a post with a future date is on no public list, page, search or sitemap until its time, then appears", async () => {
    // Far enough ahead that the checks before it end first, even on a busy machine.
    const due = Date.now() + 8000;
    const created = await envelope<{ id: string }>(
      await post("/api/admin/content/blog", postBody({ publishedAt: new Date(due).toISOString() }), staff),
    );
    expect(created.code).toBe(0);
    const id = Number(created.data.id);

    const hidden = async () => ({
      listed: (await listedIds()).includes(id),
      detail: (await call(`/api/blogInfo/detail/${id}`)).status,
      search: (await api<SearchResult>("/search?keyword=Zanzibar")).data.content.some((hit) => hit.id === id),
      sitemap: (await (await call("/sitemaps/posts-1.xml")).text()).includes(`/blog/${id}<`),
    });
    expect(await hidden()).toEqual({ listed: false, detail: 404, search: false, sitemap: false });

    // The console lists it as scheduled.
    const rows = await envelope<Array<{ id: string; scheduled: boolean }>>(
      await call("/api/admin/content/blog", { headers: staff }),
    );
    expect(rows.data.find((row) => row.id === String(id))?.scheduled).toBe(true);

    // Its time comes; the cron drops the cached answers that left it out (the list above was cached).
    await expect.poll(() => Date.now() > due, { timeout: 20_000, interval: 200 }).toBe(true);
    expect(await publishDueContent(env, Date.now())).toBeGreaterThanOrEqual(1);
    await expect.poll(hidden).toEqual({ listed: true, detail: 200, search: true, sitemap: true });
  }, 60_000);

  it("a draft stays hidden whatever its date; publishing shows it", async () => {
    const body = postBody({ draft: true });
    const { data } = await envelope<{ id: string }>(await post("/api/admin/content/blog", body, staff));
    expect(await listedIds()).not.toContain(Number(data.id));
    expect((await post(`/api/admin/content/blog/${data.id}`, { ...body, draft: false }, staff)).status).toBe(200);
    expect(await listedIds()).toContain(Number(data.id));
  });
});

describe("content saves", () => {
  it("write every language, its search documents and an audit row; a language left out is removed", async () => {
    const body = postBody({
      text: {
        en: { title: "Quokka gateway notes", summary: "Notes.", bodyMd: "English body" },
        es: { title: "Notas del gateway Quokka", summary: "Notas.", bodyMd: "Texto en español" },
      },
    });
    const { data } = await envelope<{ id: string }>(await post("/api/admin/content/blog", body, staff));
    const editor = await envelope<ContentItem>(await call(`/api/admin/content/blog/${data.id}`, { headers: staff }));
    expect(Object.keys(editor.data.text).sort()).toEqual(["en", "es"]);
    expect(editor.data.productIds).toEqual([SHOP.gateway.goodsId]);
    const spanish = await api<{ title: string; lang: string }>(`/blogInfo/detail/${data.id}`, "es");
    expect(spanish.data).toMatchObject({ title: "Notas del gateway Quokka", lang: "es" });

    await post(`/api/admin/content/blog/${data.id}`, { ...body, text: { en: body.text.en } }, staff);
    const english = await api<{ title: string; lang: string }>(`/blogInfo/detail/${data.id}`, "es");
    expect(english.data).toMatchObject({ title: "Quokka gateway notes", lang: "en" });
    const docs = await env.DB.prepare("SELECT rowid, lang FROM search_index WHERE doc_type = 'blog' AND doc_id = ?1")
      .bind(data.id)
      .all<{ rowid: number; lang: string }>();
    expect(docs.results).toEqual([{ rowid: toSearchRowid("blog", data.id, "en"), lang: "en" }]);
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'blog_post' AND entity_id = ?1 ORDER BY id",
    )
      .bind(data.id)
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "update"]);
  });

  it("two editors creating at once: both get an item, or the second is told to save again; nothing half-written", async () => {
    const bodies = [postBody(), postBody()];
    const answers = await Promise.all(bodies.map((body) => post("/api/admin/content/blog", body, staff)));
    const results = await Promise.all(answers.map((answer) => envelope<{ id: string }>(answer)));
    const created = results.filter((_, index) => answers[index]!.status === 200).map((result) => result.data.id);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(created.length);
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 200) continue;
      expect(answer.status).toBe(409);
      expect(results[index]!.msg).toMatch(/same moment/);
    }
    for (const [index, body] of bodies.entries()) {
      const posts = await env.DB.prepare("SELECT COUNT(*) AS n FROM blog_posts WHERE slug = ?1")
        .bind(body.slug)
        .first<number>("n");
      expect(posts).toBe(answers[index]!.status === 200 ? 1 : 0);
    }
  });

  it("refuses bad input and a taken slug, writing nothing; support may not edit", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT (SELECT COUNT(*) FROM blog_posts) + (SELECT COUNT(*) FROM audit_log) AS n").first<{
        n: number;
      }>())!.n;
    const before = await count();
    const first = postBody();
    expect((await post("/api/admin/content/blog", first, staff)).status).toBe(200);
    const after = await count();
    const taken = await post("/api/admin/content/blog", { ...postBody(), slug: first.slug }, staff);
    expect(taken.status).toBe(409);
    expect((await envelope(taken)).msg).toMatch(/slug/);
    expect((await post("/api/admin/content/blog", postBody({ text: { es: first.text.en } }), staff)).status).toBe(400);
    expect((await post("/api/admin/content/blog", postBody({ slug: "Not A Slug" }), staff)).status).toBe(400);
    expect(
      (await post("/api/admin/content/blog", postBody({ cover: "https://evil.example/x.jpg" }), staff)).status,
    ).toBe(400);
    expect((await post("/api/admin/content/page", postBody(), staff)).status).toBe(400);
    expect((await post("/api/admin/content/blog", postBody(), support)).status).toBe(403);
    expect(await count()).toBe(after);
    expect(after).toBe(before + 2);
  });

  it("a post's replaced cover is deleted from R2 when nothing else uses it", async () => {
    const uploadCover = async (png: Uint8Array) =>
      (
        await envelope<UploadedMedia>(
          await call(`/api/admin/media/files?name=cover.png`, {
            method: "POST",
            headers: { ...staff, "content-type": "application/octet-stream" },
            body: png as Uint8Array<ArrayBuffer>,
          }),
        )
      ).data.url;
    const first = await uploadCover(samplePng(8, 4));
    const second = await uploadCover(samplePng(8, 5));
    const body = postBody({ cover: first });
    const { data } = await envelope<{ id: string }>(await post("/api/admin/content/blog", body, staff));
    const stored = async (url: string) => (await env.MEDIA.head(url.slice("/media/".length))) !== null;
    expect(await stored(first)).toBe(true);
    expect((await post(`/api/admin/content/blog/${data.id}`, { ...body, cover: second }, staff)).status).toBe(200);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  it("a page's Spanish text shows on its next load", async () => {
    await api<ContentPage>("/page/detail/about", "es");
    const saved = await post(
      "/api/admin/content/page/about",
      {
        productIds: [],
        text: {
          en: { title: "About us", summary: "Who we are", bodyMd: "We make gateways." },
          es: { title: "Sobre nosotros", summary: "Quiénes somos", bodyMd: "Fabricamos pasarelas." },
        },
      },
      staff,
    );
    expect(saved.status).toBe(200);
    expect((await api<ContentPage>("/page/detail/about", "es")).data).toMatchObject({ title: "Sobre nosotros" });
  });
});

describe("static pages: draft, scheduled and published like posts", () => {
  const pageBody = (overrides: Record<string, unknown> = {}) => ({
    productIds: [],
    text: { en: { title: "User agreement", summary: "Terms", bodyMd: "Terms of Yarrowby trade." } },
    ...overrides,
  });
  const shopper = async () => ({
    api: (await call("/api/page/detail/user-agreement")).status,
    sitemap: (await (await call("/sitemaps/pages-1.xml")).text()).includes("/user-agreement<"),
  });

  beforeAll(async () => {
    await env.DB.prepare("INSERT INTO pages (slug, updated_at) VALUES ('user-agreement', 1)").run();
    expect((await post("/api/admin/content/page/user-agreement", pageBody(), staff)).status).toBe(200);
  });

  it("a draft page answers 404 to shoppers and leaves the sitemap; staff preview it; publishing shows it", async () => {
    expect(await shopper()).toEqual({ api: 200, sitemap: true });
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await post("/api/admin/content/page/user-agreement", pageBody({ draft: true, publishedAt }), staff)).status,
    ).toBe(200);
    expect(await shopper()).toEqual({ api: 404, sitemap: false });
    // The editor and the console list say "draft"; the preview shows the page as it will be.
    const editor = await envelope<ContentItem>(
      await call("/api/admin/content/page/user-agreement", { headers: staff }),
    );
    expect(editor.data).toMatchObject({ draft: true, publishedAt });
    const preview = await call("/api/admin/preview/pages/user-agreement", { headers: staff });
    expect((await envelope<ContentPage>(preview)).data).toMatchObject({ title: "User agreement" });
    expect((await call("/api/admin/preview/pages/user-agreement", { headers: support })).status).toBe(403);
    expect((await call("/api/admin/preview/pages/user-agreement")).status).toBe(401);

    expect(
      (await post("/api/admin/content/page/user-agreement", pageBody({ draft: false, publishedAt }), staff)).status,
    ).toBe(200);
    expect(await shopper()).toEqual({ api: 200, sitemap: true });
  });

  it("a scheduled page appears after its time (the cron drops what left it out)", async () => {
    // Far enough ahead that the checks before it end first, even on a busy machine.
    const due = Date.now() + 8000;
    const body = pageBody({ draft: false, publishedAt: new Date(due).toISOString() });
    expect((await post("/api/admin/content/page/user-agreement", body, staff)).status).toBe(200);
    expect(await shopper()).toEqual({ api: 404, sitemap: false });
    const rows = await envelope<Array<{ id: string; scheduled: boolean }>>(
      await call("/api/admin/content/page", { headers: staff }),
    );
    expect(rows.data.find((row) => row.id === "user-agreement")?.scheduled).toBe(true);
    await expect.poll(() => Date.now() > due, { timeout: 20_000, interval: 200 }).toBe(true);
    expect(await publishDueContent(env, Date.now())).toBeGreaterThanOrEqual(1);
    await expect.poll(shopper).toEqual({ api: 200, sitemap: true });
  }, 60_000);

  it("a publish time entered with its zone's offset is stored as UTC; a page saved without one keeps its own", async () => {
    const body = pageBody({ draft: false, publishedAt: "2026-01-15T10:30:00+01:00" });
    expect((await post("/api/admin/content/page/user-agreement", body, staff)).status).toBe(200);
    const stored = async () =>
      (await env.DB.prepare("SELECT status, published_at FROM pages WHERE slug = 'user-agreement'").first<{
        status: number;
        published_at: number;
      }>())!;
    expect(await stored()).toEqual({ status: 1, published_at: Date.parse("2026-01-15T09:30:00Z") });
    const editor = await envelope<ContentItem>(
      await call("/api/admin/content/page/user-agreement", { headers: staff }),
    );
    expect(editor.data.publishedAt).toBe("2026-01-15T09:30:00.000Z");
    expect((await post("/api/admin/content/page/user-agreement", pageBody(), staff)).status).toBe(200);
    expect(await stored()).toEqual({ status: 1, published_at: Date.parse("2026-01-15T09:30:00Z") });
  });
});

describe("every content save purges exactly what shows it", () => {
  it("names the content answers and search, the item's page and its list", () => {
    expect(purgePlan({ kind: "content", page: "/blog/7", list: "/blog" })).toEqual({
      kv: ["/api/blogInfo/", "/api/case/", "/api/article/", "/api/page/", "/api/search"],
      pages: ["/blog/7", "/blog"],
    });
  });

  it("drops the cached content and search answers and keeps the catalogue's", async () => {
    // KV keys without their cache version (the last `|…`).
    const keys = async () =>
      (await env.CACHE.list({ prefix: "api:" })).keys.map((key) => key.name.replace(/\|[^|]*$/, "")).sort();
    await api("/blogInfo/list");
    await api("/blogInfo/list", "es");
    await api("/search?keyword=gateway");
    await api(`/goods/detail/${SHOP.gateway.goodsId}`);
    await expect
      .poll(keys)
      .toEqual(
        expect.arrayContaining([
          "api:/api/blogInfo/list?|en",
          "api:/api/blogInfo/list?|es",
          "api:/api/search?keyword=gateway|en",
          `api:/api/goods/detail/${SHOP.gateway.goodsId}?|en`,
        ]),
      );
    expect((await post("/api/admin/content/blog", postBody(), staff)).status).toBe(200);
    const left = await keys();
    expect(left.filter((key) => /^api:\/api\/(blogInfo|case|article|page|search)/.test(key))).toEqual([]);
    expect(left).toContain(`api:/api/goods/detail/${SHOP.gateway.goodsId}?|en`);
  });
});
