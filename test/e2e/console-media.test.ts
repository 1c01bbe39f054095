import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf, samplePng } from "../support/media-samples";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { formattersMadeWhileHydrating, watchIntlFormatters } from "./intl-formatters";
import { shoot, staffSignIn } from "./console-helpers";

/** Where the screenshots go (outside the repo). */
/** A product no other browser test looks at (its files are removed again at the end). */
const PRODUCT_ID = 13;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function uploadIn(page: Page, role: string, name: string, mimeType: string, buffer: Uint8Array) {
  const form = page.locator(`form[data-role="${role}"]`);
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(buffer) });
  await form.getByRole("button", { name: "Upload" }).click();
}

describe("product files in the console", () => {
  it("staff upload a gallery image and a PDF datasheet → both show on the product page; the PDF downloads as a PDF", async () => {
    const { page, context } = await newPage(browser, { acceptDownloads: true });
    try {
      await staffSignIn(page, "ops@portline.example");
      await page.getByRole("link", { name: "Product files" }).click();
      await page.waitForURL(`${baseUrl}/admin/media`);
      await page
        .getByRole("row")
        .filter({ has: page.locator(`a[href="/admin/products/${PRODUCT_ID}/media"]`) })
        .getByRole("link")
        .click();
      await page.waitForURL(`${baseUrl}/admin/products/${PRODUCT_ID}/media`);
      await waitForHydration(page);

      // A PDF offered as a gallery image is refused with the reason, and nothing is added.
      await uploadIn(page, "gallery", "brochure.pdf", "application/pdf", samplePdf());
      await expect
        .poll(() => page.locator('form[data-role="gallery"] [role="alert"]').textContent())
        .toContain("not accepted");

      await uploadIn(page, "gallery", "goip-front.png", "image/png", samplePng(64, 48, [200, 80, 20]));
      const galleryRow = page.locator("tr[data-file]").filter({ hasText: "goip-front.png" });
      await galleryRow.waitFor();
      const imageUrl = (await galleryRow.getAttribute("data-file"))!;
      expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);

      await uploadIn(page, "datasheet", "GoIP Datasheet.pdf", "application/pdf", samplePdf("GoIP 16 datasheet"));
      const sheetRow = page.locator("tr[data-file]").filter({ hasText: "GoIP Datasheet.pdf" });
      await sheetRow.waitFor();
      const sheetUrl = (await sheetRow.getAttribute("data-file"))!;
      await shoot(page, "product-media");

      // The product page, on the next load: the image joins the gallery, the datasheet the Downloads tab.
      const shop = await context.newPage();
      await watchIntlFormatters(shop);
      await gotoHydrated(shop, `/product/${PRODUCT_ID}`);
      // Its price and the file's size were written without an Intl formatter while hydrating.
      expect(await formattersMadeWhileHydrating(shop)).toEqual([]);
      await shop.locator(`.gallery img[src="${imageUrl}"]`).first().waitFor({ state: "attached" });
      await shop.getByRole("tab", { name: "Downloads" }).click();
      const link = shop.getByRole("tabpanel").getByRole("link", { name: "GoIP Datasheet.pdf" });
      await link.waitFor();
      expect(await link.getAttribute("href")).toBe(sheetUrl);
      const row = shop.getByRole("tabpanel").getByRole("row").filter({ hasText: "GoIP Datasheet.pdf" });
      expect(await row.textContent()).toMatch(/Datasheet \(PDF\).*\d+ byte/);
      await shoot(shop, "product-downloads");

      const [download] = await Promise.all([shop.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("goip-datasheet.pdf");
      const served = await shop.request.get(sheetUrl);
      expect(served.headers()["content-type"]).toBe("application/pdf");
      expect(served.headers()["content-disposition"]).toMatch(/^attachment; filename="goip-datasheet\.pdf"/);
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(new TextDecoder().decode(await served.body())).toContain("GoIP 16 datasheet");

      // Removing both (each after the question) takes them off the product page again.
      for (const name of ["goip-front.png", "GoIP Datasheet.pdf"]) {
        await page.locator("tr[data-file]").filter({ hasText: name }).getByRole("button").click();
        const dialog = page.getByTestId("confirm-dialog");
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain(name);
        await dialog.getByRole("button", { name: "Remove" }).click();
        await page.locator("tr[data-file]").filter({ hasText: name }).waitFor({ state: "detached" });
      }
      await gotoHydrated(shop, `/product/${PRODUCT_ID}`);
      expect(await shop.getByRole("tab", { name: "Downloads" }).count()).toBe(0);
      expect(await shop.locator(`.gallery img[src="${imageUrl}"]`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
