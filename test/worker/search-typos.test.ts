import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { unchangedSku, type ConsoleProduct } from "../../shared/console/catalogue";
import type { SearchHit, SearchResult } from "../../shared/catalogue/types";
import { correctableWords } from "../../shared/search/typos";
import { publishDueContent } from "../../worker/cache/staff-changes";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { contentImport } from "../../worker/db/import/content";
import { runImport } from "../../worker/db/import/run";
import type { ImportCatalogue, ImportContent, ImportProduct, ImportPost } from "../../worker/db/import/types";
import { searchDocumentStatements } from "../../worker/db/import/search-documents";
import { searchRowidSpan, toSearchRowid } from "../../worker/db/search-keys";
import { neighboursQuery } from "../../worker/db/search-vocabulary";
import { call, envelope } from "./helpers";
import { fixtureCatalogue } from "./fixtures";
import { bearer, createStaff, staffSession } from "./staff";

const product = (id: number, name: Partial<Record<"en" | "ru" | "fr", string>>, published = true): ImportProduct => ({
  id,
  categoryId: 11,
  slug: `typo-${id}`,
  sort: id,
  currency: "USD",
  published,
  cover: { url: `/images/goods/typo-${id}.svg`, width: 1200, height: 900 },
  images: [],
  skus: [{ id: id * 10, specId: 1, sku: `TY-${id}`, priceMinor: 10_000, stock: 5 }],
  text: Object.fromEntries(
    Object.entries(name).map(([lang, text]) => [
      lang,
      {
        name: text,
        summary: "",
        description: "",
        essentialDetails: [],
        packagingDelivery: [],
        productParameters: [],
      },
    ]),
  ) as unknown as ImportProduct["text"],
  sections: { en: [] },
  compare: { en: [] },
  ageDays: 1,
});

const catalogue: ImportCatalogue = {
  ...fixtureCatalogue,
  products: [
    product(1, { en: "Portline SMS Gateway 32", ru: "SMS-шлюз Portline на 32 SIM" }),
    product(2, { en: "Portline Modem Pool 64", fr: "Pool de modems Télécom réseau" }),
    product(3, { en: "Portline VoIP Gateway 8" }),
    // A draft: no visitor may find, count or be offered any of its words.
    product(4, { en: "Quokkaphone Gateway Prototype" }, false),
  ],
};

const post = (
  id: number,
  title: Partial<Record<"en" | "ru", string>>,
  extra: Partial<ImportPost> = {},
): ImportPost => ({
  id,
  slug: `typo-post-${id}`,
  publishedAt: "2026-01-15",
  author: "Portline team",
  productIds: [],
  text: Object.fromEntries(
    Object.entries(title).map(([lang, text]) => [lang, { title: text, summary: "", bodyMd: "" }]),
  ) as unknown as ImportPost["text"],
  ...extra,
});

const content: ImportContent = {
  posts: [
    post(1, { en: "Gateway rollout in Kenya", ru: "Маршрутизация сообщений через шлюз в Кении" }),
    post(2, { en: "Wombatron launch plans" }, { draft: true }),
  ],
  cases: [],
  articles: [],
  pages: [],
};

const api = async <T>(path: string, lang = "en") =>
  envelope<T>(await call(`/api${path}`, { headers: { "x-accept-language": lang } }));
