import net from "node:net";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser";

interface RawResponse {
  head: string;
  /** Sizes of the HTTP/1.1 chunks as framed on the wire. */
  chunks: number[];
  body: string;
}

/** GET over a raw socket, so the chunk framing of the response is visible. */
function rawGet(path: string, userAgent: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${userAgent}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
      );
    });
    const buffers: Buffer[] = [];
    socket.on("data", (data) => {
      buffers.push(data);
      // The last chunk has arrived: done (the server may keep an idle socket open for a while).
      if (Buffer.concat(buffers).subarray(-5).toString("latin1") === "0\r\n\r\n") socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(buffers);
      const split = raw.indexOf("\r\n\r\n");
      const head = raw.subarray(0, split).toString("latin1");
      let rest = raw.subarray(split + 4);
      const chunks: number[] = [];
      const parts: Buffer[] = [];
      while (rest.length > 0) {
        const lineEnd = rest.indexOf("\r\n");
        const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
        if (!size) break;
        chunks.push(size);
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
      }
      resolve({ head, chunks, body: Buffer.concat(parts).toString("utf8") });
    });
  });
}

describe("streaming SSR", () => {
  it("streams a browser's page: the shell with a fallback first, the deferred part after it", async () => {
    // A URL of its own, so this is a render (a MISS), not the page cache's copy.
    const response = await rawGet(`/?stream=${Date.now()}`, "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36");
    expect(response.head).toMatch(/x-page-cache: MISS/i);
    expect(response.head).toMatch(/transfer-encoding: chunked/i);
    expect(response.chunks.length).toBeGreaterThan(1);
    const fallback = response.body.indexOf("<!--$?-->");
    const mainEnd = response.body.indexOf("</main>");
    expect(fallback).toBeGreaterThan(0);
    expect(fallback).toBeLessThan(mainEnd);
    // The categories arrive after the shell (after </main>), swapped in by React.
    expect(response.body.indexOf("GSM SMS Gateways")).toBeGreaterThan(mainEnd);
    expect(response.body).toContain("$RC");
  });

  it("sends a cached page in the parts it was rendered in: the shell, then the deferred part", async () => {
    const path = `/?stream-cached=${Date.now()}`;
    const userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36";
    const rendered = await rawGet(path, userAgent);
    expect(rendered.head).toMatch(/x-page-cache: MISS/i);
    let cached = await rawGet(path, userAgent);
    for (let i = 0; i < 20 && !/x-page-cache: HIT/i.test(cached.head); i++) cached = await rawGet(path, userAgent);
    expect(cached.head).toMatch(/x-page-cache: HIT/i);
    expect(cached.chunks.length).toBeGreaterThan(1);
    // The same document, but for its nonces.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(cached.body)).toBe(withoutNonces(rendered.body));
    const fallback = cached.body.indexOf("<!--$?-->");
    expect(fallback).toBeGreaterThan(0);
    expect(cached.body.indexOf("GSM SMS Gateways")).toBeGreaterThan(cached.body.indexOf("</main>"));
  });

  it("gives a crawler the complete document with the deferred content in place", async () => {
    const response = await rawGet("/", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    // Whether rendered now or kept from an earlier crawl, it is the complete document.
    expect(response.body).not.toContain("<!--$?-->");
    const categories = response.body.indexOf("GSM SMS Gateways");
    expect(categories).toBeGreaterThan(0);
    expect(categories).toBeLessThan(response.body.indexOf("</main>"));
    expect(response.body.trimEnd()).toMatch(/<\/html>$/);
  });
});

describe("the page cache in a browser", () => {
  it("serves a public page's second visit from the cache, and it still hydrates under the CSP", async () => {
    const { launch, newPage } = await import("./browser");
    const browser = await launch();
    try {
      const { context, page, errors } = await newPage(browser);
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const path = `/product/3?visit=${Date.now()}`;
      const first = await page.goto(path);
      expect(first?.headers()["x-page-cache"]).toBe("MISS");
      await expect.poll(async () => (await page.goto(path))?.headers()["x-page-cache"], { timeout: 5000 }).toBe("HIT");
      // Hydrated: the visitor's Add to cart opens the sign-in dialog.
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect.poll(() => page.getByTestId("confirm-dialog").isVisible()).toBe(true);
      expect(blocked).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it("never serves a personal page from it", async () => {
    const first = await rawGet("/logistics?orderNo=PL000000000001", "Mozilla/5.0 Chrome/120");
    expect(first.head).toMatch(/x-page-cache: BYPASS/i);
    expect((await rawGet("/auth/login", "Mozilla/5.0 Chrome/120")).head).toMatch(/x-page-cache: BYPASS/i);
  });
});
