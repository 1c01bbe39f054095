import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/format";
import { baseUrl, gotoHydrated, launch, newPage, port, waitForHydration } from "./browser";
import { shoot, staffSignIn } from "./console-helpers";
import { addToCartInPage, checkOutCart } from "./shop-helpers";
import { signedInPage } from "./shopper";

/** Where the screenshots go (outside the repo). */
const SPANISH_HOST = `http://es.localhost:${port}`;

/** A product no other browser test buys or reads prices of: the 32-port 4G proxy gateway. */
const PRODUCT = { id: 17, skuId: 171, sku: "PL-PX32-4G" };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The free stock the editor shows for the SKU. */
async function freeStock(page: Page): Promise<number> {
  const text = (await page.getByTestId(`sku-${PRODUCT.skuId}-stock`).textContent()) ?? "";
  return Number(text.replace(/\D.*$/s, ""));
}

describe("the catalogue in the console", () => {
  it("staff change a SKU's price and stock and the Spanish description → the Spanish page shows them at once → a buyer orders → stock falls → the audit log shows the edits", async () => {
    const staff = await newPage(browser);
    const spanish = await newPage(browser, { baseURL: SPANISH_HOST });
    let buyer: Awaited<ReturnType<typeof signedInPage>> | undefined;
    try {
      // The Spanish product page is in the page cache before the edit.
      expect((await spanish.page.goto(`/product/${PRODUCT.id}`))?.status()).toBe(200);
      await spanish.page.goto(`/product/${PRODUCT.id}`);

      await staffSignIn(staff.page, "warehouse@portline.example", "/admin/products");
      await staff.page.getByLabel("Search").fill(PRODUCT.sku);
      await staff.page.getByRole("button", { name: "Filter" }).click();
      await staff.page.waitForURL(/q=PL-PX32-4G/);
      // The list is drawn anew after the URL changes: wait until it holds the one match.
      await expect.poll(() => staff.page.getByTestId(/^product-\d+$/).count(), { timeout: 30_000 }).toBe(1);
      await staff.page.getByTestId(`product-${PRODUCT.id}`).waitFor();
      await shoot(staff.page, "products");
      await staff.page.getByTestId(`product-${PRODUCT.id}`).getByRole("link").click();
      await staff.page.waitForURL(`${baseUrl}/admin/products/${PRODUCT.id}`);
      await waitForHydration(staff.page);

      // Spanish text: the editor switches language; the price and the description are saved together.
      await staff.page.getByLabel("Edit the text in").selectOption("es");
      await staff.page.getByRole("button", { name: "Language" }).click();
      await staff.page.waitForURL(/lang=es/);
      // The form is drawn anew for the language after the URL changes: type only into the Spanish one.
      await staff.page.getByTestId("product-form").locator("legend", { hasText: "Spanish" }).waitFor();
      const description = `Pasarela proxy 4G de 32 puertos, revisada el ${new Date().toISOString().slice(0, 10)}.`;
      await staff.page.getByLabel("Description (Markdown)").fill(description);
      await staff.page.getByTestId(`sku-${PRODUCT.skuId}`).getByLabel("Price (USD)").fill("3150.00");
      // Trade data for customs, saved with the rest: a gross weight below the net one is refused by name.
      const trade = staff.page.getByTestId(`sku-${PRODUCT.skuId}-trade`);
      await trade.getByLabel("HS code").fill("8517.62.00 90");
      await trade.getByLabel("Country of origin").selectOption({ label: "Taiwan" });
      await trade.getByLabel("Net weight (g)").fill("9300");
      await trade.getByLabel("Gross weight (g)").fill("9000");
      await trade.getByLabel("Height (mm)").fill("230");
      const version = await staff.page.getByTestId("product-version").textContent();
      await staff.page.getByRole("button", { name: "Save product" }).click();
      await staff.page
        .getByRole("alert")
        .filter({ hasText: "“Gross weight (g) (row 1)” cannot be less than the net weight." })
        .waitFor();
      expect(await staff.page.getByTestId("product-version").textContent()).toBe(version);
      await trade.getByLabel("Gross weight (g)").fill("11400");
      await staff.page.getByRole("button", { name: "Save product" }).click();
      await staff.page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      await expect
        .poll(() => staff.page.getByTestId("product-version").textContent(), { timeout: 30_000 })
        .not.toBe(version);
      // The editor shows what was stored: the HS code as its digits, the origin as a country code.
      expect(await trade.getByLabel("HS code").inputValue()).toBe("8517620090");
      expect(await trade.getByLabel("Country of origin").inputValue()).toBe("TW");
      expect(await trade.getByLabel("Gross weight (g)").inputValue()).toBe("11400");
      expect(await trade.getByLabel("Height (mm)").inputValue()).toBe("230");

      // The staff preview shows the saved text before anyone else sees it (never from the page cache).
      const preview = await staff.context.newPage();
      await preview.goto(`/product/${PRODUCT.id}?preview=1`);
      expect(await preview.getByTestId("preview-notice").isVisible()).toBe(true);
      await preview.close();
      await spanish.page.goto(`/product/${PRODUCT.id}?preview=1`);
      expect(await spanish.page.getByTestId("preview-notice").count()).toBe(0);

      // Stock: 10 received.
      const before = await freeStock(staff.page);
      const stock = staff.page.getByTestId("stock-form");
      await stock.getByLabel("Units (+ in, − out)").fill("10");
      await stock.getByLabel("Reason").selectOption("received");
      await stock.getByLabel("Note").fill("Delivery 4471");
      await stock.getByRole("button", { name: "Adjust" }).click();
      await expect.poll(() => freeStock(staff.page), { timeout: 30_000 }).toBe(before + 10);
      // More out than is free is refused with the reason.
      await stock.getByLabel("Units (+ in, − out)").fill(String(-(before + 11)));
      await stock.getByLabel("Reason").selectOption("damaged");
      await stock.getByRole("button", { name: "Adjust" }).click();
      await staff.page.getByRole("alert").filter({ hasText: "held by open orders" }).waitFor();
      expect(await freeStock(staff.page)).toBe(before + 10);
      await shoot(staff.page, "product-editor");

      // The Spanish page shows the new description and price on its next load.
      await spanish.page.goto(`/product/${PRODUCT.id}`);
      await spanish.page.waitForLoadState("networkidle");
      const body = (await spanish.page.locator("main").textContent()) ?? "";
      expect(body).toContain(description);
      expect(body).toContain(formatPrice(315_000, "USD", "es"));

      // A buyer orders one: the free stock falls and the editor shows it held.
      buyer = await signedInPage(browser, { name: "catalogue-buyer" });
      await addToCartInPage(buyer.page, PRODUCT.skuId, PRODUCT.id);
      await checkOutCart(buyer.page);
      await buyer.page.getByRole("button", { name: "Place order" }).click();
      await buyer.page.waitForURL(/\/order\/order-pay\?orderNo=PL\d+/);
      await gotoHydrated(staff.page, `/admin/products/${PRODUCT.id}`);
      expect(await freeStock(staff.page)).toBe(before + 9);
      expect(await staff.page.getByTestId(`sku-${PRODUCT.skuId}-stock`).textContent()).toContain("Held by orders: 1");

      // The audit log shows the product's edit and the stock adjustment.
      await gotoHydrated(staff.page, `/admin/audit?entity=product&entityId=${PRODUCT.id}`);
      const edit = staff.page.getByTestId("audit-update").first();
      expect(await edit.textContent()).toContain(`SKU ${PRODUCT.sku} price: $3,390.00 → $3,150.00`);
      expect(await edit.textContent()).toContain(`SKU ${PRODUCT.sku} HS code: 8517620000 → 8517620090`);
      expect(await edit.textContent()).toContain(`SKU ${PRODUCT.sku} gross weight (g): 11,200 → 11,400`);
      expect(await edit.textContent()).toContain("Description (Spanish): ");
      expect(await edit.textContent()).toContain(description);
      await gotoHydrated(staff.page, `/admin/audit?entity=sku&entityId=${PRODUCT.skuId}`);
      const adjusted = staff.page.getByTestId("audit-stock_adjust");
      expect(await adjusted.count()).toBe(1);
      expect(await adjusted.textContent()).toContain("Reason: Received");
      expect(await adjusted.textContent()).toContain("Note: Delivery 4471");
      await shoot(staff.page, "audit-catalogue");
      expect(staff.errors).toEqual([]);
      expect(spanish.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await spanish.context.close();
      await buyer?.context.close();
    }
  });

  it("staff export the catalogue, check a changed file (its changes listed, a bad row refused with its line) and apply it", async () => {
    const staff = await newPage(browser);
    try {
      await staffSignIn(staff.page, "ops@portline.example", "/admin/products");
      await gotoHydrated(staff.page, "/admin/catalog-import");
      const exported = await staff.page.request.get("/api/admin/export/catalog.csv");
      expect(exported.status()).toBe(200);
      expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const lines = (await exported.text()).split("\r\n");
      const header = lines[0]!.replace(/^\uFEFF/, "").split(",");
      const at = header.indexOf("low_stock_threshold");
      const row = lines.findIndex((line) => line.startsWith(`${PRODUCT.id},${PRODUCT.skuId},`));
      const cells = lines[row]!.split(",");
      const threshold = Number(cells[at]);
      cells[at] = String(threshold + 1);
      const changed = [...lines.slice(0, row), cells.join(","), ...lines.slice(row + 1)].join("\r\n");

      // A bad row: the whole file is refused, the line named.
      const bad = changed.replace(`${PRODUCT.id},${PRODUCT.skuId},`, `${PRODUCT.id},${PRODUCT.skuId}x,`);
      await staff.page
        .getByLabel("CSV file")
        .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
      await staff.page.getByRole("button", { name: "Check the file" }).click();
      await staff.page.getByTestId("csv-errors").filter({ hasText: "“sku_id” must be a whole number." }).waitFor();
      expect(await staff.page.getByTestId("csv-apply").count()).toBe(0);

      await staff.page
        .getByLabel("CSV file")
        .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(changed) });
      await staff.page.getByRole("button", { name: "Check the file" }).click();
      const product = staff.page.getByTestId(`csv-product-${PRODUCT.id}`);
      await product.filter({ hasText: `sku.${PRODUCT.skuId}.lowStockThreshold` }).waitFor();
      expect(await staff.page.getByTestId("csv-result").textContent()).toContain("Products that change: 1.");
      await shoot(staff.page, "catalog-import");
      await staff.page.getByRole("button", { name: "Apply these changes" }).click();
      await staff.page.getByRole("status").filter({ hasText: "Applied. Products changed: 1." }).waitFor();

      await gotoHydrated(staff.page, `/admin/products/${PRODUCT.id}`);
      expect(await staff.page.getByTestId(`sku-${PRODUCT.skuId}`).getByLabel("Low at").inputValue()).toBe(
        String(threshold + 1),
      );
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
