import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { TextOverrides } from "../../shared/i18n/text-overrides";
import type { AppContext } from "../../shared/load-context";
import { translator } from "../../shared/translator";
import { createApp } from "../../worker/app";
import { apiCachePrefix, translationsCacheKey } from "../../worker/cache/keys";
import { PAGE_WAIT_MS } from "../../worker/i18n/load-text-overrides";

/**
 * The configured translations URL (TRANSLATIONS_URL) against a local stand-in of the service
 * (test/support/translation-stand-in.ts), through the worker's page path: the renderer below does
 * what the root route does — awaits `context.textOverrides()`, renders with
 * `translator(locale, overrides)` and hands the overrides to the browser in the page's data.
 * (The real pages are proven the same way in Chromium: test/e2e/translations.test.ts.)
 */
const app = createApp(async (_request, context: AppContext) => {
  const overrides = await context.textOverrides();
  const LL = translator(context.locale, overrides);
  // Every request renders (no page cache), so each one reads the translations again.
  context.page.cacheable = false;
  const html = [
    `<!DOCTYPE html><html lang="${context.locale}"><body>`,
    `<h1>${LL.common.retry()}</h1>`,
    `<p id="price">${LL.common.priceFrom({ price: "$5" })}</p>`,
    `<p id="items">${LL.commerce.orders.items({ count: 3 })}</p>`,
    `<script type="application/json" id="root-data">${JSON.stringify({ textOverrides: overrides })}</script>`,
    "</body></html>",
  ].join("");
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36";

let id = "";
let warn: MockInstance<typeof console.warn>;
let info: MockInstance<typeof console.log>;
beforeEach(() => {
  // A URL of its own per test: its KV entries and the stand-in's record start empty.
  id = crypto.randomUUID();
  // The worker's structured logs, read by the tests instead of printed.
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  info = vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  info.mockRestore();
});

const translationsUrl = () => `${env.STAND_IN_URL}/translations/${id}`;

async function setUp(setup: { texts?: Record<string, unknown>; raw?: string; status?: number; delayMs?: number }) {
  const response = await fetch(`${translationsUrl()}/setup`, { method: "POST", body: JSON.stringify(setup) });
  expect(response.ok).toBe(true);
}

/** The `X-Accept-Language` of every call the stand-in received for this test's URL. */
async function callsReceived(): Promise<string[]> {
  return (await fetch(`${translationsUrl()}/requests`)).json();
}

/** A page in `locale`, with TRANSLATIONS_URL set (or `url`), after its background work is done. */
async function page(locale: string, url = translationsUrl()) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await app.fetch(
    new Request("http://shop.example/probe", {
      headers: { "user-agent": BROWSER_UA, cookie: `i18n_redirected=${locale}` },
    }),
    { ...env, TRANSLATIONS_URL: url },
    ctx,
  );
  const html = await response.text();
  const elapsedMs = Date.now() - started;
  await waitOnExecutionContext(ctx);
  const text = (elementId: string) => new RegExp(`id="${elementId}">([^<]*)<`).exec(html)?.[1];
  return {
    status: response.status,
    elapsedMs,
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    price: text("price"),
    items: text("items"),
    rootData: JSON.parse(/id="root-data">([^<]*)</.exec(html)![1]!) as { textOverrides: TextOverrides },
  };
}

/** The structured lines logged so far (warnings, or info), parsed. */
function warnings(spy: MockInstance<(...args: unknown[]) => void> = warn): Array<Record<string, unknown>> {
  return spy.mock.calls.flatMap(([line]) => {
    try {
      return [JSON.parse(String(line)) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

const builtIn = (locale: "en" | "es" | "zh" | "ru") => {
  const LL = translator(locale);
  return {
    heading: LL.common.retry(),
    price: LL.common.priceFrom({ price: "$5" }),
    items: LL.commerce.orders.items({ count: 3 }),
  };
};

/** Makes this test's KV entry for `locale` older than its fresh time (as if stored 10 minutes ago). */
async function ageEntry(locale: string) {
  const key = await translationsCacheKey(translationsUrl(), locale);
  const entry = await env.CACHE.getWithMetadata<{ storedAt: number }>(key, "text");
  expect(entry.value).not.toBeNull();
  await env.CACHE.put(key, entry.value!, { metadata: { ...entry.metadata!, storedAt: Date.now() - 10 * 60_000 } });
}

describe("the configured translations URL", () => {
  it("lays its texts over the built-in ones on the page, and hands the browser only those texts", async () => {
    const texts = {
      common: { retry: "Reintentar ahora", priceFrom: "A partir de {price}" },
      commerce: { orders: { items: "{count} línea{{s}}" } },
    };
    await setUp({ texts: { es: texts } });
    const es = await page("es");
    expect(es.status).toBe(200);
    expect(es.heading).toBe("Reintentar ahora");
    expect(es.price).toBe("A partir de $5");
    expect(es.items).toBe("3 líneas");
    expect(es.rootData.textOverrides).toEqual(texts);
    // Texts the answer does not name stay as built in.
    expect(translator("es", es.rootData.textOverrides).common.close()).toBe(translator("es").common.close());
  });

  it("asks in each language with X-Accept-Language and keeps each language's texts apart", async () => {
    await setUp({
      texts: {
        en: { common: { retry: "Retry now" } },
        zh: { common: { retry: "立即重试" } },
        ru: { common: { retry: "Повторить сейчас" } },
      },
    });
    expect((await page("en")).heading).toBe("Retry now");
    expect((await page("zh")).heading).toBe("立即重试");
    expect((await page("ru")).heading).toBe("Повторить сейчас");
    expect(await callsReceived()).toEqual(["en", "zh", "ru"]);
  });

  it("takes the dictionary inside an API envelope ({ code: 0, msg, data }) too", async () => {
    await setUp({ texts: { en: { code: 0, msg: "OK", data: { common: { retry: "Retry now" } } } } });
    expect((await page("en")).heading).toBe("Retry now");
  });

  it("ignores and logs keys the dictionary does not have; the rest of the answer is used", async () => {
    await setUp({
      texts: { en: { common: { retry: "Retry now", retryy: "typo" }, checkoutt: { title: "Checkout" } } },
    });
    const en = await page("en");
    expect(en.heading).toBe("Retry now");
    expect(en.rootData.textOverrides).toEqual({ common: { retry: "Retry now" } });
    const ignored = warnings().filter((line) => line.msg === "translation ignored");
    expect(ignored.map((line) => [line.key, line.reason, line.locale])).toEqual([
      ["common.retryy", "unknown-key", "en"],
      ["checkoutt", "unknown-key", "en"],
    ]);
    expect(warnings(info)).toContainEqual(
      expect.objectContaining({ msg: "translations loaded", locale: "en", accepted: 1, passedOver: 2 }),
    );
  });

  it("rejects and logs a text that drops or renames a placeholder or breaks its plural; the built-in text stays", async () => {
    await setUp({
      texts: {
        es: {
          common: { retry: "Reintentar ahora", priceFrom: "Desde {precio}" },
          commerce: { orders: { items: "{count} artículo{{s}" } },
        },
      },
    });
    const es = await page("es");
    expect(es.heading).toBe("Reintentar ahora");
    expect(es.price).toBe(builtIn("es").price);
    expect(es.items).toBe(builtIn("es").items);
    expect(es.rootData.textOverrides).toEqual({ common: { retry: "Reintentar ahora" } });
    const rejected = warnings().filter((line) => line.msg === "translation rejected, built-in text kept");
    expect(rejected.map((line) => [line.key, line.reason])).toEqual([
      ["common.priceFrom", "placeholders"],
      ["commerce.orders.items", "syntax"],
    ]);
    expect(rejected[0]!.detail).toBe("expected {price}, got {precio}");
  });

  it("does not wait more than a second for a slow URL: the page comes with the built-in texts", async () => {
    await setUp({ texts: { ru: { common: { retry: "Слишком поздно" } } }, delayMs: 4000 });
    const ru = await page("ru");
    expect(ru.status).toBe(200);
    expect(ru.heading).toBe(builtIn("ru").heading);
    expect(ru.rootData.textOverrides).toEqual({});
    // The page waited for the time limit, not for the answer (4 s).
    expect(ru.elapsedMs).toBeGreaterThanOrEqual(PAGE_WAIT_MS - 50);
    expect(ru.elapsedMs).toBeLessThan(3000);
    expect(warnings()).toContainEqual(
      expect.objectContaining({
        msg: "translations not loaded",
        locale: "ru",
        reason: "no complete answer within 1000 ms",
      }),
    );
    // The failure is kept for the fresh time: the next page neither calls nor waits.
    const again = await page("ru");
    expect(again.heading).toBe(builtIn("ru").heading);
    expect(again.elapsedMs).toBeLessThan(PAGE_WAIT_MS);
    expect(await callsReceived()).toEqual(["ru"]);
  });

  it("uses the built-in texts when the URL fails: a 500, an answer that is not JSON, or not a dictionary", async () => {
    for (const [setup, reason] of [
      [{ status: 500, texts: { en: { common: { retry: "Retry now" } } } }, "HTTP 500"],
      [{ raw: "{ not json" }, "the answer is not JSON"],
      [{ raw: '["Retry now"]' }, "the answer is not a JSON object"],
      [{ raw: '{"code":100500,"msg":"down","data":null}' }, "the answer's code is 100500: down"],
    ] as const) {
      id = crypto.randomUUID();
      await setUp(setup);
      const en = await page("en");
      expect(en.status, reason).toBe(200);
      expect(en.heading, reason).toBe(builtIn("en").heading);
      expect(en.rootData.textOverrides, reason).toEqual({});
      expect(warnings(), reason).toContainEqual(
        expect.objectContaining({ msg: "translations not loaded", locale: "en", reason }),
      );
    }
  });

  it("keeps an answer in KV: the next page does not call the URL; a stale copy is served while it is fetched again", async () => {
    await setUp({ texts: { zh: { common: { retry: "再试一次吧" } } } });
    expect((await page("zh")).heading).toBe("再试一次吧");
    expect((await page("zh")).heading).toBe("再试一次吧");
    expect(await callsReceived()).toEqual(["zh"]);

    // Past its fresh time: the kept copy answers at once, and a new call refreshes it behind the page.
    await setUp({ texts: { zh: { common: { retry: "请再试一次" } } }, delayMs: 2500 });
    await ageEntry("zh");
    const stale = await page("zh");
    expect(stale.heading).toBe("再试一次吧");
    // Not held up by the refresh, which takes 2.5 s.
    expect(stale.elapsedMs).toBeLessThan(2000);
    expect(await callsReceived()).toEqual(["zh", "zh"]);
    // The refresh may take longer than a page would wait (nobody waits for it).
    expect((await page("zh")).heading).toBe("请再试一次");
    expect(await callsReceived()).toEqual(["zh", "zh"]);
  });

  it("keeps the last good texts when the URL fails while refreshing a stale copy", async () => {
    await setUp({ texts: { es: { common: { retry: "Reintentar ahora" } } } });
    expect((await page("es")).heading).toBe("Reintentar ahora");
    await setUp({ status: 500 });
    await ageEntry("es");
    expect((await page("es")).heading).toBe("Reintentar ahora");
    expect(await callsReceived()).toEqual(["es", "es"]);
    // The failed refresh did not replace the copy: it is still served (and refreshed again).
    expect((await page("es")).heading).toBe("Reintentar ahora");
  });

  it("keeps a KV entry per URL and language, apart from the API answers (their purges never drop it)", async () => {
    const key = await translationsCacheKey(translationsUrl(), "es");
    expect(await translationsCacheKey(translationsUrl(), "es")).toBe(key);
    expect(await translationsCacheKey(translationsUrl(), "zh")).not.toBe(key);
    expect(await translationsCacheKey(`${translationsUrl()}?v=2`, "es")).not.toBe(key);
    expect(key.startsWith(apiCachePrefix("/"))).toBe(false);
  });

  it("calls nothing when TRANSLATIONS_URL is empty", async () => {
    await setUp({ texts: { en: { common: { retry: "Retry now" } } } });
    const en = await page("en", "");
    expect(en.heading).toBe(builtIn("en").heading);
    expect(en.rootData.textOverrides).toEqual({});
    expect(await callsReceived()).toEqual([]);
  });
});
