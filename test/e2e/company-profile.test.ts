/**
 * A buyer fills in their company in Arabic (right to left): the kind of tax ID follows the
 * country, the EORI field shows for an EU country, the EU VAT number is checked with VIES (the
 * local stand-in: a number starting with 1 is valid and has a name) and the page says what VIES
 * said. Staff then see it in the console and verify it, and the buyer sees that. The page fits a
 * phone and a desktop in English and Arabic (screenshots into COMPANY_SHOTS when set).
 */
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arAccount from "../../locales/ar/account/index";
import arCommerce from "../../locales/ar/commerce/index";
import enAccount from "../../locales/en/account/index";
import { formatDate } from "../../shared/format";
import { gotoHydrated, launch } from "./browser";
import { staffPage } from "./console-helpers";
import { pageApi, signedInPage } from "./shopper";

const SHOTS = process.env.COMPANY_SHOTS ?? "";
const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const C = arAccount.company;
const A = arCommerce.address;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page fits 360 px and 1280 px without sideways scrolling; screenshots of both when asked. */
async function fits(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

/** The serious and critical violations axe-core finds on the open page. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, { resultTypes: ["violations"] }),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

const vatNumber = () => `1${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("a buyer's company details", () => {
  it("are filled in in Arabic, checked with VIES, and verified by staff in the console", {
    timeout: 120_000,
  }, async () => {
    const buyer = await signedInPage(browser, { name: "company-ar", language: "ar" });
    const { page, errors } = buyer;
    await gotoHydrated(page, "/account/company");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect.poll(() => page.getByRole("link", { name: C.nav }).count()).toBeGreaterThan(0);

    const number = vatNumber();
    await page.getByLabel(C.legalName).fill("Nordlicht Funktechnik GmbH");
    await page.getByLabel(A.line1, { exact: true }).fill("Hafenstraße 12");
    await page.getByLabel(A.city).fill("Hamburg");
    await page.getByLabel(A.postalCode).fill("20457");
    // No EORI field until the country issues EORI numbers.
    expect(await page.getByLabel(C.eori).count()).toBe(0);
    await page.getByLabel(A.country, { exact: true }).selectOption("DE");
    // Germany: an EU VAT number is the kind its companies have.
    await expect.poll(() => page.getByLabel(C.taxKind, { exact: true }).inputValue()).toBe("eu_vat");
    await page
      .getByLabel(C.taxId, { exact: true })
      .fill(`${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`);
    await page.getByLabel(C.eori).fill("DE 1234 5678 90123");
    await page.getByRole("button", { name: C.save }).click();

    await expect.poll(() => page.getByRole("status").filter({ hasText: C.saved }).count()).toBe(1);
    const vies = page.getByTestId("company-vies");
    await expect.poll(() => vies.getAttribute("data-status")).toBe("valid");
    const today = formatDate(Date.now(), "ar");
    const said = (await vies.locator("p").textContent()) ?? "";
    expect(said).toContain(`STAND-IN TRADER DE${number}`);
    expect(said).toContain(today);
    expect(said.startsWith("صالح")).toBe(true);
    // The name keeps its own direction inside the Arabic sentence.
    expect(await vies.locator("bdi").textContent()).toBe(`STAND-IN TRADER DE${number}`);
    // The fields show what was stored: the number with its prefix, the EORI without spaces.
    expect(await page.getByLabel(C.taxId, { exact: true }).inputValue()).toBe(`DE${number}`);
    expect(await page.getByLabel(C.eori).inputValue()).toBe("DE1234567890123");
    await fits(page, "company-ar");
    expect(await violations(page)).toEqual([]);

    // Staff find the customer, see what VIES said and verify the company.
    const staff = (await staffPage(browser, "ops@portline.example", "/admin")).page;
    const found = await pageApi(staff).get<{ list: Array<{ id: number }> }>(
      `/api/admin/customers?q=${encodeURIComponent(buyer.email)}`,
    );
    const id = found.body.data.list[0]!.id;
    await gotoHydrated(staff, `/admin/customers/${id}`);
    const block = staff.getByTestId("customer-company");
    expect(await block.textContent()).toContain("Nordlicht Funktechnik GmbH");
    expect(await staff.getByTestId("customer-company-vies").getAttribute("data-status")).toBe("valid");
    expect(await staff.getByTestId("customer-company-verified").textContent()).toBe("Not verified by staff");
    await block.getByRole("button", { name: "Verify company" }).click();
    await expect
      .poll(() => staff.getByRole("status").filter({ hasText: "The company is marked as verified." }).count())
      .toBe(1);
    // The page shows the check once its data is read again after the answer.
    await expect
      .poll(() => staff.getByTestId("customer-company-verified").textContent())
      .toMatch(/^Verified by Olivia Ops on /);
    expect(await block.getByRole("button", { name: "Unverify" }).count()).toBe(1);
    await fits(staff, "company-console");
    expect(await violations(staff)).toEqual([]);

    // The buyer sees staff's check.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("company-verified").textContent())
      .toBe(C.verified.replace("{date}", today));
    expect(errors).toEqual([]);
  });

  it("fits a phone and a desktop in English, and refuses a bad number with the field's name", async () => {
    const { page, errors } = await signedInPage(browser, { name: "company-en" });
    const E = enAccount.company;
    await gotoHydrated(page, "/account/company");
    await page.getByLabel(E.legalName).fill("Transpacific Trading Pte. Ltd.");
    await page.getByLabel("Address", { exact: true }).fill("1 Raffles Place");
    await page.getByLabel("City").fill("Singapore");
    await page.getByLabel("Country / region", { exact: true }).selectOption("FR");
    await page.getByLabel(E.taxId, { exact: true }).fill("FR 123");
    await page.getByRole("button", { name: E.save }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("“Tax ID” must be an EU VAT number");
    // What was typed stays, to be corrected.
    expect(await page.getByLabel(E.taxId, { exact: true }).inputValue()).toBe("FR 123");
    await page.getByLabel(E.taxId, { exact: true }).fill("FR 30 303 265 045");
    await page.getByRole("button", { name: E.save }).click();
    await expect.poll(() => page.getByTestId("company-vies").getAttribute("data-status")).toBe("invalid");
    await fits(page, "company-en");
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
