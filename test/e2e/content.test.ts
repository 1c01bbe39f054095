import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { content } from "../../worker/db/seed/data/content";
import { seedContent } from "../../worker/db/seed/localized-data";
import type { ImportLang } from "../../worker/db/import/types";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { ALL_LOCALES, LOCALE_TAGS } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { baseUrl, launch, newPage, port } from "./browser";

/** The share panel's QR code: an image of this page's path, made by the worker, and it loads. */
async function expectShareQr(page: Page) {
  const qr = page.getByRole("img", { name: "QR code with the link to this page" });
  expect(await qr.count()).toBe(1);
  expect(await qr.getAttribute("src")).toBe(`/share-qr.svg?path=${encodeURIComponent(new URL(page.url()).pathname)}`);
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

loadAllLocales();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SCRIPT_POST = content.posts.find((post) => post.id === 10)!;
const SEEDED_SCRIPT_POST = seedContent.posts.find((post) => post.id === 10)!;
const newestFirst = [...content.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

function productName(id: number, lang: "en" | "zh" = "en"): string {
  const product = catalogue.products.find((item) => item.id === id)!;
  return (product.text[lang] ?? product.text.en).name;
}

async function productCards(page: Page, scope: string) {
  return page.locator(`${scope} [data-product-id]`).evaluateAll((cards) =>
    cards.map((card) => ({
      id: Number(card.getAttribute("data-product-id")),
      name: card.querySelector("h3")?.textContent ?? "",
      href: card.querySelector("a")?.getAttribute("href") ?? "",
    })),
  );
}

function postIds(page: Page) {
  return page
    .locator("[data-post-id]")
    .evaluateAll((posts) => posts.map((post) => Number(post.getAttribute("data-post-id"))));
}

describe("the blog", () => {
  it("/blog → pick a year → open a post: markdown rendered, its <script> shown as text, products linked", async () => {
    const { context, page, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    expect((await page.goto("/blog"))?.status()).toBe(200);
    const years = page.getByRole("navigation", { name: "Filter posts by year" });
    expect(await years.getByRole("link").allTextContents()).toEqual([
      "All years",
      "2026",
      "2025",
      "2024",
      "2023",
      "2022",
    ]);
    expect(await postIds(page)).toEqual(newestFirst.slice(0, 10).map((post) => post.id));
    expect(
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).count(),
    ).toBe(1);

    await years.getByRole("link", { name: "2025" }).click();
    await page.waitForURL(`${baseUrl}/blog?year=2025`);
    const of2025 = newestFirst.filter((post) => post.publishedAt.startsWith("2025")).map((post) => post.id);
    await expect.poll(() => postIds(page)).toEqual(of2025);
    expect(await years.getByRole("link", { name: "2025" }).getAttribute("aria-current")).toBe("page");
    expect(await page.title()).toBe("Blog posts from 2025 - Portline");

    await page.getByRole("link", { name: SCRIPT_POST.text.en.title }).click();
    await page.waitForURL(`${baseUrl}/blog/10`);
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "Treat inbound SMS as untrusted input",
    );
    expect(await page.title()).toBe(`${SCRIPT_POST.text.en.title} - Portline`);
    const body = page.locator(".prose");
    expect(await body.locator("h2").allTextContents()).toEqual([
      "A real example",
      "Rules for inbound text",
      "Webhook hygiene",
    ]);
    expect(await body.locator("li strong").first().textContent()).toBe("Escape on output.");
    // The stored <script> line is on the page as text: no element, no alert.
    expect(await body.textContent()).toContain('<script>alert("xss")</script>');
    expect(await page.locator(".prose script").count()).toBe(0);
    expect(await page.getByText("February 11, 2025").count()).toBeGreaterThan(0);

    expect(await productCards(page, ".related-products")).toEqual(
      SCRIPT_POST.productIds.map((id) => ({ id, name: productName(id), href: `/product/${id}` })),
    );
    await expectShareQr(page);
    expect(await page.getByRole("navigation", { name: "More posts" }).getByRole("link").count()).toBe(2);

    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders a post's tables and links its guides", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/blog/1");
    expect(await page.locator(".prose table th").allTextContents()).toEqual(["If you...", "Choose"]);
    await page.goto("/blog");
    // Every guide of the demo data (the test state may hold more, see long-content.ts).
    const guides = await page.getByRole("complementary").getByRole("link").allTextContents();
    expect(guides).toEqual(expect.arrayContaining(content.articles.map((article) => article.text.en.title)));
    await context.close();
  });

  it("shows Chinese and Spanish on their hosts, and the English text marked as such where a language has none", async () => {
    const zh = await newPage(browser, { baseURL: `http://zh.localhost:${port}` });
    await zh.page.goto("/blog/10");
    expect(await zh.page.textContent("h1")).toBe(SCRIPT_POST.text.zh!.title);
    expect(await zh.page.locator(".prose").textContent()).toContain('<script>alert("xss")</script>');
    expect((await productCards(zh.page, ".related-products"))[0]!.name).toBe(productName(3, "zh"));
    await zh.context.close();

    const es = await newPage(browser, { baseURL: `http://es.localhost:${port}` });
    await es.page.goto("/blog/10");
    expect(await es.page.getAttribute("html", "lang")).toBe("es");
    expect(await es.page.textContent("h1")).toBe(SEEDED_SCRIPT_POST.text.es!.title);
    expect(await es.page.locator(".prose").textContent()).toContain('<script>alert("xss")</script>');
    expect(await es.page.locator(".content-page__header").getAttribute("lang")).toBeNull();
    expect(await es.page.locator(".content-fallback").count()).toBe(0);
    await es.context.close();

    // A language of the shop the seed has no translation of this post in (its host maps to it).
    const untranslated = ALL_LOCALES.find((lang) => lang !== "en" && !SEEDED_SCRIPT_POST.text[lang as ImportLang]);
    expect(untranslated, "a shop language without post 10, to show the fallback in").toBeDefined();
    const other = await newPage(browser, { baseURL: `http://${untranslated}.localhost:${port}` });
    await other.page.goto("/blog/10");
    expect(await other.page.getAttribute("html", "lang")).toBe(LOCALE_TAGS[untranslated!]);
    expect(await other.page.textContent("h1")).toBe(SCRIPT_POST.text.en.title);
    expect(await other.page.locator(".content-page__header").getAttribute("lang")).toBe("en");
    expect(await other.page.textContent(".content-fallback")).toBe(
      translator(untranslated!).content.languageFallback(),
    );
    await other.context.close();
  });
});

describe("solution pages", () => {
  const solutions = content.pages.filter((page) => page.slug.startsWith("solution/"));

  it.each(solutions.map((solution) => [solution.slug, solution] as const))(
    "/%s presents the problem, the products that solve it (from the catalogue) and the facts",
    async (_slug, solution) => {
      const { context, page, errors } = await newPage(browser);
      expect((await page.goto(`/${solution.slug}`))?.status()).toBe(200);
      expect(await page.textContent("h1")).toBe(solution.text.en.title);
      expect(await page.locator(".prose h2").first().textContent()).toBe("The problem");
      expect(await productCards(page, ".related-products")).toEqual(
        solution.productIds.map((id) => ({ id, name: productName(id), href: `/product/${id}` })),
      );
      const facts = await page.locator(".marketing-facts__item").allTextContents();
      if (solution.slug === "solution/proxy-gateway") {
        // Proxy figures, stated by the page itself, not the site's SMS and voice ones.
        expect(facts).toEqual([]);
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).toContain("8, 16 or 32 modems per gateway");
        expect(text).toContain("HTTP and SOCKS5 on every port");
        expect(text).not.toMatch(/SMS per minute|concurrent calls|daily SMS/);
      } else {
        expect(facts).toEqual([
          "512SIM capacity",
          "5,440SMS per minute",
          "32concurrent calls",
          "8 · 16 · 32 · 66port modem pools",
          "50Mdaily SMS",
        ]);
      }
      expect(await page.getByRole("navigation", { name: "Other solutions" }).getByRole("link").count()).toBe(4);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("case studies, articles and company pages", () => {
  it("/case lists every case; one opens with its facts and products", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/case");
    const newest = [...content.cases].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(await page.locator("[data-case-id] h2").allTextContents()).toEqual(newest.map((item) => item.text.en.title));
    await page.getByRole("link", { name: newest[0]!.text.en.title }).click();
    await page.waitForURL(`${baseUrl}/case/${newest[0]!.id}`);
    await page.waitForFunction(
      (title) => document.querySelector("h1")?.textContent === title,
      newest[0]!.text.en.title,
    );
    expect(await page.locator(".content-facts dd").allTextContents()).toEqual([
      newest[0]!.text.en.customer,
      newest[0]!.text.en.industry,
      newest[0]!.text.en.region,
    ]);
    expect((await productCards(page, ".related-products")).map((card) => card.id)).toEqual(newest[0]!.productIds);
    await context.close();
  });

  it("/article/{id} renders tables and code, with its products and a share QR code", async () => {
    const article = content.articles.find((item) => item.id === 1)!;
    const { context, page } = await newPage(browser);
    expect((await page.goto("/article/1"))?.status()).toBe(200);
    expect(await page.textContent("h1")).toBe(article.text.en.title);
    expect(await page.locator(".prose table").count()).toBeGreaterThan(0);
    expect(await page.locator(".prose pre code").first().textContent()).toContain("bind_transceiver");
    expect((await productCards(page, ".related-products")).map((card) => card.id)).toEqual(article.productIds);
    await expectShareQr(page);
    await context.close();
  });

  it.each([
    ["/about", "about", "About Us - Portline"],
    ["/logistics", "logistics", "Shipping & Logistics - Portline"],
    ["/user-agreement", "user-agreement", "User Agreement - Portline"],
  ])("%s shows its page text", async (path, slug, title) => {
    const source = content.pages.find((page) => page.slug === slug)!;
    const { context, page } = await newPage(browser);
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await page.title()).toBe(title);
    expect(await page.textContent("h1")).toBe(source.text.en.title);
    expect(await page.locator(".prose h2").count()).toBeGreaterThan(0);
    expect((await productCards(page, ".related-products")).map((card) => card.id)).toEqual(
      path === "/about" ? source.productIds : [],
    );
    await context.close();
  });

  it("/logistics states each shipping method once: the live list, not a second table in the text", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/logistics");
    const main = page.locator("main");
    const text = (await main.textContent()) ?? "";
    for (const method of ["DHL Express", "FedEx International Priority", "UPS Worldwide Saver", "Economy Sea/Air"]) {
      expect(text.split(method).length - 1, method).toBe(1);
    }
    expect(await main.locator(".prose table").count()).toBe(0);
    expect(await main.locator(".shipping-table tbody tr").count()).toBe(4);
    await context.close();
  });

  it.each(["/blog/abc", "/blog/0", "/case/12x", "/article/999999", "/solution/sms"])(
    "%s is the not-found page with 404",
    async (path) => {
      const { context, page } = await newPage(browser);
      expect((await page.goto(path))?.status()).toBe(404);
      expect(await page.textContent("h1")).toBe(`Page Not Found: ${path}`);
      await context.close();
    },
  );
});

describe("the error page", () => {
  it("shows the 500 page when a page fails, and Back Home clears the error and goes to /", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    // The post's data request fails as a broken server would answer it.
    await page.route("**/blog/10.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "upstream exploded" }),
    );
    await page.getByRole("link", { name: SCRIPT_POST.text.en.title }).click();
    await page.getByText("Internal Server Error.").waitFor();
    expect(await page.textContent(".error-page__code")).toBe("500");
    expect(await page.textContent(".error-page__text")).toBe("We are already working to solve the problem.");
    expect(await page.locator(".error-page__info").count()).toBe(1);
    // Production build: the stack stays hidden.
    expect(await page.locator(".error-page__info pre").count()).toBe(0);
    await page.getByRole("button", { name: "Back Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator(".hero").waitFor();
    expect(await page.locator(".error-page").count()).toBe(0);
    await context.close();
  });
});
