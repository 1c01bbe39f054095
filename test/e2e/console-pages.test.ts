import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentItem } from "../../shared/console/content";
import { readWebpChunks } from "../../shared/media/webp-bytes";
import { samplePng, sampleWebpWithMetadata, WEBP_SECRETS } from "../support/media-samples";
import { baseUrl, gotoHydrated, launch, waitForHydration } from "./browser";
import { shoot, staffPage } from "./console-helpers";

/** A product no other browser test looks at (its files are removed again). */
const PRODUCT_ID = 13;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const latin1 = (bytes: Buffer) => new TextDecoder("latin1").decode(bytes);

describe("publish times, images and pages in the console", () => {
  it("in Madrid's time zone a post scheduled for 18:30 is stored as 17:30 UTC; the server's HTML says UTC until hydrated", async () => {
    const { page } = await staffPage(browser, "ops@portline.example", "/admin/content/blog/new", {
      timezoneId: "Europe/Madrid",
    });
    const zone = page.getByTestId("publish-zone");
    await expect.poll(() => zone.textContent()).toMatch(/^Time zone: Europe\/Madrid, UTC\+[12]$/);

    await page.getByLabel("Slug (the address)").fill(`madrid-schedule-${Date.now()}`);
    const when = page.getByLabel("Publish date and time");
    // Summer time shows its own offset; the January time below is winter time.
    await when.fill("2027-07-10T18:30");
    await expect.poll(() => zone.textContent()).toBe("Time zone: Europe/Madrid, UTC+2");
    await when.fill("2027-01-10T18:30");
    await expect.poll(() => zone.textContent()).toBe("Time zone: Europe/Madrid, UTC+1");
    await page.getByLabel("Draft: not shown in the shop").uncheck();
    await page.locator('details[data-lang="en"]').getByLabel("Title").fill("Winter rollout in Madrid");
    await shoot(page, "content-publish-time");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/content\/blog\/\d+$/);
    const id = page.url().split("/").at(-1)!;

    const stored = await page.request.get(`/api/admin/content/blog/${id}`);
    expect(((await stored.json()) as { data: ContentItem }).data.publishedAt).toBe("2027-01-10T17:30:00.000Z");
    // The reloaded editor shows the same moment on Madrid's clock.
    await gotoHydrated(page, `/admin/content/blog/${id}`);
    expect(await page.getByLabel("Publish date and time").inputValue()).toBe("2027-01-10T18:30");
    // Before the page's code runs, the field shows UTC and says so.
    const html = await (await page.request.get(`/admin/content/blog/${id}`)).text();
    expect(html).toContain('value="2027-01-10T17:30"');
    expect(html).toContain("Time zone: UTC, UTC+0");
    expect(html).not.toContain('value="2027-01-10T18:30"');
    await page.context().close();
  });

  it("a WebP with EXIF and XMP is served without them and Chromium draws it; removing it deletes the file", async () => {
    const { page } = await staffPage(browser, "ops@portline.example", `/admin/products/${PRODUCT_ID}/media`);
    const form = page.locator('form[data-role="gallery"]');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: "shelf.webp", mimeType: "image/webp", buffer: Buffer.from(sampleWebpWithMetadata()) });
    await form.getByRole("button", { name: "Upload" }).click();
    const row = page.locator("tr[data-file]").filter({ hasText: "shelf.webp" });
    await row.waitFor();
    const url = (await row.getAttribute("data-file"))!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const body = await served.body();
    for (const secret of WEBP_SECRETS) expect(latin1(body)).not.toContain(secret);
    expect(readWebpChunks(new Uint8Array(body))?.map((chunk) => chunk.type)).toEqual(["VP8X", "ICCP", "VP8 "]);
    // Chromium decodes the cleaned file: its size and its blue.
    const drawn = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return {
        width: image.naturalWidth,
        height: image.naturalHeight,
        rgb: [...context.getImageData(12, 8, 1, 1).data],
      };
    }, url);
    expect(drawn).toMatchObject({ width: 24, height: 16 });
    expect(drawn.rgb[2]).toBeGreaterThan(150);
    expect(drawn.rgb[0]).toBeLessThan(80);

    await row.getByRole("button", { name: /Remove/ }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Remove" }).click();
    await row.waitFor({ state: "detached" });
    expect((await page.request.get(url)).status()).toBe(404);
    await page.context().close();
  });

  it("a cover uploaded and never saved is listed as unused; staff delete it after confirming", async () => {
    const { page } = await staffPage(browser, "ops@portline.example", "/admin/content/blog/new");
    const form = page.locator('form[data-role="cover"]');
    await form.locator('input[type="file"]').setInputFiles({
      name: "unsaved-cover.png",
      mimeType: "image/png",
      buffer: Buffer.from(samplePng(32, 18, [240, 90, 30])),
    });
    await form.getByRole("button", { name: "Upload" }).click();
    const cover = page.locator('input[name="cover"]');
    await expect.poll(() => cover.inputValue()).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    const url = await cover.inputValue();

    await gotoHydrated(page, "/admin/media");
    const row = page.getByTestId("unused-files").locator(`tr[data-file="${url}"]`);
    await row.waitFor();
    await shoot(page, "media-unused");
    await row.getByRole("button", { name: /Delete/ }).click();
    const dialog = page.getByTestId("confirm-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("unsaved-cover.png");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row.waitFor({ state: "detached" });
    await expect.poll(() => page.locator(".form-message").first().textContent()).toContain("File deleted.");
    expect((await page.request.get(url)).status()).toBe(404);
    await page.context().close();
  });

  it("a draft page answers 404 to shoppers while staff preview it; publishing shows it again", async () => {
    const editor = "/admin/content/page/solution/proxy-gateway";
    const { page } = await staffPage(browser, "ops@portline.example", editor);
    const shopper = await browser.newContext({ baseURL: baseUrl });
    const draft = page.getByLabel("Draft: not shown in the shop");
    const save = async () => {
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.locator(".form-message").first().textContent()).toContain("Saved.");
    };
    try {
      expect(await draft.isChecked()).toBe(false);
      await draft.check();
      await save();
      await shoot(page, "page-editor");
      expect((await shopper.request.get("/solution/proxy-gateway")).status()).toBe(404);
      expect((await shopper.request.get("/solution/proxy-gateway?preview=1")).status()).toBe(404);

      await gotoHydrated(page, "/solution/proxy-gateway?preview=1");
      expect(await page.locator("h1").count()).toBe(1);
      await gotoHydrated(page, editor);
      await page.getByLabel("Draft: not shown in the shop").uncheck();
      await save();
      expect((await shopper.request.get("/solution/proxy-gateway")).status()).toBe(200);
    } finally {
      // Other files on this server expect the page live.
      if ((await shopper.request.get("/solution/proxy-gateway")).status() !== 200) {
        await gotoHydrated(page, editor);
        await page.getByLabel("Draft: not shown in the shop").uncheck();
        await page.getByRole("button", { name: "Save" }).click();
        await waitForHydration(page);
      }
      await shopper.close();
      await page.context().close();
    }
  });
});
