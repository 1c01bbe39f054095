import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Address } from "../../shared/commerce/types";
import { baseUrl, gotoHydrated, launch } from "./browser";
import { pageApi, signedInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the country of an address", () => {
  it("is chosen from the list, named in Spanish and found by typing; the API stores its code", async () => {
    const { context, page, errors } = await signedInPage(browser, { name: "pais" });
    await context.addCookies([{ name: "i18n_redirected", value: "es", url: baseUrl }]);
    await gotoHydrated(page, "/account/settings");
    await page.getByRole("button", { name: "Añadir una dirección nueva" }).click();
    await page.getByLabel("Destinatario").fill("Ada Tester");
    await page.getByLabel("Teléfono").fill("+34 91 123 4567");
    await page.getByLabel("Dirección", { exact: true }).fill("Gran Vía 1");
    await page.getByLabel("Ciudad").fill("Madrid");

    const country = page.getByLabel("País o región");
    // A list, never free text: the field is a select of named countries.
    expect(await country.evaluate((node) => node.tagName)).toBe("SELECT");
    expect(await country.locator("option", { hasText: "Alemania" }).getAttribute("value")).toBe("DE");
    await page.getByLabel("Escriba para buscar un país").fill("esp");
    await expect.poll(() => country.inputValue()).toBe("ES");
    expect(await country.locator("option:checked").textContent()).toBe("España");
    await page.getByRole("button", { name: "Guardar dirección" }).click();

    const saved = page.locator(".address-item");
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.textContent()).toContain("Madrid, España");
    const addresses = await pageApi(page).get<Address[]>("/api/web/address/list");
    expect(addresses.body.data.map((address) => address.country)).toEqual(["ES"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