const search = (keyword: string, lang = "en") =>
  api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword)}`, lang).then((answer) => answer.data);
const suggest = (keyword: string, lang = "en") =>
  api<SearchHit[]>(`/search/suggest?keyword=${encodeURIComponent(keyword)}`, lang).then((answer) => answer.data);

/** The vocabulary as stored, and as the counted documents' words say it must be. */
async function vocabulary() {
  const stored = await env.DB.prepare("SELECT term, lang, docs FROM search_terms ORDER BY term, lang").all();
  const expected = await env.DB.prepare(
    `SELECT j.value AS term, d.lang, COUNT(*) AS docs FROM search_document_terms d, json_each(d.terms) j
      WHERE d.counted = 1 GROUP BY j.value, d.lang ORDER BY term, d.lang`,
  ).all();
  return { stored: stored.results, expected: expected.results };
}

async function docsOf(term: string, lang = "en"): Promise<number> {
  const row = await env.DB.prepare("SELECT docs FROM search_terms WHERE term = ?1 AND lang = ?2")
    .bind(term, lang)
    .first<{ docs: number }>();
  return row?.docs ?? 0;
}

beforeAll(async () => {
  await runImport(catalogueImport(catalogue, "typo-catalog"), { db: env.DB, kv: env.CACHE, now: Date.now() });
  await runImport(contentImport(content, "typo-content"), { db: env.DB, kv: env.CACHE, now: Date.now() });
});

describe("search forgives typos", () => {
  it('"gatway" finds the gateways and says it searched "gateway"; the exact word gets no correction', async () => {
    const typo = await search("gatway");
    expect(typo.correction).toBe("gateway");
    expect(typo.products.list.map((products) => products.id).sort()).toEqual([1, 3]);
    expect(typo.content.map((hit) => hit.id)).toEqual([1]);
    const exact = await search("gateway");
    expect(exact.correction).toBeNull();
    expect(exact.products.total).toBe(typo.products.total);
  });

  it("corrects only the words it does not know, keeping the others as typed", async () => {
    expect((await search("VoIP gatewya")).correction).toBe("VoIP gateway");
    expect((await search("Portline modme")).correction).toBe("Portline modem");
    // A swap of two letters is one typo; a first letter wrong is found through the last one.
    expect((await search("gaetway")).correction).toBe("gateway");
    expect((await search("fateway")).correction).toBe("gateway");
  });

  it("suggests while typing through a typo, products first, also on a word still being typed", async () => {
    const suggested = await suggest("gatway");
    expect(suggested.map((hit) => hit.type)).toEqual(["goods", "goods", "blog"]);
    expect(
      suggested
        .map((hit) => hit.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([1, 3]);
    const typing = await suggest("portline gatew");
    expect(typing.length).toBeGreaterThan(0);
    const typo = await suggest("portline gatwe");
    expect(typo.map((hit) => hit.id).sort()).toEqual(typing.map((hit) => hit.id).sort());
  });

  it("corrects Cyrillic words and finds the Russian-named content", async () => {
    const typo = await search("маршрутезация", "ru");
    expect(typo.correction).toBe("маршрутизация");
    expect(typo.content.map((hit) => [hit.id, hit.lang])).toEqual([[1, "ru"]]);
    expect((await search("шлюс", "ru")).correction).toBe("шлюз");
  });

  it("corrects French words folded as the index folds them", async () => {
    const typo = await search("telecon", "fr");
    expect(typo.correction).toBe("telecom");
    expect(typo.products.list.map((products) => products.id)).toEqual([2]);
  });

  it("never offers a draft's words, and leaves short words, model numbers and Chinese alone", async () => {
    // One letter from the draft's name: no correction, nothing found, nothing suggested.
    expect(await search("quokkafone")).toMatchObject({ correction: null, products: { total: 0 } });
    expect(await suggest("quokkafone")).toEqual([]);
    expect((await search("wombatrom")).correction).toBeNull();
    expect(correctableWords("SG32 smz 网关 gatway").correctable.map((word) => word.folded)).toEqual(["gatway"]);
    expect((await search("xyzzyplugh")).correction).toBeNull();
  });

  it("asks the vocabulary through its two indexes, never a scan", async () => {
    const { sql, params } = neighboursQuery(correctableWords("sms gatway").correctable);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    expect(details.some((detail) => detail.includes("USING INDEX search_terms_first_letter"))).toBe(true);
    expect(details.some((detail) => detail.includes("USING INDEX search_terms_last_letter"))).toBe(true);
    expect(details.filter((detail) => /^SCAN search_terms/.test(detail))).toEqual([]);
  });
});

describe("the typo vocabulary follows every write", () => {
  it("holds exactly the words the counted documents hold, and counts exactly the live ones", async () => {
    const { stored, expected } = await vocabulary();
    expect(stored.length).toBeGreaterThan(10);
    expect(stored).toEqual(expected);
    const wrong = await env.DB.prepare(
      `SELECT d.rowid, d.counted FROM search_document_terms d
        LEFT JOIN goods g ON d.rowid >> 40 = 1 AND g.id = (d.rowid >> 4) & 68719476735
        LEFT JOIN blog_posts p ON d.rowid >> 40 = 3 AND p.id = (d.rowid >> 4) & 68719476735
        WHERE d.counted <> COALESCE(g.status = 1, p.status = 1 AND p.published_at <= unixepoch('subsec') * 1000, 0)`,
    ).all();
    expect(wrong.results).toEqual([]);
    expect(await docsOf("quokkaphone")).toBe(0);
    expect(await docsOf("gateway")).toBe(3);
  });

  it("keeps the words as the index tokenizes them (every language's folding)", async () => {
    const texts = {
      en: "Straße İstanbul Ünïcödé naïve coöperate",
      fr: "Télécom réseau passerelle",
      ru: "Ёлка йогурт Шлюз",
      ar: "البوّابة الذكية",
      zh: "短信网关 SMS网关",
    };
    // A document of no product: its words are kept (uncounted) exactly like a product's.
    await env.DB.batch(
      Object.entries(texts).flatMap(([lang, title]) =>
        searchDocumentStatements(env.DB, { docType: "goods", docId: "99", lang, title, body: "", excerpt: "" }),
      ),
    );
    await env.DB.exec(
      "CREATE VIRTUAL TABLE IF NOT EXISTS test_search_tokens USING fts5vocab(search_index, 'instance')",
    );
    for (const lang of Object.keys(texts)) {
      const rowid = toSearchRowid("goods", 99, lang);
      const tokens = await env.DB.prepare(
        `SELECT DISTINCT term FROM test_search_tokens WHERE doc = ?1
           AND length(term) BETWEEN 3 AND 40 AND term NOT GLOB '*[0-9]*' ORDER BY term`,
      )
        .bind(rowid)
        .all<{ term: string }>();
      const kept = await env.DB.prepare("SELECT terms FROM search_document_terms WHERE rowid = ?1")
        .bind(rowid)
        .first<{ terms: string }>();
      expect((JSON.parse(kept!.terms) as string[]).sort(), lang).toEqual(tokens.results.map((row) => row.term));
    }
    await env.DB.exec("DROP TABLE test_search_tokens");
    const [first, last] = searchRowidSpan("goods", 99);
    await env.DB.batch([
      env.DB.prepare("DELETE FROM search_index WHERE rowid BETWEEN ?1 AND ?2").bind(first, last),
      env.DB.prepare("DELETE FROM search_document_terms WHERE rowid BETWEEN ?1 AND ?2").bind(first, last),
    ]);
    const { stored, expected } = await vocabulary();
    expect(stored).toEqual(expected);
  });

  it("a staff save renames, unpublishes and publishes words with the product", async () => {
    const staff = bearer(await staffSession((await createStaff("staff")).id));
    const load = async (id: number) =>
      (await envelope<ConsoleProduct>(await call(`/api/admin/products/${id}`, { headers: staff }))).data;
    const save = async (current: ConsoleProduct, changes: Record<string, unknown>) => {
      const body = {
        expectedVersion: current.version,
        categoryId: current.categoryId,
        slug: current.slug,
        sort: current.sort,
        published: current.published,
        video: current.video,
        skus: current.skus.map(unchangedSku),
        text: {},
        sections: {},
        compare: {},
        ...changes,
      };
      const response = await call(`/api/admin/products/${current.id}`, {
        method: "POST",
        headers: { ...staff, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect((await envelope(response)).code).toBe(0);
    };

    const pool = await load(2);
    expect(await docsOf("modem")).toBe(1);
    await save(pool, { text: { en: { ...pool.text.en!, name: "Portline Kangaroo Pool 64" } } });
    expect(await docsOf("kangaroo")).toBe(1);
    expect(await docsOf("modem")).toBe(0);
    expect((await search("kangarro")).correction).toBe("kangaroo");

    const gateway = await load(1);
    const before = await docsOf("gateway");
    await save(gateway, { published: false });
    expect(await docsOf("gateway")).toBe(before - 1);
    await save(await load(1), { published: true });
    expect(await docsOf("gateway")).toBe(before);

    const draft = await load(4);
    await save(draft, { published: true });
    expect(await docsOf("quokkaphone")).toBe(1);
    expect((await search("quokkafone")).correction).toBe("quokkaphone");
    await save(await load(4), { published: false });
    expect(await docsOf("quokkaphone")).toBe(0);

    const { stored, expected } = await vocabulary();
    expect(stored).toEqual(expected);
  });

  it("a staff content save replaces its words; a scheduled post's words count once its time comes", async () => {
    const staff = bearer(await staffSession((await createStaff("staff")).id));
    const write = async (id: string | null, title: string, publishedAt: string) => {
      const response = await call(id ? `/api/admin/content/blog/${id}` : "/api/admin/content/blog", {
        method: "POST",
        headers: { ...staff, "content-type": "application/json" },
        body: JSON.stringify({
          slug: "typo-scheduled",
          cover: null,
          author: "Portline team",
          publishedAt,
          draft: false,
          productIds: [],
          text: { en: { title, summary: "", bodyMd: "" } },
        }),
      });
      const answer = await envelope<{ id: string }>(response);
      expect(answer.code, answer.msg).toBe(0);
      return answer.data.id;
    };
    const due = Date.now() + 3000;
    const id = await write(null, "Platypusnet preview", new Date(due).toISOString());
    expect(await docsOf("platypusnet")).toBe(0);
    expect((await search("platypusnot")).correction).toBeNull();

    await expect.poll(() => Date.now() > due, { timeout: 20_000, interval: 200 }).toBe(true);
    await publishDueContent(env, Date.now());
    expect(await docsOf("platypusnet")).toBe(1);
    expect((await search("platypusnot")).correction).toBe("platypusnet");

    await write(id, "Echidnacast preview", new Date(due).toISOString());
    expect(await docsOf("platypusnet")).toBe(0);
    expect(await docsOf("echidnacast")).toBe(1);
    const { stored, expected } = await vocabulary();
    expect(stored).toEqual(expected);
  }, 60_000);
});

describe("the vocabulary migration (0026) on a shop that has data", () => {
  it("fills the vocabulary from the documents already indexed, counting only the live ones", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0026"),
    );
    const now = Date.now();
    const row = (type: "goods" | "blog", id: number, lang: string, title: string) =>
      db
        .prepare(
          `INSERT INTO search_index (rowid, title, body, display_title, display_excerpt, doc_type, doc_id, lang)
           VALUES (?1, ?2, 'sms gateway 32', ?2, '', ?3, ?4, ?5)`,
        )
        .bind(toSearchRowid(type, id, lang), title, type, String(id), lang);
    await db.batch([
      db.prepare(
        "INSERT INTO categories (id, parent_id, slug, sort, status, updated_at) VALUES (1, NULL, 'c', 1, 1, 0)",
      ),
      db
        .prepare(
          `INSERT INTO goods (id, category_id, slug, sort, status, currency, price_minor, from_price_minor, created_at, updated_at)
           VALUES (1, 1, 'a', 1, 1, 'USD', 1, 1, ?1, ?1), (2, 1, 'b', 2, 0, 'USD', 1, 1, ?1, ?1)`,
        )
        .bind(now),
      db
        .prepare(
          `INSERT INTO blog_posts (id, slug, year, status, published_at, updated_at)
           VALUES (1, 'live', 2026, 1, ?1, ?1), (2, 'later', 2026, 1, ?2, ?1)`,
        )
        .bind(now - 1000, now + 86_400_000),
      row("goods", 1, "en", "Portline Gateway"),
      row("goods", 1, "ru", "Шлюз Portline"),
      row("goods", 2, "en", "Secretive Gateway"),
      row("blog", 1, "en", "Gateway news"),
      row("blog", 2, "en", "Upcoming gateway"),
    ]);
    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const counted = await db
      .prepare("SELECT rowid, lang, counted FROM search_document_terms ORDER BY rowid")
      .all<{ rowid: number; lang: string; counted: number }>();
    expect(counted.results).toEqual([
      { rowid: toSearchRowid("goods", 1, "en"), lang: "en", counted: 1 },
      { rowid: toSearchRowid("goods", 1, "ru"), lang: "ru", counted: 1 },
      { rowid: toSearchRowid("goods", 2, "en"), lang: "en", counted: 0 },
      { rowid: toSearchRowid("blog", 1, "en"), lang: "en", counted: 1 },
      { rowid: toSearchRowid("blog", 2, "en"), lang: "en", counted: 0 },
    ]);
    const terms = await db.prepare("SELECT term, lang, docs FROM search_terms ORDER BY lang, term").all();
    expect(terms.results).toEqual([
      { term: "gateway", lang: "en", docs: 2 },
      { term: "news", lang: "en", docs: 1 },
      { term: "portline", lang: "en", docs: 1 },
      { term: "sms", lang: "en", docs: 2 },
      { term: "gateway", lang: "ru", docs: 1 },
      { term: "portline", lang: "ru", docs: 1 },
      { term: "sms", lang: "ru", docs: 1 },
      { term: "шлюз", lang: "ru", docs: 1 },
    ]);
  });
});
